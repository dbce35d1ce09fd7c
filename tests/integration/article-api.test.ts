import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../helpers/server.ts';
import { articleArchive, HOSTILE_SLUG } from './article-archives.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startServer(await articleArchive());
});

afterAll(async () => {
  await server?.stop();
});

interface CategoryJson {
  category_name: string;
  category_slug: string;
  display_name: string;
  article_count: number;
}
interface ListItemJson {
  id: number;
  slug: string;
  title: string;
  excerpt: string;
  published_date: string;
  author_name: string;
}
/** The union of the answers' shapes; each test reads the fields of the call it makes. */
interface Body {
  error: string;
  categories: CategoryJson[];
  totalArticles: number;
  totalCategories: number;
  articles: ListItemJson[];
  pagination: { page: number; total: number; totalPages: number; hasPrev: boolean; hasNext: boolean };
  [field: string]: unknown;
}

async function get(path: string): Promise<{ status: number; body: Body }> {
  const response = await fetch(`${server.url}${path}`);
  expect(response.headers.get('content-type'), path).toContain('application/json');
  return { status: response.status, body: (await response.json()) as Body };
}

describe('GET /api/articles/categories', () => {
  it('lists the categories that have articles, largest first, with counts and friendly names', async () => {
    const { status, body } = await get('/api/articles/categories');
    expect(status).toBe(200);
    const slugs = body.categories.map((c) => c.category_slug);
    expect(slugs.slice(0, 3)).toEqual(['personal-injury', 'articles-search-lab', 'family-law-and-divorse']);
    expect(slugs).not.toContain('articles-empty-shelf');
    expect(body.categories.find((c) => c.category_slug === 'family-law-and-divorse')).toEqual({
      category_name: 'Family Law &amp; Divorce',
      category_slug: 'family-law-and-divorse',
      display_name: 'Family Law & Divorce',
      article_count: 11,
    });
    expect(body.categories.find((c) => c.category_slug === 'articles-wills-and-trusts')?.display_name).toBe(
      'Wills & Trusts',
    );
    const counts = body.categories.map((c) => c.article_count);
    expect(counts).toEqual([...counts].sort((x, y) => y - x));
    expect(body.totalCategories).toBe(11);
    expect(body.totalArticles).toBe(76);
  });
});

describe('GET /api/articles/category/{slug}', () => {
  it('answers 12 a page, newest first, with the spec list item and pagination shapes', async () => {
    const first = await get('/api/articles/category/personal-injury');
    expect(first.status).toBe(200);
    expect(first.body.articles).toHaveLength(12);
    expect(first.body.pagination).toEqual({ page: 1, total: 21, totalPages: 2, hasPrev: false, hasNext: true });
    expect(Object.keys(first.body.articles[0]!).sort()).toEqual([
      'author_name',
      'excerpt',
      'id',
      'published_date',
      'slug',
      'title',
    ]);
    const dates = first.body.articles.map((a) => a.published_date);
    expect(dates).toEqual([...dates].sort().reverse());

    const second = await get('/api/articles/category/personal-injury?page=2');
    expect(second.body.articles).toHaveLength(9);
    expect(second.body.pagination).toEqual({ page: 2, total: 21, totalPages: 2, hasPrev: true, hasNext: false });
    const seen = new Set([...first.body.articles, ...second.body.articles].map((a) => a.slug));
    expect(seen.size).toBe(21);
    expect(second.body.articles[0]!.published_date <= dates[11]!).toBe(true);
  });

  it('honours limit and answers an empty page past the end', async () => {
    const five = await get('/api/articles/category/personal-injury?limit=5&page=5');
    expect(five.body.articles).toHaveLength(1);
    expect(five.body.pagination).toEqual({ page: 5, total: 21, totalPages: 5, hasPrev: true, hasNext: false });
    const past = await get('/api/articles/category/personal-injury?page=3');
    expect(past.status).toBe(200);
    expect(past.body.articles).toEqual([]);
    expect(past.body.pagination).toMatchObject({ page: 3, totalPages: 2, hasNext: false });
  });

  it.each(['page=0', 'page=-2', 'page=abc', 'page=1.5', 'limit=0', 'limit=51', 'limit=ten'])(
    'answers 400 for %s',
    async (query) => {
      const { status, body } = await get(`/api/articles/category/personal-injury?${query}`);
      expect(status).toBe(400);
      expect(body.error).toMatch(/page|limit/);
    },
  );

  it('answers 404 for an unknown category', async () => {
    const { status, body } = await get('/api/articles/category/no-such-category');
    expect(status).toBe(404);
    expect(body).toEqual({ error: 'Category not found' });
  });

  it('filters by q through the full-text index (title, summary, body, topics), all words required', async () => {
    const garnishment = await get('/api/articles/category/articles-search-lab?q=garnishment');
    expect(garnishment.body.pagination).toEqual({ page: 1, total: 13, totalPages: 2, hasPrev: false, hasNext: true });
    expect(garnishment.body.articles.every((a) => a.title.startsWith('Wage Garnishment'))).toBe(true);
    // "fence" is only in one body: proves the body text is searched, without its tags.
    const fence = await get('/api/articles/category/articles-search-lab?q=FENCE');
    expect(fence.body.articles.map((a) => a.title)).toEqual(['Boundary Disputes With a Neighbor']);
    expect((await get('/api/articles/category/articles-search-lab?q=fence%20garnishment')).body.pagination.total).toBe(
      0,
    );
    // Prefix and stemming: "garnish" finds "garnishment".
    expect((await get('/api/articles/category/articles-search-lab?q=garnish')).body.pagination.total).toBe(13);
    // Only the requested category: personal injury articles never mention garnishment.
    expect((await get('/api/articles/category/personal-injury?q=garnishment')).body.pagination.total).toBe(0);
    // "strong" is a tag name in that body, not a word of it.
    expect((await get('/api/articles/category/articles-search-lab?q=strong')).body.pagination.total).toBe(0);
  });

  it('never fails on FTS syntax in q', async () => {
    for (const q of ['"', 'NEAR(', 'title:fence', '*', 'fence OR', '-fence', ')(', '😀']) {
      const { status } = await get(`/api/articles/category/articles-search-lab?q=${encodeURIComponent(q)}`);
      expect(status, q).toBe(200);
    }
    expect((await get('/api/articles/category/articles-search-lab?q=title%3Afence')).body.pagination.total).toBe(0);
    // The category token of the index is not a word visitors can match.
    const token = `c${Buffer.from('articles-search-lab').toString('hex')}`;
    expect((await get(`/api/articles/category/articles-search-lab?q=${token}`)).body.pagination.total).toBe(0);
    expect((await get(`/api/articles/category/articles-search-lab?q=${token.slice(0, 4)}`)).body.pagination.total).toBe(
      0,
    );
  });

  it('shows placeholder authors (admin, SYSTEM, empty) as the editorial team', async () => {
    const { body } = await get('/api/articles/category/articles-search-lab?limit=50');
    const authors = new Set(body.articles.map((a) => a.author_name));
    expect(authors).toEqual(new Set(['Nadia Brooks', 'OpenCounsel Editorial Team']));
  });
});

