import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIRST_REQUEST_MS, PER_CLIENT } from '#server/connections.ts';
import { buildFixtureArchive } from '../helpers/fixture-archive.ts';
import { parseResponses } from '../helpers/raw-http.ts';
import { startServer, type TestServer } from '../helpers/server.ts';

/**
 * Idle and half-open connections cannot crowd out visitors: a cap per client and in total
 * (the oldest idle connection makes room: one that has sent no request, else a kept-alive
 * one), a short deadline for a first request, each logged; and SIGTERM stops listening,
 * answers what is on its way and closes idle connections without resetting them or holding
 * the exit. Bounded counts (a few hundred connections): `npm run fuzz -- --ramp` opens
 * thousands.
 */
const TOTAL = 200;
let archive: string;
let server: TestServer;
let port: number;

beforeAll(async () => {
  archive = await buildFixtureArchive('tests/fixtures/demo-small');
  server = await startServer(archive, { MAX_CONNECTIONS: String(TOTAL), RENDER_THREADS: '1', LOG_LEVEL: 'warn' });
  port = Number(new URL(server.url).port);
});

afterAll(async () => {
  await server?.stop('SIGKILL');
});

interface Idle {
  socket: net.Socket;
  closed: boolean;
}

/** A connection from `from` (a loopback address of its own: one client each) that sends nothing. */
function idle(from: string, sendFirst = ''): Promise<Idle> {
  return new Promise((resolve, reject) => {
    const socket = net.connect({ port, host: '127.0.0.1', localAddress: from });
    const entry: Idle = { socket, closed: false };
    socket.on('close', () => (entry.closed = true));
    socket.on('error', () => (entry.closed = true));
    socket.once('connect', () => {
      if (sendFirst) socket.write(sendFirst);
      resolve(entry);
    });
    socket.once('error', reject);
  });
}

async function get(from: string, path: string): Promise<number> {
  const entry = await idle(from, `GET ${path} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`);
  const chunks: Buffer[] = [];
  entry.socket.on('data', (chunk) => chunks.push(chunk));
  await new Promise((resolve) => (entry.closed ? resolve(null) : entry.socket.once('close', resolve)));
  return parseResponses(Buffer.concat(chunks))[0]?.status ?? 0;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 500));

