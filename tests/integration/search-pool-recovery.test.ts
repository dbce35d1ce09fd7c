import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildFixtureArchive } from '../helpers/fixture-archive.ts';
import { startServer, type TestServer } from '../helpers/server.ts';

/**
 * The search threads come back by themselves after an archive swap with a short
 * SEARCH_TIMEOUT_MS, whatever timed out meanwhile: later searches run on threads again,
 * not on the request thread for good.
 */
const TOKEN = 'pool-recovery-token-5b1e';
let server: TestServer;
let live: string;
let fixture: string;

beforeAll(async () => {
  fixture = await buildFixtureArchive('tests/fixtures/demo-small');
  live = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'pool-recovery-')), 'live.db');
  fs.copyFileSync(fixture, live);
  server = await startServer(live, { SEARCH_THREADS: '1', SEARCH_TIMEOUT_MS: '100', ARCHIVE_WATCH_SECONDS: '0', METRICS_TOKEN: TOKEN });
});

afterAll(async () => {
  await server?.stop('SIGKILL');
});

async function searchRuns(): Promise<Record<string, number>> {
  const text = await (await fetch(`${server.url}/metrics`, { headers: { Authorization: `Bearer ${TOKEN}` } })).text();
  return Object.fromEntries([...text.matchAll(/^search_runs_total\{where="(\w+)"\} (\d+)$/gm)].map((m) => [m[1]!, Number(m[2])]));
}

let queries = 0;
const search = async () => (await fetch(`${server.url}/api/search?q=lease+${queries++}`)).status;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the search pool after a timeout during an archive swap', () => {
  it('sends searches to the threads again', async () => {
    // Threads up: a search answered from one.
    for (let i = 0; i < 100 && (await search()) !== 200; i++) await pause(100);
    expect((await searchRuns()).thread ?? 0).toBeGreaterThan(0);

    // A new archive, picked up on SIGHUP: the pool starts new threads, and searches arrive
    // while they start (the old pool sent the first to a starting thread, where it timed out,
    // and then ran every search on the request thread for good).
    fs.copyFileSync(fixture, `${live}.tmp`);
    const db = new Database(`${live}.tmp`);
    db.prepare("UPDATE meta SET value = 'swapped-version' WHERE key = 'archive_version'").run();
    db.close();
    fs.renameSync(`${live}.tmp`, live);
    server.process.kill('SIGHUP');
    for (let i = 0; i < 10; i++) await search();

    // Then searches run on threads again (on the old code they all ran on the request thread).
    // Counted, not timed: some of them still time out at 100 ms.
    const before = (await searchRuns()).thread ?? 0;
    let after = before;
    for (let i = 0; i < 300 && after - before < 10; i++) {
      if ((await search()) !== 200) await pause(100);
      after = (await searchRuns()).thread ?? 0;
    }
    expect(after - before).toBeGreaterThanOrEqual(10);
    expect(server.output()).not.toContain('search threads cannot start');
  });
});
