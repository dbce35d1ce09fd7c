import client from 'prom-client';

/**
 * Prometheus metrics of this process, served at /metrics. This module is loaded twice (by
 * server/ and inside the React Router bundle) but prom-client is one shared package, so
 * every metric is looked up in its registry before being created.
 */
const register = client.register;

function metric<T extends client.Metric>(name: string, create: () => T): T {
  return (register.getSingleMetric(name) as T | undefined) ?? create();
}

const DEFAULTS_KEY = Symbol.for('opencounsel.metrics.defaults');
if (!(globalThis as Record<symbol, unknown>)[DEFAULTS_KEY]) {
  (globalThis as Record<symbol, unknown>)[DEFAULTS_KEY] = true;
  client.collectDefaultMetrics({ register });
}

const requests = metric(
  'http_requests_total',
  () => new client.Counter({ name: 'http_requests_total', help: 'HTTP requests answered, by route pattern, method and status.', labelNames: ['route', 'method', 'status'] }),
);

const requestSeconds = metric(
  'http_request_duration_seconds',
  () =>
    new client.Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time from request to the end of the response, by route pattern and method.',
      labelNames: ['route', 'method'],
      buckets: [0.002, 0.005, 0.01, 0.02, 0.05, 0.1, 0.15, 0.25, 0.5, 1, 2.5, 5],
    }),
);

const searchSeconds = metric(
  'search_duration_seconds',
  () =>
    new client.Histogram({
      name: 'search_duration_seconds',
      help: 'Time of one search call, by whether the in-process cache answered it.',
      labelNames: ['cached'],
      buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.02, 0.03, 0.05, 0.1, 0.25, 0.5, 1],
    }),
);

const cacheLookups = metric(
  'cache_lookups_total',
  () => new client.Counter({ name: 'cache_lookups_total', help: 'In-process cache lookups, by cache name and result (hit or miss).', labelNames: ['cache', 'result'] }),
);

const archiveSwaps = metric(
  'archive_swaps_total',
  () => new client.Counter({ name: 'archive_swaps_total', help: 'Newly imported archives picked up (swapped) or refused (rejected).', labelNames: ['result'] }),
);

const rateLimited = metric(
  'rate_limited_total',
  () => new client.Counter({ name: 'rate_limited_total', help: 'Requests refused with 429, by limit.', labelNames: ['limit'] }),
);

export function recordRequest(route: string, method: string, status: number, seconds: number): void {
  requests.inc({ route, method, status: String(status) });
  requestSeconds.observe({ route, method }, seconds);
}

/** For the search service: one call's duration in milliseconds and whether its cache answered. */
export function recordSearch(ms: number, cached: boolean): void {
  searchSeconds.observe({ cached: cached ? 'true' : 'false' }, ms / 1000);
  recordCacheLookup('search', cached);
}

/** For any in-process cache (search results, related questions, listings...). */
export function recordCacheLookup(cache: string, hit: boolean): void {
  cacheLookups.inc({ cache, result: hit ? 'hit' : 'miss' });
}

const searchRankings = metric(
  'search_rankings_total',
  () => new client.Counter({ name: 'search_rankings_total', help: 'Searches answered (not from a cache), by how the ranking was computed (docs/search.md).', labelNames: ['ranking'] }),
);

/** How a search's ranking was computed (impact, postings, exact...): kept out of the APIs, counted here. */
export function recordSearchRanking(ranking: string): void {
  searchRankings.inc({ ranking });
}

const searchRuns = metric(
  'search_runs_total',
  () => new client.Counter({ name: 'search_runs_total', help: 'Searches run, by where: on a search thread or on the request thread.', labelNames: ['where'] }),
);

/** Where a search ran: `thread` (server/search-pool.ts) or `request` (no pool, or its threads could not start). */
export function recordSearchRun(where: 'thread' | 'request'): void {
  searchRuns.inc({ where });
}

const renders = metric('render_runs_total', () =>
  new client.Counter({ name: 'render_runs_total', help: 'GET answers rendered by the app, by where: on a render thread or on the request thread.', labelNames: ['where'] }),
);

export function recordRender(where: 'thread' | 'request'): void {
  renders.inc({ where });
}

const renderSearchWaits = metric('render_search_waits_total', () =>
  new client.Counter({ name: 'render_search_waits_total', help: 'Searches a render thread had to ask the request thread for mid-render (a search page\'s own search is run before its render).' }),
);

export function recordRenderSearchWait(): void {
  renderSearchWaits.inc();
}

export function recordArchiveSwap(result: 'swapped' | 'rejected' | 'damaged'): void {
  archiveSwaps.inc({ result });
}

export function recordRateLimited(limit: string): void {
  rateLimited.inc({ limit });
}

export async function metricsText(): Promise<{ contentType: string; body: string }> {
  return { contentType: register.contentType, body: await register.metrics() };
}

/**
 * What the page cache holds and may hold, read when /metrics is scraped. server/page-cache.ts
 * sets the source; it lives on globalThis because this module is loaded twice (see above)
 * and the gauge's collect() is the first copy's.
 */
const PAGE_CACHE_SIZE_KEY = Symbol.for('opencounsel.metrics.pageCacheSize');
type SizeSource = () => { bytes: number; maxBytes: number };
metric('page_cache_bytes', () =>
  new client.Gauge({
    name: 'page_cache_bytes',
    help: 'Bytes held by the in-process page cache (of="held") and its bound (of="max").',
    labelNames: ['of'],
    collect() {
      const source = (globalThis as Record<symbol, SizeSource | undefined>)[PAGE_CACHE_SIZE_KEY];
      const { bytes, maxBytes } = source ? source() : { bytes: 0, maxBytes: 0 };
      this.set({ of: 'held' }, bytes);
      this.set({ of: 'max' }, maxBytes);
    },
  }),
);

export function setPageCacheSizeSource(source: SizeSource): void {
  (globalThis as Record<symbol, SizeSource>)[PAGE_CACHE_SIZE_KEY] = source;
}
