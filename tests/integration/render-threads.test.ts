import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildFixtureArchive } from '../helpers/fixture-archive.ts';
import { inlineScripts, policyScriptHashes } from '../helpers/page-scripts.ts';
import { startServer, type TestServer } from '../helpers/server.ts';

/**
 * GET answers are rendered on worker threads (server/render-pool.ts) and are exactly what
 * the request thread renders (RENDER_THREADS=0); searches asked for by a render
 * thread run on the request thread's search pool and are counted in its metrics.
 */
let threaded: TestServer;
let inline: TestServer;

beforeAll(async () => {
  const archive = await buildFixtureArchive('tests/fixtures/demo-small', 'tests/fixtures/search');
  // No page cache: every request is rendered, so both servers really render each one.
  [threaded, inline] = await Promise.all([
    // One SITE_URL for both, so that the same page is the same body (and ETag) on either.
    startServer(archive, { RENDER_THREADS: '2', PAGE_CACHE_MB: '0', SITE_URL: 'https://opencounsel.test' }),
    startServer(archive, { RENDER_THREADS: '0', PAGE_CACHE_MB: '0', SITE_URL: 'https://opencounsel.test' }),
  ]);
});

afterAll(async () => {
  await Promise.all([threaded?.stop(), inline?.stop()]);
});

const html = { Accept: 'text/html', 'Accept-Encoding': 'identity' };
/** The body without what differs between two servers by design: their own address (SITE_URL). */
const comparable = (text: string, server: TestServer) =>
  text
    .replaceAll(server.url.replace('127.0.0.1', 'localhost'), 'SITE')
    .replaceAll(server.url, 'SITE');

async function counter(server: TestServer, name: string): Promise<Record<string, number>> {
  const text = await (await fetch(`${server.url}/metrics`)).text();
  return Object.fromEntries(
    [...text.matchAll(new RegExp(`^${name}\\{where="(\\w+)"\\} (\\d+)$`, 'gm'))].map((m) => [m[1]!, Number(m[2])]),
  );
}

async function somePaths(): Promise<string[]> {
  const home = await (await fetch(`${inline.url}/`, { headers: html })).text();
  const question = /href="(\/legal-questions\/[^"]+)"/.exec(home)?.[1];
  const category = /href="(\/categories\/[a-z0-9-]+)"/.exec(await (await fetch(`${inline.url}/categories`, { headers: html })).text())?.[1];
  expect(question).toBeDefined();
  expect(category).toBeDefined();
  // (A search results page shows its own elapsed time: the search test below covers it.)
  return ['/', question!, `${category!}?sort=date&page=2`, '/search', '/legal-help', '/no-such-page', '/api/questions/1', '/api/search/stats', '/answers/atty_profile/view_attorney_profile/nobody-at-all'];
}

