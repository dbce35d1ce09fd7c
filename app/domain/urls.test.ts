import { describe, expect, it } from 'vitest';
import { attorneyPath, parsePositiveId, questionIdFromSlug, questionPath, searchPath } from './urls.ts';

describe('question URLs', () => {
  it('builds /legal-questions/{state-}{slug}-{id}', () => {
    expect(questionPath({ id: 42, title: 'Can I break my lease?', state: 'CA' })).toBe('/legal-questions/ca-can-i-break-my-lease-42');
    expect(questionPath({ id: 7, title: 'Visa question', state: null })).toBe('/legal-questions/visa-question-7');
    expect(questionPath({ id: 9, title: '???' })).toBe('/legal-questions/9');
  });
  it('takes the id from the trailing digits', () => {
    expect(questionIdFromSlug('ca-can-i-break-my-lease-42')).toBe(42);
    expect(questionIdFromSlug('123')).toBe(123);
    expect(questionIdFromSlug('no-id-here')).toBeNull();
    expect(questionIdFromSlug('ends-with-0')).toBeNull();
  });
  it.each([
    ['1', 1],
    ['0', null],
    ['-5', null],
    ['1.5', null],
    ['abc', null],
    ['99999999999999999999', null],
    [undefined, null],
  ])('parsePositiveId(%j) = %j', (raw, id) => {
    expect(parsePositiveId(raw)).toBe(id);
  });
});

describe('other URLs', () => {
  it('links attorneys by slug, or id when there is no slug', () => {
    expect(attorneyPath({ id: 5, slug: 'jane-doe' })).toBe('/attorneys/jane-doe');
    expect(attorneyPath({ id: 5, slug: '' })).toBe('/attorneys/5');
  });
  it('writes search URLs with only non-empty values, page only above 1, all clears a filter', () => {
    expect(searchPath({ q: '  divorce ', state: 'all', category: 'all', page: 1 })).toBe('/search?q=divorce');
    expect(searchPath({ q: 'dui', state: 'CA', category: 69, page: 3 })).toBe('/search?q=dui&state=CA&category=69&page=3');
    expect(searchPath({})).toBe('/search');
    expect(searchPath({ q: 'visa', country: 'CA' })).toBe('/search?q=visa&country=CA');
    expect(searchPath({ q: 'visa', country: 'all' })).toBe('/search?q=visa');
  });
  it('writes a search request as its address, and the address parses back to the request', () => {
    expect(searchPath({ q: 'a b', state: 'CA', category: 0, sort: 'newest', page: 2 })).toBe('/search?q=a+b&state=CA&category=0&sort=newest&page=2');
    const request = { q: 'lease', state: null, category: null, fromDate: '2020-01-01', toDate: '2020-12-31', sort: 'relevance', page: 1 };
    expect(searchPath(request)).toBe('/search?q=lease&from=2020-01-01&to=2020-12-31');
    expect(searchPath({ q: 'all', state: 'all' })).toBe('/search?q=all');
  });
});
