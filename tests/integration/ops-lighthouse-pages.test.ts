import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkPages, pagesFromArchive, SEARCH_NOT_INDEXED, type AuditPage } from '#scripts/audit/pages.ts';
import { buildFixtureArchive } from '../helpers/fixture-archive.ts';
import { startServer, type TestServer } from '../helpers/server.ts';

/**
 * The pages `npm run audit:lighthouse` audits, and the two things in their HTML that kept the
 * mobile performance score below 95 (Lighthouse's simulated slow 4G counts every high-priority
 * module preload finished before the first paint as render-blocking).
 */
let server: TestServer;
let pages: AuditPage[];

beforeAll(async () => {
  const archive = await buildFixtureArchive('tests/fixtures/demo-small');
  server = await startServer(archive);
  pages = pagesFromArchive(archive);
});

afterAll(async () => {
  await server?.stop();
});

async function head(path: string): Promise<string> {
  const html = await (await fetch(`${server.url}${path}`)).text();
  return html.slice(0, html.indexOf('</head>'));
}

const preloads = (html: string) => [
  ...new Set([...html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map((m) => m[1]!)),
];

describe('Lighthouse pages', () => {
  it('are the five kinds the Lighthouse audit covers, each answering 200, the search page with hits', async () => {
    expect(pages.map((p) => p.name)).toEqual(['home', 'search', 'question', 'category', 'profile']);
    expect(pages.map((p) => p.path)).toEqual([
      '/',
      expect.stringMatching(/^\/search\?q=/),
      expect.stringMatching(/^\/legal-questions\/.+-\d+$/),
      expect.stringMatching(/^\/categories\/[a-z-]+$/),
      expect.stringMatching(/^\/attorneys\/[a-z0-9-]+$/),
    ]);
    await expect(checkPages(server.url, pages)).resolves.toBeUndefined();
  });

  it('fail loudly on a page that is not 200 or a search without hits', async () => {
    await expect(
      checkPages(server.url, [{ name: 'question', path: '/legal-questions/no-such-question-999999999' }]),
    ).rejects.toThrow(/404/);
    await expect(
      checkPages(server.url, [{ name: 'search', path: '/search?q=zzqxjv', skip: [SEARCH_NOT_INDEXED] }]),
    ).rejects.toThrow(/no results/);
  });

  it('load the stylesheet before any script: it is first in <head>, ahead of the module preloads', async () => {
    for (const page of pages) {
      const html = await head(page.path);
      const stylesheet = html.search(/<link[^>]*rel="stylesheet"/);
      const firstPreload = html.indexOf('rel="modulepreload"');
      expect(stylesheet, page.path).toBeGreaterThan(0);
      expect(firstPreload, page.path).toBeGreaterThan(stylesheet);
      // Only the charset and viewport come before it.
      expect(html.slice(0, stylesheet).match(/<(meta|link|script|title)\b/g), page.path).toEqual(['<meta', '<meta']);
    }
  });

  it('share few script requests: React, React Router and the layout packages come in one chunk', async () => {
    const lists = await Promise.all(pages.map(async (page) => preloads(await head(page.path))));
    const onEveryPage = lists[0]!.filter((file) => lists.every((list) => list.includes(file)));
    // Without the vendor chunk: 11 on every page (entry, two React chunks, three Radix chunks,
    // root, ...) and up to 20 on one page; with it 7 and 16.
    expect(onEveryPage.length).toBeLessThanOrEqual(7);
    for (const [i, list] of lists.entries()) expect(list.length, pages[i]!.path).toBeLessThanOrEqual(16);
  });
});
