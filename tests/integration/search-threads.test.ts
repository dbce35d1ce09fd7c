import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importArchive } from '#scripts/import/importer.ts';
import { buildFixtureArchive } from '../helpers/fixture-archive.ts';
import { startServer, type TestServer } from '../helpers/server.ts';

/**
 * Searches run on worker threads (server/search-pool.ts) and answer exactly what the same
 * search answers on the request thread.
 */
let threaded: TestServer;
let inline: TestServer;
let archive: string;

beforeAll(async () => {
  archive = await buildFixtureArchive('tests/fixtures/demo-small', 'tests/fixtures/search');
  [threaded, inline] = await Promise.all([startServer(archive, { SEARCH_THREADS: '2' }), startServer(archive, { SEARCH_THREADS: '0' })]);
});

afterAll(async () => {
  await Promise.all([threaded?.stop(), inline?.stop()]);
});

const QUERIES = ['divorce', 'landlord deposit', '"child custody"', 'dui -license', 'zorblax', 'will estate probate'];

async function searchRuns(server: TestServer): Promise<Record<string, number>> {
  const text = await (await fetch(`${server.url}/metrics`)).text();
  return Object.fromEntries([...text.matchAll(/^search_runs_total\{where="(\w+)"\} (\d+)$/gm)].map((m) => [m[1]!, Number(m[2])]));
}

const comparable = (body: Record<string, unknown>) => ({ ...body, took: undefined, elapsed_ms: undefined, cached: undefined });

describe('search threads', () => {
  it('answer every search exactly as the request thread does', async () => {
    for (const q of QUERIES) {
      for (const extra of ['', '&state=CA', '&sort=newest', '&page=2']) {
        const path = `/api/search?q=${encodeURIComponent(q)}${extra}`;
        const [a, b] = await Promise.all([fetch(`${threaded.url}${path}`), fetch(`${inline.url}${path}`)]);
        expect(a.status, path).toBe(b.status);
        expect(comparable(await a.json()), path).toEqual(comparable(await b.json()));
      }
    }
  });

  it('run the searches of the page and both APIs, and the server with SEARCH_THREADS=0 runs them on the request thread', async () => {
    const before = await searchRuns(threaded);
    expect((await fetch(`${threaded.url}/search?q=divorce+custody`, { headers: { Accept: 'text/html' } })).status).toBe(200);
    expect((await fetch(`${threaded.url}/api/search?q=tenant`)).status).toBe(200);
    const json = await fetch(`${threaded.url}/json/search`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ index: 'questions', query: { bool: { should: [{ match: { question_short: 'divorce' } }] } }, limit: 5 }),
    });
    expect(json.status).toBe(200);
    const after = await searchRuns(threaded);
    expect((after.thread ?? 0) - (before.thread ?? 0)).toBe(3);
    // The thread's timing and cache result reach /metrics (recorded on the request thread).
    const metrics = await (await fetch(`${threaded.url}/metrics`)).text();
    expect(Number(/^search_duration_seconds_count\{cached="false"\} (\d+)$/m.exec(metrics)?.[1])).toBeGreaterThanOrEqual(3);
    expect(metrics).toMatch(/^cache_lookups_total\{cache="search",result="miss"\} \d+$/m);
    expect(after.request ?? 0).toBe(before.request ?? 0);

    await fetch(`${inline.url}/api/search?q=divorce`);
    const runs = await searchRuns(inline);
    expect(runs.request).toBeGreaterThan(0);
    expect(runs.thread ?? 0).toBe(0);
  });

  it('answer a repeat from the request thread\'s cache, and identical searches under way share one run', async () => {
    const path = `/api/search?q=${encodeURIComponent('tenant eviction notice')}&state=CA`;
    const before = (await searchRuns(threaded)).thread ?? 0;
    const together = await Promise.all([1, 2, 3, 4].map(async () => (await fetch(`${threaded.url}${path}`)).json()));
    expect((await searchRuns(threaded)).thread ?? 0).toBe(before + 1); // four requests, one run
    expect(new Set(together.map((body) => JSON.stringify(comparable(body)))).size).toBe(1);
    const again = (await (await fetch(`${threaded.url}${path}`)).json()) as Record<string, unknown>;
    expect(again.cached).toBe(true);
    expect(comparable(again)).toEqual(comparable(together[0]));
    expect((await searchRuns(threaded)).thread ?? 0).toBe(before + 1); // the repeat ran nowhere
  });

  it('renders the search page from a thread-run search', async () => {
    const html = await (await fetch(`${threaded.url}/search?q=zorblax`, { headers: { Accept: 'text/html' } })).text();
    expect(html).toMatch(/data-testid="result-count">3 results</);
    expect(html).toContain('Zorblax warranty dispute with a car dealer');
  });

  it('answer from a newly swapped-in archive at once (new threads, no results cached from the old one)', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'search-threads-'));
    const live = path.join(dir, 'live.db');
    fs.copyFileSync(archive, live);
    const server = await startServer(live, { SEARCH_THREADS: '2', ARCHIVE_WATCH_SECONDS: '0.2' });
    const total = async () => ((await (await fetch(`${server.url}/api/search?q=zorblax`)).json()) as { total: number }).total;
    const version = async () => ((await (await fetch(`${server.url}/readyz`)).json()) as { archiveVersion: string }).archiveVersion;
    try {
      expect(await total()).toBe(3);
      expect(await total()).toBe(3); // now cached by its thread
      const before = await version();
      // The new archive lacks the search fixtures: nothing is called zorblax there.
      const report = await importArchive({ inputs: [path.resolve('tests/fixtures/demo-small')], outPath: live });
      expect(report.ok).toBe(true);
      const deadline = Date.now() + 10_000;
      while ((await version()) === before && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
      expect(await version()).not.toBe(before);
      expect(await total()).toBe(0);
      // (A search that comes while the new threads are still starting runs on the request
      // thread, on the new archive too: tests/integration/search-pool-recovery.test.ts.)
    } finally {
      await server.stop();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
