import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROUTE_CATALOG, samplesFromUrls, type CatalogRoute, type ParamSamples } from '#scripts/bench/route-catalog.ts';
import { buildFixtureArchive } from '../helpers/fixture-archive.ts';
import { startServer, type TestServer } from '../helpers/server.ts';

/**
 * Generated requests over every route of the catalog (scripts/bench/route-catalog.ts) and
 * each query parameter it accepts, with valid, hostile and oversized values, malformed
 * JSON and form bodies: the real server must never answer 5xx, never take a second, and
 * never show a stack trace, a server path or a secret.
 */
const TOTAL = Number(process.env.FUZZ_REQUESTS ?? 20_000);
const CONCURRENCY = 4; // the server is one thread: more in flight only adds queueing to each latency
const SECRET = 'fuzz-secret-key-4f1d9a7c2b';

let server: TestServer;
let samples: ParamSamples;

beforeAll(async () => {
  const archive = await buildFixtureArchive('tests/fixtures/demo-small');
  const high = '100000000';
  server = await startServer(archive, { RATE_LIMIT_SEARCH: high, RATE_LIMIT_API: high, RATE_LIMIT_CONTACT: high, SEARCH_API_KEY: SECRET, LOG_LEVEL: 'error', INBOX_PATH: `/tmp/fuzz-inbox-${process.pid}.db` });
  const urls: string[] = [];
  const index = await (await fetch(`${server.url}/sitemap.xml`)).text();
  for (const [, loc] of index.matchAll(/<loc>([^<]+)<\/loc>/g)) {
    urls.push(loc!);
    const file = await (await fetch(`${server.url}${new URL(loc!).pathname}`)).text();
    for (const [, page] of file.matchAll(/<loc>([^<]+)<\/loc>/g)) urls.push(page!);
  }
  samples = samplesFromUrls(urls, 20);
  // Warm-up: the first render of each route compiles code; that is not what is measured.
  for (const route of ROUTE_CATALOG) {
    const path = route.pattern.replace(/:(\w+)/g, (_, name: string) => samples[route.params![name]!][0] ?? '1');
    for (let i = 0; i < 3; i++) await fetch(`${server.url}${path}`, { method: route.method, redirect: 'manual' }).then((r) => r.arrayBuffer());
  }
}, 300_000);

afterAll(async () => {
  await server?.stop();
});

/** Values that have broken web apps: injection, encoding, numbers, sizes, Unicode. */
const HOSTILE = [
  '', ' ', '0', '-1', '00', '1.5', '1e309', 'NaN', 'Infinity', '9'.repeat(40), '-9007199254740993', '0x10',
  "' OR 1=1 --", '"; DROP TABLE questions; --', '"', '""', '"unbalanced', "'", 'AND', 'OR', 'NOT', 'a AND', 'NEAR(a b)', 'NEAR(', '*', 'a*', '^a', ':', 'title:x', 'body : y', '-', '--', '-x -y', '(', ')', '{}', '[]', 'a"b"c',
  '%', '%%', '%ZZ', '%E0%A4%A', '%00', '\u0000', '\u0007', '\r\nSet-Cookie: x=1', '\n', '\t',
  '../../../etc/passwd', '..%2F..%2Fpackage.json', '/', '//evil.example', 'https://evil.example/', 'javascript:alert(1)',
  '<script>alert(1)</script>', '<img src=x onerror=alert(1)>', '&lt;b&gt;', '&#x3C;', '{{7*7}}', '${7*7}',
  '__proto__', 'constructor', 'prototype', 'toString', 'null', 'undefined', 'true', 'false', 'all', '[object Object]',
  '😀', '👨‍👩‍👧‍👦', '\uD800', '\uFFFF', 'İstanbul', 'ß', 'Ωmega', 'عربى', '中文法律', 'e\u0301',
  'x'.repeat(5000), 'divorce '.repeat(600), 'a'.repeat(300), '9'.repeat(1000),
];

const hostile = fc.oneof(
  { weight: 5, arbitrary: fc.constantFrom(...HOSTILE) },
  { weight: 2, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 20 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 20 }) },
  { weight: 1, arbitrary: fc.integer().map(String) },
  { weight: 1, arbitrary: fc.double().map(String) },
);

interface FuzzRequest {
  method: 'GET' | 'POST' | 'HEAD';
  path: string;
  headers: Record<string, string>;
  body?: string;
  route: string;
}

