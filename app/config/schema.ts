import { isIP } from 'node:net';
import { z } from 'zod';
import { searchConfigShape } from '#app/search/config.ts';
import { decimal, onOff, whole } from './rules.ts';

/**
 * The server's configuration, parsed once at boot from the environment. Each bad value
 * yields one line naming the variable, what it got and what it needs.
 */
const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: whole(1, 65535)
    .default(3000),
  DATABASE_PATH: z.string().min(1, 'must be a file path').default('data/archive.db'),
  INBOX_PATH: z.string().min(1, 'must be a file path').default('data/inbox.db'),
  SITE_NAME: z.string().trim().min(1, 'must not be empty').max(40, 'must be at most 40 characters').default('OpenCounsel'),
  SITE_URL: z
    .string()
    .default('http://localhost:3000')
    .refine((v) => /^https?:\/\/[^\s/]+(:\d+)?\/?$/.test(v), 'must be an origin such as https://example.org (no path)')
    .transform((v) => v.replace(/\/$/, '')),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /**
   * When set, /metrics answers only requests carrying `Authorization: Bearer <token>`, and
   * /readyz gives its details (archive version, reason) only to them; its status code stays
   * public for load balancers. Unset: /metrics is closed unless METRICS_OPEN says otherwise.
   */
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters when set').optional(),
  /** 1: /metrics answers anyone when no METRICS_TOKEN is set (only where the port is private). */
  METRICS_OPEN: onOff('0'),
  /**
   * Which proxies' X-Forwarded-* headers to believe (client address for limits and logs,
   * HTTPS, host), as Express's "trust proxy": false; a number of proxy hops in front of the
   * server (1: one load balancer); or a comma-separated list of proxy addresses and subnets
   * (`10.0.0.0/8, loopback`). `true` believes every hop, so the client's own first entry of
   * X-Forwarded-For: only behind a proxy that overwrites the header (docs/deployment.md).
   */
  TRUST_PROXY: z
    .string()
    .default('false')
    .transform((value, context): TrustProxy => {
      const trust = parseTrustProxy(value);
      if (trust === undefined) {
        context.addIssue({ code: 'custom', message: TRUST_PROXY_MESSAGE });
        return z.NEVER;
      }
      return trust;
    }),
  // Requests per client (IP address) per RATE_LIMIT_WINDOW_SECONDS (contact: messages per
  // 10 minutes); raised by tests and benchmarks.
  RATE_LIMIT_SEARCH: limit(60),
  RATE_LIMIT_API: limit(300),
  RATE_LIMIT_CONTACT: limit(5),
  RATE_LIMIT_WINDOW_SECONDS: limit(60),
  /** Worker threads that render GET pages and calls (0: on the request thread); absent: two per CPU, 2 to 8 (decision 0008). */
  RENDER_THREADS: whole(0, 32)
    .optional(),
  /** Megabytes of rendered pages each server process keeps in memory (0: render every request). */
  PAGE_CACHE_MB: whole(0, 4096, ' of megabytes')
    .default(128),
  /**
   * Megabytes of the archive file each connection maps into memory (SQLite mmap). Default 0:
   * pages are read into SQLite's own bounded page cache and the kernel's page cache (shared,
   * reclaimable) holds the file; mapped, the process's memory grows with every page visitors
   * touch (decision 0008; figures in docs/operations.md).
   */
  ARCHIVE_MMAP_MB: whole(0, 1_048_576, ' of megabytes')
    .default(0),
  /** Megabytes of SQLite page cache per archive connection (each thread has one). */
  ARCHIVE_CACHE_MB: whole(1, 4096, ' of megabytes')
    .default(64),
  /** Open connections at most; at the limit the oldest idle one is closed (keep it below `ulimit -n`). */
  MAX_CONNECTIONS: whole(100, 1_000_000).default(10_000),
  /** How often the server looks for a newly imported archive at DATABASE_PATH; 0 turns polling off (SIGHUP still works). */
  ARCHIVE_WATCH_SECONDS: seconds(0, 3600)
    .default(5),
  /** On SIGTERM: seconds /readyz answers 503 before the listener closes (lets a load balancer notice). */
  SHUTDOWN_DELAY_SECONDS: seconds(0, 60)
    .default(0),
  /** On SIGTERM: the longest wait for in-flight requests before exiting anyway (exit code 1). */
  SHUTDOWN_TIMEOUT_SECONDS: seconds(1, 600)
    .default(10),
  /** Questions in the demo archive `npm start` builds when none exists. */
  DEMO_QUESTIONS: whole(1, 10_000_000).default(3000),
  // Search (app/search/config.ts: every SEARCH_* variable).
  ...searchConfigShape,
});

/** Express's "trust proxy" setting: every hop, none, so many hops, or these addresses and subnets. */
export type TrustProxy = boolean | number | string[];

const TRUST_PROXY_MESSAGE =
  'must be false, a number of proxy hops (1 for one load balancer), or a comma-separated list of proxy addresses or subnets such as "10.0.0.0/8, loopback" (true trusts every hop)';

/** Names Express (proxy-addr) gives to address ranges. */
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** TRUST_PROXY's value as Express takes it, or undefined when it is none of the accepted forms. */
export function parseTrustProxy(raw: string): TrustProxy | undefined {
  const value = raw.trim();
  if (value === 'true') return true;
  if (value === 'false') return false;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return hops > 100 ? undefined : hops === 0 ? false : hops;
  }
  const entries = value.split(',').map((entry) => entry.trim());
  const valid = entries.every((entry) => {
    if (NAMED_RANGES.has(entry)) return true;
    const [address, prefix, ...rest] = entry.split('/');
    const version = isIP(address ?? '');
    if (version === 0 || rest.length > 0) return false;
    if (prefix === undefined) return true;
    if (!/^\d{1,3}$/.test(prefix)) return isIP(prefix) === 4 && version === 4; // a netmask (255.255.0.0)
    return Number(prefix) <= (version === 4 ? 32 : 128);
  });
  return valid && entries.length > 0 ? entries : undefined;
}

function seconds(min: number, max: number) {
  return decimal(min, max, ' of seconds');
}

/** Requests per client per window. */
function limit(fallback: number) {
  return whole(1, 100_000_000).default(fallback);
}

export type Config = z.infer<typeof configSchema>;

/** Every variable the configuration reads (the README's table lists each). */
export const CONFIG_VARIABLES: readonly string[] = Object.keys(configSchema.shape);

export type ConfigResult = { ok: true; config: Config } | { ok: false; errors: string[] };

/** Empty strings count as unset, so `PORT=` in a .env file falls back to the default. */
export function parseConfig(env: Record<string, string | undefined>): ConfigResult {
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const result = configSchema.safeParse(present);
  if (result.success) return { ok: true, config: result.data };
  const errors = result.error.issues.map((issue) => {
    const name = String(issue.path[0] ?? 'environment');
    const got = env[name];
    return `${name}=${JSON.stringify(got ?? '')}: ${issue.message}`;
  });
  return { ok: false, errors };
}