describe('GET /api/articles/{slug}', () => {
  it('answers the article with the spec fields', async () => {
    const { status, body } = await get('/api/articles/wrongful-death-claims-who-can-sue');
    expect(status).toBe(200);
    expect(body).toMatchObject({
      slug: 'wrongful-death-claims-who-can-sue',
      title: 'Wrongful Death Claims: Who Can Sue',
      publishedDate: '2020-06-11T08:31:40.000Z',
      authorName: 'Rebecca Lin, Esq.',
      readingTime: 1,
      contentDifficulty: 'Beginner',
      primaryLegalArea: 'Personal Injury',
      contentType: 'Guide',
      keyTopics: ['loss of support', 'who may sue', 'estate representatives'],
      category: { slug: 'personal-injury', name: 'Personal Injury' },
    });
    for (const key of [
      'metaTitle',
      'seoMetaDescription',
      'metaDescription',
      'excerpt',
      'fullSummary',
      'content',
      'cardSummary',
      'pullQuote',
    ]) {
      expect(body, key).toHaveProperty(key);
    }
    expect(body.content).toContain('<h2>');
  });

  it('computes the reading time from the words when the archive has none, and applies the author rule', async () => {
    const { body } = await get(
      '/api/articles/what-happens-to-a-trust-when-the-person-who-created-it-dies-and-who-decides',
    );
    // 70 x 7 + 3 + 40 x 11 = 933 words at 200 a minute.
    expect(body.readingTime).toBe(5);
    expect(body.authorName).toBe('OpenCounsel Editorial Team');
  });

  it('serves the hostile article with its body sanitized and its text fields cleaned', async () => {
    const { body } = await get(`/api/articles/${HOSTILE_SLUG}`);
    expect(body.content).not.toMatch(
      /<script|<iframe|<svg|<math|<object|<embed|<form|<style|<img|<meta|<base|<link|<details|\son\w+=|javascript:|data:|style=|class=|id=/i,
    );
    expect(body.content).toContain('<a href="https://www.uscourts.gov/" rel="noopener nofollow">court link</a>');
    expect(body.content).toContain('<a href="/articles">our articles</a>');
    expect(body.title).toBe('Hostile </script><script>window.__xss=(window.__xss||0)+1</script> Title & Test');
    expect(body.fullSummary).toBe('A full summary that arrives with a script tag and & an entity.');
    expect(body.contentDifficulty).toBe('Advanced');
    expect(body.authorName).toBe('OpenCounsel Editorial Team');
  });

  it('answers 404 for an unknown article', async () => {
    const { status, body } = await get('/api/articles/no-such-article');
    expect(status).toBe(404);
    expect(body).toEqual({ error: 'Article not found' });
  });
});
