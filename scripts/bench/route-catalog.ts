import { CATEGORIES } from '#app/domain/reference/categories.ts';
import { COUNTRIES, US_STATES } from '#app/domain/reference/places.ts';
import { questionIdFromSlug } from '#app/domain/urls.ts';

/**
 * Every public route of the site (the spec's route tables and calls), with where
 * example parameters come from and the query parameters each accepts. The fuzz test, the
 * accessibility sweep and the load benchmark are driven by this list, so a route added
 * here is exercised by all three. Routes still being built answer 404 until they land;
 * the consumers skip those (and say so).
 */

/** Sources of example values, resolved against an archive's own URLs (its sitemap). */
export type ParamSource =
  | 'questionSlug'
  | 'questionId'
  | 'attorney'
  | 'attorneyUsername'
  | 'categorySlug'
  | 'categoryId'
  | 'stateSlug'
  | 'stateCode'
  | 'countrySlug'
  | 'countryCode'
  | 'placeType'
  | 'articleSlug'
  | 'articleCategorySlug'
  | 'sitemapFile';

export interface CatalogRoute {
  /** React Router style: `/legal-questions/:slug`. */
  readonly pattern: string;
  readonly kind: 'page' | 'api' | 'redirect' | 'file' | 'form';
  readonly method: 'GET' | 'POST';
  readonly params?: Readonly<Record<string, ParamSource>>;
  /** Accepted query parameters with valid example values. */
  readonly query?: Readonly<Record<string, readonly string[]>>;
  /** Body shape for POST routes. */
  readonly body?: 'json-search' | 'contact-form';
  /** Share of the load benchmark's mix (0 or absent: not in the mix). */
  readonly loadWeight?: number;
  /** Who builds it (issue number), for reports. */
  readonly issue: number;
}

const PAGE_QUERY = { page: ['1', '2', '3'] };
const SEARCH_QUERY = {
  q: ['divorce', 'security deposit', 'can my landlord keep my deposit', '"child custody"', 'dui -license', 'will estate probate'],
  state: ['CA', 'NY', 'TX', 'all'],
  category: ['1', '2', 'all'],
  from: ['2015-01-01'],
  to: ['2024-12-31'],
  sort: ['relevance', 'newest', 'date'],
  page: ['1', '2'],
};
const LISTING_QUERY = {
  sort: ['relevance', 'date', 'answers', 'votes', 'recent_activity', 'popular'],
  filter: ['all', 'answered', 'recent', 'popular'],
  page: ['1', '2', '5'],
};
const LOCATION_QUERY = {
  sort: ['relevance', 'recent', 'answered', 'popular'],
  filter: ['all', 'family', 'personal-injury', 'criminal', 'business', 'real-estate', 'employment', 'immigration'],
  page: ['1', '2'],
};
/** The location call takes the page's sorts and its practice-area filter under `filter`. */
const LOCATION_API_QUERY = {
  sort: ['relevance', 'recent', 'answered', 'popular'],
  filter: LOCATION_QUERY.filter,
  page: ['1', '2'],
  limit: ['20'],
};
const ATTORNEY_SEARCH_QUERY = {
  query: ['smith', 'divorce'],
  state: ['CA', 'NY'],
  // No `city`: it needs a state, and each example parameter is picked on its own (a city
  // alone is a 400, tested in the directory's own tests).
  practiceAreas: ['1', '2'],
  minExperience: ['5', '10', '25'],
  freeConsultation: ['true'],
  sortBy: ['answers', 'experience', 'name', 'success_rate'],
  sortOrder: ['asc', 'desc'],
  limit: ['20'],
  offset: ['0', '20'],
};

