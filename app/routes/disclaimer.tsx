import { Link } from '#app/components/ui/link.tsx';
import type { Route } from './+types/disclaimer';
import { pageMeta } from '#app/components/page-meta.ts';
import { useSiteName } from '#app/components/static/site-name.ts';
import { LEGAL_PAGES_UPDATED, StaticPage } from '#app/components/static/static-page.tsx';

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, {
    title: 'Legal Disclaimer',
    description:
      'The archive is general information, not legal advice. No attorney-client relationship; attorneys are independent and not endorsed.',
    path: '/disclaimer',
  });
}

export default function Disclaimer() {
  const site = useSiteName();
  return (
    <StaticPage
      title="Legal Disclaimer"
      intro="Please read this before relying on anything you find here."
      updated={LEGAL_PAGES_UPDATED}
    >
      <h2>General information, not legal advice</h2>
      <p>
        The questions, answers, guides and articles on {site} are general information about the law. They are not legal
        advice about your situation. A good answer depends on the exact facts, the documents involved, the deadlines
        that apply and the law of the place where you are, and none of that was known to the attorney who wrote an
        answer in the archive.
      </p>

      <h2>No attorney-client relationship</h2>
      <p>
        Reading the site, searching it, or writing to us does not make any attorney your lawyer, and it does not make us
        your lawyer. Nothing you send us is confidential or privileged. Only a direct agreement with an attorney creates
        an attorney-client relationship.
      </p>

      <h2>Answers are historical</h2>
      <p>
        Every answer was written on the date shown beside it, for the person who asked. Laws, court decisions, filing
        fees and procedures change, and some answers in the archive are more than twenty years old. Check the date, and
        check whether the rule still applies where you live, before acting on it.
      </p>

      <h2>The attorneys are independent and not endorsed</h2>
      <p>
        The attorneys in the archive and the directory are independent. They are not employed by us, and we do not
        endorse, recommend or vouch for any of them. Profiles, counts, badges and rankings are computed from the archive
        and describe past activity on the site, not quality of representation. Verify an attorney's licence with the
        state bar before hiring them.
      </p>

      <h2>Guides and articles</h2>
      <p>
        Our <Link to="/guides">legal guides</Link> summarise patterns found in real questions from the archive and the
        answers they received. They are written to help you understand your options and prepare questions for a lawyer,
        not to replace one.
      </p>

      <h2>Deadlines and emergencies</h2>
      <p>
        Many legal claims have strict time limits, and some are very short. If you may have a claim or are facing
        charges, speak to a licensed attorney promptly. If you are in danger, call 911 or your local emergency number.
      </p>

      <h2>Accuracy</h2>
      <p>
        We clean up formatting and remove identifying details when we are told about them, but we do not edit what
        attorneys wrote, and we cannot promise that any answer is correct or complete. If you find an error, please{' '}
        <Link to="/contact">tell us</Link>.
      </p>
    </StaticPage>
  );
}
