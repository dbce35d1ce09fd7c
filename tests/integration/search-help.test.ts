import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildFixtureArchive } from '../helpers/fixture-archive.ts';
import { startServer, type TestServer } from '../helpers/server.ts';

/** The search page's help when a search finds fewer than a page of questions. */
let server: TestServer;

beforeAll(async () => {
  server = await startServer(await buildFixtureArchive('tests/fixtures/demo-small', 'tests/fixtures/search'));
});
afterAll(async () => {
  await server?.stop();
});

const decode = (html: string) => html.replaceAll('<!-- -->', '').replaceAll('&#x27;', "'").replaceAll('&amp;', '&').replaceAll('&quot;', '"');
const page = async (q: string) => decode(await (await fetch(`${server.url}/search?q=${encodeURIComponent(q)}`)).text());
const help = (html: string) => /<section aria-labelledby="search-help"[\s\S]*?<\/section>/.exec(html)?.[0] ?? '';
async function apiTotal(params: string): Promise<number> {
  return ((await (await fetch(`${server.url}/api/search?${params}`)).json()) as { total: number }).total;
}

describe('help when little matches', () => {
  it('offers each word alone with its real count, the areas the words point to, and that area\'s popular answered questions', async () => {
    const html = await page('zorblax dealer');
    const panel = help(html);
    expect(panel).toContain('More ways to find an answer');
    expect(panel).toContain('Any of these words');
    for (const word of ['zorblax', 'dealer']) {
      const total = await apiTotal(`q=${word}&exact=1&noplace=1`);
      if (total === 0) continue;
      expect(panel).toContain(`href="/search?q=${word}&exact=1"`);
      expect(panel).toMatch(new RegExp(`${word}</a> <span[^>]*>\\(${total} questions?\\)`));
    }
    // Each area's figure is what a search of its word within that area finds.
    const areas = [...panel.matchAll(/href="\/search\?q=(\w+)&amp;category=(\d+)&amp;exact=1"[^>]*>([^<]+)<\/a> <span[^>]*>\((\d+) questions? ha(?:s|ve)/g)];
    const areaLinks = [...panel.matchAll(/href="\/search\?q=(\w+)&category=(\d+)&exact=1"[^>]*>([^<]+)<\/a> <span[^>]*>\((\d+) questions? ha(?:s|ve)/g)];
    const found = areas.length > 0 ? areas : areaLinks;
    expect(found.length).toBeGreaterThan(0);
    for (const [, word, category, , count] of found) expect(await apiTotal(`q=${word}&category=${category}&exact=1&noplace=1`)).toBe(Number(count));
    expect(panel).toContain('Popular answered questions in');
    expect(panel).toMatch(/href="\/legal-questions\/[^"]+"/);
  });

  it('points to the busiest practice areas when no word matches anything', async () => {
    const html = await page('qqxzzv wwkkjj');
    expect(html).toContain('No results found');
    const panel = help(html);
    expect(panel).toContain('Browse the busiest practice areas');
    expect(panel).toContain('href="/categories"');
    expect(panel).toContain('href="/legal-help"');
    expect([...panel.matchAll(/href="\/categories\/[a-z0-9-]+"/g)].length).toBeGreaterThanOrEqual(3);
  });

  it('stays out of the way when a search finds a page or more', async () => {
    const html = await page('divorce');
    expect(html).not.toContain('More ways to find an answer');
  });
});
