import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SearchdInstance } from '#scripts/search/searchd.ts';
import { buildFixtureArchive } from '../helpers/fixture-archive.ts';
import { searchdSkipReason, startArchiveSearchd } from '../helpers/searchd.ts';
import { startServer, type TestServer } from '../helpers/server.ts';

/**
 * The site on the SphinxQL engine (SEARCH_ENGINE=sphinxql) while its searchd stops, hangs
 * and comes back, under a running production server: searches fail with the spec's
 * message (503) within SEARCH_TIMEOUT_MS, every other page keeps serving, /readyz answers 503
 * (asking searchd itself, before any search has failed), and searches and /readyz work again
 * by themselves once searchd is back.
 */
const TIMEOUT_MS = 1_500;

describe.skipIf(searchdSkipReason)('the SphinxQL engine under faults', () => {
  let searchd: SearchdInstance;
  let server: TestServer;

  beforeAll(async () => {
    const archive = await buildFixtureArchive('tests/fixtures/demo-small', 'tests/fixtures/search');
    searchd = await startArchiveSearchd(archive);
    server = await startServer(archive, {
      SEARCH_ENGINE: 'sphinxql',
      SPHINXQL_URL: searchd.url('questions'),
      SEARCH_TIMEOUT_MS: String(TIMEOUT_MS),
      PAGE_CACHE_MB: '0',
      RENDER_THREADS: '0',
    });
  }, 120_000);

  afterAll(async () => {
    await server?.stop();
    await searchd?.destroy();
  });

  const get = async (path: string) => {
    const started = performance.now();
    const response = await fetch(server.url + path);
    const text = await response.text();
    return { status: response.status, text, ms: performance.now() - started };
  };
  let n = 0;
  // A new query each time: the result cache must not answer for the engine.
  const searchPath = () => `/api/search?q=custody&page=${(n++ % 90) + 2}`;

  it('answers searches from searchd, pages and APIs alike', async () => {
    const api = await get('/api/search?q=custody');
    expect(api.status).toBe(200);
    expect(JSON.parse(api.text).total).toBeGreaterThan(0);
    const page = await get('/search?q=custody');
    expect(page.status).toBe(200);
    const ready = JSON.parse((await get('/readyz')).text);
    expect(ready).toMatchObject({ status: 'ok', search: { engine: 'sphinxql', up: true } });
  });

  it('fails searches with 503 while searchd is stopped, keeps other pages, reports it, and reconnects when it is back', async () => {
    await searchd.stop();
    // Before any search has failed: /readyz asks searchd, it does not repeat a stale `up`.
    const first = await get('/readyz');
    expect(first.status).toBe(503);
    expect(JSON.parse(first.text)).toMatchObject({ status: 'unavailable', search: { engine: 'sphinxql', up: false } });
    const api = await get(searchPath());
    expect(api.status).toBe(503);
    expect(JSON.parse(api.text)).toEqual({ error: 'Search failed' });
    const page = await get('/search?q=stopped+engine');
    expect(page.status).toBe(503);
    expect(page.text).toContain('Search failed. Please try again or contact support if the problem persists.');
    expect((await get('/terms')).status).toBe(200);
    expect((await get('/')).status).toBe(200);
    const ready = await get('/readyz');
    expect(ready.status).toBe(503);
    expect(JSON.parse(ready.text)).toMatchObject({ status: 'unavailable', search: { engine: 'sphinxql', up: false } });

    await searchd.start();
    // The client retries a down server after a second at most; no restart of the site.
    const deadline = Date.now() + 10_000;
    let status = 0;
    while (Date.now() < deadline && status !== 200) {
      status = (await get(searchPath())).status;
      if (status !== 200) await new Promise((r) => setTimeout(r, 200));
    }
    expect(status).toBe(200);
    const back = await get('/readyz');
    expect(back.status).toBe(200);
    expect(JSON.parse(back.text)).toMatchObject({ status: 'ok', search: { up: true } });
  });

  it('gives up on a hung searchd within SEARCH_TIMEOUT_MS', async () => {
    const pid = searchd.pid()!;
    process.kill(pid, 'SIGSTOP');
    try {
      const answers = await Promise.all([get(searchPath()), get(searchPath()), get(`/search?q=hung+engine`)]);
      for (const answer of answers) {
        expect(answer.status).toBe(503);
        expect(answer.ms).toBeLessThan(TIMEOUT_MS + 1_000);
      }
      expect((await get('/terms')).status).toBe(200);
    } finally {
      process.kill(pid, 'SIGCONT');
    }
    const deadline = Date.now() + 10_000;
    let status = 0;
    while (Date.now() < deadline && status !== 200) {
      status = (await get(searchPath())).status;
      if (status !== 200) await new Promise((r) => setTimeout(r, 200));
    }
    expect(status).toBe(200);
  });
});
