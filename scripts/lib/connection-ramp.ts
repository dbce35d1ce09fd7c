import net from 'node:net';
import { FIRST_REQUEST_MS, PER_CLIENT } from '#server/connections.ts';
import { parseResponses } from '#tests/helpers/raw-http.ts';

/**
 * `npm run fuzz -- --ramp [N]`: opens N idle connections in steps (from many loopback
 * addresses, a hundred each, and one address past the per-client cap), plus slow ones that
 * never finish their request line, while a visitor from an address of its own asks for
 * pages after every step. Counts, not timings: every visitor request must be answered 200.
 */
export interface RampTally {
  opened: number;
  closedByServer: number;
  refusedPerClient: number;
  slowClosed: number;
  slowOpened: number;
  visitorOk: number;
  visitorFailed: string[];
}

const STEP = 500;
const PER_ADDRESS = 100;
const VISITOR = '127.0.0.9';
const PAGES = ['/', '/about', '/search?q=lease', '/api/questions/1'];

function connect(port: number, from: string): Promise<{ socket: net.Socket; closed: () => boolean }> {
  return new Promise((resolve) => {
    let closed = false;
    const socket = net.connect({ port, host: '127.0.0.1', localAddress: from });
    socket.on('close', () => (closed = true));
    socket.on('error', () => (closed = true));
    socket.once('connect', () => resolve({ socket, closed: () => closed }));
    socket.once('error', () => resolve({ socket, closed: () => true }));
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
  const tally: RampTally = { opened: 0, closedByServer: 0, refusedPerClient: 0, slowClosed: 0, slowOpened: 0, visitorOk: 0, visitorFailed: [] };
  const idle: { socket: net.Socket; closed: () => boolean }[] = [];
  const slow: typeof idle = [];
  // One client past its cap: the connections beyond PER_CLIENT are refused.
  const greedy = await Promise.all(Array.from({ length: PER_CLIENT + 50 }, () => connect(port, '127.0.0.2')));
  await new Promise((resolve) => setTimeout(resolve, 500));
  tally.refusedPerClient = greedy.filter((c) => c.closed()).length; // before the total cap closes the others
  for (let opened = 0; opened < total; opened += STEP) {
    const batch = await Promise.all(Array.from({ length: Math.min(STEP, total - opened) }, (_, i) => connect(port, addressOf(opened + i))));
    idle.push(...batch);
    tally.opened += batch.length;
    // A few that start a request and never finish its line.
    for (let i = 0; i < 5; i++) {
      const c = await connect(port, `127.0.0.${20 + (slow.length % 50)}`);
      c.socket.write('GET /about HT');
      slow.push(c);
      tally.slowOpened++;
    }
    for (const path of PAGES) {
      const status = await visit(port, path);
      if (status === 200) tally.visitorOk++;
      else tally.visitorFailed.push(`${path}: ${status} with ${idle.length} idle connections opened`);
    }
    log(`ramp: ${idle.length} idle connections opened, ${idle.filter((c) => c.closed()).length} closed by the server; visitor ${tally.visitorOk} ok, ${tally.visitorFailed.length} failed`);
  }
  // Counted before the first-request deadline closes the rest; then the slow ones must be closed.
  tally.closedByServer = idle.filter((c) => c.closed()).length;
  await new Promise((resolve) => setTimeout(resolve, FIRST_REQUEST_MS + 2_000));
  tally.slowClosed = slow.filter((c) => c.closed()).length;
  for (const c of [...idle, ...slow, ...greedy]) c.socket.destroy();
  return tally;
}
