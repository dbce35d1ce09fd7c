import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildFixtureArchive } from '../helpers/fixture-archive.ts';
import { startServer, type TestServer } from '../helpers/server.ts';

/**
 * /readyz runs a cheap integrity probe of the archive: once part of the served file has been
 * overwritten in place it answers 503 (a load balancer takes the node out), with no watcher
 * and no failed request needed, and 200 again once a good archive is renamed over it.
 */
let server: TestServer;
let live: string;
let fixture: string;

beforeAll(async () => {
  fixture = await buildFixtureArchive('tests/fixtures/demo-small');
  live = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'readyz-archive-')), 'live.db');
  fs.copyFileSync(fixture, live);
  server = await startServer(live, { ARCHIVE_WATCH_SECONDS: '0', LOG_LEVEL: 'info' });
});

afterAll(async () => {
  await server?.stop('SIGKILL');
});

const ready = async () => {
  const response = await fetch(`${server.url}/readyz`);
  return { status: response.status, body: (await response.json()) as { status: string } };
};

describe('/readyz and the archive', () => {
  it('is 503 once the served file is overwritten in place, and 200 again after a good archive is swapped in', async () => {
    expect(await ready()).toEqual({ status: 200, body: expect.objectContaining({ status: 'ok' }) });

    // Garbage over a stretch in the middle of the file, written in place (not renamed over it).
    const size = fs.statSync(live).size;
    const length = Math.min(1024 * 1024, Math.floor(size / 4));
    const fd = fs.openSync(live, 'r+');
    fs.writeSync(fd, Buffer.alloc(length, 0xa5), 0, length, Math.floor(size / 2));
    fs.closeSync(fd);

    expect(await ready()).toEqual({ status: 503, body: { status: 'unavailable', reason: 'The archive cannot be read.' } });
    expect((await fetch(`${server.url}/api/search?q=lease+deposit`)).status).toBe(503);
    expect(server.output()).toContain('the archive being served cannot be read');

    fs.copyFileSync(fixture, `${live}.tmp`);
    fs.renameSync(`${live}.tmp`, live);
    server.process.kill('SIGHUP');
    const deadline = Date.now() + 15_000;
    while ((await ready()).status !== 200 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
    expect((await ready()).status).toBe(200);
    // Searches too, once the new archive's search threads have started.
    let status = 0;
    for (let i = 0; i < 60 && status !== 200; i++) status = (await fetch(`${server.url}/api/search?q=lease+deposit+${i}`)).status;
    expect(status).toBe(200);
  });
});
