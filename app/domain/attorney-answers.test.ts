import { describe, expect, it } from 'vitest';
import { attorneyAnswersHref, parseAttorneyAnswerQuery } from './attorney-answers.ts';

const parse = (search: string, total: number) => parseAttorneyAnswerQuery(new URLSearchParams(search), total);

describe('attorney answer list query', () => {
  it('defaults to newest first, page 1', () => {
    expect(parse('', 100)).toEqual({ sort: 'newest', page: 1 });
    expect(parse('sort=bogus&page=abc', 100)).toEqual({ sort: 'newest', page: 1 });
    expect(parse('page=0', 100)).toEqual({ sort: 'newest', page: 1 });
  });

  it('reads the order and page, and keeps a page past the end on the last page (20 a page)', () => {
    expect(parse('sort=helpful&page=3', 100)).toEqual({ sort: 'helpful', page: 3 });
    expect(parse('page=6', 100)).toEqual({ sort: 'newest', page: 5 });
    expect(parse('page=2', 0)).toEqual({ sort: 'newest', page: 1 });
  });

  it('writes only non-default values and anchors at the list', () => {
    expect(attorneyAnswersHref('/attorneys/ada', { sort: 'newest', page: 1 })).toBe('/attorneys/ada#answers');
    expect(attorneyAnswersHref('/attorneys/ada', { sort: 'helpful', page: 2 })).toBe('/attorneys/ada?sort=helpful&page=2#answers');
  });
});
