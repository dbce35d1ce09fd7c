import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIRST_REQUEST_MS, PER_CLIENT } from '#server/connections.ts';
import { buildFixtureArchive } from '../helpers/fixture-archive.ts';
import { parseResponses } from '../helpers/raw-http.ts';
import { startServer, type TestServer } from '../helpers/server.ts';

/**
 * Idle and half-open connections cannot crowd out visitors: a cap per client and in total
 * (the oldest connection that has sent no request makes room), a short deadline for a
 * first request, each logged; and SIGTERM answers a request that arrives on a connection
 * opened just before, instead of resetting it. Bounded counts (a few hundred connections):
 * `npm run fuzz -- --ramp` opens thousands.
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
    expect(server.output()).toContain('connection limit reached: closed the oldest connection that had sent no request');

    // A visitor is served all along.
    for (const path of ['/', '/about', '/search?q=lease', '/api/questions/1']) expect(await get('127.0.0.9', path), path).toBe(200);
    for (const c of [...first, ...second]) c.socket.destroy();
  });

  it(`closes a connection that has not sent a whole request head within ${FIRST_REQUEST_MS / 1000} s`, async () => {
    const slow = await idle('127.0.0.4', 'GET / HTTP/1.1\r\nHost: loc');
    const deadline = Date.now() + FIRST_REQUEST_MS + 10_000;
    while (!slow.closed && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
    expect(slow.closed).toBe(true);
    expect(server.output()).toContain('connection closed: no complete request within');
  }, 60_000);
});

describe('SIGTERM with a connection opened just before', () => {
  it('answers its request with Connection: close instead of resetting it', async () => {
    const draining = await startServer(archive, { SHUTDOWN_DELAY_SECONDS: '0', RENDER_THREADS: '0' });
    const drainPort = Number(new URL(draining.url).port);
    const socket = net.connect(drainPort, '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    const chunks: Buffer[] = [];
    let how = 'closed';
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', (error: NodeJS.ErrnoException) => (how = error.code ?? 'error'));
    const ended = new Promise((resolve) => socket.once('close', resolve));
    draining.process.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 1000)); // well past the listener's closing
    socket.write('GET /about HTTP/1.1\r\nHost: localhost\r\n\r\n');
    await ended;
    const [response] = parseResponses(Buffer.concat(chunks));
    expect(how).toBe('closed');
    expect(response?.status).toBe(200);
    expect(response?.headers.connection).toBe('close');
    expect(await draining.stop()).toBe(0);
  });
});
