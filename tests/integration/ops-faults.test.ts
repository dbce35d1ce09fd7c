import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { importArchive } from '#scripts/import/importer.ts';
import { buildFixtureArchive } from '../helpers/fixture-archive.ts';
import { parseResponses } from '../helpers/raw-http.ts';
import { startServer, type TestServer } from '../helpers/server.ts';

/** Boot refusals, draining shutdown and archive hot swap, on the real server process. */
let fixture: string;
let workDir: string;
const servers: TestServer[] = [];

beforeAll(async () => {
  fixture = await buildFixtureArchive('tests/fixtures/demo-small');
  workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ops-faults-'));
});

afterEach(async () => {
  for (const server of servers.splice(0)) await server.stop('SIGKILL');
});

async function serve(archive: string, env: Record<string, string> = {}): Promise<TestServer> {
  const server = await startServer(archive, env);
  servers.push(server);
  return server;
}

function copyWithSchemaVersion(version: string): string {
  const file = path.join(workDir, `schema-${version}.db`);
  fs.copyFileSync(fixture, file);
  const db = new Database(file);
  db.prepare("UPDATE meta SET value = ? WHERE key = 'schema_version'").run(version);
  db.close();
  return file;
}

const exited = (server: TestServer) =>
  new Promise<number | null>((resolve) =>
    server.process.exitCode !== null ? resolve(server.process.exitCode) : server.process.once('exit', resolve),
  );
const readyVersion = async (server: TestServer) =>
  ((await (await fetch(`${server.url}/readyz`)).json()) as { archiveVersion: string }).archiveVersion;

describe('boot refusals', () => {
  it('refuses an archive from a newer schema with exit code 65 and says what to do', async () => {
    await expect(startServer(copyWithSchemaVersion('99999'))).rejects.toThrow(
      /exited with 65[\s\S]*schema_version "99999" \(newer than this server\); this server needs schema_version \d+[\s\S]*npm run import/,
    );
  });

  it('refuses an archive from an older schema', async () => {
    await expect(startServer(copyWithSchemaVersion('1'))).rejects.toThrow(
      /exited with 65[\s\S]*schema_version "1" \(older than this server\)/,
    );
  });

  it('refuses an empty SQLite file that is not an archive', async () => {
    const file = path.join(workDir, 'empty.db');
    new Database(file).close();
    await expect(startServer(file)).rejects.toThrow(
      /exited with 66[\s\S]*cannot be read as an archive: no such table: meta/,
    );
  });
});

describe('SIGTERM', () => {
  it('finishes a request in flight, refuses new connections, then exits 0', async () => {
    const server = await serve(fixture);
    const { port } = new URL(server.url);
    const body = JSON.stringify({ 'csp-report': { 'document-uri': 'http://x/', 'violated-directive': 'script-src' } });
    const socket = net.connect(Number(port), '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    let response = '';
    socket.on('data', (chunk) => (response += chunk));
    // A slow client: the headers and half the body now, the rest after the signal.
    socket.write(
      `POST /csp-report HTTP/1.1\r\nHost: x\r\nContent-Type: application/csp-report\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body.slice(0, 20)}`,
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    server.process.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(server.process.exitCode).toBeNull(); // still draining
    const refused = await new Promise<string>((resolve) => {
      const probe = net.connect(Number(port), '127.0.0.1');
      probe.once('connect', () => (probe.destroy(), resolve('connected')));
      probe.once('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? 'error'));
    });
    expect(refused).toBe('ECONNREFUSED');
    const ready = await fetch(server.url + '/readyz').catch(() => null);
    expect(ready).toBeNull();
    socket.write(body.slice(20));
    expect(await exited(server)).toBe(0);
    expect(response).toMatch(/^HTTP\/1\.1 204 No Content/);
    expect(server.output()).toContain('SIGTERM received: draining connections');
    expect(server.output()).toContain('all requests finished; exiting');
    expect(server.output()).toContain('content security policy violation');
    socket.destroy();
  });
});

/**
 * A client on a kept-alive connection sending request after request (each once the answer
 * before it is in) until an answer says `Connection: close`: how it ended.
 */
interface KeepAliveResult {
  answered: number;
  lastConnection: string | undefined;
  ended: 'closed' | 'reset' | 'unanswered';
}

function keepAliveClient(port: number, target: string, progress: { answered: number }): Promise<KeepAliveResult> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    let data = Buffer.alloc(0);
    let answered = 0;
    let lastConnection: string | undefined;
    let waiting = false;
    const send = () => {
      waiting = true;
      socket.write(`GET ${target} HTTP/1.1\r\nHost: localhost\r\n\r\n`);
    };
    socket.on('connect', send);
    socket.on('data', (chunk) => {
      data = Buffer.concat([data, chunk]);
      const responses = parseResponses(data);
      if (responses.length === answered) return;
      progress.answered += responses.length - answered;
      answered = responses.length;
      waiting = false;
      lastConnection = responses.at(-1)!.headers.connection;
      if (lastConnection !== 'close') send();
    });
    socket.on('error', () => resolve({ answered, lastConnection, ended: 'reset' }));
    socket.on('close', () => resolve({ answered, lastConnection, ended: waiting ? 'unanswered' : 'closed' }));
  });
}

