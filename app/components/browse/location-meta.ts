import { errorMeta, pageMeta, siteFromMatches } from '#app/components/page-meta.ts';
import { breadcrumbJsonLd } from '#app/domain/breadcrumbs.ts';
import { listingSearch } from '#app/domain/listing-options.ts';
import { placeDescription, placeTrail, type PlaceCardData } from '#app/domain/location-index.ts';
import { placePath } from '#app/domain/urls.ts';

interface MatchLike {
  readonly id: string;
  readonly loaderData?: unknown;
  readonly data?: unknown;
}

/** Title and description of a place page for search engines (spec 2.8). */
export function locationMeta(
  matches: readonly (MatchLike | undefined)[],
  loaderData: { found: false } | { found: true; place: PlaceCardData; topics: readonly string[]; query: { sort: string; filter: string; page: number } } | undefined,
) {
  if (!loaderData?.found) return errorMeta(matches, 'Location Not Found');
  const { place, query, topics } = loaderData;
  return pageMeta(matches, {
    title: `${place.name} Legal Questions${query.page > 1 ? ` - Page ${query.page}` : ''}`,
    description: placeDescription(place),
    path: `${placePath(place)}${listingSearch(query)}`,
    keywords: [`${place.name} legal questions`, `${place.name} attorneys`, ...topics],
    jsonLd: [
      breadcrumbJsonLd(siteFromMatches(matches).siteUrl, placeTrail(place)),
    ],
  });
}
