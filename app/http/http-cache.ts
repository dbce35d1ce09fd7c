/**
 * HTTP caching rules. The archive is immutable while served, so a page or an API answer is
 * a function of the request, the archive version and the code: it may be cached by
 * browsers and a CDN, and revalidated with a strong ETag.
 */

export type CacheKind = 'page' | 'api' | 'search-engine-file' | 'not-found' | 'no-store';

/**
 * What browsers may keep, by kind of answer: pages and calls 5 minutes (the spec's cache
 * time). Shared caches get their own time on top (withSharedCaching()).
 */
export const CACHE_CONTROL: Record<CacheKind, string> = {
  page: 'public, max-age=300',
  api: 'public, max-age=300',
  'search-engine-file': 'public, max-age=3600, s-maxage=86400',
  'not-found': 'public, max-age=60',
  'no-store': 'no-store',
};

/**
 * How long a shared cache (a CDN, a caching proxy) serves a page or call before revalidating
 * it with its ETag: a newly imported archive shows after at most this.
 */
export const SHARED_CACHE_SECONDS = 3600;

/**
 * How long a shared cache may go on serving a page or call past its time while it fetches
 * the new one: a visitor never waits for a render the cache could have done in the background.
 */
export const STALE_WHILE_REVALIDATE_SECONDS = 86_400;

/**
 * A public answer's Cache-Control with the shared caches' time and stale-while-revalidate;
 * they revalidate with the ETag. Answers that say otherwise for shared caches, or are not
 * public, are left as they are.
 */
export function withSharedCaching(cacheControl: string, sharedSeconds = SHARED_CACHE_SECONDS): string {
  const directives = cacheControl.toLowerCase();
  if (!/\bpublic\b/.test(directives) || /s-maxage|no-store|no-cache|private/.test(directives)) return cacheControl;
  return `${cacheControl}, s-maxage=${sharedSeconds}, stale-while-revalidate=${STALE_WHILE_REVALIDATE_SECONDS}`;
}

/** What a GET answer of this status and type may be cached as. */
export function cacheKindOf(status: number, contentType: string, pathname: string): CacheKind {
  if (status === 404) return 'not-found';
  if (status !== 200) return 'no-store';
  if (/\.xml$|^\/robots\.txt$/.test(pathname)) return 'search-engine-file';
  if (/json|turbo-stream|x-script/.test(contentType)) return 'api';
  if (/text\/html/.test(contentType)) return 'page';
  return 'no-store';
}

/** A strong validator: the archive version plus a hash of the body (or of whatever identifies it). */
export function strongEtag(archiveVersion: string, digest: string): string {
  const version = archiveVersion.replace(/[^\w-]/g, '').slice(0, 40);
  return `"${version}-${digest.replace(/[^\w-]/g, '')}"`;
}

/**
 * If-None-Match uses the weak comparison (RFC 9110 13.1.2): `W/` prefixes are ignored and
 * `*` matches any current representation.
 */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  const wanted = opaque(etag);
  return ifNoneMatch.split(',').some((candidate) => opaque(candidate) === wanted);
}

/**
 * A text answer that is a function of the archive version and the URL alone (robots.txt,
 * sitemaps): the ETag is known before the body is built, so a revalidation costs nothing.
 */
export function archiveTextResponse(
  request: Request,
  archiveVersion: string,
  contentType: string,
  body: () => string | null,
): Response {
  const etag = strongEtag(archiveVersion, new URL(request.url).pathname.replace(/[^\w]/g, '_'));
  const headers = { ETag: etag, 'Cache-Control': CACHE_CONTROL['search-engine-file'] };
  if (etagMatches(request.headers.get('if-none-match') ?? undefined, etag)) return new Response(null, { status: 304, headers });
  const text = body();
  if (text === null) return new Response('Not found\n', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
  return new Response(text, { headers: { ...headers, 'Content-Type': contentType } });
}
