import { describe, expect, it } from 'vitest';
import { escapeXml, parseSitemapFileName, robotsTxt, SITEMAP_MAX_URLS, sitemapFileName, sitemapIndexXml, urlsetXml, w3cDate } from './sitemap.ts';

describe('sitemap files', () => {
  it('name and parse files both ways', () => {
    for (const file of [{ kind: 'pages' }, { kind: 'questions', seq: 1 }, { kind: 'questions', seq: 24 }, { kind: 'article-categories' }] as const) {
      expect(parseSitemapFileName(sitemapFileName(file))).toEqual(file);
    }
  });
  it.each(['questions.xml', 'questions-0.xml', 'questions-01.xml', 'pages-1.xml', 'nope-1.xml', '../etc/passwd', 'questions-1.xml.gz', 'questions-9999999.xml', ''])(
    'refuses %j',
    (name) => expect(parseSitemapFileName(name)).toBeNull(),
  );
});

describe('XML', () => {
  it('escapes markup and drops characters XML cannot hold', () => {
    expect(escapeXml(`a&b<c>"d'\u0000\u0007e`)).toBe('a&amp;b&lt;c&gt;&quot;d&apos;e');
  });
  it('writes a urlset with absolute, escaped locations and W3C dates', () => {
    const xml = urlsetXml('https://example.org', [{ path: '/a?b=1&c=2', lastmod: 1_700_000_000 }, { path: '/x y' }]);
    expect(xml).toContain('<loc>https://example.org/a?b=1&amp;c=2</loc><lastmod>2023-11-14</lastmod>');
    expect(xml).toContain('<loc>https://example.org/x%20y</loc></url>');
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
  });
  it('refuses more than 50,000 URLs in one file', () => {
    const many = Array.from({ length: SITEMAP_MAX_URLS + 1 }, (_, i) => ({ path: `/q/${i}` }));
    expect(() => urlsetXml('https://example.org', many)).toThrow(/at most 50000/);
    expect(() => urlsetXml('https://example.org', many.slice(1))).not.toThrow();
  });
  it('writes a sitemap index', () => {
    const xml = sitemapIndexXml('https://example.org', [{ path: '/sitemaps/pages.xml', lastmod: 86_400 }]);
    expect(xml).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml).toContain('<sitemap><loc>https://example.org/sitemaps/pages.xml</loc><lastmod>1970-01-02</lastmod></sitemap>');
  });
  it('has no date for a missing time', () => {
    expect(w3cDate(null)).toBeNull();
    expect(w3cDate(0)).toBeNull();
  });
});

describe('robots.txt', () => {
  it('points to the sitemap index and keeps crawlers off the machine endpoints', () => {
    const text = robotsTxt('https://example.org');
    expect(text).toContain('Sitemap: https://example.org/sitemap.xml');
    expect(text).toMatch(/^Disallow: \/api\/$/m);
    expect(text).toMatch(/^Disallow: \/search\?$/m);
    expect(text).not.toMatch(/^Disallow: \/$/m);
  });
});
