import { Link } from '#app/components/ui/link.tsx';
import type { Route } from './+types/terms';
import { pageMeta } from '#app/components/page-meta.ts';
import { useSiteName } from '#app/components/static/site-name.ts';
import { LEGAL_PAGES_UPDATED, StaticPage } from '#app/components/static/static-page.tsx';

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, {
    title: 'Terms & Conditions',
    description:
      'The terms for using the archive: general information only, independent attorneys, minimum age 13, California law and arbitration.',
    path: '/terms',
  });
}

export default function Terms() {
  const site = useSiteName();
  return (
    <StaticPage
      title="Terms & Conditions"
      intro={`These terms govern your use of ${site}, a free public archive of legal questions and the answers attorneys gave to them. Please read them; by using the site you agree to them.`}
      updated={LEGAL_PAGES_UPDATED}
    >
      <h2>1. Who we are and what the site is</h2>
      <p>
        {site} is operated by the company that also runs two sister sites where members of the public once asked
        attorneys legal questions. This site publishes those questions and answers as a searchable, read-only archive,
        together with legal guides, articles and a directory of the attorneys who answered. In these terms, "we" means
        the operator and "you" means anyone who visits the site.
      </p>

      <h2>2. Who may use the site</h2>
      <p>
        You must be at least 13 years old to use {site}. If you are under 18, please read the archive with a parent or
        guardian, and do not send us personal information through the contact form without their permission.
      </p>

      <h2>3. General information, not legal advice</h2>
      <p>
        Everything on the site is general information. It is not legal advice, and reading it does not create an
        attorney-client relationship with us or with any attorney named on the site. Answers were written for someone
        else's facts, often years ago and under the law of a particular state or country; the law may have changed
        since, and small differences in facts can change the outcome. Before you act on a legal matter, consult an
        attorney licensed where you live. Our <Link to="/disclaimer">Disclaimer</Link> says more.
      </p>

      <h2>4. The attorneys are independent</h2>
      <p>
        The attorneys whose answers appear here are independent. They are not our employees, agents or partners, and
        listing an attorney, featuring one on the home page, or ranking one in the directory is not an endorsement or a
        recommendation. We do not check each attorney's licence or standing; please confirm it with the bar of the
        relevant state before you hire anyone. Any agreement you make with an attorney is between you and that attorney.
      </p>

      <h2>5. No new questions</h2>
      <p>
        The archive is closed: the site does not accept new questions, and the attorneys do not answer through it. You
        can search and read what was asked and answered in the past, and use the{' '}
        <Link to="/find-attorney">attorney directory</Link> to find someone to contact directly.
      </p>

      <h2>6. How questions were answered in the past</h2>
      <p>
        The questions in the archive were asked under a paid model that no longer operates. A person asking a question
        named a price that covered the attorney's fee plus a venue fee kept by the service. Nothing was charged until
        the person accepted an answer. An answer that was neither accepted nor rejected was accepted automatically after
        96 hours, unless the person had asked the attorney for clarification, in which case the question stayed open. We
        describe this model only to explain the labels you will see in the archive (for example, "Accepted Answer"); no
        payments are taken on this site.
      </p>

      <h2>7. Using the site fairly</h2>
      <p>
        You may read, search, link to and quote the site for personal, educational, research and journalistic purposes.
        You agree not to:
      </p>
      <ul>
        <li>use the site for anything unlawful, or to harass, defame or impersonate anyone;</li>
        <li>send requests in volumes that degrade the service for others, or get around our rate limits;</li>
        <li>try to gain access to systems or data that are not published on the site;</li>
        <li>
          present content from the site as your own legal advice to others, or as advice from the attorney who wrote it
          to you.
        </li>
      </ul>

      <h2>8. Content and ownership</h2>
      <p>
        Questions and answers were contributed by their authors and remain theirs, subject to the licence they granted
        when they posted them. The site's design, software, guides and editorial text belong to us. If you believe
        something on the site infringes your rights, or you want personal details removed from a question you asked,
        please <Link to="/contact">contact us</Link> with the address of the page.
      </p>

      <h2>9. Messages you send us</h2>
      <p>
        When you use the contact form you give us permission to store your message and reply to it. The{' '}
        <Link to="/privacy">Privacy Policy</Link> explains what we keep and why. Do not send confidential details of a
        legal matter: we are not your lawyers and cannot keep such information privileged.
      </p>

      <h2>10. No warranty</h2>
      <p>
        The site is provided "as is" and "as available". We work to keep it accurate and online but make no promise that
        any content is complete, current or correct, or that the site will be free of interruptions or errors.
      </p>

      <h2>11. Limitation of liability</h2>
      <p>
        To the fullest extent the law allows, we are not liable for any loss arising from your use of the site or your
        reliance on its content, including indirect or consequential loss. Where liability cannot be excluded, it is
        limited to one hundred US dollars. Some places do not allow these limits, so they may not apply to you in full.
      </p>

      <h2>12. Governing law</h2>
      <p>
        These terms are governed by the laws of the State of California, United States, without regard to its
        conflict-of-laws rules.
      </p>

      <h2>13. Disputes and arbitration</h2>
      <p>
        If a dispute about the site or these terms cannot be settled informally, it will be resolved by binding
        individual arbitration, with the venue in California. Either party may instead bring an individual claim in
        small-claims court where it qualifies. Class actions and class arbitrations are not permitted.
      </p>

      <h2>14. Changes to these terms</h2>
      <p>
        We may update these terms. The date at the top shows the latest version, and continuing to use the site after a
        change means you accept it.
      </p>

      <h2>15. Contact</h2>
      <p>
        Questions about these terms are welcome through our <Link to="/contact">contact form</Link>.
      </p>
    </StaticPage>
  );
}