/** Percent-encode most of the time; sometimes send the characters raw (fetch encodes only what it must). */
const encoded = (value: string, raw: boolean) => {
  // Lone surrogates cannot be percent-encoded: replace them as String.prototype.toWellFormed does.
  const text = value.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD');
  return raw ? text.replace(/[#?&]/g, encodeURIComponent) : encodeURIComponent(text);
};

function pathArb(route: CatalogRoute): fc.Arbitrary<string> {
  const names = Object.entries(route.params ?? {});
  if (names.length === 0) return fc.constant(route.pattern);
  return fc.tuple(...names.map(([, source]) => fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...(samples[source].length ? samples[source] : ['1'])) }, { weight: 2, arbitrary: hostile })), fc.boolean()).map(
    ([...parts]) => {
      const raw = parts.pop() as boolean;
      let path = route.pattern;
      names.forEach(([name], i) => (path = path.replace(`:${name}`, encoded(String(parts[i]), raw) || '_')));
      return path;
    },
  );
}

function queryArb(route: CatalogRoute): fc.Arbitrary<string> {
  const accepted = Object.entries(route.query ?? {});
  const valid = accepted.map(([name, values]) => fc.tuple(fc.constant(name), fc.oneof({ weight: 2, arbitrary: fc.constantFrom(...values) }, { weight: 2, arbitrary: hostile })));
  const unknown = fc.tuple(fc.constantFrom('q', 'page', 'sort', 'limit', 'offset', 'x', '__proto__', 'a[b]', 'q[]', ''), hostile);
  const pair = valid.length ? fc.oneof({ weight: 4, arbitrary: fc.oneof(...valid) }, { weight: 1, arbitrary: unknown }) : unknown;
  return fc.tuple(fc.array(pair, { maxLength: 6 }), fc.boolean()).map(([pairs, raw]) => {
    if (pairs.length === 0) return '';
    return `?${pairs.map(([k, v]) => `${encoded(k, false)}=${encoded(v, raw)}`).join('&')}`;
  });
}

const jsonSearchBody = fc.oneof(
  {
    weight: 3,
    arbitrary: fc
      .record(
        {
          index: fc.oneof(fc.constant('questions'), hostile),
          query: fc.oneof(
            fc.record({ bool: fc.record({ should: fc.array(fc.record({ match: fc.record({ question_short: hostile }) }), { maxLength: 3 }) }) }),
            fc.anything(),
          ),
          limit: fc.oneof(fc.integer({ min: -5, max: 200 }), hostile, fc.constant(1e9)),
          offset: fc.oneof(fc.integer({ min: -5, max: 100_000 }), hostile),
          filter: fc.oneof(
            fc.array(fc.oneof(fc.record({ equals: fc.record({ state: hostile }) }), fc.record({ range: fc.record({ posted_ts: fc.record({ gte: fc.integer(), lte: hostile }) }) }), fc.anything()), { maxLength: 3 }),
            fc.anything(),
          ),
        },
        { requiredKeys: [] },
      )
      .map((value) => JSON.stringify(value)),
  },
  { weight: 2, arbitrary: fc.json({ maxDepth: 4 }) },
  { weight: 2, arbitrary: fc.constantFrom('{', '{"query":', 'null', '[]', '"x"', '1', '', '{"limit":"10"}', '{"__proto__":{"polluted":1}}', '['.repeat(5000) + ']'.repeat(5000), `{"index":"${'x'.repeat(60_000)}"}`) },
  { weight: 1, arbitrary: hostile },
);

const contactBody = fc
  .record({ name: hostile, email: fc.oneof(fc.constant('person@example.org'), hostile), subject: hostile, message: fc.oneof(fc.constant('A question about my lease.'), hostile), website: fc.constantFrom('', 'http://spam.example') }, { requiredKeys: [] })
  .map((fields) => new URLSearchParams(fields as Record<string, string>).toString());

