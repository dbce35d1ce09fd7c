import { Link } from '#app/components/ui/link.tsx';
import type { Route } from './+types/about';
import { pageMeta } from '#app/components/page-meta.ts';
import { useSiteName } from '#app/components/static/site-name.ts';
import { InfoPanel, StaticPage } from '#app/components/static/static-page.tsx';
import { getHomeFigures } from '#app/data/homepage.server.ts';
import { homeStatTiles, yearsCovered } from '#app/domain/home.ts';
import { countOf } from '#app/domain/grammar.ts';

export function loader() {
  const figures = getHomeFigures();
  return { figures, span: yearsCovered(figures.firstPostedAt, figures.lastPostedAt), tiles: homeStatTiles(figures) };
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, {
    title: 'About Us',
    description:
      'Why we keep a free public archive of legal questions answered by attorneys, where it comes from, and how we present it honestly.',
    path: '/about',
  });
}

export default function About({ loaderData }: Route.ComponentProps) {
  const site = useSiteName();
  const { figures, span } = loaderData;
  return (
    <StaticPage
      title={`About ${site}`}
      intro="A public library of real legal questions and the answers attorneys gave to them, kept free and open."
      aside={
        <>
          <InfoPanel title="The archive today">
            <ul className="space-y-1">
              {loaderData.tiles.map((tile) => (
                <li key={tile.label}>
                  <strong className="text-slate-900 dark:text-slate-50">{tile.value}</strong> {tile.label.toLowerCase()}
                </li>
              ))}
            </ul>
            <p>Counted from the archive itself, not rounded up by hand.</p>
          </InfoPanel>
          <InfoPanel title="Start here">
            <ul className="space-y-1">
              <li>
                <Link to="/search">Search the archive</Link>
              </li>
              <li>
                <Link to="/categories">Browse by practice area</Link>
              </li>
              <li>
                <Link to="/legal-help">Browse by location</Link>
              </li>
              <li>
                <Link to="/guides">Read the legal guides</Link>
              </li>
            </ul>
          </InfoPanel>
        </>
      }
    >
      <h2>Why this archive exists</h2>
      <p>
        Most people meet the law at a bad moment: an accident, an arrest, a divorce, an eviction notice, a boss who will
        not pay. The first questions are usually the same ones other people had before them. For years, people typed
        those questions into a paid question-and-answer service and attorneys answered them. {site} keeps those answers
        available to everyone, free, so that the next person can see how attorneys have explained situations like
        theirs.
      </p>

      <h2>What is in it</h2>
      <p>
        The archive holds {countOf(figures.answeredQuestions, 'answered question')}, with answers from{' '}
        {countOf(figures.answeringAttorneys, 'attorney')} across {countOf(figures.categoriesWithQuestions, 'practice area')}
        {span.years > 0 && `, asked between ${span.from} and ${span.to}`}. Questions come from across the United States
        and from other countries, and you can browse them by <Link to="/categories">practice area</Link> or by{' '}
        <Link to="/legal-help">place</Link>.
      </p>

      <h2>Where it comes from</h2>
      <p>
        The company that operates {site} also runs two sister sites, where members of the public asked attorneys
        questions and paid only for an answer they accepted: the attorney's fee plus a venue fee. Those sites' questions
        and answers form this archive. The archive is closed: it accepts no new questions, and the attorneys do not
        answer through it.
      </p>

      <h2>How we present it</h2>
      <ul>
        <li>
          <strong>Honest figures.</strong> Every count on the site is computed from the archive. Where we do not have a
          figure, we say so instead of inventing one.
        </li>
        <li>
          <strong>Answers in context.</strong> Each answer keeps its date and its place, because the law differs between
          states and changes over time.
        </li>
        <li>
          <strong>No pay-to-rank.</strong> Attorneys are listed and ranked by what they did in the archive, by published
          rules. The attorneys are independent; listing one is not an endorsement.
        </li>
        <li>
          <strong>Privacy by default.</strong> No accounts, no cookies, no tracking. See our{' '}
          <Link to="/privacy">Privacy Policy</Link>.
        </li>
        <li>
          <strong>Open to everyone.</strong> Pages are fast, work without JavaScript, and are built to the WCAG 2.2 AA
          accessibility standard. See our <Link to="/accessibility">Accessibility Statement</Link>.
        </li>
      </ul>

      <h2>What we are not</h2>
      <p>
        We are not a law firm and we do not give legal advice. The archive is general information; for your own
        situation, talk to an attorney licensed where you live. The <Link to="/find-attorney">attorney directory</Link>{' '}
        can help you find one, and the <Link to="/disclaimer">Disclaimer</Link> explains the limits of what you read
        here.
      </p>

      <h2>Get in touch</h2>
      <p>
        Corrections, removal requests and ideas are welcome through our <Link to="/contact">contact form</Link>.
        Attorneys who want to know about the network we are preparing can read about it on the{' '}
        <Link to="/coming-soon">coming-soon page</Link>.
      </p>
    </StaticPage>
  );
}
