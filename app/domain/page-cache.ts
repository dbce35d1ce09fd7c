/**
 * Which rendered pages the server keeps in memory. The archive is immutable while served,
 * so a page of these routes is a function of its URL, the archive version and the code:
 * rendering it again for the next visitor would only burn CPU. Pages whose answer depends
 * on more than that are left out: /search shows the real elapsed time of its query, the
 * contact form and the directory search answer per visitor or per form.
 */
export const CACHED_PAGE_ROUTES: ReadonlySet<string> = new Set([
  '/',
  '/legal-questions/:slug',
  '/categories',
  '/categories/:slugOrId',
  '/practice-areas/:slugOrId',
  '/legal-help',
  '/legal-help/:stateSlug',
  '/legal-help/countries/:countrySlug',
  '/attorneys/:identifier',
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
 * A request may be answered from (and fill) the page cache when it is a browser's page
 * load (GET asking for HTML; React Router's client data requests, `{path}.data`, ask for
 * any type and get data, not pages) of a cached route with a URL of reasonable length.
 */
export function isCacheablePageRequest({ method, url, accept, route }: PageRequest): boolean {
  return (
    method === 'GET' &&
    CACHED_PAGE_ROUTES.has(route) &&
    url.length <= MAX_CACHED_URL_LENGTH &&
    !url.split('?')[0]!.endsWith('.data') &&
    (accept ?? '').includes('text/html')
  );
}
