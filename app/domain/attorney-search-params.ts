/**
 * Attorney search parameters (document 2, sections 3, 5, 7 and 9): one parser for the page's
 * query string and GET /api/attorneys/search, one builder for links, so both agree.
 */
import { withoutControlCharacters } from './text.ts';
export const ATTORNEY_SORT_KEYS = ['answers', 'experience', 'name', 'success_rate'] as const;
export type AttorneySortKey = (typeof ATTORNEY_SORT_KEYS)[number];
export type SortOrder = 'asc' | 'desc';
export const EXPERIENCE_CHOICES = [5, 10, 15, 20, 25] as const;
export const ATTORNEY_PAGE_SIZE = 20;
export const ATTORNEY_MAX_LIMIT = 100;
export const ATTORNEY_MAX_OFFSET = 1_000_000;
export const MAX_PRACTICE_AREA_FILTERS = 20;
export const PICKER_OFFER_COUNT = 20;
export const CITY_NEEDS_STATE = 'Please select a state when searching by city.';

export const SORT_LABELS: Record<AttorneySortKey, string> = {
  answers: 'Answers',
  experience: 'Experience',
  name: 'Name',
  success_rate: 'Success Rate',
};

export interface AttorneySearchParams {
  readonly query?: string;
  readonly state?: string;
  readonly city?: string;
  readonly practiceAreas: readonly number[];
  readonly minExperience?: number;
  readonly freeConsultation: boolean;
  readonly sortBy: AttorneySortKey;
  readonly sortOrder: SortOrder;
  readonly limit: number;
  readonly offset: number;
}

export const DEFAULT_ATTORNEY_SEARCH: AttorneySearchParams = {
  practiceAreas: [],
  freeConsultation: false,
  sortBy: 'answers',
  sortOrder: 'desc',
  limit: ATTORNEY_PAGE_SIZE,
  offset: 0,
};

export type ParseResult =
  | { readonly ok: true; readonly params: AttorneySearchParams }
  | { readonly ok: false; readonly parameter: string; readonly message: string };

const PARAM_NAMES = [
  'query',
  'state',
  'city',
  'practiceAreas',
  'minExperience',
  'freeConsultation',
  'sortBy',
  'sortOrder',
  'limit',
  'offset',
];

/** '' and 'all' mean "no filter" (spec section 5). */
function value(raw: string | null): string | undefined {
  const trimmed = raw === null ? undefined : withoutControlCharacters(raw).trim();
  return trimmed && trimmed.toLowerCase() !== 'all' ? trimmed : undefined;
}

function wholeNumber(raw: string, min: number, max: number): number | null {
  if (!/^\d{1,9}$/.test(raw)) return null;
  const n = Number(raw);
  return n >= min && n <= max ? n : null;
}

const fail = (parameter: string, message: string): ParseResult => ({ ok: false, parameter, message });