describe('render threads', () => {
  it('render every page and call exactly as the request thread does (status, headers that matter, body)', async () => {
    const before = await counter(threaded, 'render_runs_total');
    const paths = await somePaths();
    for (const path of paths) {
      const headers = path.startsWith('/api/') ? { Accept: 'application/json' } : html;
      const [a, b] = await Promise.all([fetch(`${threaded.url}${path}`, { headers, redirect: 'manual' }), fetch(`${inline.url}${path}`, { headers, redirect: 'manual' })]);
      expect(a.status, path).toBe(b.status);
      expect(a.headers.get('content-type'), path).toBe(b.headers.get('content-type'));
      expect(comparable(await a.text(), threaded), path).toBe(comparable(await b.text(), inline));
    }
    const after = await counter(threaded, 'render_runs_total');
    expect((after.thread ?? 0) - (before.thread ?? 0)).toBe(paths.length);
    expect(after.request ?? 0).toBe(before.request ?? 0);
    expect((await counter(inline, 'render_runs_total')).thread ?? 0).toBe(0);
  });

  it('tag their answers as the request thread does and send them gzip-compressed, compressed once', async () => {
    for (const path of ['/', '/categories', '/api/questions/1']) {
      // Brotli first: compression() would choose it, the thread's compressed copy is gzip.
      // (fetch decompresses either: the text is compared, the header says how it came.)
      const headers = { Accept: path.startsWith('/api/') ? 'application/json' : 'text/html', 'Accept-Encoding': 'br, gzip' };
      const [a, b] = await Promise.all([fetch(`${threaded.url}${path}`, { headers }), fetch(`${inline.url}${path}`, { headers })]);
      expect(a.headers.get('content-encoding'), path).toBe('gzip');
      expect(b.headers.get('content-encoding'), path).toBe('br'); // compressed by compression() on the request thread
      expect(a.headers.get('vary'), path).toContain('Accept-Encoding');
      expect(a.headers.get('etag'), path).toMatch(/^"/);
      expect(a.headers.get('etag'), path).toBe(b.headers.get('etag')); // same archive, same body
      expect(comparable(await a.text(), threaded), path).toBe(comparable(await b.text(), inline));
      const again = await fetch(`${threaded.url}${path}`, { headers: { ...headers, 'If-None-Match': a.headers.get('etag')! } });
      expect(again.status, path).toBe(304);
      expect(again.headers.get('content-encoding'), path).toBeNull();
      expect(await again.text(), path).toBe('');
    }
    // A client that takes no compression gets the plain body, with the same tag.
    const plain = await fetch(`${threaded.url}/`, { headers: html });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('etag')).toBe((await fetch(`${inline.url}/`, { headers: html })).headers.get('etag'));
    expect(Number(plain.headers.get('content-length'))).toBe(Buffer.byteLength(await plain.text()));
  });

  it("give each page the policy naming its own inline scripts, as the request thread does", async () => {
    const [a, b] = await Promise.all([fetch(`${threaded.url}/`, { headers: html }), fetch(`${inline.url}/`, { headers: html })]);
    const policy = a.headers.get('content-security-policy');
    const scripts = inlineScripts(await a.text());
    expect(scripts.length).toBeGreaterThan(0);
    expect(new Set(policyScriptHashes(policy))).toEqual(new Set(scripts.map((script) => script.hash)));
    expect(policy).toBe(b.headers.get('content-security-policy'));
  });

  it('send their searches to the request thread: one search pool, one result cache, its metrics', async () => {
    const before = await counter(threaded, 'search_runs_total');
    // A query with a page of results or more: fewer would add the help's one-word searches.
    const page = await fetch(`${threaded.url}/search?q=${encodeURIComponent('dispute')}`, { headers: html });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Zorblax warranty dispute with a car dealer');
    const api = (await (await fetch(`${threaded.url}/api/search?q=${encodeURIComponent('dispute')}`)).json()) as { cached: boolean };
    expect(api.cached).toBe(true); // the page's search, kept by the same cache
    const after = await counter(threaded, 'search_runs_total');
    expect((after.thread ?? 0) - (before.thread ?? 0)).toBe(1);
  });

  it('never wait for a search: the search call is answered on the request thread, a search page gets its search with the render', async () => {
    const searchCounts = async () => {
      const text = await (await fetch(`${threaded.url}/metrics`)).text();
      const count = (cached: string) => Number(new RegExp(`^search_duration_seconds_count\\{cached="${cached}"\\} (\\d+)$`, 'm').exec(text)?.[1] ?? 0);
      const waits = Number(/^render_search_waits_total (\d+)$/m.exec(text)?.[1] ?? 0);
      return { fresh: count('false'), cached: count('true'), waits };
    };
    const renders = await counter(threaded, 'render_runs_total');
    const api = await fetch(`${threaded.url}/api/search?q=${encodeURIComponent('dealer refund')}`);
    expect(api.status).toBe(200);
    const afterApi = await counter(threaded, 'render_runs_total');
    expect((afterApi.request ?? 0) - (renders.request ?? 0)).toBe(1);
    expect(afterApi.thread ?? 0).toBe(renders.thread ?? 0);

    const before = await searchCounts();
    // A page of results or more: fewer would add the help's one-word searches.
    const page = await fetch(`${threaded.url}/search?q=${encodeURIComponent('broken')}`, { headers: html });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Dealer refused a refund for a broken appliance');
    const after = await searchCounts();
    // One search, run before the render: the render thread neither waited for it nor asked again.
    expect([after.fresh - before.fresh, after.cached - before.cached, after.waits - before.waits]).toEqual([1, 0, 0]);
    expect(((await counter(threaded, 'render_runs_total')).thread ?? 0) - (afterApi.thread ?? 0)).toBe(1);
  });

  it('leave forms to the request thread', async () => {
    const before = await counter(threaded, 'render_runs_total');
    const response = await fetch(`${threaded.url}/contact`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'text/html' },
      body: new URLSearchParams({ name: '', email: 'not-an-email', subject: '', message: '' }).toString(),
    });
    expect(response.status).toBeLessThan(500);
    const after = await counter(threaded, 'render_runs_total');
    expect(after.thread ?? 0).toBe(before.thread ?? 0);
  });
});
