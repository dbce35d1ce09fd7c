import { describe, expect, it } from 'vitest';
import {
  articleAuthor,
  articleJsonLd,
  articleMetaDescription,
  articleMetaTitle,
  articleReadingTime,
  parseKeyTopics,
  readingTimeLabel,
} from './article-display.ts';

describe('articleAuthor', () => {
  it.each([
    'admin',
    'Admin',
    'ADMINISTRATOR',
    'Administrator',
    'system',
    'test',
    'demo',
    ' demo ',
    '',
    '   ',
    null,
    undefined,
  ])('%j -> the editorial team', (name) =>
    expect(articleAuthor(name, 'OpenCounsel')).toBe('OpenCounsel Editorial Team'),
  );

  it.each([
    ['Priya Raman', 'Priya Raman'],
    ['  Rebecca   Lin, Esq. ', 'Rebecca Lin, Esq.'],
    ['Admin Smith', 'Admin Smith'],
    ['Testa', 'Testa'],
    ['Jos&eacute; Ortiz', 'José Ortiz'],
  ])('%j stays %j', (name, shown) => expect(articleAuthor(name, 'OpenCounsel')).toBe(shown));
});

describe('articleReadingTime', () => {
  const words = (n: number) => Array.from({ length: n }, () => 'word').join(' ');
  it('uses the stored minutes when the archive has them', () => {
    expect(articleReadingTime(7, words(10))).toBe(7);
    expect(articleReadingTime(1, words(5000))).toBe(1);
  });
  it('otherwise counts words at 200 a minute, rounded up, at least 1', () => {
    expect(articleReadingTime(null, '')).toBe(1);
    expect(articleReadingTime(undefined, words(1))).toBe(1);
    expect(articleReadingTime(null, words(200))).toBe(1);
    expect(articleReadingTime(null, words(201))).toBe(2);
    expect(articleReadingTime(0, words(1000))).toBe(5);
    expect(articleReadingTime(null, `  ${words(401)}\n\n `)).toBe(3);
  });
  it('labels minutes', () => {
    expect(readingTimeLabel(4)).toBe('4-minute read');
    expect(readingTimeLabel(1)).toBe('1-minute read');
  });
});

describe('parseKeyTopics', () => {
  it('reads a JSON array of strings, cleaned', () => {
    expect(parseKeyTopics('["Chapter 7","Means &amp; tests","<b>x</b>",""]')).toEqual([
      'Chapter 7',
      'Means & tests',
      'x',
    ]);
  });
  it('treats anything else as no topics', () => {
    for (const bad of [null, '', 'not json', '{"a":1}', '[1,2]']) expect(parseKeyTopics(bad)).toEqual([]);
  });
});

describe('head tags', () => {
  it('meta title drops a stored brand suffix and falls back to the title', () => {
    expect(articleMetaTitle('A Practical Guide | OpenCounsel', 'T')).toBe('A Practical Guide');
    expect(articleMetaTitle('Chapter 7 - Chapter 13 Compared', 'T')).toBe('Chapter 7 - Chapter 13 Compared');
    expect(articleMetaTitle(null, 'Fees & Costs')).toBe('Fees & Costs');
    expect(articleMetaTitle(' | Brand', 'Title')).toBe('Title');
  });
  it('description prefers the SEO description, then meta, excerpt, summary', () => {
    expect(articleMetaDescription({ seoMetaDescription: 'seo', metaDescription: 'meta', excerpt: 'ex' })).toBe('seo');
    expect(articleMetaDescription({ seoMetaDescription: ' ', metaDescription: ' meta ', excerpt: 'ex' })).toBe('meta');
    expect(articleMetaDescription({ excerpt: '', fullSummary: 'sum' })).toBe('sum');
    expect(articleMetaDescription({})).toBe('');
  });

  it('Article JSON-LD names a person author, or the publisher for the editorial team', () => {
    const base = {
      url: 'https://x.test/articles/a',
      title: 'T',
      description: 'D',
      publishedAt: 1_700_000_000,
      section: 'Personal Injury',
      keywords: ['a', 'b'],
      siteName: 'OpenCounsel',
      siteUrl: 'https://x.test',
    };
    const person = articleJsonLd({ ...base, author: 'Priya Raman', isEditorialTeam: false }) as Record<string, unknown>;
    expect(person).toMatchObject({
      '@type': 'Article',
      headline: 'T',
      datePublished: '2023-11-14T22:13:20.000Z',
      author: { '@type': 'Person', name: 'Priya Raman' },
      publisher: { '@type': 'Organization', name: 'OpenCounsel' },
      keywords: 'a, b',
    });
    const team = articleJsonLd({ ...base, author: 'OpenCounsel Editorial Team', isEditorialTeam: true, keywords: [] });
    expect(team).toMatchObject({ author: { '@type': 'Organization', name: 'OpenCounsel' } });
    expect(team).not.toHaveProperty('keywords');
    const long = articleJsonLd({ ...base, title: 'x'.repeat(200), author: 'A', isEditorialTeam: false }) as {
      headline: string;
    };
    expect(long.headline.length).toBeLessThanOrEqual(110);
  });
});
