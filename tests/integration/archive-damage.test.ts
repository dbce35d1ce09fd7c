import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ARCHIVE_UNAVAILABLE_MESSAGE } from '#app/domain/archive-errors.ts';
import { buildFixtureArchive } from '../helpers/fixture-archive.ts';
import { startServer, type TestServer } from '../helpers/server.ts';

/**
 * The archive being served is damaged in place (truncated). Pages and
 * calls answer the archive's 503 (never a 500), the log says what happened, and the server
 * serves again once a good archive is renamed over DATABASE_PATH.
 */
let fixture: string;
let workDir: string;
const servers: TestServer[] = [];

beforeAll(async () => {
  fixture = await buildFixtureArchive('tests/fixtures/demo-small');
  workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'archive-damage-'));
});

afterEach(async () => {
  for (const server of servers.splice(0)) await server.stop('SIGKILL');
});

const PAGES = ['/', '/about', '/categories', '/search?q=lease', '/legal-help'];
const CALLS = ['/api/search?q=lease', '/api/questions/1', '/api/homepage/questions', '/api/attorneys/states'];

async function serve(env: Record<string, string>): Promise<{ server: TestServer; archive: string }> {
  const archive = path.join(workDir, `served-${servers.length}-${Date.now()}.db`);
  fs.copyFileSync(fixture, archive);
  // A generous search timeout: this test is about the archive, not about searches on a busy machine.
  const server = await startServer(archive, { LOG_LEVEL: 'info', SEARCH_TIMEOUT_MS: '30000', ...env });
  servers.push(server);
  return { server, archive };
}

async function until(check: () => Promise<boolean>, what: string, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function expectUnavailable(server: TestServer, paths: string[]): Promise<void> {
  for (const target of paths) {
    const response = await fetch(`${server.url}${target}`);
    const body = await response.text();
    expect(response.status, target).toBe(503);
    expect(response.headers.get('retry-after'), target).toMatch(/^\d+$/);
    expect(response.headers.get('cache-control'), target).toBe('no-store');
    expect(body, target).toContain(ARCHIVE_UNAVAILABLE_MESSAGE);
  }
}

describe('an archive damaged in place while served', () => {
  it('answers 503 on pages and calls (cached ones too), logs why, and serves again once a good archive is renamed over it', async () => {
    const { server, archive } = await serve({ ARCHIVE_WATCH_SECONDS: '1' });
    for (const target of [...PAGES, ...PAGES, ...CALLS]) expect((await fetch(`${server.url}${target}`)).status, `before: ${target}`).toBe(200);

    fs.truncateSync(archive, 200_000);
    await until(async () => (await fetch(`${server.url}/readyz`)).status === 503, '/readyz to fail');
    await expectUnavailable(server, [...PAGES, ...CALLS, '/api/questions/2', '/search.data?q=deposit']);
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200); // alive, only the archive is not
    await until(async () => server.output().includes('the archive being served cannot be read'), 'the log line');
    expect(server.output()).not.toMatch(/still serving the previous one/);

    const good = path.join(workDir, 'good.db');
    fs.copyFileSync(fixture, good);
    fs.renameSync(good, archive);
    await until(async () => (await fetch(`${server.url}/readyz`)).status === 200, '/readyz to recover');
    for (const target of [...PAGES, ...CALLS]) expect((await fetch(`${server.url}${target}`)).status, `after: ${target}`).toBe(200);
    expect(server.output()).toMatch(/again after the damaged one/);
    expect(server.output()).not.toMatch(/"level":50[^\n]*"msg":"request failed/);
  });

  it('answers 503, not 500, from the first read that finds the damage (no watcher), with render threads on and off', async () => {
    for (const threads of ['2', '0']) {
      const { server, archive } = await serve({ ARCHIVE_WATCH_SECONDS: '0', RENDER_THREADS: threads });
      fs.truncateSync(archive, 200_000);
      // Not read before: each one's own read finds the archive damaged.
      await expectUnavailable(server, ['/api/questions/3', '/categories', '/legal-help', '/api/attorneys/states']);
      expect(server.output()).toMatch(/the archive being served cannot be read/);
      expect(server.output()).not.toMatch(/"status":500/);
      await server.stop('SIGKILL');
    }
  });
});
