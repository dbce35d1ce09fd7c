import { z } from 'zod';

/**
 * The server's configuration, parsed once at boot from the environment. Each bad value
 * yields one line naming the variable, what it got and what it needs.
 */
const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: z.coerce
    .number({ message: 'must be a whole number from 1 to 65535' })
    .int('must be a whole number from 1 to 65535')
    .min(1, 'must be a whole number from 1 to 65535')
    .max(65535, 'must be a whole number from 1 to 65535')
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
  SEARCH_API_KEY: z.string().min(16, 'must be at least 16 characters when set').optional(),
  TRUST_PROXY: z
    .enum(['true', 'false', '0', '1'], { message: 'must be true or false' })
    .default('false')
    .transform((v) => v === 'true' || v === '1'),
});

export type Config = z.infer<typeof configSchema>;

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
