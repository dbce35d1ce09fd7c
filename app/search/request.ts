import { findCategory } from '#app/domain/reference/categories.ts';
import { findCountry, findState } from '#app/domain/reference/places.ts';
import { withoutControlCharacters } from '#app/domain/text.ts';
import { canonicalQuery, parseSearchText, type ParsedQuery } from '#app/search/query/parse.ts';

/** Spec section 9: ten results per page. */
export const SEARCH_PAGE_SIZE = 10;
/** Deepest page served: 1,000 results are more than anyone reads, and deep offsets cost. */
export const MAX_SEARCH_PAGE = 100;
/** Longest q accepted (longer text is cut; only the first MAX_QUERY_CHARS are searched). */
export const MAX_Q_LENGTH = 10_000;

export type SearchSort = 'relevance' | 'newest';

/** A validated search request; absent filters are null. Dates are seconds since the epoch (UTC). */
export interface SearchRequest {
  readonly q: string;
  readonly state: string | null;
  /** A country (ISO 3166-1 alpha-2, a country page's code): only its questions. `US` with a state is that state. */
  readonly country: string | null;
  readonly category: number | null;
  /** Inclusive bounds in seconds: from is the start of its day, to the end of its day. */
  readonly from: number | null;
  readonly to: number | null;
  /** The dates as given (YYYY-MM-DD), for URLs. */
  readonly fromDate: string | null;
  readonly toDate: string | null;
  readonly sort: SearchSort;
  readonly page: number;
  /** Search exactly what was typed: no spelling correction (the page's "Search instead for" link, `exact=1`). */
  readonly exact?: boolean;
  /** Read no state from the words: the page's "Search all states" link, `noplace=1`. */
  readonly noPlace?: boolean;
  /** The /json/search call pages by offset and limit; pages use `page` and SEARCH_PAGE_SIZE. */
  readonly offset?: number;
  readonly limit?: number;
}

export function requestWindow(request: SearchRequest): { offset: number; limit: number } {
  return { offset: request.offset ?? (request.page - 1) * SEARCH_PAGE_SIZE, limit: request.limit ?? SEARCH_PAGE_SIZE };
}

export type SearchParamName = 'q' | 'state' | 'country' | 'category' | 'from' | 'to' | 'sort' | 'page';

export type SearchParseResult =
  | { readonly ok: true; readonly request: SearchRequest }
  | { readonly ok: false; readonly parameter: SearchParamName; readonly error: string };

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** YYYY-MM-DD as seconds at 00:00 UTC, or null when not a real calendar date. */
export function parseDay(raw: string): number | null {
  const match = DATE.exec(raw);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const ms = Date.UTC(year, month - 1, day);
  const date = new Date(ms);
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return ms / 1000;
}

const isAll = (raw: string | null | undefined) =>
  raw === null || raw === undefined || raw.trim() === '' || raw.trim().toLowerCase() === 'all';

/**
 * Reads /search and /api/search parameters. `all` (or empty) clears a filter (spec
 * section 5). A bad value is reported with the parameter's name (the API answers 400;
 * the page ignores that one parameter).
 */
