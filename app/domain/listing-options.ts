/**
 * Sorts and filters of the browse listings (categories and places), and how a query string
 * turns into them. The codes are what the import stores in `listing_ranks`
 * (db/derive/0710_listings.ts), so a page of any sort is a primary-key range seek.
 * See docs/browse.md for what each sort and filter means.
 */

export const LISTING_PAGE_SIZE = 20;
export const LISTING_MAX_LIMIT = 100;

/**
 * Kinds of list in `listing_ranks`: a category, a place (state or country, by places.id), or
 * one practice area in one place (list id from placeAreaListId).
 */
export const LIST_KIND = { category: 1, place: 2, placeArea: 3 } as const;

/** The list id of one category's questions in one place: both ids in one integer. */
export function placeAreaListId(placeId: number, categoryId: number): number {
  return placeId * 1_000_000_000 + categoryId;
}

/** Sort codes shared by both kinds of list (a place uses four of them). */
export const SORT_CODES = {
  relevance: 1,
  date: 2,
  answers: 3,
  votes: 4,
  recent_activity: 5,
  popular: 6,
} as const;
export type SortName = keyof typeof SORT_CODES;

export const CATEGORY_SORTS = ['relevance', 'date', 'answers', 'votes', 'recent_activity', 'popular'] as const;
export type CategorySort = (typeof CATEGORY_SORTS)[number];

export const CATEGORY_SORT_LABELS: Record<CategorySort, string> = {
  relevance: 'Most Relevant',
  date: 'Newest First',
  answers: 'Most Answers',
  votes: 'Most Votes',
  recent_activity: 'Recent Activity',
  popular: 'Most Popular',
};

export const CATEGORY_FILTERS = ['all', 'answered', 'recent', 'popular'] as const;
export type CategoryFilter = (typeof CATEGORY_FILTERS)[number];

export const CATEGORY_FILTER_CODES: Record<CategoryFilter, number> = { all: 0, answered: 1, recent: 2, popular: 3 };

export const CATEGORY_FILTER_LABELS: Record<CategoryFilter, string> = {
  all: 'All Questions',
  answered: 'Answered',
  recent: 'Recent (last 3 years)',
  popular: 'Popular',
};

/** Location sorts (spec 2.8) and the category sort each one is. */
export const LOCATION_SORTS = ['relevance', 'recent', 'answered', 'popular'] as const;
export type LocationSort = (typeof LOCATION_SORTS)[number];

export const LOCATION_SORT_CODES: Record<LocationSort, number> = {
  relevance: SORT_CODES.relevance,
  recent: SORT_CODES.date,
  answered: SORT_CODES.answers,
  popular: SORT_CODES.popular,
};

export const LOCATION_SORT_LABELS: Record<LocationSort, string> = {
  relevance: 'Most Relevant',
  recent: 'Most Recent',
  answered: 'Most Answered',
  popular: 'Most Popular',
};

/** The "recent" filter: questions posted in the last 3 years of the archive (not of today: the archive is historical). */
export const RECENT_YEARS = 3;
/** The "popular" filter: attorney answers plus up-votes on them of at least this much. */
export const POPULAR_MIN = 25;

/** Every sort code the import materialises for each kind of list. */
export const CATEGORY_SORT_CODES: readonly number[] = CATEGORY_SORTS.map((s) => SORT_CODES[s]);
export const PLACE_SORT_CODES: readonly number[] = LOCATION_SORTS.map((s) => LOCATION_SORT_CODES[s]);

export interface ParsedListingQuery<S, F> {
  readonly sort: S;
  readonly filter: F;
  readonly page: number;
  readonly limit: number;
}

export type ParseResult<T> = { ok: true; value: T } | { ok: false; error: string };

function pick<T extends string>(raw: string | null, allowed: readonly T[], fallback: T, name: string): ParseResult<T> {
  if (raw === null || raw === '') return { ok: true, value: fallback };
  return (allowed as readonly string[]).includes(raw)
    ? { ok: true, value: raw as T }
    : { ok: false, error: `${name} must be one of ${allowed.join(', ')}` };
}

function whole(raw: string | null, fallback: number, min: number, max: number, name: string): ParseResult<number> {
  if (raw === null || raw === '') return { ok: true, value: fallback };
  if (!/^\d{1,7}$/.test(raw)) return { ok: false, error: `${name} must be a whole number from ${min} to ${max}` };
  const value = Number(raw);
  return value >= min && value <= max ? { ok: true, value } : { ok: false, error: `${name} must be a whole number from ${min} to ${max}` };
}

/** Deepest page a query may ask for: a guard against absurd offsets, far past any list. */
export const MAX_PAGE = 1_000_000;

function parseListing<S extends string, F extends string>(
  params: URLSearchParams,
  sorts: readonly S[],
  filters: readonly F[],
  defaults: { sort: S; filter: F },
): ParseResult<ParsedListingQuery<S, F>> {
  const sort = pick(params.get('sort'), sorts, defaults.sort, 'sort');
  if (!sort.ok) return sort;
  const filter = pick(params.get('filter'), filters, defaults.filter, 'filter');
  if (!filter.ok) return filter;
  const page = whole(params.get('page'), 1, 1, MAX_PAGE, 'page');
  if (!page.ok) return page;
  const limit = whole(params.get('limit'), LISTING_PAGE_SIZE, 1, LISTING_MAX_LIMIT, 'limit');
  if (!limit.ok) return limit;
  return { ok: true, value: { sort: sort.value, filter: filter.value, page: page.value, limit: limit.value } };
}

