import { describe, expect, it } from 'vitest';
import fs from 'node:fs';
import { CONFIG_VARIABLES, parseConfig } from './schema.ts';

describe('parseConfig', () => {
  it('gives the documented defaults', () => {
    const result = parseConfig({});
    expect(result.ok && result.config).toMatchObject({
      PORT: 3000,
      DATABASE_PATH: 'data/archive.db',
      SITE_NAME: 'OpenCounsel',
      SITE_URL: 'http://localhost:3000',
      LOG_LEVEL: 'info',
    });
  });
  it('treats empty values as unset and strips a trailing slash from SITE_URL', () => {
    const result = parseConfig({ PORT: '', SITE_URL: 'https://opencounsel.example/' });
    expect(result.ok && result.config.PORT).toBe(3000);
    expect(result.ok && result.config.SITE_URL).toBe('https://opencounsel.example');
  });
  it('names each bad variable with its value and the rule', () => {
    const result = parseConfig({ PORT: 'eighty', LOG_LEVEL: 'loud', SITE_URL: 'example.org/path' });
    expect(result.ok).toBe(false);
    const errors = result.ok ? [] : result.errors;
    expect(errors).toHaveLength(3);
    expect(errors.find((e) => e.startsWith('PORT="eighty"'))).toContain('whole number');
    expect(errors.find((e) => e.startsWith('LOG_LEVEL="loud"'))).toBeDefined();
    expect(errors.find((e) => e.startsWith('SITE_URL='))).toContain('origin');
  });
  it('rejects ports out of range', () => {
    expect(parseConfig({ PORT: '70000' }).ok).toBe(false);
    expect(parseConfig({ PORT: '0' }).ok).toBe(false);
  });
  it('gives rate limits, archive watch and shutdown defaults, overridable from the environment', () => {
    const defaults = parseConfig({});
    expect(defaults.ok && defaults.config).toMatchObject({
      RATE_LIMIT_SEARCH: 60,
      RATE_LIMIT_API: 300,
      RATE_LIMIT_CONTACT: 5,
      ARCHIVE_WATCH_SECONDS: 5,
      SHUTDOWN_DELAY_SECONDS: 0,
      SHUTDOWN_TIMEOUT_SECONDS: 10,
    });
    const raised = parseConfig({ RATE_LIMIT_SEARCH: '1000000', RATE_LIMIT_API: '7', ARCHIVE_WATCH_SECONDS: '0.5' });
    expect(raised.ok && raised.config).toMatchObject({ RATE_LIMIT_SEARCH: 1_000_000, RATE_LIMIT_API: 7, ARCHIVE_WATCH_SECONDS: 0.5 });
  });
  it('rejects rate limits that are not positive whole numbers', () => {
    for (const value of ['0', '-5', '2.5', 'many']) {
      const result = parseConfig({ RATE_LIMIT_CONTACT: value });
      expect(result.ok, value).toBe(false);
      expect(result.ok ? '' : result.errors[0]).toContain(`RATE_LIMIT_CONTACT=${JSON.stringify(value)}: must be a whole number`);
    }
    expect(parseConfig({ SHUTDOWN_TIMEOUT_SECONDS: '0' }).ok).toBe(false);
  });
  it('keeps 128 MB of rendered pages unless PAGE_CACHE_MB says otherwise (0 turns it off)', () => {
    const defaults = parseConfig({});
    expect(defaults.ok && defaults.config.PAGE_CACHE_MB).toBe(128);
    const off = parseConfig({ PAGE_CACHE_MB: '0' });
    expect(off.ok && off.config.PAGE_CACHE_MB).toBe(0);
    for (const value of ['-1', '1.5', 'lots', '5000']) {
      const result = parseConfig({ PAGE_CACHE_MB: value });
      expect(result.ok ? '' : result.errors[0], value).toContain(`PAGE_CACHE_MB=${JSON.stringify(value)}: must be a whole number of megabytes`);
    }
  });
  it('runs searches on threads unless SEARCH_THREADS=0, with a bounded time per search', () => {
    const defaults = parseConfig({});
    expect(defaults.ok && defaults.config.SEARCH_THREADS).toBeUndefined(); // chosen from the CPUs at start
    expect(defaults.ok && defaults.config.SEARCH_TIMEOUT_MS).toBe(5000);
    const set = parseConfig({ SEARCH_THREADS: '0', SEARCH_TIMEOUT_MS: '250' });
    expect(set.ok && [set.config.SEARCH_THREADS, set.config.SEARCH_TIMEOUT_MS]).toEqual([0, 250]);
    expect(parseConfig({ SEARCH_THREADS: '-1' }).ok).toBe(false);
    expect(parseConfig({ SEARCH_THREADS: '33' }).ok).toBe(false);
    expect(parseConfig({ SEARCH_TIMEOUT_MS: '50' }).ok).toBe(false);
  });

  it('renders on threads unless RENDER_THREADS=0', () => {
    const defaults = parseConfig({});
    expect(defaults.ok && defaults.config.RENDER_THREADS).toBeUndefined(); // chosen from the CPUs at start
    const set = parseConfig({ RENDER_THREADS: '0' });
    expect(set.ok && set.config.RENDER_THREADS).toBe(0);
    expect(parseConfig({ RENDER_THREADS: 'two' }).ok).toBe(false);
    expect(parseConfig({ RENDER_THREADS: '33' }).ok).toBe(false);
  });
});