export function parseSearchParams(params: URLSearchParams): SearchParseResult {
  const q = (params.get('q') ?? '').slice(0, MAX_Q_LENGTH).trim();

  let state: string | null = null;
  const rawState = params.get('state');
  if (!isAll(rawState)) {
    const code = rawState!.trim().toUpperCase();
    if (!/^[A-Z]{2}$/.test(code) || !findState(code))
      return fail('state', 'state must be a two-letter US state code or "all"');
    state = code;
  }

  let country: string | null = null;
  const rawCountry = params.get('country');
  if (!isAll(rawCountry)) {
    const code = rawCountry!.trim().toUpperCase();
    if (!/^[A-Z]{2}$/.test(code) || !findCountry(code))
      return fail('country', 'country must be a two-letter country code (ISO 3166-1) or "all"');
    country = code;
  }

  let category: number | null = null;
  const rawCategory = params.get('category');
  if (!isAll(rawCategory)) {
    const text = rawCategory!.trim();
    if (!/^\d{1,4}$/.test(text)) return fail('category', 'category must be a category id (a whole number) or "all"');
    category = Number(text);
  }

  const dates: Record<'from' | 'to', { day: string; at: number } | null> = { from: null, to: null };
  for (const name of ['from', 'to'] as const) {
    const raw = params.get(name)?.trim();
    if (!raw) continue;
    const at = parseDay(raw);
    if (at === null) return fail(name, `${name} must be a date as YYYY-MM-DD`);
    dates[name] = { day: raw, at };
  }
  if (dates.from && dates.to && dates.from.at > dates.to.at) return fail('to', 'to must not be before from');

  const rawSort = (params.get('sort') ?? '').trim().toLowerCase();
  let sort: SearchSort = 'relevance';
  if (rawSort === 'newest' || rawSort === 'date') sort = 'newest';
  else if (rawSort !== '' && rawSort !== 'relevance') return fail('sort', 'sort must be "relevance" or "newest"');

  const rawPage = params.get('page');
  let page = 1;
  if (rawPage !== null && rawPage.trim() !== '') {
    if (!/^\d{1,6}$/.test(rawPage.trim()) || Number(rawPage) < 1 || Number(rawPage) > MAX_SEARCH_PAGE)
      return fail('page', `page must be a whole number from 1 to ${MAX_SEARCH_PAGE}`);
    page = Number(rawPage);
  }

  return {
    ok: true,
    request: {
      q,
      state,
      country,
      category,
      from: dates.from?.at ?? null,
      to: dates.to ? dates.to.at + 86_399 : null,
      fromDate: dates.from?.day ?? null,
      toDate: dates.to?.day ?? null,
      sort,
      page,
      ...(params.get('exact') === '1' ? { exact: true } : {}),
      ...(params.get('noplace') === '1' ? { noPlace: true } : {}),
    },
  };
}

/**
 * The page reads the address leniently: a bad parameter is dropped (the page still
 * renders for any URL) and reported so the page can say which one was ignored.
 */
export function parseSearchPageParams(params: URLSearchParams): { request: SearchRequest; ignored: SearchParamName[] } {
  const copy = new URLSearchParams(params);
  const ignored: SearchParamName[] = [];
  for (let attempt = 0; attempt < 8; attempt++) {
    const result = parseSearchParams(copy);
    if (result.ok) return { request: result.request, ignored };
    ignored.push(result.parameter);
    if (result.parameter === 'to' && copy.get('from') && copy.get('to') && parseDay(copy.get('to')!.trim()) !== null)
      copy.delete('from');
    copy.delete(result.parameter);
  }
  return { request: EMPTY_REQUEST, ignored };
}

/**
 * The /search page's request from its address: control characters typed into it reach
 * neither the search nor the page, and a well-formed id that names no practice area is
 * ignored (it would filter to nothing). The loader and the search run before its render
 * (page-searches.server.ts) both read the address here, so they ask the same search.
 */
export function searchPageRequest(params: URLSearchParams): { request: SearchRequest; ignored: SearchParamName[] } {
  const cleaned = new URLSearchParams(params);
  if (cleaned.has('q')) cleaned.set('q', withoutControlCharacters(cleaned.get('q')!));
  const parsed = parseSearchPageParams(cleaned);
  if (parsed.request.category === null || findCategory(parsed.request.category)) return parsed;
  return { request: { ...parsed.request, category: null }, ignored: [...parsed.ignored, 'category'] };
}

export const EMPTY_REQUEST: SearchRequest = {
  q: '',
  state: null,
  country: null,
  category: null,
  from: null,
  to: null,
  fromDate: null,
  toDate: null,
  sort: 'relevance',
  page: 1,
};

function fail(parameter: SearchParamName, error: string): SearchParseResult {
  return { ok: false, parameter, error };
}

/** Cache key: requests that search the same thing share it (case, spacing, stopwords, `all`). */
export function searchCacheKey(request: SearchRequest, parsed: ParsedQuery = parseSearchText(request.q)): string {
  return JSON.stringify([
    canonicalQuery(parsed),
    request.state,
    request.country,
    request.category,
    request.from,
    request.to,
    request.sort,
    request.page,
    request.offset ?? null,
    request.limit ?? null,
    request.exact === true,
    request.noPlace === true,
  ]);
}
