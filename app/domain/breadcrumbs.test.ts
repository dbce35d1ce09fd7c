import { describe, expect, it } from 'vitest';
import { articleTrail, attorneyTrail, breadcrumbJsonLd, categoryTrail, questionTrail } from './breadcrumbs.ts';

describe('breadcrumb trails', () => {
  it('numbers the crumbs of the BreadcrumbList with absolute URLs', () => {
    expect(breadcrumbJsonLd('https://x.test', [{ name: 'Home', path: '/' }, { name: 'Articles', path: '/articles' }])).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://x.test/' },
        { '@type': 'ListItem', position: 2, name: 'Articles', item: 'https://x.test/articles' },
      ],
    });
  });

  it('leads a question through its category, and skips the general category', () => {
    const path = '/legal-questions/ca-x-1';
    expect(questionTrail({ title: 'Q', path, categoryId: 8 }).map((c) => c.name)).toEqual(['Home', 'Bankruptcy Law', 'Q']);
    expect(questionTrail({ title: 'Q', path, categoryId: 0 })).toEqual([
      { name: 'Home', path: '/' },
      { name: 'Q', path },
    ]);
  });

  it('leads a category through Practice Areas and an article through its category', () => {
    expect(categoryTrail({ name: 'Family Law', slug: 'family-law' }).map((c) => c.path)).toEqual(['/', '/categories', '/categories/family-law']);
    expect(articleTrail({ title: 'A', path: '/articles/a', category: { slug: 'guides', title: 'Guides' } }).map((c) => c.path)).toEqual([
      '/',
      '/articles',
      '/articles/category/guides',
      '/articles/a',
    ]);
  });

  it("leads an attorney through the directory of their US state, when there is one", () => {
    expect(attorneyTrail({ name: 'Ada', path: '/attorneys/ada', country: 'US', state: 'WY' })).toEqual([
      { name: 'Home', path: '/' },
      { name: 'Find Attorneys', path: '/find-attorney' },
      { name: 'Wyoming', path: '/find-attorney?state=WY' },
      { name: 'Ada', path: '/attorneys/ada' },
    ]);
    expect(attorneyTrail({ name: 'Alex', path: '/attorneys/alex', country: 'CA', state: 'ON' }).map((c) => c.name)).toEqual([
      'Home',
      'Find Attorneys',
      'Alex',
    ]);
  });
});
