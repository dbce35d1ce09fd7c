import { Link } from '#app/components/ui/link.tsx';
import type { Route } from './+types/privacy';
import { pageMeta } from '#app/components/page-meta.ts';
import { useSiteName } from '#app/components/static/site-name.ts';
import { LEGAL_PAGES_UPDATED, StaticPage } from '#app/components/static/static-page.tsx';

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, {
    title: 'Privacy Policy',
    description:
      'What the site stores: contact-form messages and short-lived server logs. No accounts, no cookies, no tracking or advertising.',
    path: '/privacy',
  });
}

export default function Privacy() {
  const site = useSiteName();
  return (
    <StaticPage
      title="Privacy Policy"
      intro={`${site} is built to need as little information about you as possible. This page lists everything the site keeps, why, and for how long.`}
      updated={LEGAL_PAGES_UPDATED}
    >
      <h2>The short version</h2>
      <ul>
        <li>There are no accounts and nothing to sign in to.</li>
        <li>The site sets no cookies: no tracking cookies, no advertising cookies, no session cookies.</li>
        <li>There are no analytics scripts, advertising networks or social-media trackers on any page.</li>
        <li>If you use the contact form, we store your message so that we can read and answer it.</li>
        <li>Our web server keeps ordinary request logs for operating and protecting the site.</li>
      </ul>

      <h2>Messages you send through the contact form</h2>
      <p>
        When you submit the <Link to="/contact">contact form</Link> we store the name, email address, subject and
        message you typed, and the time we received them. They are written to a small inbox database kept separately
        from the question archive, and only the people who run the site can read it. We use your message only to reply
        to you and to act on what you asked, for example to correct or remove content.
      </p>
      <p>
        The inbox does not record your IP address. To stop automated abuse, the server counts recent messages from each
        network address in memory for a few minutes; that count is never written to disk and disappears when the server
        restarts.
      </p>
      <p>
        We keep messages for as long as we need them to deal with your request and any follow-up, and then delete them.
        You can ask us at any time to show you or delete the messages you sent.
      </p>

      <h2>Server logs</h2>
      <p>
        Like almost every website, our server writes a log line for each request it answers: the time, the address
        requested (which includes any search words in it), the response status and timing, your IP address and the
        browser identification your browser sends. We use these logs to keep the site running, to measure its speed and
        to investigate abuse or attacks. They are not combined with other data, not used to build profiles and not sold
        or shared, except where the law requires it. They are kept only as long as needed for those purposes and then
        deleted.
      </p>

      <h2>Searches</h2>
      <p>
        Search words are used to find matching questions and are not stored in any database. They appear in the page
        address, and therefore in the server logs described above and in your own browser history.
      </p>

      <h2>Attorney photos</h2>
      <p>
        Some attorney photos are served by the image host recorded in the archive. When your browser loads such a photo,
        that host receives your IP address and browser details as any web server does. No other third-party content is
        loaded.
      </p>

      <h2>The people in the archive</h2>
      <p>
        The questions in the archive were posted publicly by members of the public and answered by attorneys. We remove
        names, addresses and other identifying details when we learn of them. If you asked a question and want details
        removed, please <Link to="/contact">contact us</Link> with the page address and we will review it promptly.
      </p>

      <h2>Children</h2>
      <p>
        The site is not directed at children under 13, and we do not knowingly keep messages from them. If you believe a
        child has sent us personal information, contact us and we will delete it.
      </p>

      <h2>Security</h2>
      <p>
        The archive is served read-only, the inbox is stored apart from it, and access to the server is limited to the
        people who run it. No method of storage or transmission is perfectly secure, but we keep what we hold to the
        minimum described here.
      </p>

      <h2>Your choices and rights</h2>
      <p>
        You can read the whole site without giving us any personal information. Depending on where you live, you may
        have the right to access, correct or delete personal information we hold about you; write to us through the
        contact form and we will answer within 30 days.
      </p>

      <h2>Changes</h2>
      <p>
        If we ever start storing anything not listed here, we will update this page first and change the date at the
        top.
      </p>
    </StaticPage>
  );
}
