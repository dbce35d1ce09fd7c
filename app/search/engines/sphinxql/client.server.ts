import mysql from 'mysql2/promise';
import { SearchUnavailableError, type EngineHealth } from '../engine.ts';

/**
 * A pooled SphinxQL connection to searchd (or Manticore) over the MySQL wire protocol.
 *
 * - Every call has a deadline (`timeoutMs`): a call that has not answered by then fails,
 *   and its connection is dropped (mysql2 destroys a connection whose query timed out).
 * - Reconnection is the pool's: a connection that errors is discarded and the next call
 *   opens a new one, so a searchd that comes back is used again without a restart.
 * - While searchd is unreachable, calls fail at once for `retryMs` after a failed connect
 *   (no request queues behind a dead server); then one call tries again.
 */
export interface SphinxQLClientOptions {
  /** mysql://host:port[/index] */
  readonly url: string;
  readonly timeoutMs: number;
  readonly connections?: number;
  readonly retryMs?: number;
}

export interface SphinxQLClient {
  /** Runs a statement (several, separated by `;`, give one result per statement). */
  query(sql: string, values?: readonly unknown[]): Promise<unknown>;
  health(): EngineHealth;
  /** Asks searchd now (a cheap statement) and gives its health after: for /readyz. */
  probe(): Promise<EngineHealth>;
  close(): Promise<void>;
}

export function parseSphinxQLUrl(url: string): { host: string; port: number; index: string | null } {
  const parsed = new URL(url);
  if (parsed.protocol !== 'mysql:') throw new Error('SPHINXQL_URL must start with mysql://');
  const index = decodeURIComponent(parsed.pathname.replace(/^\//, '')) || null;
  return { host: parsed.hostname.replace(/^\[|\]$/g, ''), port: Number(parsed.port || 9306), index };
}

/** Errors of the connection itself (as opposed to a rejected statement): the engine is down or unreachable. */
function isConnectionError(error: unknown): boolean {
  const code = (error as { code?: string } | null)?.code ?? '';
  const fatal = (error as { fatal?: boolean } | null)?.fatal === true;
  return (
    fatal ||
    /^(ECONNREFUSED|ECONNRESET|ETIMEDOUT|EPIPE|EHOSTUNREACH|ENOTFOUND|PROTOCOL_CONNECTION_LOST|PROTOCOL_SEQUENCE_TIMEOUT)$/.test(
      code,
    )
  );
}

export function createSphinxQLClient(options: SphinxQLClientOptions): SphinxQLClient {
  const { host, port } = parseSphinxQLUrl(options.url);
  const retryMs = options.retryMs ?? 1_000;
  const pool = mysql.createPool({
    host,
    port,
    connectionLimit: options.connections ?? 8,
    maxIdle: options.connections ?? 8,
    idleTimeout: 60_000,
    connectTimeout: options.timeoutMs,
    multipleStatements: true,
    enableKeepAlive: true,
    // searchd speaks no prepared statements: values are escaped by mysql2 into the text.
    namedPlaceholders: false,
  });
  // A pool's connection that breaks while idle is dropped by the pool; nothing to do here.
  pool.on('connection', (connection) => connection.on('error', () => {}));

  let health: EngineHealth = { up: true, error: null, since: Date.now() };
  let retryAt = 0;
  const mark = (up: boolean, error: string | null) => {
    if (health.up !== up) health = { up, error, since: Date.now() };
    else if (!up) health = { ...health, error };
  };

  const withDeadline = <T>(work: Promise<T>): Promise<T> => {
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () =>
          reject(
            Object.assign(new SearchUnavailableError(`searchd did not answer within ${options.timeoutMs} ms`), {
              code: 'ETIMEDOUT',
            }),
          ),
        options.timeoutMs,
      );
    });
    return Promise.race([work, deadline]).finally(() => clearTimeout(timer));
  };

  const client: SphinxQLClient = {
    async query(sql, values = []) {
      if (!health.up && Date.now() < retryAt)
        throw new SearchUnavailableError(`searchd is unavailable: ${health.error}`);
      try {
        const [rows] = await withDeadline(pool.query({ sql, values: values as unknown[], timeout: options.timeoutMs }));
        mark(true, null);
        return rows;
      } catch (error) {
        if (error instanceof SearchUnavailableError || isConnectionError(error)) {
          const message = error instanceof Error ? error.message : String(error);
          mark(false, message);
          retryAt = Date.now() + retryMs;
          throw error instanceof SearchUnavailableError
            ? error
            : new SearchUnavailableError(`searchd is unavailable: ${message}`);
        }
        throw error;
      }
    },
    health: () => health,
    async probe() {
      // Failures are in `health` (marked by query()): a refused or slow statement marks it down.
      await client.query('SHOW STATUS').catch(() => {});
      return health;
    },
    async close() {
      await pool.end();
    },
  };
  return client;
}