/**
 * Strict parse for the API (a bad value is a 400). Defaults (spec section 5): page 1,
 * sort relevance, filter all, limit 20.
 */
export function parseCategoryQuery(params: URLSearchParams): ParseResult<ParsedListingQuery<CategorySort, CategoryFilter>> {
  return parseListing(params, CATEGORY_SORTS, CATEGORY_FILTERS, { sort: 'relevance', filter: 'all' });
}

export function parseLocationQuery(params: URLSearchParams): ParseResult<ParsedListingQuery<LocationSort, PracticeAreaFilter>> {
  return parseListing(params, LOCATION_SORTS, PRACTICE_AREA_FILTERS, { sort: 'relevance', filter: 'all' });
}

/**
 * Lenient parse for pages: each unknown or malformed value falls back to its default, so an
 * old or hand-edited link still shows the list. The page size is always 20.
 */
export function pageQuery<S extends string, F extends string>(
  params: URLSearchParams,
  sorts: readonly S[],
  filters: readonly F[],
): { sort: S; filter: F; page: number } {
  const sort = pick(params.get('sort'), sorts, sorts[0]!, 'sort');
  const filter = pick(params.get('filter'), filters, filters[0]!, 'filter');
  const page = whole(params.get('page'), 1, 1, MAX_PAGE, 'page');
  return { sort: sort.ok ? sort.value : sorts[0]!, filter: filter.ok ? filter.value : filters[0]!, page: page.ok ? page.value : 1 };
}

/** The query string of a listing URL with only non-default values (page only above 1). */
export function listingSearch(state: { sort: string; filter: string; page: number }, defaults = { sort: 'relevance', filter: 'all' }): string {
  const query = new URLSearchParams();
  if (state.sort !== defaults.sort) query.set('sort', state.sort);
  if (state.filter !== defaults.filter) query.set('filter', state.filter);
  if (state.page > 1) query.set('page', String(state.page));
  const text = query.toString();
  return text ? `?${text}` : '';
}

/** Index of the first row of a page: ranks are 1-based, so page p holds ranks offset+1..offset+limit. */
export function pageOffset(page: number, limit: number): number {
  return (page - 1) * limit;
}

/** "Showing 21-40 of 1,234": the first and last row numbers shown (0-0 for an empty page). */
export function shownRange(page: number, limit: number, total: number): { from: number; to: number } {
  const from = pageOffset(page, limit) + 1;
  if (total === 0 || from > total) return { from: 0, to: 0 };
  return { from, to: Math.min(total, from + limit - 1) };
}

/**
 * The location Practice Area filter (spec 2.8) and the archive categories each one covers.
 * A question belongs to at most one area, so the sets are disjoint.
 */
export const PRACTICE_AREA_FILTERS = [
  'all',
  'family',
  'personal-injury',
  'criminal',
  'business',
  'real-estate',
  'employment',
  'immigration',
] as const;
export type PracticeAreaFilter = (typeof PRACTICE_AREA_FILTERS)[number];

export interface PracticeAreaFilterDefinition {
  readonly key: Exclude<PracticeAreaFilter, 'all'>;
  readonly code: number;
  readonly label: string;
  readonly categoryIds: readonly number[];
}

export const PRACTICE_AREA_FILTER_DEFINITIONS: readonly PracticeAreaFilterDefinition[] = [
  { key: 'family', code: 1, label: 'Family Law', categoryIds: [10] },
  { key: 'personal-injury', code: 2, label: 'Personal Injury', categoryIds: [1, 7, 15] },
  { key: 'criminal', code: 3, label: 'Criminal Law', categoryIds: [11, 69, 71] },
  { key: 'business', code: 4, label: 'Business Law', categoryIds: [12, 16, 81] },
  { key: 'real-estate', code: 5, label: 'Real Estate', categoryIds: [17, 85] },
  { key: 'employment', code: 6, label: 'Employment Law', categoryIds: [59, 2, 3, 4, 5, 9] },
  { key: 'immigration', code: 7, label: 'Immigration', categoryIds: [14] },
];

export function practiceAreaFilterCode(filter: PracticeAreaFilter): number {
  if (filter === 'all') return 0;
  return PRACTICE_AREA_FILTER_DEFINITIONS.find((d) => d.key === filter)!.code;
}

export function practiceAreaFilterLabel(filter: PracticeAreaFilter): string {
  if (filter === 'all') return 'All Practice Areas';
  return PRACTICE_AREA_FILTER_DEFINITIONS.find((d) => d.key === filter)!.label;
}

/** The area code of a question's category, 0 when none of the seven areas covers it. */
export function practiceAreaOfCategory(categoryId: number): number {
  return PRACTICE_AREA_FILTER_DEFINITIONS.find((d) => d.categoryIds.includes(categoryId))?.code ?? 0;
}
