import { describe, expect, it } from 'vitest';
import { CACHE_CONTROL, cacheKindOf, etagMatches, strongEtag, withSharedCaching } from './http-cache.ts';

describe('cacheKindOf', () => {
  it.each([
    [200, 'text/html; charset=utf-8', '/legal-questions/x-1', 'page'],
    [200, 'application/json', '/api/search', 'api'],
    [200, 'text/x-script; charset=utf-8', '/search.data', 'api'],
    [200, 'application/xml', '/sitemaps/questions-1.xml', 'search-engine-file'],
    [200, 'text/plain', '/robots.txt', 'search-engine-file'],
    [404, 'text/html', '/nope', 'not-found'],
    [400, 'application/json', '/api/search', 'no-store'],
    [429, 'text/plain', '/search', 'no-store'],
    [500, 'text/html', '/', 'no-store'],
    [200, 'application/octet-stream', '/x', 'no-store'],
  ])('%i %s %s -> %s', (status, type, path, kind) => {
    expect(cacheKindOf(status, type, path)).toBe(kind);
  });
  it('lets browsers keep pages and calls 5 minutes', () => {
    expect(CACHE_CONTROL.page).toBe('public, max-age=300');
    expect(CACHE_CONTROL.api).toBe('public, max-age=300');
  });
});

describe('withSharedCaching', () => {
  it('gives a public answer the shared caches their own time and a stale-while-revalidate window', () => {
    expect(withSharedCaching('public, max-age=300', 3600)).toBe('public, max-age=300, s-maxage=3600, stale-while-revalidate=86400');
    expect(withSharedCaching('public, max-age=600', 2)).toBe('public, max-age=600, s-maxage=2, stale-while-revalidate=86400');
  });
  it('leaves answers that are not for shared caches, or say their own time, as they are', () => {
    for (const value of ['no-store', 'private, no-store', 'private, max-age=60', 'public, no-cache', 'public, max-age=3600, s-maxage=86400', 'max-age=60'])
      expect(withSharedCaching(value, 3600)).toBe(value);
  });
});

describe('ETags', () => {
  it('are strong, quoted and carry the archive version', () => {
    const tag = strongEtag('20260101T000000Z-abc123', 'Zm9v_-bar');
    expect(tag).toBe('"20260101T000000Z-abc123-Zm9v_-bar"');
    expect(tag.startsWith('W/')).toBe(false);
  });
  it('drops characters that cannot appear in an entity tag', () => {
    expect(strongEtag('v"1 2', 'a"b')).toBe('"v12-ab"');
  });
  it('match If-None-Match lists, weak forms and *', () => {
    const tag = '"v1-abc"';
    expect(etagMatches('"v1-abc"', tag)).toBe(true);
    expect(etagMatches('W/"v1-abc"', tag)).toBe(true);
    expect(etagMatches('"x", "v1-abc"', tag)).toBe(true);
    expect(etagMatches('*', tag)).toBe(true);
    expect(etagMatches('"v2-abc"', tag)).toBe(false);
    expect(etagMatches(undefined, tag)).toBe(false);
    expect(etagMatches('', tag)).toBe(false);
  });
});
