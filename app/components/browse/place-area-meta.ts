import { errorMeta, pageMeta, siteFromMatches } from '#app/components/page-meta.ts';
import { listingSearch } from '#app/domain/listing-options.ts';
import { placeAreaDescription, placeAreaName } from '#app/domain/place-areas.ts';
import { placeAreaPath } from '#app/domain/urls.ts';
import { breadcrumbJsonLd } from '#app/domain/breadcrumbs.ts';
import { placeAreaTrail, type PlaceAreaDetailProps } from './place-area-detail.tsx';

interface MatchLike {
  readonly id: string;
  readonly loaderData?: unknown;
  readonly data?: unknown;
}

/** Title, description, canonical address and breadcrumb JSON-LD of a place's practice-area page. */
export function placeAreaMeta(matches: readonly (MatchLike | undefined)[], loaderData: ({ found: true } & PlaceAreaDetailProps) | { found: false } | undefined) {
  if (!loaderData?.found) return errorMeta(matches, 'Page Not Found');
  const { place, category, questionCount, query } = loaderData;
  return pageMeta(matches, {
    title: `${placeAreaName(category.name, place.name)}${query.page > 1 ? ` - Page ${query.page}` : ''}`,
    description: placeAreaDescription(category.name, place.name, questionCount),
    path: `${placeAreaPath(place, category)}${listingSearch(query)}`,
    keywords: [`${category.name} ${place.name}`, `${place.name} ${category.name} attorneys`],
    jsonLd: [breadcrumbJsonLd(siteFromMatches(matches).siteUrl, placeAreaTrail(place, category))],
  });
}
