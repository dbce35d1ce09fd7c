import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../helpers/server.ts';
import {
  archiveWithoutArticleCategories,
  articleArchive,
  HOSTILE_SLUG,
  htmlOf,
  rawHostileArchive,
  rawHostileBody,
  removeArchiveCopy,
} from './article-archives.ts';

let sanitizedServer: TestServer;
let rawServer: TestServer;
let brokenServer: TestServer;
let rawPath: string;
let brokenPath: string;

beforeAll(async () => {
  rawPath = await rawHostileArchive();
  brokenPath = await archiveWithoutArticleCategories();
  [sanitizedServer, rawServer, brokenServer] = await Promise.all([
    articleArchive().then((archive) => startServer(archive)),
    startServer(rawPath),
    startServer(brokenPath),
  ]);
});

afterAll(async () => {
  await Promise.all([sanitizedServer?.stop(), rawServer?.stop(), brokenServer?.stop()]);
  removeArchiveCopy(rawPath);
  removeArchiveCopy(brokenPath);
});

const bodyOf = (html: string) => /<div class="article-body[^"]*">([\s\S]*?)<\/div><footer/.exec(html)?.[1];

describe('render-time sanitizing (archive holding an unsanitized body)', () => {
  it('the archive really holds the raw hostile HTML', () => {
    const db = new Database(rawPath, { readonly: true });
    const stored = db.prepare('SELECT content_html FROM articles WHERE slug = ?').pluck().get(HOSTILE_SLUG) as string;
    db.close();
    expect(stored).toBe(rawHostileBody());
    expect(stored).toContain('<script>window.__xss');
    expect(stored).toContain('onerror=');
  });

  it('the page serves the same sanitized body as an archive sanitized at import', async () => {
    const raw = bodyOf(await htmlOf(await fetch(`${rawServer.url}/articles/${HOSTILE_SLUG}`)));
    const imported = bodyOf(await htmlOf(await fetch(`${sanitizedServer.url}/articles/${HOSTILE_SLUG}`)));
    expect(raw).toBeDefined();
    expect(raw).toBe(imported);
    expect(raw).not.toMatch(
      /<(script|iframe|svg|img|object|embed|form|style|math|base|meta|link|details|template|noscript)\b/i,
    );
    expect(raw).not.toMatch(/\son[a-z]+=|javascript:|data:|style=|class=|id=/i);
    expect(raw).toContain('<a href="https://www.uscourts.gov/" rel="noopener nofollow">court link</a>');
    expect(raw).toContain('&lt;script&gt;window.__xss=(window.__xss||0)+1&lt;/script&gt; is shown as text.');
  });

  it('the API serves the sanitized body too', async () => {
    const article = (await (await fetch(`${rawServer.url}/api/articles/${HOSTILE_SLUG}`)).json()) as {
      content: string;
    };
    const expected = (await (await fetch(`${sanitizedServer.url}/api/articles/${HOSTILE_SLUG}`)).json()) as {
      content: string;
    };
    expect(article.content).toBe(expected.content);
    expect(article.content).not.toMatch(/<script|onerror|javascript:/i);
  });
});

describe('"Unable to Load Categories" (archive without the article_categories table)', () => {
  it('the index shows the spec message with status 500, and the failure is logged', async () => {
    const response = await fetch(`${brokenServer.url}/articles`);
    expect(response.status).toBe(500);
    const html = await htmlOf(response);
    expect(html).toContain('<title>Unable to Load Categories | OpenCounsel</title>');
    expect(html).toContain('Unable to Load Categories</h1>');
    expect(html).toContain('Please try refreshing the page or contact support if the problem persists.');
    expect(html).not.toMatch(/no such table|SqliteError|at .*\.ts:\d+/);
    expect(brokenServer.output()).toMatch(/no such table: article_categories/);
  });

  it('the categories call answers JSON 500 without internals', async () => {
    const response = await fetch(`${brokenServer.url}/api/articles/categories`);
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ error: 'Unable to load categories' });
  });
});
