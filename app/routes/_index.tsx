import type { Route } from './+types/_index';
import { FeaturedExperts } from '#app/components/home/featured-experts.tsx';
import { HomeHero } from '#app/components/home/hero.tsx';
import { PromoBlocks } from '#app/components/home/promo-blocks.tsx';
import { RecentQuestions } from '#app/components/home/recent-questions.tsx';
import { StatTiles } from '#app/components/home/stat-tiles.tsx';
import { pageMeta, siteFromMatches } from '#app/components/page-meta.ts';
import { getHomeFigures, getHomepageAttorneys, getHomepageQuestions } from '#app/data/homepage.server.ts';
import { countClaim, homeStatTiles } from '#app/domain/home.ts';

export function loader() {
  const figures = getHomeFigures();
  return {
    answeredQuestions: countClaim(figures.answeredQuestions),
    tiles: homeStatTiles(figures),
    questions: getHomepageQuestions(),
    attorneys: getHomepageAttorneys(),
  };
}

export function meta({ matches }: Route.MetaArgs) {
  const site = siteFromMatches(matches);
  return pageMeta(matches, {
    title: 'Legal Questions Answered by Attorneys',
    description:
      'Search a free archive of legal questions answered by attorneys, browse by practice area and location, read legal guides, and find attorneys.',
    path: '/',
    keywords: ['legal questions', 'attorney answers', 'legal advice archive', 'find an attorney', 'legal guides'],
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'WebSite',
        name: site.siteName,
        url: `${site.siteUrl}/`,
        potentialAction: {
          '@type': 'SearchAction',
          target: `${site.siteUrl}/search?q={search_term_string}`,
          'query-input': 'required name=search_term_string',
        },
      },
    ],
  });
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { answeredQuestions, tiles, questions, attorneys } = loaderData;
  return (
    <div className="space-y-16 pb-4">
      <div>
        <HomeHero answeredQuestions={answeredQuestions} />
        <StatTiles tiles={tiles} />
      </div>
      <RecentQuestions questions={questions} />
      <FeaturedExperts attorneys={attorneys} />
      <PromoBlocks />
    </div>
  );
}
