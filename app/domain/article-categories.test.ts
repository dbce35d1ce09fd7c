import { describe, expect, it } from 'vitest';
import {
  articleCategoryBlurb,
  articleCategoryTitle,
  articleCountLabel,
  filterArticleCategories,
} from './article-categories.ts';

describe('articleCountLabel', () => {
  it.each([
    [0, '0 articles'],
    [1, '1 article'],
    [2, '2 articles'],
    [12, '12 articles'],
    [1204, '1,204 articles'],
  ])('%i -> %s', (count, label) => expect(articleCountLabel(count)).toBe(label));
});

describe('articleCategoryBlurb (descriptive line by count)', () => {
  it.each([
    [500, 'Comprehensive coverage'],
    [50, 'Comprehensive coverage'],
    [49, 'In-depth articles'],
    [20, 'In-depth articles'],
    [19, 'Essential guides'],
    [10, 'Essential guides'],
    [9, 'Focused coverage'],
    [1, 'Focused coverage'],
    [0, 'Focused coverage'],
  ])('%i -> %s...', (count, start) => {
    expect(articleCategoryBlurb(count).startsWith(start)).toBe(true);
    expect(articleCategoryBlurb(count, 'real-estate').startsWith(start)).toBe(true);
  });

  it("finishes the line with each of the spec's categories' own subject", () => {
    const slugs = ['personal-injury', 'family-law-and-divorse', 'criminal-law-and-dui', 'business-law'];
    const lines = [...slugs, 'employment-law', 'real-estate', 'estate-planning', 'miscellaneous'].map((slug) =>
      articleCategoryBlurb(5, slug),
    );
    expect(new Set(lines).size).toBe(8);
    expect(articleCategoryBlurb(5, 'family-law-and-divorse')).toContain('custody');
    expect(articleCategoryBlurb(25, 'criminal-law-and-dui')).toContain('DUI');
    // Unknown categories (and prototype keys) keep the generic wording.
    expect(articleCategoryBlurb(5, 'tax')).toBe(articleCategoryBlurb(5));
    expect(articleCategoryBlurb(5, '__proto__')).toBe(articleCategoryBlurb(5));
  });
});

describe('articleCategoryTitle (slug -> friendly name)', () => {
  it.each([
    ['personal-injury', 'Personal Injury'],
    ['family-law-and-divorse', 'Family Law & Divorce'],
    ['criminal-law-and-dui', 'Criminal Law & DUI'],
    ['business-law', 'Business Law'],
    ['employment-law', 'Employment Law'],
    ['real-estate', 'Real Estate'],
    ['estate-planning', 'Estate Planning'],
    ['miscellaneous', 'Miscellaneous'],
  ])('%s -> %s (the spec list wins over the stored name)', (slug, name) => {
    expect(articleCategoryTitle(slug, 'stored name')).toBe(name);
  });

  it('falls back to the stored name with entities decoded, then to the slug title-cased', () => {
    expect(articleCategoryTitle('wills-and-trusts', 'Wills &amp; Trusts')).toBe('Wills & Trusts');
    expect(articleCategoryTitle('wills-and-trusts', '  ')).toBe('Wills And Trusts');
    expect(articleCategoryTitle('tax', null)).toBe('Tax');
  });
});

describe('filterArticleCategories', () => {
  const categories = [
    { slug: 'personal-injury', title: 'Personal Injury' },
    { slug: 'family-law-and-divorse', title: 'Family Law & Divorce' },
    { slug: 'criminal-law-and-dui', title: 'Criminal Law & DUI' },
  ];
  it('keeps every category for an empty query', () =>
    expect(filterArticleCategories(categories, '  ')).toHaveLength(3));
  it('matches every word, case-insensitively, in the title or slug', () => {
    expect(filterArticleCategories(categories, 'LAW').map((c) => c.slug)).toEqual([
      'family-law-and-divorse',
      'criminal-law-and-dui',
    ]);
    expect(filterArticleCategories(categories, 'law dui').map((c) => c.slug)).toEqual(['criminal-law-and-dui']);
    expect(filterArticleCategories(categories, 'divorce').map((c) => c.slug)).toEqual(['family-law-and-divorse']);
    expect(filterArticleCategories(categories, 'tax')).toEqual([]);
  });
});

describe('prototype keys are not categories (found by the route fuzzer)', () => {
  it('titles __proto__ and constructor from the slug, not from Object.prototype', () => {
    expect(articleCategoryTitle('__proto__')).toBe('__proto__');
    expect(articleCategoryTitle('constructor')).toBe('Constructor');
  });
});
