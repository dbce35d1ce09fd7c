import { describe, expect, it } from 'vitest';
import {
  articlePagination,
  articleSearchExpression,
  categoryArticlesHref,
  normalizeArticleQuery,
  parseArticleListParams,
} from './article-listing.ts';

const parse = (query: string) => parseArticleListParams(new URLSearchParams(query));

describe('parseArticleListParams', () => {
  it('defaults to page 1, 12 a page, no query', () => {
    expect(parse('')).toEqual({ ok: true, params: { page: 1, limit: 12, q: '' } });
  });
  it('reads page, limit and q', () => {
    expect(parse('page=3&limit=50&q=%20car%20%20crash%20')).toEqual({
      ok: true,
      params: { page: 3, limit: 50, q: 'car crash' },
    });
  });
  it.each([
    'page=0',
    'page=-1',
    'page=1.5',
    'page=abc',
    'page=9999999',
    'limit=0',
    'limit=51',
    'limit=x',
    'limit=-3',
    'limit=1e1',
  ])('refuses %s', (query) => expect(parse(query).ok).toBe(false));
});

describe('normalizeArticleQuery', () => {
  it('trims, collapses and caps at 100 characters', () => {
    expect(normalizeArticleQuery('  a \n b  ')).toBe('a b');
    expect(normalizeArticleQuery(null)).toBe('');
    expect(normalizeArticleQuery('x'.repeat(300))).toHaveLength(100);
  });
});

describe('articleSearchExpression', () => {
  it('turns words into quoted prefix terms, all required', () => {
    expect(articleSearchExpression('Car accident')).toBe('"car"* "accident"*');
    expect(articleSearchExpression('car car')).toBe('"car"*');
  });
  it('neutralises FTS5 syntax and hostile input', () => {
    expect(articleSearchExpression('title:x OR "y" NEAR(z) -w *')).toBe('"title"* "x"* "or"* "y"* "near"* "z"* "w"*');
    expect(articleSearchExpression('"')).toBeNull();
    expect(articleSearchExpression('  ')).toBeNull();
    expect(articleSearchExpression('😀 ✓')).toBeNull();
    expect(articleSearchExpression('divorcé')).toBe('"divorcé"*');
  });
  it('keeps at most 8 terms', () => {
    expect(articleSearchExpression('a b c d e f g h i j')?.split(' ')).toHaveLength(8);
  });
});

describe('articlePagination', () => {
  it.each([
    [1, 0, 12, { page: 1, total: 0, totalPages: 1, hasPrev: false, hasNext: false }],
    [1, 21, 12, { page: 1, total: 21, totalPages: 2, hasPrev: false, hasNext: true }],
    [2, 21, 12, { page: 2, total: 21, totalPages: 2, hasPrev: true, hasNext: false }],
    [2, 24, 12, { page: 2, total: 24, totalPages: 2, hasPrev: true, hasNext: false }],
    [2, 25, 12, { page: 2, total: 25, totalPages: 3, hasPrev: true, hasNext: true }],
  ])('page %i of %i by %i', (page, total, limit, expected) =>
    expect(articlePagination(page, total, limit)).toEqual(expected),
  );
});

describe('categoryArticlesHref', () => {
  it('omits page 1 and an empty query', () => {
    expect(categoryArticlesHref('personal-injury')).toBe('/articles/category/personal-injury');
    expect(categoryArticlesHref('personal-injury', { page: 1, q: '' })).toBe('/articles/category/personal-injury');
    expect(categoryArticlesHref('personal-injury', { page: 2, q: 'car & bike' })).toBe(
      '/articles/category/personal-injury?q=car+%26+bike&page=2',
    );
  });
});
