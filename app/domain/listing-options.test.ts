import { describe, expect, it } from 'vitest';
import { CATEGORIES } from './reference/categories.ts';
import {
  listingSearch,
  pageQuery,
  parseCategoryQuery,
  parseLocationQuery,
  practiceAreaFilterCode,
  practiceAreaOfCategory,
  PRACTICE_AREA_FILTER_DEFINITIONS,
  PRACTICE_AREA_FILTERS,
  shownRange,
  CATEGORY_SORTS,
  CATEGORY_FILTERS,
} from './listing-options.ts';

const params = (text: string) => new URLSearchParams(text);

describe('API query parsing (strict)', () => {
  it('defaults: page 1, sort relevance, filter all, limit 20', () => {
    expect(parseCategoryQuery(params(''))).toEqual({ ok: true, value: { sort: 'relevance', filter: 'all', page: 1, limit: 20 } });
    expect(parseLocationQuery(params(''))).toEqual({ ok: true, value: { sort: 'relevance', filter: 'all', page: 1, limit: 20 } });
  });
  it('accepts every category sort and filter', () => {
    for (const sort of ['relevance', 'date', 'answers', 'votes', 'recent_activity', 'popular'])
      for (const filter of ['all', 'answered', 'recent', 'popular'])
        expect(parseCategoryQuery(params(`sort=${sort}&filter=${filter}&page=3&limit=5`))).toEqual({ ok: true, value: { sort, filter, page: 3, limit: 5 } });
  });
  it('refuses bad values with a message naming the parameter', () => {
    for (const bad of ['sort=newest', 'filter=unanswered', 'page=0', 'page=-1', 'page=1.5', 'page=abc', 'limit=0', 'limit=101', 'sort=RELEVANCE']) {
      const result = parseCategoryQuery(params(bad));
      expect(result.ok, bad).toBe(false);
      if (!result.ok) expect(result.error).toContain(bad.split('=')[0]);
    }
  });
  it('takes location sorts and practice areas, not category ones', () => {
    expect(parseLocationQuery(params('sort=recent&filter=real-estate')).ok).toBe(true);
    expect(parseLocationQuery(params('sort=date')).ok).toBe(false);
    expect(parseLocationQuery(params('filter=answered')).ok).toBe(false);
  });
});

describe('page query parsing (lenient)', () => {
  it('falls back to the defaults for unknown values', () => {
    expect(pageQuery(params('sort=zzz&filter=%3Cscript%3E&page=-4'), CATEGORY_SORTS, CATEGORY_FILTERS)).toEqual({ sort: 'relevance', filter: 'all', page: 1 });
    expect(pageQuery(params('sort=votes&filter=recent&page=7'), CATEGORY_SORTS, CATEGORY_FILTERS)).toEqual({ sort: 'votes', filter: 'recent', page: 7 });
  });
  it('writes only non-default values back, page only above 1', () => {
    expect(listingSearch({ sort: 'relevance', filter: 'all', page: 1 })).toBe('');
    expect(listingSearch({ sort: 'votes', filter: 'all', page: 2 })).toBe('?sort=votes&page=2');
    expect(listingSearch({ sort: 'relevance', filter: 'family', page: 1 })).toBe('?filter=family');
  });
});

describe('practice-area filter mapping', () => {
  it('maps each filter of the spec to real category ids, disjointly', () => {
    expect(PRACTICE_AREA_FILTERS).toEqual(['all', 'family', 'personal-injury', 'criminal', 'business', 'real-estate', 'employment', 'immigration']);
    const known = new Set(CATEGORIES.map((c) => c.id));
    const seen = new Set<number>();
    for (const d of PRACTICE_AREA_FILTER_DEFINITIONS) {
      expect(d.categoryIds.length).toBeGreaterThan(0);
      for (const id of d.categoryIds) {
        expect(known.has(id), `${d.key}: ${id}`).toBe(true);
        expect(seen.has(id), `${id} in two areas`).toBe(false);
        seen.add(id);
      }
    }
  });
  it('finds the area of a category and the code of a filter', () => {
    expect(practiceAreaOfCategory(10)).toBe(practiceAreaFilterCode('family'));
    expect(practiceAreaOfCategory(11)).toBe(practiceAreaFilterCode('criminal'));
    expect(practiceAreaOfCategory(69)).toBe(practiceAreaFilterCode('criminal'));
    expect(practiceAreaOfCategory(14)).toBe(practiceAreaFilterCode('immigration'));
    expect(practiceAreaOfCategory(17)).toBe(practiceAreaFilterCode('real-estate'));
    expect(practiceAreaOfCategory(59)).toBe(practiceAreaFilterCode('employment'));
    expect(practiceAreaOfCategory(12)).toBe(practiceAreaFilterCode('business'));
    expect(practiceAreaOfCategory(1)).toBe(practiceAreaFilterCode('personal-injury'));
    expect(practiceAreaOfCategory(0)).toBe(0);
    expect(practiceAreaOfCategory(8)).toBe(0);
    expect(practiceAreaFilterCode('all')).toBe(0);
  });
});

describe('shownRange ("Showing X-Y of N")', () => {
  it.each([
    [1, 45, 1, 20],
    [2, 45, 21, 40],
    [3, 45, 41, 45],
    [4, 45, 0, 0],
    [1, 0, 0, 0],
  ])('page %i of %i rows -> %i-%i', (page, total, from, to) => {
    expect(shownRange(page, 20, total)).toEqual({ from, to });
  });
});
