import { describe, expect, it } from 'vitest';
import {
  parseSearchPageParams,
  parseSearchParams,
  searchCacheKey,
  type SearchRequest,
} from '#app/search/request.ts';

const parse = (query: string) => parseSearchParams(new URLSearchParams(query));
const ok = (query: string): SearchRequest => {
  const result = parse(query);
  if (!result.ok) throw new Error(result.error);
  return result.request;
};

describe('parseSearchParams', () => {
  it('reads every parameter', () => {
    expect(ok('q=+divorce+&state=ca&category=10&from=2015-01-01&to=2015-12-31&sort=newest&page=3')).toEqual({
      q: 'divorce',
      state: 'CA',
      country: null,
      category: 10,
      from: Date.UTC(2015, 0, 1) / 1000,
      to: Date.UTC(2015, 11, 31) / 1000 + 86_399,
      fromDate: '2015-01-01',
      toDate: '2015-12-31',
      sort: 'newest',
      page: 3,
    });
  });
  it('treats all and empty as no filter, and date as newest', () => {
    expect(ok('state=all&category=ALL&sort=date')).toMatchObject({
      state: null,
      category: null,
      sort: 'newest',
      page: 1,
    });
    expect(ok('state=&category=&page=')).toMatchObject({ state: null, category: null, page: 1 });
    expect(ok('country=all').country).toBeNull();
  });
  it('reads a country (a country page\'s topic chips), upper-cased', () => {
    expect(ok('q=visa&country=ca')).toMatchObject({ q: 'visa', country: 'CA', state: null });
    expect(ok('country=+GB+').country).toBe('GB');
  });
  it.each([
    ['state=California', 'state'],
    ['state=ZZ', 'state'],
    ['country=Canada', 'country'],
    ['country=ZZ', 'country'],
    ['country=C1', 'country'],
    ['category=x', 'category'],
    ['category=-1', 'category'],
    ['category=1.5', 'category'],
    ['from=2015-02-30', 'from'],
    ['from=yesterday', 'from'],
    ['to=2015-13-01', 'to'],
    ['from=2016-01-01&to=2015-01-01', 'to'],
    ['sort=best', 'sort'],
    ['page=0', 'page'],
    ['page=-2', 'page'],
    ['page=abc', 'page'],
    ['page=101', 'page'],
    ['page=1e3', 'page'],
  ])('%s is a 400 naming %s', (query, parameter) => {
    const result = parse(query);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.parameter).toBe(parameter);
  });
  it('keeps long q (cut at 10,000 characters)', () => {
    expect(ok(`q=${'a'.repeat(20_000)}`).q).toHaveLength(10_000);
  });
});

describe('parseSearchPageParams', () => {
  it('drops bad parameters and keeps the rest', () => {
    const { request, ignored } = parseSearchPageParams(new URLSearchParams('q=x&state=ZZ&page=abc&category=10'));
    expect(request).toMatchObject({ q: 'x', state: null, page: 1, category: 10 });
    expect(ignored).toEqual(['state', 'page']);
    const country = parseSearchPageParams(new URLSearchParams('q=x&country=QQ&state=TX'));
    expect(country.request).toMatchObject({ q: 'x', country: null, state: 'TX' });
    expect(country.ignored).toEqual(['country']);
  });
});

describe('cache key', () => {
  it('normalizes the key', () => {
    expect(searchCacheKey(ok('q=The+Divorce&state=ca'))).toBe(searchCacheKey(ok('q=divorce&state=CA&category=all')));
    expect(searchCacheKey(ok('q=divorce'))).not.toBe(searchCacheKey(ok('q=divorce&page=2')));
    expect(searchCacheKey(ok('q=visa&country=ca'))).toBe(searchCacheKey(ok('q=visa&country=CA')));
    expect(searchCacheKey(ok('q=visa&country=CA'))).not.toBe(searchCacheKey(ok('q=visa')));
    expect(searchCacheKey(ok('q=visa&country=CA'))).not.toBe(searchCacheKey(ok('q=visa&state=CA')));
  });
});
