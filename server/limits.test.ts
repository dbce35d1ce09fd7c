import { describe, expect, it } from 'vitest';
import { rateLimitBucket } from './limits.ts';

describe('rateLimitBucket', () => {
  it.each([
    ['GET', '/search', 'search'],
    ['GET', '/search/', 'search'],
    ['GET', '/search.data', 'search'],
    ['GET', '/api/search', 'search'],
    ['POST', '/json/search', 'search'],
    ['GET', '/api/questions/1', 'api'],
    ['GET', '/api/search/stats', 'api'],
    ['POST', '/csp-report', 'api'],
    ['POST', '/contact', 'contact'],
    ['POST', '/contact.data', 'contact'],
    ['GET', '/contact', null],
    ['GET', '/', null],
    ['GET', '/legal-questions/x-1', null],
    ['GET', '/searching', null],
    ['GET', '/apix', null],
  ] as const)('%s %s -> %s', (method, path, bucket) => {
    expect(rateLimitBucket(method, path)).toBe(bucket);
  });
});
