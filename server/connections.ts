import type { Server } from 'node:http';
import net, { type Socket } from 'node:net';
import { clientKey } from '#app/http/rate-limit.ts';
import { LogBudget } from './csp-report.ts';
import { logger } from './logger.ts';

/**
 * Connection limits, so idle or half-open connections cannot take every file descriptor:
 * - a connection must send a whole request head within FIRST_REQUEST_MS of connecting;
 * - one client (an address, an IPv6 /64) holds at most PER_CLIENT connections (a trusted
 *   proxy's address is not a client: the proxy sets its own limits);
 * - at `total` open connections, the oldest idle one is closed to make room (one that has
 *   sent no request yet first, else one kept alive after its answers), so visitors who
 *   send requests keep being served: only connections with a request in progress are kept.
 * Each refusal is logged, in a bounded number of lines.
 *
 * Shutdown (drain()): stop listening first, answer what arrives on open connections (with
 * `Connection: close`, server/health.ts), and close an idle connection only after a grace
 * for the request its client may be sending: never under a request that has arrived.
 */
export const FIRST_REQUEST_MS = 10_000;
export const PER_CLIENT = 128;
/**
 * After the listener closes, how long an idle connection may still bring a request (answered
 * with `Connection: close`) before it is closed: one that has sent nothing yet, and a
 * kept-alive one whose client may be sending its next request as the drain starts.
 */
const FRESH_DRAIN_MS = 2_000;
const IDLE_DRAIN_MS = 250;

interface Tracked {
  key: string;
  /** Requests received and not yet answered. */
  inFlight: number;
  answered: boolean;
  timer?: NodeJS.Timeout;
}

export interface ConnectionGuard {
  /** Stops accepting and closes each connection once nothing is on its way on it. */
  drain(): void;
}

export function guardConnections(
  server: Server,
  { total, isTrustedProxy }: { total: number; isTrustedProxy: (address: string) => boolean },
): ConnectionGuard {
  const tracked = new Map<Socket, Tracked>();
  /** Connections that have sent no request yet, oldest first. */
  const fresh = new Set<Socket>();
  /** Kept-alive connections with no request in progress, longest idle first. */
  const keptAlive = new Set<Socket>();
  const perClient = new Map<string, number>();
  const refusals = { perClient: 0, evicted: 0, evictedKeptAlive: 0, full: 0, slow: 0 };
  // A few lines a minute of each kind, each with the counts so far: a flood is one line, not thousands.
  const budgets = Object.fromEntries(Object.keys(refusals).map((reason) => [reason, new LogBudget(3)])) as Record<
    keyof typeof refusals,
    LogBudget
  >;
  const report = (reason: keyof typeof refusals, message: string, address: string | undefined) => {
    refusals[reason]++;
    const { allowed, droppedBefore } = budgets[reason].take(Date.now());
    if (allowed)
      logger.warn(
        {
          reason,
          client: address,
          open: tracked.size,
          limit: reason === 'perClient' ? PER_CLIENT : total,
          refusedSoFar: { ...refusals },
          ...(droppedBefore ? { linesNotLogged: droppedBefore } : {}),
        },
        message,
      );
  };
  let draining = false;

  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress ?? 'unknown';
    const key = isTrustedProxy(address)
      ? ''
      : clientKey(net.isIPv4(address) || net.isIPv6(address) ? address : 'unknown');
    if (key && (perClient.get(key) ?? 0) >= PER_CLIENT) {
      report('perClient', 'connection refused: too many open connections from one client', key);
      socket.destroy();
      return;
    }
    if (tracked.size >= total) {
      const oldest = fresh.values().next().value;
      const oldestKept = keptAlive.values().next().value;
      if (oldest) {
        report(
          'evicted',
          'connection limit reached: closed the oldest connection that had sent no request',
          tracked.get(oldest)?.key,
        );
        oldest.destroy();
      } else if (oldestKept) {
        report(
          'evictedKeptAlive',
          'connection limit reached: closed the longest idle kept-alive connection',
          tracked.get(oldestKept)?.key,
        );
        oldestKept.destroy();
      } else {
        report('full', 'connection refused: the connection limit is reached and every connection is in use', key);
        socket.destroy();
        return;
      }
    }
    const entry: Tracked = { key, inFlight: 0, answered: false };
    entry.timer = setTimeout(() => {
      if (entry.answered || entry.inFlight > 0) return;
      report('slow', `connection closed: no complete request within ${FIRST_REQUEST_MS / 1000} s of connecting`, key);
      socket.destroy();
    }, FIRST_REQUEST_MS);
    entry.timer.unref();
    tracked.set(socket, entry);
    fresh.add(socket);
    if (key) perClient.set(key, (perClient.get(key) ?? 0) + 1);
    socket.once('close', () => {
      clearTimeout(entry.timer);
      tracked.delete(socket);
      fresh.delete(socket);
      keptAlive.delete(socket);
      if (!key) return;
      const left = (perClient.get(key) ?? 1) - 1;
      if (left > 0) perClient.set(key, left);
      else perClient.delete(key);
    });
  });

  server.on('request', (req, res) => {
    const entry = tracked.get(req.socket);
    if (!entry) return;
    fresh.delete(req.socket);
    keptAlive.delete(req.socket);
    clearTimeout(entry.timer);
    entry.inFlight++;
    res.once('close', () => {
      entry.inFlight--;
      entry.answered = true;
      if (entry.inFlight > 0 || req.socket.destroyed) return;
      if (draining) req.socket.destroySoon();
      else keptAlive.add(req.socket);
    });
  });

  return {
    drain() {
      if (draining) return;
      draining = true;
      // net.Server's close(): http.Server's would also drop every idle connection at once,
      // those whose first request is still on its way included (a reset for that client).
      net.Server.prototype.close.call(server);
      const closedAt = Date.now();
      const sweep = setInterval(() => {
        for (const [socket, entry] of tracked) {
          if (entry.inFlight > 0) continue;
          if (Date.now() - closedAt >= (entry.answered ? IDLE_DRAIN_MS : FRESH_DRAIN_MS)) socket.destroySoon();
        }
      }, 50);
      sweep.unref();
    },
  };
}