/** Validates every parameter; the first bad one is named in the error (the API answers 400). */
export function parseAttorneySearch(search: URLSearchParams): ParseResult {
  const query = value(search.get('query'));
  if (query && query.length > 200) return fail('query', 'query must be at most 200 characters');

  const rawState = value(search.get('state'));
  if (rawState && !/^[A-Za-z]{2}$/.test(rawState)) return fail('state', 'state must be a two-letter state code');
  const state = rawState?.toUpperCase();

  const city = value(search.get('city'))?.replace(/\s+/g, ' ');
  if (city && city.length > 100) return fail('city', 'city must be at most 100 characters');
  if (city && !state) return fail('city', CITY_NEEDS_STATE);

  const practiceAreas: number[] = [];
  for (const raw of search.getAll('practiceAreas')) {
    const v = value(raw);
    if (!v) continue;
    const id = wholeNumber(v, 1, 999_999_999);
    if (id === null) return fail('practiceAreas', 'practiceAreas must be practice area ids (positive whole numbers)');
    if (!practiceAreas.includes(id)) practiceAreas.push(id);
  }
  if (practiceAreas.length > MAX_PRACTICE_AREA_FILTERS)
    return fail('practiceAreas', `practiceAreas takes at most ${MAX_PRACTICE_AREA_FILTERS} ids`);

  const rawExperience = value(search.get('minExperience'))?.replace(/\+$/, '');
  let minExperience: number | undefined;
  if (rawExperience) {
    const years = wholeNumber(rawExperience, 0, 80);
    if (years === null) return fail('minExperience', 'minExperience must be a whole number of years from 0 to 80');
    minExperience = years || undefined;
  }

  const rawFree = value(search.get('freeConsultation'))?.toLowerCase();
  if (rawFree && rawFree !== 'true' && rawFree !== 'false')
    return fail('freeConsultation', 'freeConsultation must be true or false');

  const sortBy = (value(search.get('sortBy')) ?? 'answers') as AttorneySortKey;
  if (!ATTORNEY_SORT_KEYS.includes(sortBy))
    return fail('sortBy', `sortBy must be one of ${ATTORNEY_SORT_KEYS.join(', ')}`);
  const sortOrder = (value(search.get('sortOrder'))?.toLowerCase() ?? 'desc') as SortOrder;
  if (sortOrder !== 'asc' && sortOrder !== 'desc') return fail('sortOrder', 'sortOrder must be asc or desc');

  const rawLimit = value(search.get('limit'));
  const limit = rawLimit === undefined ? ATTORNEY_PAGE_SIZE : wholeNumber(rawLimit, 1, ATTORNEY_MAX_LIMIT);
  if (limit === null) return fail('limit', `limit must be a whole number from 1 to ${ATTORNEY_MAX_LIMIT}`);
  const rawOffset = value(search.get('offset'));
  const offset = rawOffset === undefined ? 0 : wholeNumber(rawOffset, 0, ATTORNEY_MAX_OFFSET);
  if (offset === null) return fail('offset', `offset must be a whole number from 0 to ${ATTORNEY_MAX_OFFSET}`);

  return {
    ok: true,
    params: {
      ...(query ? { query } : {}),
      ...(state ? { state } : {}),
      ...(city ? { city } : {}),
      practiceAreas,
      ...(minExperience ? { minExperience } : {}),
      freeConsultation: rawFree === 'true',
      sortBy,
      sortOrder,
      limit,
      offset,
    },
  };
}

/** Landing mode until any search runs: no search parameter carries a value. */
export function isLandingMode(search: URLSearchParams): boolean {
  return !PARAM_NAMES.some((name) => search.getAll(name).some((v) => value(v) !== undefined));
}

/**
 * The query string of a search, with only non-empty values (spec section 3). Sort is always
 * written so a results page never turns back into the landing page; the offset and limit
 * only when not the defaults.
 */
export function attorneySearchQuery(params: Partial<AttorneySearchParams>): string {
  const q = new URLSearchParams();
  if (params.query?.trim()) q.set('query', params.query.trim());
  if (params.state) q.set('state', params.state);
  if (params.city?.trim()) q.set('city', params.city.trim());
  for (const id of params.practiceAreas ?? []) q.append('practiceAreas', String(id));
  if (params.minExperience) q.set('minExperience', String(params.minExperience));
  if (params.freeConsultation) q.set('freeConsultation', 'true');
  q.set('sortBy', params.sortBy ?? 'answers');
  q.set('sortOrder', params.sortOrder ?? 'desc');
  if (params.limit && params.limit !== ATTORNEY_PAGE_SIZE) q.set('limit', String(params.limit));
  if (params.offset && params.offset > 0) q.set('offset', String(params.offset));
  return q.toString();
}

export function findAttorneyHref(params: Partial<AttorneySearchParams>): string {
  return `/find-attorney?${attorneySearchQuery(params)}`;
}

/** Search form fields -> the next search: new searches start at offset 0 (spec section 4). */
export function withoutPaging(params: AttorneySearchParams): AttorneySearchParams {
  return { ...params, offset: 0 };
}

/**
 * Safe FTS5 expression for the name/city/firm index: every word quoted as a prefix term,
 * all required. Operators and quotes in user text never reach MATCH. Null when nothing
 * searchable is left.
 */
export function attorneyFtsQuery(text: string): string | null {
  const words = text.normalize('NFKC').match(/[\p{L}\p{N}]+/gu) ?? [];
  if (words.length === 0) return null;
  return words
    .slice(0, 8)
    .map((word) => `"${word}"*`)
    .join(' ');
}

/** The practice-area picker offers the first 20 areas not yet selected (spec section 5). */
export function pickerOptions<T extends { id: number }>(areas: readonly T[], selected: readonly number[]): T[] {
  return areas.filter((area) => !selected.includes(area.id)).slice(0, PICKER_OFFER_COUNT);
}
