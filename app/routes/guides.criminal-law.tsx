import type { Route } from './+types/guides.criminal-law';
import { pageMeta } from '#app/components/page-meta.ts';
import { criminalLawIntro, criminalLawSections } from '#app/components/static/criminal-law-guide.tsx';
import { GuideLayout } from '#app/components/static/guide-layout.tsx';
import { getGuideCases } from '#app/data/guides.server.ts';
import { guideCategory } from '#app/domain/guides.ts';

const CATEGORY_ID = 11;

export function loader() {
  return { cases: getGuideCases(CATEGORY_ID) };
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  return pageMeta(matches, {
    title: 'Criminal Defense Guide',
    description: `Your rights with the police, arrest and bail, charges, plea bargains, trial, DUI cases and clearing your record. Based on ${loaderData?.cases.length ?? 50} real cases.`,
    path: '/guides/criminal-law',
    type: 'article',
    keywords: ['criminal defense', 'arrest', 'bail', 'plea bargain', 'expungement', 'DUI'],
  });
}

export default function CriminalLawGuide({ loaderData }: Route.ComponentProps) {
  return (
    <GuideLayout
      title="Criminal Defense Guide"
      intro={criminalLawIntro}
      sections={criminalLawSections}
      cases={loaderData.cases}
      category={guideCategory(CATEGORY_ID)}
    />
  );
}
