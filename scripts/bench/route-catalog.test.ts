import { describe, expect, it } from 'vitest';
import { examplePath, matchesPattern, ROUTE_CATALOG, samplesFromUrls } from './route-catalog.ts';

describe('the route catalog', () => {
  it('lists each route once, with every parameter of its pattern given a source', () => {
    const keys = ROUTE_CATALOG.map((r) => `${r.method} ${r.pattern}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const route of ROUTE_CATALOG) {
      const names = [...route.pattern.matchAll(/:(\w+)/g)].map((m) => m[1]);
      expect(Object.keys(route.params ?? {}).sort(), route.pattern).toEqual(names.sort());
    }
  });
  it('covers the spec route table', () => {
    const patterns = new Set(ROUTE_CATALOG.map((r) => r.pattern));
    for (const p of ['/', '/search', '/find-attorney', '/attorneys/:identifier', '/categories/:slugOrId', '/practice-areas/:slugOrId', '/legal-help/countries/:countrySlug', '/q/:id', '/questions/:id', '/legal-questions/:slug', '/contact', '/coming-soon', '/guides/personal-injury', '/articles/category/:categorySlug', '/articles/:slug', '/json/search', '/api/search'])
      expect(patterns.has(p), p).toBe(true);
  });
  it('takes example values from sitemap URLs', () => {
    const samples = samplesFromUrls([
      'https://x.org/legal-questions/ca-my-deposit-42',
      'https://x.org/attorneys/jane-doe',
      'https://x.org/attorneys/17',
      'https://x.org/categories/family-law',
      'https://x.org/legal-help/california',
      'https://x.org/legal-help/countries/canada',
      'https://x.org/articles/category/injury',
      'https://x.org/articles/how-to-sue',
      'https://x.org/sitemaps/questions-1.xml',
    ]);
    expect(samples.questionSlug).toEqual(['ca-my-deposit-42']);
    expect(samples.questionId).toEqual(['42']);
    expect(samples.attorney).toEqual(['jane-doe', '17']);
    expect(samples.attorneyUsername).toEqual(['jane-doe']);
    expect(samples.categorySlug).toEqual(['family-law']);
    expect(samples.stateSlug).toEqual(['california']);
    expect(samples.countrySlug).toEqual(['canada']);
    expect(samples.articleCategorySlug).toEqual(['injury']);
    expect(samples.articleSlug).toEqual(['how-to-sue']);
    expect(samples.sitemapFile).toEqual(['questions-1.xml']);
    expect(samples.stateCode).toContain('CA');
  });
  it('builds example paths and matches paths to patterns', () => {
    const samples = samplesFromUrls(['/legal-questions/x-7']);
    const route = ROUTE_CATALOG.find((r) => r.pattern === '/api/questions/:id/related')!;
    expect(examplePath(route, samples)).toBe('/api/questions/7/related');
    expect(examplePath(ROUTE_CATALOG.find((r) => r.pattern === '/articles/:slug')!, samples)).toBeNull();
    expect(matchesPattern('/legal-questions/:slug', '/legal-questions/x-7?a=1')).toBe(true);
    expect(matchesPattern('/legal-questions/:slug', '/legal-questions/x/7')).toBe(false);
  });
});