export const ROUTE_CATALOG: readonly CatalogRoute[] = [
  // Home, static pages, guides, contact
  { pattern: '/', kind: 'page', method: 'GET', issue: 5, loadWeight: 10 },
  ...['/terms', '/privacy', '/disclaimer', '/accessibility', '/faq', '/about', '/coming-soon', '/guides', '/guides/criminal-law', '/guides/personal-injury'].map(
    (pattern): CatalogRoute => ({ pattern, kind: 'page', method: 'GET', issue: 5, loadWeight: 1 }),
  ),
  { pattern: '/contact', kind: 'page', method: 'GET', issue: 5, loadWeight: 1 },
  { pattern: '/contact', kind: 'form', method: 'POST', issue: 5, body: 'contact-form' },
  { pattern: '/api/homepage/questions', kind: 'api', method: 'GET', issue: 5, loadWeight: 2 },
  { pattern: '/api/homepage/attorneys', kind: 'api', method: 'GET', issue: 5, loadWeight: 2 },

  // Search
  { pattern: '/search', kind: 'page', method: 'GET', issue: 3, query: SEARCH_QUERY, loadWeight: 15 },
  { pattern: '/api/search', kind: 'api', method: 'GET', issue: 3, query: SEARCH_QUERY, loadWeight: 8 },
  { pattern: '/api/search/stats', kind: 'api', method: 'GET', issue: 3, loadWeight: 1 },
  { pattern: '/json/search', kind: 'api', method: 'POST', issue: 3, body: 'json-search' },

  // Question pages
  { pattern: '/legal-questions/:slug', kind: 'page', method: 'GET', issue: 4, params: { slug: 'questionSlug' }, loadWeight: 25 },
  { pattern: '/q/:id', kind: 'redirect', method: 'GET', issue: 4, params: { id: 'questionId' } },
  { pattern: '/questions/:id', kind: 'redirect', method: 'GET', issue: 4, params: { id: 'questionId' } },
  { pattern: '/api/questions/:id', kind: 'api', method: 'GET', issue: 4, params: { id: 'questionId' }, loadWeight: 4 },
  { pattern: '/api/questions/:id/metadata', kind: 'api', method: 'GET', issue: 4, params: { id: 'questionId' }, loadWeight: 1 },
  { pattern: '/api/questions/:id/related', kind: 'api', method: 'GET', issue: 4, params: { id: 'questionId' }, loadWeight: 2 },

  // Attorney directory
  { pattern: '/find-attorney', kind: 'page', method: 'GET', issue: 6, query: ATTORNEY_SEARCH_QUERY, loadWeight: 4 },
  { pattern: '/attorneys/:identifier', kind: 'page', method: 'GET', issue: 6, params: { identifier: 'attorney' }, loadWeight: 8 },
  { pattern: '/answers/atty_profile/view_attorney_profile/:username', kind: 'redirect', method: 'GET', issue: 6, params: { username: 'attorneyUsername' } },
  { pattern: '/api/attorneys/search', kind: 'api', method: 'GET', issue: 6, query: ATTORNEY_SEARCH_QUERY, loadWeight: 3 },
  { pattern: '/api/attorneys/practice-areas', kind: 'api', method: 'GET', issue: 6, loadWeight: 1 },
  { pattern: '/api/attorneys/states', kind: 'api', method: 'GET', issue: 6, loadWeight: 1 },
  { pattern: '/api/attorneys/:identifier', kind: 'api', method: 'GET', issue: 6, params: { identifier: 'attorney' }, loadWeight: 1 },
  { pattern: '/api/attorneys/:identifier/rankings', kind: 'api', method: 'GET', issue: 6, params: { identifier: 'attorney' }, loadWeight: 1 },
  { pattern: '/api/attorneys/:identifier/answers', kind: 'api', method: 'GET', issue: 6, params: { identifier: 'attorney' }, query: { ...PAGE_QUERY, limit: ['10'], offset: ['0', '10'] }, loadWeight: 1 },
  { pattern: '/api/attorneys/legacy/:username', kind: 'api', method: 'GET', issue: 6, params: { username: 'attorneyUsername' } },

  // Browse by category and location
  { pattern: '/categories', kind: 'page', method: 'GET', issue: 7, query: { q: ['family'], volume: ['all', 'high', 'medium', 'attorneys'] }, loadWeight: 3 },
  { pattern: '/categories/:slugOrId', kind: 'page', method: 'GET', issue: 7, params: { slugOrId: 'categorySlug' }, query: LISTING_QUERY, loadWeight: 8 },
  { pattern: '/practice-areas/:slugOrId', kind: 'redirect', method: 'GET', issue: 7, params: { slugOrId: 'categoryId' }, query: LISTING_QUERY },
  { pattern: '/legal-help', kind: 'page', method: 'GET', issue: 7, query: { q: ['cal'], sort: ['questions', 'attorneys', 'alpha'] }, loadWeight: 2 },
  { pattern: '/legal-help/:stateSlug', kind: 'page', method: 'GET', issue: 7, params: { stateSlug: 'stateSlug' }, query: LOCATION_QUERY, loadWeight: 6 },
  { pattern: '/legal-help/countries/:countrySlug', kind: 'page', method: 'GET', issue: 7, params: { countrySlug: 'countrySlug' }, query: LOCATION_QUERY, loadWeight: 1 },
  { pattern: '/api/categories/:id', kind: 'api', method: 'GET', issue: 7, params: { id: 'categoryId' }, loadWeight: 1 },
  { pattern: '/api/categories/:id/questions', kind: 'api', method: 'GET', issue: 7, params: { id: 'categoryId' }, query: { ...LISTING_QUERY, limit: ['20'] }, loadWeight: 2 },
  { pattern: '/api/locations/:type/:code', kind: 'api', method: 'GET', issue: 7, params: { type: 'placeType', code: 'stateCode' }, loadWeight: 1 },
  { pattern: '/api/locations/:type/:code/questions', kind: 'api', method: 'GET', issue: 7, params: { type: 'placeType', code: 'stateCode' }, query: LOCATION_API_QUERY, loadWeight: 2 },

  // Articles
  { pattern: '/articles', kind: 'page', method: 'GET', issue: 8, query: { q: ['law'] }, loadWeight: 2 },
  { pattern: '/articles/category/:categorySlug', kind: 'page', method: 'GET', issue: 8, params: { categorySlug: 'articleCategorySlug' }, query: { ...PAGE_QUERY, q: ['injury'] }, loadWeight: 2 },
  { pattern: '/articles/:slug', kind: 'page', method: 'GET', issue: 8, params: { slug: 'articleSlug' }, loadWeight: 3 },
  { pattern: '/api/articles/categories', kind: 'api', method: 'GET', issue: 8, loadWeight: 1 },
  { pattern: '/api/articles/category/:categorySlug', kind: 'api', method: 'GET', issue: 8, params: { categorySlug: 'articleCategorySlug' }, query: { ...PAGE_QUERY, limit: ['12'] }, loadWeight: 1 },
  { pattern: '/api/articles/:slug', kind: 'api', method: 'GET', issue: 8, params: { slug: 'articleSlug' }, loadWeight: 1 },

  // Operations and search-engine files
  { pattern: '/healthz', kind: 'file', method: 'GET', issue: 9 },
  { pattern: '/readyz', kind: 'file', method: 'GET', issue: 9 },
  { pattern: '/robots.txt', kind: 'file', method: 'GET', issue: 9, loadWeight: 1 },
  { pattern: '/sitemap.xml', kind: 'file', method: 'GET', issue: 9, loadWeight: 1 },
  { pattern: '/sitemaps/:file', kind: 'file', method: 'GET', issue: 9, params: { file: 'sitemapFile' } },
];

