import { Link } from '#app/components/ui/link.tsx';
import type { Route } from './+types/accessibility';
import { pageMeta } from '#app/components/page-meta.ts';
import { useSiteName } from '#app/components/static/site-name.ts';
import { LEGAL_PAGES_UPDATED, StaticPage } from '#app/components/static/static-page.tsx';

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, {
    title: 'Accessibility Statement',
    description:
      'Our accessibility goal is WCAG 2.2 AA: keyboard access, screen-reader labels, visible focus, light and dark themes, pages that work without JavaScript.',
    path: '/accessibility',
  });
}

export default function Accessibility() {
  const site = useSiteName();
  return (
    <StaticPage
      title="Accessibility Statement"
      intro={`Legal information should be usable by everyone. ${site} aims to meet the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA.`}
      updated={LEGAL_PAGES_UPDATED}
    >
      <h2>What we do</h2>
      <ul>
        <li>
          <strong>Every page works without JavaScript.</strong> Pages are rendered on the server, and search, filters,
          paging and the contact form are ordinary links and forms.
        </li>
        <li>
          <strong>Keyboard access.</strong> Every link, menu and control can be reached and used with the keyboard. A
          "Skip to content" link is the first stop on every page, and the focused element always has a clearly visible
          outline that the sticky header does not cover.
        </li>
        <li>
          <strong>Screen readers.</strong> Pages use headings in order, landmarks (header, navigation, main, footer) and
          labelled form fields. Menus announce whether they are open; messages such as "Message Sent!" are announced
          when they appear.
        </li>
        <li>
          <strong>Readable design.</strong> Text and controls meet the AA contrast ratios, targets are at least 24 by 24
          pixels, and text can be enlarged to 200% without losing content.
        </li>
        <li>
          <strong>Light and dark.</strong> The site follows your system's light or dark preference, and turns off
          animations when you ask your system to reduce motion.
        </li>
        <li>
          <strong>Real pagination.</strong> Long lists are split into numbered pages rather than loading endlessly as
          you scroll.
        </li>
      </ul>

      <h2>How we check</h2>
      <p>
        Automated accessibility checks (axe-core, against the WCAG 2.0, 2.1 and 2.2 A and AA rules) run in a real
        browser on every kind of page as part of our test suite, and a change that introduces a violation is not
        released. We also test with the keyboard alone and with a screen reader when we build new pages.
      </p>

      <h2>Known limitations</h2>
      <ul>
        <li>
          The questions and answers were written by members of the public and attorneys over many years. Some use
          unclear abbreviations, long unbroken paragraphs or inconsistent spelling, which we show as written.
        </li>
        <li>Attorney photos have no text descriptions; the attorney's name is always shown next to the photo.</li>
      </ul>

      <h2>Tell us about a barrier</h2>
      <p>
        If something on the site is hard or impossible for you to use, please <Link to="/contact">contact us</Link>.
        Tell us the page address, what you were trying to do and the browser or assistive technology you use. We aim to
        reply within five working days, and we can send you the content you need in another form in the meantime.
      </p>
    </StaticPage>
  );
}