describe('connection limits', () => {
  it('caps one client, makes room at the total, keeps serving visitors, and logs each', async () => {
    const first = await Promise.all(Array.from({ length: PER_CLIENT + 22 }, () => idle('127.0.0.2')));
    await settle();
    expect(first.filter((c) => c.closed)).toHaveLength(22);
    expect(server.output()).toContain('connection refused: too many open connections from one client');

    // Past the total: the oldest idle connections are closed to make room.
    const second = await Promise.all(Array.from({ length: 120 }, () => idle('127.0.0.3')));
    await settle();
    const open = [...first, ...second].filter((c) => !c.closed).length;
    expect(open).toBeLessThanOrEqual(TOTAL);
    expect(first.slice(0, 20).every((c) => c.closed)).toBe(true);
    expect(second.every((c) => !c.closed)).toBe(true);
    expect(server.output()).toContain(
      'connection limit reached: closed the oldest connection that had sent no request',
    );

    // A visitor is served all along.
    for (const path of ['/', '/about', '/search?q=lease', '/api/questions/1'])
      expect(await get('127.0.0.9', path), path).toBe(200);
    for (const c of [...first, ...second]) c.socket.destroy();
  });

  it('makes room at the total when every connection is kept alive and idle, for visitors too', async () => {
    // Each sends one request, reads its answer and keeps the connection open, sending nothing more.
    const keptAlive = async (from: string) => {
      const entry = await idle(from, 'GET /healthz HTTP/1.1\r\nHost: localhost\r\n\r\n');
      await new Promise((resolve) => entry.socket.once('data', resolve));
      return entry;
    };
    const held: Idle[] = [];
    for (const from of ['127.0.0.5', '127.0.0.6'])
      held.push(...(await Promise.all(Array.from({ length: TOTAL / 2 }, () => keptAlive(from)))));
    await settle();
    expect(held.filter((c) => c.closed)).toHaveLength(0);
    for (const path of ['/about', '/api/questions/1']) expect(await get('127.0.0.9', path), path).toBe(200);
    await settle();
    expect(held[0]!.closed).toBe(true);
    expect(held.at(-1)!.closed).toBe(false);
    expect(server.output()).toContain('connection limit reached: closed the longest idle kept-alive connection');
    for (const c of held) c.socket.destroy();
  });

  it(`closes a connection that has not sent a whole request head within ${FIRST_REQUEST_MS / 1000} s`, async () => {
    const slow = await idle('127.0.0.4', 'GET / HTTP/1.1\r\nHost: loc');
    const deadline = Date.now() + FIRST_REQUEST_MS + 10_000;
    while (!slow.closed && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
    expect(slow.closed).toBe(true);
    expect(server.output()).toContain('connection closed: no complete request within');
  }, 60_000);
});

/** How a client's connection ended, and what it was answered. */
function watch(socket: net.Socket): Promise<{ how: string; responses: ReturnType<typeof parseResponses> }> {
  const chunks: Buffer[] = [];
  let how = 'closed';
  socket.on('data', (chunk) => chunks.push(chunk));
  socket.on('error', (error: NodeJS.ErrnoException) => (how = error.code ?? 'error'));
  return new Promise((resolve) =>
    socket.once('close', () => resolve({ how, responses: parseResponses(Buffer.concat(chunks)) })),
  );
}

describe('SIGTERM with SHUTDOWN_DELAY_SECONDS=0', () => {
  it('stops listening at once, answers what is on its way, closes idle connections without a reset, exits 0', async () => {
    const draining = await startServer(archive, {
      SHUTDOWN_DELAY_SECONDS: '0',
      SHUTDOWN_TIMEOUT_SECONDS: '30',
      RENDER_THREADS: '0',
    });
    const drainPort = Number(new URL(draining.url).port);
    const exited = new Promise<number | null>((resolve) => draining.process.once('exit', resolve));
    const open = async () => {
      const socket = net.connect(drainPort, '127.0.0.1');
      await new Promise((resolve) => socket.once('connect', resolve));
      return socket;
    };
    // One that never sends anything, one whose request comes after the signal, one in flight.
    const silent = await open();
    const late = await open();
    const slow = await open();
    const ends = [watch(silent), watch(late), watch(slow)] as const;
    const report = JSON.stringify({
      'csp-report': { 'document-uri': 'http://x/', 'violated-directive': 'script-src' },
    });
    slow.write(
      `POST /csp-report HTTP/1.1\r\nHost: x\r\nContent-Type: application/csp-report\r\nContent-Length: ${report.length}\r\n\r\n${report.slice(0, 20)}`,
    );
    await new Promise((resolve) => setTimeout(resolve, 300));

    draining.process.kill('SIGTERM');
    while (!draining.output().includes('SIGTERM received')) await new Promise((resolve) => setTimeout(resolve, 10));
    const probe = await new Promise<string>((resolve) => {
      const socket = net.connect(drainPort, '127.0.0.1');
      socket.once('connect', () => (socket.destroy(), resolve('connected')));
      socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? 'error'));
    });
    await new Promise((resolve) => setTimeout(resolve, 500));
    late.write('GET /about HTTP/1.1\r\nHost: localhost\r\n\r\n');
    slow.write(report.slice(20));
    const [silentEnd, lateEnd, slowEnd] = await Promise.all(ends);

    expect(probe).toBe('ECONNREFUSED');
    expect(silentEnd).toEqual({ how: 'closed', responses: [] });
    expect(lateEnd.how).toBe('closed');
    expect(lateEnd.responses.map((r) => [r.status, r.headers.connection])).toEqual([[200, 'close']]);
    expect(slowEnd.how).toBe('closed');
    expect(slowEnd.responses.map((r) => r.status)).toEqual([204]);
    // The drain closed the silent one, not the first-request deadline (nor the exit timeout).
    expect(draining.output()).not.toContain('no complete request within');
    expect(await exited).toBe(0);
    expect(draining.output()).toContain('all requests finished; exiting');
    expect(draining.output()).not.toContain('shutdown timed out');
  }, 60_000);
});
