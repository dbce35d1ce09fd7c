import { data, redirect } from 'react-router';
import type { PlaceKind } from '#app/domain/reference/places.ts';
import { placePath } from '#app/domain/urls.ts';
import { LIST_KIND, LISTING_PAGE_SIZE, LOCATION_SORTS, LOCATION_SORT_CODES, pageQuery, practiceAreaFilterCode, PRACTICE_AREA_FILTERS } from '#app/domain/listing-options.ts';
import { totalPages } from '#app/domain/pagination.ts';
import { getListingCards, getPopularTopics } from './listings.server.ts';
import { getPlaceByCode, getPlaceBySlug, type PlaceRow } from './locations.server.ts';
import { getTopAreasOfPlace } from './place-areas.server.ts';

/** A /legal-help/{slug} segment -> the place, and whether the segment is its canonical slug (a code is not). */
export function resolvePlace(kind: PlaceKind, segment: string): { place: PlaceRow; canonical: boolean } | null {
  const bySlug = getPlaceBySlug(kind, segment.toLowerCase());
  if (bySlug) return { place: bySlug, canonical: segment === bySlug.slug };
  if (/^[A-Za-z]{2}$/.test(segment)) {
    const byCode = getPlaceByCode(kind, segment);
    if (byCode) return { place: byCode, canonical: false };
  }
  return null;
}

/** Everything a location page shows, for the query string of the request. */
export function locationPageData(place: PlaceRow, params: URLSearchParams) {
  const query = pageQuery(params, LOCATION_SORTS, PRACTICE_AREA_FILTERS);
  const { results, total } = getListingCards(
    LIST_KIND.place,
    place.id,
    LOCATION_SORT_CODES[query.sort],
    practiceAreaFilterCode(query.filter),
    query.page,
    LISTING_PAGE_SIZE,
  );
  return {
    place: {
      kind: place.kind,
      code: place.code,
      name: place.name,
      slug: place.slug,
      questionCount: place.questionCount,
      attorneyCount: place.attorneyCount,
    },
    topics: getPopularTopics(LIST_KIND.place, place.id),
    areas: getTopAreasOfPlace(place.id),
    query,
    results,
    total,
    pages: totalPages(total, LISTING_PAGE_SIZE),
  };
}

export type LocationPageData = ReturnType<typeof locationPageData>;

/**
 * The loader of a state's and a country's page (spec 2.8): the page, 404 for an unknown
 * place or a page past the end, and 301 to the canonical slug (a code or another spelling).
 */
export function loadLocationPage(kind: PlaceKind, segment: string, request: Request) {
  const url = new URL(request.url);
  const resolved = resolvePlace(kind, segment);
  if (!resolved) return data({ found: false as const }, { status: 404 });
  if (!resolved.canonical) throw redirect(`${placePath(resolved.place)}${url.search}`, 301);
  const page = locationPageData(resolved.place, url.searchParams);
  return data({ found: true as const, ...page }, { status: page.query.page > 1 && page.results.length === 0 ? 404 : 200 });
}
