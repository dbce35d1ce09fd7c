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

/** Stands in for the CSP nonce in stored pages: every response has its own nonce. */
const NONCE_SLOT = 'nonce="\u0000csp-nonce\u0000"';

/**
 * Serves `request` from the cache, or renders it with `render` and keeps a 200 answer.
 * A page is stored with its nonce replaced by a placeholder and served with the nonce of
 * the response at hand, so its scripts run under that response's Content-Security-Policy.
 */
export async function cachedPage(request: Request, nonce: string, render: () => Promise<Response>): Promise<Response> {
  if (request.method !== 'GET' || !request.headers.get('accept')?.includes('text/html')) return render();
  const key = new URL(request.url).pathname + new URL(request.url).search;
  const cached = cache.get(key);
  if (cached) {
    hits++;
    const headers = new Headers(cached.headers);
    headers.set('X-Page-Cache', 'hit');
    return new Response(withNonce(cached.body, nonce), { status: 200, headers });
  }
  misses++;
  const response = await render();
  if (response.status !== 200 || !response.body || !response.headers.get('content-type')?.startsWith('text/html')) return response;
  const body = await response.arrayBuffer();
  const headers = [...response.headers.entries()].filter(
    ([name]) => name.toLowerCase() !== 'set-cookie' && name.toLowerCase() !== 'content-length',
  );
  // Without a nonce to swap (none issued) the page is served but not kept.
  if (nonce) cache.set(key, { body: withoutNonce(body, nonce), headers });
  const out = new Headers(headers);
  out.set('X-Page-Cache', 'miss');
  return new Response(body, { status: 200, headers: out });
}

export function pageCacheStats(): { hits: number; misses: number; entries: number; bytes: number } {
  return { hits, misses, entries: cache.size, bytes: cache.calculatedSize };
}

function withoutNonce(body: ArrayBuffer, nonce: string): ArrayBuffer {
  const html = new TextDecoder().decode(body).replaceAll(`nonce="${nonce}"`, NONCE_SLOT);
  return new TextEncoder().encode(html).buffer as ArrayBuffer;
}

function withNonce(body: ArrayBuffer, nonce: string): string {
  return new TextDecoder().decode(body).replaceAll(NONCE_SLOT, `nonce="${nonce}"`);
}
