import { describe, expect, it } from 'vitest';
import { isCacheableContentType, isCacheablePageRequest, MAX_CACHED_URL_LENGTH } from './page-cache.ts';

const page = { method: 'GET', url: '/legal-questions/ca-divorce-12', accept: 'text/html,application/xhtml+xml', route: '/legal-questions/:slug' };

describe('isCacheablePageRequest', () => {
  it.each([
    ['a browser page load of a question', page, true],
    ['a category page with sort and page', { ...page, url: '/categories/family-law?sort=date&page=3', route: '/categories/:slugOrId' }, true],
    ['the home page', { ...page, url: '/', route: '/' }, true],
    ['a HEAD request', { ...page, method: 'HEAD' }, false],
    ['a POST', { ...page, method: 'POST' }, false],
    ['a client data request', { ...page, url: '/legal-questions/ca-divorce-12.data', accept: '*/*' }, false],
    ['a data request that claims HTML', { ...page, url: '/legal-questions/ca-divorce-12.data' }, false],
    ['no Accept header', { ...page, accept: undefined }, false],
    ['JSON wanted', { ...page, accept: 'application/json' }, false],
    ['the search page (as first rendered, with its search\'s elapsed time)', { ...page, url: '/search?q=divorce', route: '/search' }, true],
    ['the contact form', { ...page, url: '/contact', route: '/contact' }, false],
    ['the directory search', { ...page, url: '/find-attorney?state=CA&sortBy=name', route: '/find-attorney' }, true],
    ['an unknown path', { ...page, url: '/nope', route: 'not-found' }, false],
    ['a question call, whatever it accepts', { ...page, url: '/api/questions/12', accept: '*/*', route: '/api/questions/:id' }, true],
    ['a listing call with its query', { ...page, url: '/api/categories/10/questions?sort=date&page=4', accept: undefined, route: '/api/categories/:id/questions' }, true],
    ['the search call (carries its real elapsed time)', { ...page, url: '/api/search?q=divorce', accept: 'application/json', route: '/api/search' }, false],
    ['a POST to a call', { ...page, method: 'POST', url: '/api/questions/12', route: '/api/questions/:id' }, false],
    ['an over-long URL', { ...page, url: `/categories/x?q=${'a'.repeat(MAX_CACHED_URL_LENGTH)}`, route: '/categories/:slugOrId' }, false],
  ])('%s', (_name, request, expected) => {
    expect(isCacheablePageRequest(request)).toBe(expected);
  });
});

describe('isCacheableContentType', () => {
  it.each([
    ['text/html; charset=utf-8', true],
    ['application/json; charset=utf-8', true],
    ['application/json', true],
    ['text/plain', false],
    ['application/xml', false],
    ['text/x-script', false],
    ['', false],
  ])('%s', (type, expected) => {
    expect(isCacheableContentType(type)).toBe(expected);
  });
});
