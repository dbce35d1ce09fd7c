import net from 'node:net';
import { parseResponses } from '#tests/helpers/raw-http.ts';
import { startServer } from '#tests/helpers/server.ts';

/**
 * `npm run fuzz -- --drain [runs]`: SIGTERM under a stream of new connections. Per run, a
 * server with SHUTDOWN_DELAY_SECONDS=0 and CLIENTS loops, each opening a connection, sending
 * one request and reading until the server closes it, over and over; SIGTERM comes after
 * 1.5 s. Each attempt ends answered, refused (the listener was closed: a clean, retryable
 * refusal), reset (the connection was accepted, or its handshake completed, and then reset)
 * or closed unanswered. Counts, not timings.
 */
export type DrainOutcome = 'answered' | 'refused' | 'reset' | 'unanswered';

const CLIENTS = 30;

function attempt(port: number): Promise<DrainOutcome> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    let connected = false;
    socket.on('connect', () => {
      connected = true;
      socket.write('GET /about HTTP/1.1\r\nHost: localhost\r\n\r\n');
    });
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', (error: NodeJS.ErrnoException) =>
      resolve(!connected && error.code === 'ECONNREFUSED' ? 'refused' : 'reset'),
    );
    socket.on('close', () =>
      resolve(parseResponses(Buffer.concat(chunks)).length > 0 ? 'answered' : connected ? 'unanswered' : 'refused'),
    );
  });
}

export async function drainStress(
  archive: string,
  runs: number,
  log: (line: string) => void,
): Promise<Record<DrainOutcome, number> & { exits: (number | null)[] }> {
  const counts = { answered: 0, refused: 0, reset: 0, unanswered: 0, exits: [] as (number | null)[] };
  for (let run = 0; run < runs; run++) {
    const server = await startServer(archive, { SHUTDOWN_DELAY_SECONDS: '0', LOG_LEVEL: 'warn' });
    const port = Number(new URL(server.url).port);
    const exited = new Promise<number | null>((resolve) => server.process.once('exit', resolve));
    let going = true;
    const loops = Array.from({ length: CLIENTS }, async () => {
      while (going) counts[await attempt(port)]++;
    });
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    server.process.kill('SIGTERM');
    counts.exits.push(await exited);
    going = false;
    await Promise.all(loops);
    log(
      `drain: run ${run + 1}: ${counts.answered} answered, ${counts.refused} refused, ${counts.reset} reset, ${counts.unanswered} unanswered so far`,
    );
  }
  return counts;
}
