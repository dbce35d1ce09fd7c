import { LRUCache } from 'lru-cache';

/**
 * Rendered question pages, kept in memory. The archive is immutable while served, so a
 * page rendered once is valid until the process restarts on a new archive; entries still
 * expire after 5 minutes (the spec's question cache time) and the cache is bounded by
 * bytes. Only complete 200 HTML responses to GET requests that ask for HTML are kept:
 * React Router's client-side data requests (`{path}.data`) reach route middleware with the
 * page's own URL, so the Accept header is what tells them apart (the client's fetch sends
 * "any type", a browser's page load text/html).
 */
interface CachedPage {
  readonly body: ArrayBuffer;
  readonly headers: [string, string][];
}

const MAX_BYTES = 64 * 1024 * 1024;

const cache = new LRUCache<string, CachedPage>({
  maxSize: MAX_BYTES,
  sizeCalculation: (page) => page.body.byteLength + 512,
  ttl: 5 * 60_000,
});

let hits = 0;
let misses = 0;

/** Serves `request` from the cache, or renders it with `render` and keeps a 200 answer. */
export async function cachedPage(request: Request, render: () => Promise<Response>): Promise<Response> {
  if (request.method !== 'GET' || !request.headers.get('accept')?.includes('text/html')) return render();
  const key = new URL(request.url).pathname + new URL(request.url).search;
  const cached = cache.get(key);
  if (cached) {
    hits++;
    const headers = new Headers(cached.headers);
    headers.set('X-Page-Cache', 'hit');
    return new Response(cached.body, { status: 200, headers });
  }
  misses++;
  const response = await render();
  if (response.status !== 200 || !response.body || !response.headers.get('content-type')?.startsWith('text/html')) return response;
  const body = await response.arrayBuffer();
  const headers = [...response.headers.entries()].filter(([name]) => name.toLowerCase() !== 'set-cookie');
  cache.set(key, { body, headers });
  const out = new Headers(headers);
  out.set('X-Page-Cache', 'miss');
  return new Response(body, { status: 200, headers: out });
}

export function pageCacheStats(): { hits: number; misses: number; entries: number; bytes: number } {
  return { hits, misses, entries: cache.size, bytes: cache.calculatedSize };
}
