import { isIP } from 'node:net';
import { z } from 'zod';
import { searchConfigShape } from '#app/search/config.ts';
import { decimal, onOff, whole } from './rules.ts';

/**
 * The server's configuration, parsed once at boot from the environment. Each bad value
 * yields one line naming the variable, what it got and what it needs.
 */
const configSchema = z.object({
  NODE_ENV: z
    .enum(['development', 'production', 'test'])
    .default('production')
    .describe('`development` (`npm run dev` sets it), `production` or `test`'),
  HOST: z.string().min(1).default('0.0.0.0').describe('interface to listen on'),
  PORT: whole(1, 65535).default(3000).describe('HTTP port'),
  DATABASE_PATH: z
    .string()
    .min(1, 'must be a file path')
    .default('data/archive.db')
    .describe('the archive built by the importer (`npm start` builds a demo one here when none exists)'),
  INBOX_PATH: z
    .string()
    .min(1, 'must be a file path')
    .default('data/inbox.db')
    .describe('where contact-form messages are stored (a local disk: SQLite needs working file locks)'),
  SITE_NAME: z
    .string()
    .trim()
    .min(1, 'must not be empty')
    .max(40, 'must be at most 40 characters')
    .default('OpenCounsel')
    .describe('brand in titles and copy'),
  SITE_URL: z
    .string()
    .default('http://localhost:3000')
    .refine((v) => /^https?:\/\/[^\s/]+(:\d+)?\/?$/.test(v), 'must be an origin such as https://example.org (no path)')
    .transform((v) => v.replace(/\/$/, ''))
    .describe('public origin for canonical links, sitemaps and robots.txt'),
  LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
    .default('info')
    .describe('`fatal` … `trace`, or `silent`; `warn` drops the per-request lines'),
  /**
   * /readyz gives its details (archive version, reason) only to holders of the token; its
   * status code stays public for load balancers.
   */
  METRICS_TOKEN: z
    .string()
    .min(16, 'must be at least 16 characters when set')
    .optional()
    .describe('when set, `/metrics` and `/api/search?explain=1` need `Authorization: Bearer <token>`, and `/readyz` shows its details only with it'),
  METRICS_OPEN: onOff('0').describe('`1`: `/metrics` answers anyone while no `METRICS_TOKEN` is set (only on a private port)'),
  /**
   * Express's "trust proxy": `true` believes every hop, so the client's own first entry of
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
    })
    .describe(
      "which proxies' `X-Forwarded-*` to believe: `false`, a hop count (`1` behind one proxy), or proxy addresses/subnets (`10.0.0.0/8, loopback`)",
    ),
  // Tests and benchmarks raise the limits.
  RATE_LIMIT_SEARCH: limit(60).describe('searches per client per minute (the page and both APIs together)'),
  RATE_LIMIT_API: limit(300).describe('other JSON calls per client per minute'),
  RATE_LIMIT_CONTACT: limit(5).describe('contact messages per client in any 10 minutes'),
  RENDER_THREADS: whole(0, 32)
    .optional()
    .describe('worker threads that render pages and calls (`0`: on the request thread); unset: two per CPU, 2 to 8'),
  PAGE_CACHE_MB: whole(0, 4096, ' of megabytes')
    .default(128)
    .describe('megabytes of rendered pages each process keeps, compressed (`0`: render every request)'),
  MAX_CONNECTIONS: whole(100, 1_000_000)
    .default(10_000)
    .describe('open connections at most (keep it below `ulimit -n`); at the limit the oldest idle one is closed, never a request in progress'),
  ARCHIVE_WATCH_SECONDS: seconds(0, 3600)
    .default(5)
    .describe('how often to look for a newly imported archive (`0`: only on SIGHUP)'),
  SHUTDOWN_DELAY_SECONDS: seconds(0, 60)
    .default(0)
    .describe("on SIGTERM, seconds `/readyz` fails before the listener closes (a load balancer's check interval)"),
  SHUTDOWN_TIMEOUT_SECONDS: seconds(1, 600)
    .default(10)
    .describe('on SIGTERM, the longest wait for requests in flight before exiting anyway (exit code 1)'),
  // Search (app/search/config.ts): how search ranks is the search code's, not a setting.
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

/** One row of the settings table: the variable, its default as written, and its one line of help. */
export interface SettingRow {
  readonly name: string;
  /** The default as an operator would write it; undefined: unset. */
  readonly shown: string | undefined;
  readonly help: string;
}

/** The settings table the README shows, read from the schema itself (so the two cannot disagree). */
export function settingRows(): SettingRow[] {
  return Object.entries(configSchema.shape).map(([name, rule]) => ({
    name,
    shown: shownDefault(rule),
    help: rule.description ?? '',
  }));
}

/** The default a rule gives an unset variable, before any transform; undefined when it stays unset. */
function shownDefault(rule: z.ZodType): string | undefined {
  let def = rule._zod.def;
  while (def.type === 'pipe') def = (def as z.core.$ZodPipeDef).in._zod.def;
  if (def.type !== 'default') return undefined;
  const { defaultValue } = def as z.core.$ZodDefaultDef;
  return String(typeof defaultValue === 'function' ? (defaultValue as () => unknown)() : defaultValue);
}

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
