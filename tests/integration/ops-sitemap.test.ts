import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { questionPath } from '#app/domain/urls.ts';
import { buildFixtureArchive } from '../helpers/fixture-archive.ts';
import { startServer, type TestServer } from '../helpers/server.ts';

/** robots.txt and the sitemaps on the demo fixture: shape, escaping, completeness. */
let server: TestServer;
let db: Database.Database;

beforeAll(async () => {
  const archive = await buildFixtureArchive('tests/fixtures/demo-small');
  server = await startServer(archive, { SITE_URL: 'https://opencounsel.example' });
  db = new Database(archive, { readonly: true });
});

afterAll(async () => {
  db?.close();
  await server?.stop();
});

const text = async (path: string) => {
  const response = await fetch(`${server.url}${path}`);
  expect(response.status, path).toBe(200);
  return { body: await response.text(), type: response.headers.get('content-type') ?? '' };
};

/** Our sitemap grammar, strictly: each entry on its own line, text escaped, W3C dates. */
const ESCAPED = '(?:[^<>&"\']|&amp;|&lt;|&gt;|&quot;|&apos;)+';
const URL_LINE = new RegExp(`^<url><loc>(https://opencounsel\\.example/${ESCAPED.slice(0, -1)}*)</loc>(?:<lastmod>(\\d{4}-\\d{2}-\\d{2})</lastmod>)?</url>$`);
const SITEMAP_LINE = new RegExp(`^<sitemap><loc>(https://opencounsel\\.example/sitemaps/[a-z-]+(?:-\\d+)?\\.xml)</loc><lastmod>(\\d{4}-\\d{2}-\\d{2})</lastmod></sitemap>$`);

function entries(xml: string, root: 'urlset' | 'sitemapindex', line: RegExp): string[] {
  const lines = xml.trimEnd().split('\n');
  expect(lines[0]).toBe('<?xml version="1.0" encoding="UTF-8"?>');
  expect(lines[1]).toBe(`<${root} xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">`);
  expect(lines.at(-1)).toBe(`</${root}>`);
  return lines.slice(2, -1).map((entry) => {
    const match = line.exec(entry);
    expect(match, entry).not.toBeNull();
    return match![1]!.replaceAll('&amp;', '&');
  });
}

describe('search-engine files', () => {
  it('serves robots.txt pointing at the sitemap index', async () => {
    const { body, type } = await text('/robots.txt');
    expect(type).toContain('text/plain');
    expect(body).toContain('Sitemap: https://opencounsel.example/sitemap.xml');
    expect(body).toContain('Disallow: /api/');
  });

  it('serves a sitemap index whose files list every question, category, location, attorney, guide and article page once', async () => {
    const index = await text('/sitemap.xml');
    expect(index.type).toContain('application/xml');
    const files = entries(index.body, 'sitemapindex', SITEMAP_LINE);
    expect(files.map((f) => f.replace('https://opencounsel.example/sitemaps/', '')).sort()).toEqual(
      ['article-categories.xml', 'articles-1.xml', 'attorneys-1.xml', 'categories.xml', 'locations.xml', 'pages.xml', 'place-areas.xml', 'questions-1.xml'].sort(),
    );
    const urls: string[] = [];
    for (const file of files) {
      const { body } = await text(new URL(file).pathname);
      const list = entries(body, 'urlset', URL_LINE);
      expect(list.length).toBeLessThanOrEqual(50_000);
      urls.push(...list.map((u) => u.replace('https://opencounsel.example', '')));
    }
    expect(new Set(urls).size).toBe(urls.length);

    const count = (sql: string) => (db.prepare(sql).get() as { n: number }).n;
    const questions = db.prepare('SELECT id, title, state FROM questions').all() as { id: number; title: string; state: string | null }[];
    expect(questions.length).toBe(count('SELECT count(*) AS n FROM questions'));
    const questionUrls = new Set(urls.filter((u) => u.startsWith('/legal-questions/')));
    expect(questionUrls.size).toBe(questions.length);
    for (const q of questions) expect(questionUrls.has(questionPath(q)), String(q.id)).toBe(true);
    expect(urls.filter((u) => u.startsWith('/attorneys/')).length).toBe(count('SELECT count(*) AS n FROM attorneys'));
    expect(urls.filter((u) => u.startsWith('/categories/')).length).toBe(count('SELECT count(*) AS n FROM categories WHERE question_count > 0 OR attorney_count > 0'));
    expect(urls.filter((u) => u.startsWith('/legal-help/')).length).toBe(
      count('SELECT count(*) AS n FROM places WHERE question_count > 0') + count('SELECT count(*) AS n FROM place_areas'),
    );
    expect(urls.filter((u) => /^\/articles\/(?!category\/)/.test(u)).length).toBe(count('SELECT count(*) AS n FROM articles'));
    expect(urls.filter((u) => u.startsWith('/articles/category/')).length).toBe(count('SELECT count(*) AS n FROM article_categories WHERE article_count > 0'));
    for (const page of ['/', '/guides', '/guides/criminal-law', '/guides/personal-injury', '/categories', '/legal-help', '/articles', '/find-attorney']) expect(urls).toContain(page);
  });

  it('gives question URLs the date of their newest answer', async () => {
    const { body } = await text('/sitemaps/questions-1.xml');
    const row = db
      .prepare('SELECT q.id, q.title, q.state, max(a.posted_at) AS newest FROM questions q JOIN answers a ON a.question_id = q.id GROUP BY q.id ORDER BY q.id LIMIT 1')
      .get() as { id: number; title: string; state: string | null; newest: number };
    const date = new Date(row.newest * 1000).toISOString().slice(0, 10);
    expect(body).toContain(`<loc>https://opencounsel.example${questionPath(row)}</loc><lastmod>${date}</lastmod>`);
  });

  it('answers 404 for sitemap files that do not exist', async () => {
    for (const path of ['/sitemaps/questions-2.xml', '/sitemaps/questions-0.xml', '/sitemaps/nope.xml', '/sitemaps/..%2Fpackage.json']) {
      expect((await fetch(`${server.url}${path}`)).status, path).toBe(404);
    }
  });
});
