/**
 * Which rendered pages the server keeps in memory. The archive is immutable while served,
 * so a page of these routes is a function of its URL, the archive version and the code:
 * rendering it again for the next visitor would only burn CPU. The contact form is left out
 * (it answers per visitor and per form). The directory search (/find-attorney) is kept like
 * the others; so is /search (its results are cached 5 minutes anyway, spec section 9): a
 * repeat within the cache time gets the page as first rendered, with the elapsed time its
 * search really took. Failed searches answer 503 and 500 and are never kept.
 */
export const CACHED_PAGE_ROUTES: ReadonlySet<string> = new Set([
  '/',
  '/search',
  '/legal-questions/:slug',
  '/categories',
  '/categories/:slugOrId',
  '/practice-areas/:slugOrId',
  '/legal-help',
  '/legal-help/:stateSlug',
  '/legal-help/countries/:countrySlug',
  '/attorneys/:identifier',
  '/find-attorney',
  '/articles',
  '/articles/:slug',
  '/articles/category/:categorySlug',
  '/guides',
  '/guides/criminal-law',
  '/guides/personal-injury',
  '/about',
  '/faq',
  '/privacy',
  '/terms',
  '/disclaimer',
  '/accessibility',
]);

/**
 * JSON calls kept the same way: their answers too are a function of the URL and the archive.
 * /api/search is left out for the same reason as /search (its answer carries its real
 * elapsed time; its results have their own cache).
 */
export const CACHED_API_ROUTES: ReadonlySet<string> = new Set([
  '/api/search/stats',
  '/api/homepage/questions',
  '/api/homepage/attorneys',
  '/api/questions/:id',
  '/api/questions/:id/metadata',
  '/api/questions/:id/related',
  '/api/categories/:id',
  '/api/categories/:id/questions',
  '/api/locations/:type/:code',
  '/api/locations/:type/:code/questions',
  '/api/attorneys/search',
  '/api/attorneys/practice-areas',
  '/api/attorneys/states',
  '/api/attorneys/:identifier',
  '/api/attorneys/:identifier/rankings',
  '/api/attorneys/:identifier/answers',
  '/api/articles/categories',
  '/api/articles/category/:categorySlug',
  '/api/articles/:slug',
]);

/** At most this many bytes of URL make a cache key: longer query strings are rendered, not kept. */
export const MAX_CACHED_URL_LENGTH = 512;

export interface PageRequest {
  method: string;
  /** Path and query string as requested. */
  url: string;
  accept: string | undefined;
  /** The route pattern answering the path (server/route-label.ts). */
  route: string;
}

/**
 * A request may be answered from (and fill) the page cache when it is a GET with a URL of
 * reasonable length and either a browser's page load of a cached page route (asking for
 * HTML; React Router's client data requests, `{path}.data`, ask for any type and get data,
 * not pages) or a call of a cached JSON route.
 */
export function isCacheablePageRequest({ method, url, accept, route }: PageRequest): boolean {
  if (method !== 'GET' || url.length > MAX_CACHED_URL_LENGTH || url.split('?')[0]!.endsWith('.data')) return false;
  return CACHED_API_ROUTES.has(route) || (CACHED_PAGE_ROUTES.has(route) && (accept ?? '').includes('text/html'));
}

/** The kinds of answer kept: complete pages and JSON documents. */
export function isCacheableContentType(contentType: string): boolean {
  return /^(text\/html|application\/json)\b/.test(contentType);
}