function requestArb(): fc.Arbitrary<FuzzRequest> {
  const perRoute = ROUTE_CATALOG.map((route) =>
    fc.tuple(pathArb(route), queryArb(route), fc.nat(9)).chain(([path, query, roll]): fc.Arbitrary<FuzzRequest> => {
      if (route.body === 'json-search')
        return fc.tuple(jsonSearchBody, fc.constantFrom('application/json', 'text/plain', 'application/json; charset=utf-8'), fc.boolean()).map(([body, type, keyed]) => ({
          method: 'POST',
          path,
          headers: { 'Content-Type': type, ...(keyed ? { 'X-API-Key': SECRET } : {}) },
          body,
          route: route.pattern,
        }));
      if (route.body === 'contact-form')
        return fc.tuple(contactBody, fc.constantFrom('application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/json')).map(([body, type]) => ({ method: 'POST', path, headers: { 'Content-Type': type }, body, route: route.pattern }));
      // Mostly the route's own method; sometimes HEAD, or a form POST to a page.
      if (roll === 0) return fc.constant({ method: 'HEAD', path: path + query, headers: {}, route: route.pattern });
      if (roll === 1) return contactBody.map((body) => ({ method: 'POST', path: path + query, headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body, route: route.pattern }));
      const headers: Record<string, string> = roll === 2 ? { Accept: 'application/json' } : {};
      return fc.constant<FuzzRequest>({ method: 'GET', path: path + query, headers, route: route.pattern });
    }),
  );
  return fc.oneof(...perRoute);
}

const STACK = /\bat [^\s()]+ \((?:\/|file:|node:)|(?:\/work\/|\/home\/|\/tmp\/|node_modules|\/app\/(?:routes|data|domain)\/|\.tsx?:\d+:\d+)/;

let sent = 0;
const byRoute = new Map<string, Map<number, number>>();

let remeasured = 0;

async function timed(request: FuzzRequest): Promise<{ status: number; body: string; ms: number }> {
  const started = performance.now();
  const response = await fetch(`${server.url}${request.path}`, {
    method: request.method,
    headers: request.headers,
    body: request.body,
    redirect: 'manual',
    signal: AbortSignal.timeout(10_000),
  });
  const body = await response.text();
  return { status: response.status, body, ms: performance.now() - started };
}

async function send(request: FuzzRequest): Promise<string | null> {
  let status: number;
  let body: string;
  let ms: number;
  try {
    ({ status, body, ms } = await timed(request));
    if (ms > 1000) {
      // This machine's cores are shared: measure a slow answer again, alone, before calling it slow.
      remeasured++;
      ms = Math.min((await timed(request)).ms, (await timed(request)).ms);
    }
  } catch (error) {
    // A URL fetch itself refuses to send is not a server failure.
    if (error instanceof TypeError && /Invalid URL|invalid|ByteString/i.test(`${error.message} ${(error.cause as Error)?.message}`)) return null;
    return `${request.method} ${request.path.slice(0, 200)}: request failed: ${(error as Error).message}`;
  }
  sent++;
  const statuses = byRoute.get(request.route) ?? new Map<number, number>();
  statuses.set(status, (statuses.get(status) ?? 0) + 1);
  byRoute.set(request.route, statuses);
  const where = `${request.method} ${request.path.slice(0, 300)}${request.body ? ` body=${request.body.slice(0, 200)}` : ''}`;
  if (status >= 500) return `${where}: status ${status}: ${body.slice(0, 300)}`;
  if (ms > 1000) return `${where}: took ${Math.round(ms)} ms`;
  if (STACK.test(body)) return `${where}: stack trace or server path in body: ${STACK.exec(body)![0]}`;
  if (body.includes(SECRET)) return `${where}: the API key appears in the body`;
  return null;
}

describe('fuzzing every route', () => {
  it(`survives ${TOTAL.toLocaleString('en-US')} generated requests`, async () => {
    const started = performance.now();
    await fc.assert(
      fc.asyncProperty(fc.array(requestArb(), { minLength: CONCURRENCY, maxLength: CONCURRENCY }), async (batch) => {
        const problems = (await Promise.all(batch.map(send))).filter((p): p is string => p !== null);
        if (problems.length) throw new Error(problems.join('\n'));
      }),
      { numRuns: Math.ceil(TOTAL / CONCURRENCY), seed: Number(process.env.FUZZ_SEED ?? 9009), endOnFailure: true },
    );
    const seconds = (performance.now() - started) / 1000;
    const summary = [...byRoute].map(([route, statuses]) => `  ${route}: ${[...statuses].map(([s, n]) => `${s}x${n}`).join(' ')}`).join('\n');
    console.log(`fuzz: ${sent} requests in ${seconds.toFixed(1)} s (${Math.round(sent / seconds)}/s), ${remeasured} slow answer(s) measured again\n${summary}`);
    expect(sent).toBeGreaterThanOrEqual(TOTAL * 0.98);
    // Every route of the catalog was exercised.
    for (const route of ROUTE_CATALOG) expect(byRoute.has(route.pattern), route.pattern).toBe(true);
  }, 600_000);
});