describe('TRUST_PROXY', () => {
  it.each([
    ['false', false],
    ['0', false],
    ['true', true],
    ['1', 1],
    ['2', 2],
    ['127.0.0.1', ['127.0.0.1']],
    ['10.0.0.0/8, 172.16.0.0/12', ['10.0.0.0/8', '172.16.0.0/12']],
    ['loopback,uniquelocal', ['loopback', 'uniquelocal']],
    ['::1, fd00::/8', ['::1', 'fd00::/8']],
    ['10.0.0.0/255.0.0.0', ['10.0.0.0/255.0.0.0']],
  ] as const)('takes %j as Express does', (raw, trust) => {
    const result = parseConfig({ TRUST_PROXY: raw });
    expect(result.ok && result.config.TRUST_PROXY).toEqual(trust);
  });

  it('is off by default', () => {
    const result = parseConfig({});
    expect(result.ok && result.config.TRUST_PROXY).toBe(false);
  });

  it.each(['yes', '1.5', '-1', '10.0.0.0/33', '300.1.1.1', 'loopback,,', 'proxy.example', '::1/129', '10.0.0.1/8/1'])('refuses %j, naming the forms it takes', (raw) => {
    const result = parseConfig({ TRUST_PROXY: raw });
    expect(result.ok).toBe(false);
    expect(result.ok ? '' : result.errors[0]).toMatch(/^TRUST_PROXY=.*number of proxy hops.*addresses or subnets/);
  });
});

describe('METRICS_TOKEN', () => {
  it('is optional, and at least 16 characters when set', () => {
    const unset = parseConfig({});
    expect(unset.ok && unset.config.METRICS_TOKEN).toBeUndefined();
    expect(parseConfig({ METRICS_TOKEN: 'short' }).ok).toBe(false);
    const set = parseConfig({ METRICS_TOKEN: 'a-long-enough-token' });
    expect(set.ok && set.config.METRICS_TOKEN).toBe('a-long-enough-token');
  });
});

describe('the documented configuration', () => {
  const readme = fs.readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
  const example = fs.readFileSync(new URL('../../.env.example', import.meta.url), 'utf8');
  /** The variables named in the first column of the README's configuration table. */
  const documented = new Set(
    readme
      .split('\n')
      .filter((line) => line.startsWith('| `'))
      .flatMap((line) => [...line.split('|')[1]!.matchAll(/`([A-Z][A-Z0-9_]+)`/g)].map((match) => match[1]!)),
  );

  it('lists every variable of the schema in the README table, and nothing else', () => {
    expect(CONFIG_VARIABLES.filter((name) => !documented.has(name))).toEqual([]);
    expect([...documented].filter((name) => !CONFIG_VARIABLES.includes(name))).toEqual([]);
  });

  it('has .env.example name only variables of the schema, each with a value the schema accepts', () => {
    const lines = example.split('\n').map((line) => /^#?\s*([A-Z][A-Z0-9_]+)=(.*)$/.exec(line)).filter((match) => match !== null);
    expect(lines.length).toBeGreaterThan(5);
    for (const [, name] of lines) expect(CONFIG_VARIABLES).toContain(name);
    const set = Object.fromEntries(lines.filter(([line]) => !line.startsWith('#')).map(([, name, value]) => [name!, value!]));
    expect(parseConfig(set).ok).toBe(true);
  });
});