/** Example values per source, gathered from an archive's URLs. */
export type ParamSamples = Record<ParamSource, string[]>;

/**
 * Example parameter values from the site's own URLs (its sitemap files) plus the reference
 * tables, so examples exist in whatever archive is served.
 */
export function samplesFromUrls(urls: Iterable<string>, perSource = 50): ParamSamples {
  const samples: ParamSamples = {
    questionSlug: [],
    questionId: [],
    attorney: [],
    attorneyUsername: [],
    categorySlug: [],
    categoryId: CATEGORIES.slice(0, 10).map((c) => String(c.id)),
    stateSlug: [],
    stateCode: US_STATES.slice(0, 10).map((s) => s.code),
    countrySlug: [],
    countryCode: COUNTRIES.slice(0, 5).map((c) => c.code),
    placeType: ['state'],
    articleSlug: [],
    articleCategorySlug: [],
    sitemapFile: [],
  };
  const add = (source: ParamSource, value: string | undefined) => {
    if (value && samples[source].length < perSource && !samples[source].includes(value)) samples[source].push(value);
  };
  for (const raw of urls) {
    const path = raw.replace(/^https?:\/\/[^/]+/, '');
    const [, first, second, third] = path.split('/');
    if (first === 'legal-questions' && second) {
      add('questionSlug', second);
      add('questionId', String(questionIdFromSlug(second) ?? ''));
    } else if (first === 'attorneys' && second) {
      add('attorney', second);
      if (!/^\d+$/.test(second)) add('attorneyUsername', second);
    } else if (first === 'categories' && second) add('categorySlug', second);
    else if (first === 'legal-help' && second === 'countries' && third) add('countrySlug', third);
    else if (first === 'legal-help' && second) add('stateSlug', second);
    else if (first === 'articles' && second === 'category' && third) add('articleCategorySlug', third);
    else if (first === 'articles' && second) add('articleSlug', second);
    else if (first === 'sitemaps' && second) add('sitemapFile', second);
  }
  return samples;
}

/** A concrete path for a route, picking each parameter's example with `pick`. */
export function examplePath(route: CatalogRoute, samples: ParamSamples, pick: (values: string[]) => string | undefined = (v) => v[0]): string | null {
  let path = route.pattern;
  for (const [name, source] of Object.entries(route.params ?? {})) {
    const value = pick(samples[source]);
    if (value === undefined) return null;
    path = path.replace(`:${name}`, encodeURIComponent(value));
  }
  return path;
}

/** True when `path` (no query) has the route's shape: used to group results by route. */
export function matchesPattern(pattern: string, path: string): boolean {
  const expected = pattern.split('/');
  const actual = path.split('?')[0]!.split('/');
  return expected.length === actual.length && expected.every((part, i) => part.startsWith(':') || part === actual[i]);
}
