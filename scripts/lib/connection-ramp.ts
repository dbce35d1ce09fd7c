import net from 'node:net';
import { FIRST_REQUEST_MS, PER_CLIENT } from '#server/connections.ts';
import { parseResponses } from '#tests/helpers/raw-http.ts';

/**
 * `npm run fuzz -- --ramp [N]`: opens N idle connections in steps, from many loopback
 * addresses (a hundred each, under the per-client cap), each kept alive after one answered
 * request and then silent, as a client holding connections open would; beside them
 * half-open ones that send nothing, slow ones that never finish their request line, and one
 * address past the per-client cap. After every step a visitor from an address of its own
 * asks for pages. Counts, not timings: every visitor request must be answered 200.
 */
export interface RampTally {
  opened: number;
  /** The most idle connections open at once, and the visitor requests answered at that moment. */
  peakOpen: number;
  visitorOkAtPeak: number;
  closedByServer: number;
  refusedPerClient: number;
  halfOpenOpened: number;
  halfOpenClosed: number;
  slowOpened: number;
  slowClosed: number;
  visitorOk: number;
  visitorFailed: string[];
}

const STEP = 500;
const PER_ADDRESS = 100;
const HALF_OPEN_PER_STEP = 50;
const SLOW_PER_STEP = 5;
/** Below the server's keep-alive timeout: an idle connection older than this is asked again. */
const REFRESH_MS = 40_000;
const VISITOR = '127.0.0.9';
const PAGES = ['/', '/about', '/search?q=lease', '/api/questions/1'];
export const PAGES_PER_STEP = PAGES.length;
const HOLD = 'GET /healthz HTTP/1.1\r\nHost: localhost\r\n\r\n';

interface Conn {
  socket: net.Socket;
  closed: () => boolean;
  answeredAt: number;
}

function connect(port: number, from: string): Promise<Conn> {
  return new Promise((resolve) => {
    let closed = false;
    const socket = net.connect({ port, host: '127.0.0.1', localAddress: from });
    socket.on('close', () => (closed = true));
    socket.on('error', () => (closed = true));
    socket.once('connect', () => resolve({ socket, closed: () => closed, answeredAt: 0 }));
    socket.once('error', () => resolve({ socket, closed: () => true, answeredAt: 0 }));
  });
}

/** One request on a kept-alive connection, resolved once its answer is in (or the connection ends). */
function ask(conn: Conn): Promise<void> {
  if (conn.closed()) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      conn.socket.off('data', done);
      conn.socket.off('close', done);
      conn.answeredAt = Date.now();
      resolve();
    };
    conn.socket.on('data', done);
    conn.socket.on('close', done);
    conn.socket.write(HOLD);
  });
}

async function visit(port: number, path: string): Promise<number> {
  const { socket, closed } = await connect(port, VISITOR);
  if (closed()) return 0;
  const chunks: Buffer[] = [];
  socket.on('data', (chunk) => chunks.push(chunk));
  socket.write(`GET ${path} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`);
  await new Promise((resolve) => (closed() ? resolve(null) : socket.once('close', resolve)));
  return parseResponses(Buffer.concat(chunks))[0]?.status ?? 0;
}

/** The address of the i-th idle connection: 127.1.x.y, PER_ADDRESS connections each. */
const addressOf = (i: number) => {
  const n = Math.floor(i / PER_ADDRESS);
  return `127.1.${Math.floor(n / 250)}.${(n % 250) + 1}`;
};

export async function connectionRamp(port: number, total: number, log: (line: string) => void): Promise<RampTally> {
  const tally: RampTally = {
    opened: 0,
    peakOpen: 0,
    visitorOkAtPeak: 0,
    closedByServer: 0,
    refusedPerClient: 0,
    halfOpenOpened: 0,
    halfOpenClosed: 0,
    slowOpened: 0,
    slowClosed: 0,
    visitorOk: 0,
    visitorFailed: [],
  };
  const idle: Conn[] = [];
  const halfOpen: Conn[] = [];
  const slow: Conn[] = [];
  // One client past its cap: the connections beyond PER_CLIENT are refused.
  const greedy = await Promise.all(Array.from({ length: PER_CLIENT + 50 }, () => connect(port, '127.0.0.2')));
  await new Promise((resolve) => setTimeout(resolve, 500));
  tally.refusedPerClient = greedy.filter((c) => c.closed()).length;
  for (const c of greedy) c.socket.destroy();
  for (let opened = 0; opened < total; opened += STEP) {
    const batch = await Promise.all(
      Array.from({ length: Math.min(STEP, total - opened) }, (_, i) => connect(port, addressOf(opened + i))),
    );
    await Promise.all(batch.map(ask));
    idle.push(...batch);
    tally.opened += batch.length;
    // Kept alive the way a client holding them would: a request before the keep-alive timeout.
    await Promise.all(idle.filter((c) => Date.now() - c.answeredAt > REFRESH_MS).map(ask));
    for (let i = 0; i < HALF_OPEN_PER_STEP; i++)
      halfOpen.push(await connect(port, `127.2.0.${1 + (halfOpen.length % 200)}`));
    tally.halfOpenOpened += HALF_OPEN_PER_STEP;
    for (let i = 0; i < SLOW_PER_STEP; i++) {
      const c = await connect(port, `127.0.0.${20 + (slow.length % 50)}`);
      c.socket.write('GET /about HT');
      slow.push(c);
      tally.slowOpened++;
    }
    const open = idle.filter((c) => !c.closed()).length;
    let ok = 0;
    for (const path of PAGES) {
      const status = await visit(port, path);
      if (status === 200) ok++;
      else tally.visitorFailed.push(`${path}: ${status} with ${open} idle connections open`);
    }
    tally.visitorOk += ok;
    if (open >= tally.peakOpen) {
      tally.peakOpen = open;
      tally.visitorOkAtPeak = ok;
    }
    log(
      `ramp: ${open} of ${idle.length} idle connections open, ${halfOpen.filter((c) => !c.closed()).length} half-open; visitor ${tally.visitorOk} ok, ${tally.visitorFailed.length} failed`,
    );
  }
  tally.closedByServer = idle.filter((c) => c.closed()).length;
  // Then every half-open and slow connection must be closed by the first-request deadline.
  await new Promise((resolve) => setTimeout(resolve, FIRST_REQUEST_MS + 2_000));
  tally.halfOpenClosed = halfOpen.filter((c) => c.closed()).length;
  tally.slowClosed = slow.filter((c) => c.closed()).length;
  for (const c of [...idle, ...halfOpen, ...slow]) c.socket.destroy();
  return tally;
}