describe('SIGTERM with kept-alive connections', () => {
  it.each([['0'], ['1']])(
    'with SHUTDOWN_DELAY_SECONDS=%s, answers their requests with Connection: close instead of resetting them',
    async (delay) => {
      const server = await serve(fixture, { SHUTDOWN_DELAY_SECONDS: delay });
      const port = Number(new URL(server.url).port);
      const progress = { answered: 0 };
      const clients = Array.from({ length: 12 }, (_, i) =>
        keepAliveClient(port, i % 2 ? '/about' : '/api/questions/1', progress),
      );
      // Every connection busy with its requests (this machine's load varies: wait for answers, not a time).
      while (progress.answered < 12 * 3) await new Promise((resolve) => setTimeout(resolve, 20));
      server.process.kill('SIGTERM');
      const results = await Promise.all(clients);
      for (const result of results) {
        expect(result.ended).toBe('closed');
        expect(result.lastConnection).toBe('close');
      }
      expect(await exited(server)).toBe(0);
    },
  );
});

describe('archive hot swap', () => {
  it('picks up a new import renamed over the archive under load, with zero failed requests', async () => {
    const live = path.join(workDir, 'live.db');
    fs.copyFileSync(fixture, live);
    const server = await serve(live, { ARCHIVE_WATCH_SECONDS: '0.2', LOG_LEVEL: 'info' });
    const before = await readyVersion(server);
    const beforeEtag = (await fetch(`${server.url}/`)).headers.get('etag');

    let running = true;
    const failures: string[] = [];
    const versions = new Set<string>();
    let requests = 0;
    // Searches too: the search threads are replaced by threads on the new archive.
    const paths = [
      '/',
      '/sitemaps/questions-1.xml',
      '/robots.txt',
      '/readyz',
      '/no-such-page',
      '/api/search?q=divorce',
      '/search?q=custody',
    ];
    const worker = async (n: number) => {
      for (let i = n; running; i++) {
        const target = paths[i % paths.length]!;
        try {
          const response = await fetch(`${server.url}${target}`);
          const text = await response.text();
          requests++;
          const expected = target === '/no-such-page' ? 404 : 200;
          if (response.status !== expected) failures.push(`${target}: ${response.status}`);
          if (target === '/readyz') versions.add((JSON.parse(text) as { archiveVersion: string }).archiveVersion);
        } catch (error) {
          failures.push(`${target}: ${(error as Error).message}`);
        }
      }
    };
    const workers = Array.from({ length: 8 }, (_, n) => worker(n));
    await new Promise((resolve) => setTimeout(resolve, 500));
    // The documented procedure: import into the served path (built beside it, renamed over it).
    const report = await importArchive({ inputs: [path.resolve('tests/fixtures/demo-small')], outPath: live });
    expect(report.ok).toBe(true);
    const deadline = Date.now() + 10_000;
    while ((await readyVersion(server)) === before && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 100));
    const after = await readyVersion(server);
    // The load goes on until the workers themselves have been served by the new archive.
    while (!versions.has(after) && Date.now() < deadline + 10_000)
      await new Promise((resolve) => setTimeout(resolve, 100));
    running = false;
    await Promise.all(workers);

    expect(after).not.toBe(before);
    expect(failures).toEqual([]);
    expect(requests).toBeGreaterThan(40);
    expect([...versions]).toEqual(expect.arrayContaining([before, after]));
    const afterEtag = (await fetch(`${server.url}/`)).headers.get('etag');
    expect(afterEtag).not.toBe(beforeEtag);
    expect(afterEtag).toContain(after);
    expect(server.output()).toContain(`archive swapped: now serving ${after}`);
  });

  it('keeps serving the current archive when the new file is incompatible (SIGHUP)', async () => {
    const live = path.join(workDir, 'live-hup.db');
    fs.copyFileSync(fixture, live);
    const server = await serve(live, { ARCHIVE_WATCH_SECONDS: '0' });
    const before = await readyVersion(server);
    const bad = copyWithSchemaVersion('99998');
    fs.renameSync(bad, live);
    server.process.kill('SIGHUP');
    const deadline = Date.now() + 5000;
    while (!server.output().includes('new archive refused') && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 50));
    expect(server.output()).toContain('new archive refused; still serving the previous one');
    expect(await readyVersion(server)).toBe(before);
    expect((await fetch(`${server.url}/sitemaps/questions-1.xml`)).status).toBe(200);

    // A good import afterwards is picked up on the next SIGHUP.
    fs.copyFileSync(fixture, `${live}.tmp`);
    const db = new Database(`${live}.tmp`);
    db.prepare("UPDATE meta SET value = 'next-version' WHERE key = 'archive_version'").run();
    db.close();
    fs.renameSync(`${live}.tmp`, live);
    server.process.kill('SIGHUP');
    const until = Date.now() + 5000;
    while ((await readyVersion(server)) !== 'next-version' && Date.now() < until)
      await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await readyVersion(server)).toBe('next-version');
  });
});
