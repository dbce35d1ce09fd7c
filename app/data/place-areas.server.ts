import { data, redirect } from 'react-router';
import { CATEGORY_FILTER_CODES, CATEGORY_FILTERS, LIST_KIND, LISTING_PAGE_SIZE, LOCATION_SORT_CODES, LOCATION_SORTS, pageQuery, placeAreaListId } from '#app/domain/listing-options.ts';
import { PLACE_AREA_LINKS } from '#app/domain/place-areas.ts';
import { totalPages } from '#app/domain/pagination.ts';
import type { PlaceKind } from '#app/domain/reference/places.ts';
import { neighbouringStates } from '#app/domain/reference/state-neighbors.ts';
import { placeAreaPath } from '#app/domain/urls.ts';
import { statement } from './archive.server.ts';
import { resolveCategory } from './category-lookup.server.ts';
import { getListingCards } from './listings.server.ts';
import { resolvePlace } from './location-page.server.ts';

/** A practice area with its question count in one place. */
export interface AreaLink {
  readonly categoryId: number;
  readonly name: string;
  readonly slug: string;
  readonly questionCount: number;
}

/** A place with its question count in one practice area. */
export interface PlaceLink {
  readonly kind: PlaceKind;
  readonly code: string;
  readonly name: string;
  readonly slug: string;
  readonly questionCount: number;
}

/** The practice areas of a place with the most questions there (the place page's "Top practice areas"). */
export function getTopAreasOfPlace(placeId: number, limit = PLACE_AREA_LINKS): AreaLink[] {
  return statement(
    `SELECT c.id AS categoryId, c.name, c.slug, pa.question_count AS questionCount
     FROM place_areas pa JOIN categories c ON c.id = pa.category_id
     WHERE pa.place_id = ? ORDER BY pa.question_count DESC, c.name LIMIT ?`,
  ).all(placeId, limit) as AreaLink[];
}

/** The states with the most questions of a category (the category page's "Top states"). */
export function getTopStatesOfArea(categoryId: number, limit = PLACE_AREA_LINKS): PlaceLink[] {
  return statement(
    `SELECT p.kind, p.code, p.name, p.slug, pa.question_count AS questionCount
     FROM place_areas pa INDEXED BY place_areas_by_category JOIN places p ON p.id = pa.place_id
     WHERE pa.category_id = ? AND p.kind = 'state' ORDER BY pa.question_count DESC, p.name LIMIT ?`,
  ).all(categoryId, limit) as PlaceLink[];
}

/** The bordering states that have questions of the category, most questions first. */
function neighboursWithArea(stateCode: string, categoryId: number): PlaceLink[] {
  const codes = neighbouringStates(stateCode);
  if (codes.length === 0) return [];
  return statement(
    `SELECT p.kind, p.code, p.name, p.slug, pa.question_count AS questionCount
     FROM places p JOIN place_areas pa ON pa.place_id = p.id AND pa.category_id = ?
     WHERE p.kind = 'state' AND p.code IN (SELECT value FROM json_each(?)) ORDER BY pa.question_count DESC, p.name`,
  ).all(categoryId, JSON.stringify(codes)) as PlaceLink[];
}

interface AttorneyLink {
  readonly id: number;
  readonly slug: string;
  readonly name: string;
  readonly city: string | null;
  readonly photoUrl: string | null;
  readonly answers: number;
}

function topAttorneys(placeId: number, categoryId: number): AttorneyLink[] {
  return statement(
    `SELECT t.id, t.slug, t.name, t.city, t.photo_url AS photoUrl, x.answers
     FROM place_area_attorneys x JOIN attorneys t ON t.id = x.attorney_id
     WHERE x.place_id = ? AND x.category_id = ? ORDER BY x.position`,
  ).all(placeId, categoryId) as AttorneyLink[];
}

/**
 * The loader of /legal-help/{state}/{category} and /legal-help/countries/{country}/{category}:
 * 404 for a pair without questions, 301 to the canonical slugs, 404 past the last page.
 */
export function loadPlaceAreaPage(kind: PlaceKind, placeSegment: string, categorySegment: string, request: Request) {
  const url = new URL(request.url);
  const place = resolvePlace(kind, placeSegment);
  const category = resolveCategory(categorySegment);
  if (!place || !category) return data({ found: false as const }, { status: 404 });
  const pair = statement('SELECT question_count AS questionCount FROM place_areas WHERE place_id = ? AND category_id = ?').get(
    place.place.id,
    category.category.id,
  ) as { questionCount: number } | undefined;
  if (!pair) return data({ found: false as const }, { status: 404 });
  if (!place.canonical || !category.canonical) throw redirect(`${placeAreaPath(place.place, category.category)}${url.search}`, 301);

  const query = pageQuery(url.searchParams, LOCATION_SORTS, CATEGORY_FILTERS);
  const { results, total } = getListingCards(
    LIST_KIND.placeArea,
    placeAreaListId(place.place.id, category.category.id),
    LOCATION_SORT_CODES[query.sort],
    CATEGORY_FILTER_CODES[query.filter],
    query.page,
    LISTING_PAGE_SIZE,
  );
  const p = place.place;
  const c = category.category;
  const body = {
    found: true as const,
    place: { kind: p.kind, code: p.code, name: p.name, slug: p.slug, questionCount: p.questionCount, attorneyCount: p.attorneyCount },
    category: { id: c.id, name: c.name, slug: c.slug, description: c.description, questionCount: c.questionCount },
    questionCount: pair.questionCount,
    query,
    results,
    total,
    pages: totalPages(total, LISTING_PAGE_SIZE),
    attorneys: topAttorneys(p.id, c.id),
    neighbours: p.kind === 'state' ? neighboursWithArea(p.code, c.id) : [],
  };
  return data(body, { status: query.page > 1 && results.length === 0 ? 404 : 200 });
}
