import { describe, expect, it } from 'vitest';
import { rateLimitBucket } from './limits.ts';

/** Buckets by the route reached (server/route-label.ts labels); tests/integration/ops-limits.test.ts spells paths every way. */
describe('rateLimitBucket', () => {
  it.each([
    ['GET', '/search', 'search'],
    ['GET', '/api/search', 'search'],
    ['POST', '/json/search', 'search'],
    ['GET', '/api/questions/:id', 'api'],
    ['GET', '/api/search/stats', 'api'],
    ['GET', '/api/*', 'api'],
    ['POST', '/contact', 'contact'],
    ['GET', '/contact', null],
    ['GET', '/', null],
    ['GET', '/legal-questions/:slug', null],
    ['GET', 'not-found', null],
    ['GET', 'unmatched', null],
  ] as const)('%s %s -> %s', (method, route, bucket) => {
    expect(rateLimitBucket(method, route)).toBe(bucket);
  });

  it('counts CSP reports in their own bucket', () => {
    expect(rateLimitBucket('POST', 'not-found', true)).toBe('report');
  });
});
