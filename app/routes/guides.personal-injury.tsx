import type { Route } from './+types/guides.personal-injury';
import { pageMeta } from '#app/components/page-meta.ts';
import { personalInjuryIntro, personalInjurySections } from '#app/components/static/personal-injury-guide.tsx';
import { GuideLayout } from '#app/components/static/guide-layout.tsx';
import { getGuideCases } from '#app/data/guides.server.ts';
import { guideCategory } from '#app/domain/guides.ts';

const CATEGORY_ID = 1;

export function loader() {
  return { cases: getGuideCases(CATEGORY_ID) };
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  return pageMeta(matches, {
    title: 'Personal Injury Guide',
    description: `First steps after an accident, proving fault, insurance, deadlines, comparative fault, damages and lawyer fees. Based on ${loaderData?.cases.length ?? 50} real cases.`,
    path: '/guides/personal-injury',
    type: 'article',
    keywords: [
      'personal injury',
      'car accident',
      'slip and fall',
      'insurance claim',
      'statute of limitations',
      'settlement',
    ],
  });
}

export default function PersonalInjuryGuide({ loaderData }: Route.ComponentProps) {
  return (
    <GuideLayout
      title="Personal Injury Guide"
      intro={personalInjuryIntro}
      sections={personalInjurySections}
      cases={loaderData.cases}
      category={guideCategory(CATEGORY_ID)}
    />
  );
}
