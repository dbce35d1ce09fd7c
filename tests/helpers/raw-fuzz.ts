import { rawExchange } from './raw-http.ts';
import type { TestServer } from './server.ts';

/**
 * The raw-socket fuzzer (a standing guard of the server's robustness): requests no HTTP client would send,
 * written byte for byte on real sockets: malformed request lines, methods, versions
 * (HTTP/1.0 without Host), Host and X-Forwarded-* values, bodies whose length lies, and
 * several requests pipelined on one connection. Deterministic from its seed.
 * tests/integration/fuzz-raw.test.ts runs a bounded count in `npm test`; `npm run fuzz`
 * (scripts/fuzz.ts) the long version with its status histogram.
 */

/** A small seeded generator (mulberry32): the same seed, the same requests. */
export function randomSource(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  const chance = (p: number) => next() < p;
  return { next, pick, chance, int: (max: number) => Math.floor(next() * max) };
}
export type Random = ReturnType<typeof randomSource>;

const METHODS = ['GET', 'GET', 'GET', 'GET', 'GET', 'GET', 'HEAD', 'HEAD', 'POST', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'TRACE', 'PROPFIND', 'MKCOL', 'SEARCH', 'QUERY', 'get', 'G\x00T', 'FOO', ''];
const VERSIONS = ['HTTP/1.1', 'HTTP/1.1', 'HTTP/1.1', 'HTTP/1.1', 'HTTP/1.1', 'HTTP/1.1', 'HTTP/1.1', 'HTTP/1.0', 'HTTP/1.0', 'HTTP/2.0', 'HTTP/1.2', 'HTTP/0.9', 'http/1.1', 'HTTP/1.1 extra', ''];
const HOSTS = [
  'localhost', 'localhost', 'localhost', '127.0.0.1:3000', 'www.example.com', '[::1]:8080', undefined, '', ' ',
  'localhost:99999', 'localhost:65536', 'localhost:-1', 'localhost:0x50', '[::1', '[::1]x', '[zz::1]', 'a%b', 'a^b', 'a<b', 'a b', 'a/b', 'a@b', 'user:pw@host',
  '1.2.3.999', ':80', 'x'.repeat(300), 'h\u00e9llo', 'localhost\t', 'localhost, other.example',
];
const ODD_TARGETS = [
  '*', 'http://other.example/', 'https://localhost/search?q=x', '//evil.example/x', '/%', '/%zz', '/%00', '/%2e%2e/%2e%2e/etc/passwd', '/..%2f..%2fpackage.json',
  '/\\..\\', '/search?q=%', '/search?q=%E0%A4%A', '/api/search?q=' + 'a'.repeat(6000), '/' + 'x/'.repeat(2000), '/?' + '&a=1'.repeat(500), '/search?q[]=1&q[x]=2',
  '/legal-questions/%F0%9F%98%80', '/api/questions/9999999999999999999999', '/sitemaps/../../x', '/csp-report', '/CSP-Report', '/metrics', '/readyz', '/healthz', 'x', '',
  '/search?q=\u00e9t\u00e9', '/\u00ff\u00fe',
];
const FORWARDED_FOR = ['203.0.113.7', '198.51.100.9, 203.0.113.7', 'unknown', '', 'garbage', '999.1.1.1', '::1', '[::1]:80', '1.1.1.1,'.repeat(50), 'a'.repeat(500), '10.0.0.1, 10.0.0.2, 10.0.0.3'];
const FORWARDED_PROTO = ['https', 'http', 'https, http', 'HTTPS', 'a b', '1http', 'javascript', '', 'ftp', 'https\x01'];
const CONTENT_TYPES = ['application/x-www-form-urlencoded', 'application/json', 'application/jsonx', 'application/csp-report', 'multipart/form-data; boundary=x', 'text/plain', ''];

/** The body of one request, and the headers that describe it (sometimes wrongly). */
function bodyFor(random: Random, method: string): { headers: string[]; body: string } {
  if (!['POST', 'PUT', 'PATCH', 'QUERY'].includes(method) && !random.chance(0.05)) return { headers: [], body: '' };
  const body = random.pick([
    'name=A&email=a%40example.org&message=hello',
    '{"index":"questions","query":{"bool":{"should":[{"match":{"question_short":"lease"}}]}},"limit":1}',
    '{"csp-report":{"document-uri":"http://x/","violated-directive":"script-src"}}',
    '{', '[]', 'x'.repeat(random.int(3000)), '%%%', '',
  ]);
  const headers = [`Content-Type: ${random.pick(CONTENT_TYPES)}`];
  const length = Buffer.byteLength(body);
  const declared = random.pick(['exact', 'exact', 'exact', 'short', 'none', 'chunked', 'huge', 'negative']);
  if (declared === 'exact') headers.push(`Content-Length: ${length}`);
  else if (declared === 'short') headers.push(`Content-Length: ${Math.max(0, length - 3)}`);
  else if (declared === 'chunked') return { headers: [...headers, 'Transfer-Encoding: chunked'], body: `${length.toString(16)}\r\n${body}\r\n0\r\n\r\n` };
  else if (declared === 'huge') headers.push('Content-Length: 99999999999');
  else if (declared === 'negative') headers.push('Content-Length: -5');
  return { headers, body: declared === 'none' ? '' : body };
}

/** One request as bytes; `close` asks the server to close the connection after it. */
export function generateRequest(random: Random, paths: readonly string[], close: boolean): { bytes: string; method: string } {
  const method = random.pick(METHODS);
  const target = random.chance(0.8) ? random.pick(paths) : random.pick(ODD_TARGETS);
  const version = random.pick(VERSIONS);
  const requestLine = random.chance(0.02) ? random.pick([`${method}  ${target} ${version}`, `${method} ${target}`, target, `${method}\t${target} ${version}`]) : `${method} ${target} ${version}`;
  const headers: string[] = [];
  const host = random.chance(0.75) ? 'localhost' : random.pick(HOSTS);
  if (host !== undefined) headers.push(`Host: ${host}`);
  if (random.chance(0.03)) headers.push(`Host: ${random.pick(HOSTS) ?? 'second.example'}`);
  if (random.chance(0.3)) headers.push(`X-Forwarded-For: ${random.pick(FORWARDED_FOR)}`);
  if (random.chance(0.15)) headers.push(`X-Forwarded-Host: ${random.pick(HOSTS) ?? ''}`);
  if (random.chance(0.15)) headers.push(`X-Forwarded-Proto: ${random.pick(FORWARDED_PROTO)}`);
  if (random.chance(0.2)) headers.push(`Accept: ${random.pick(['application/json', 'text/html', '*/*', 'text/x-component', ''])}`);
  if (random.chance(0.1)) headers.push(`Accept-Encoding: ${random.pick(['gzip', 'br', 'deflate, gzip;q=0', 'identity', 'x'])}`);
  if (random.chance(0.05)) headers.push(`If-None-Match: ${random.pick(['*', '"x"', 'W/"y"', ''])}`);
  if (random.chance(0.05)) headers.push(`Origin: ${random.pick(['http://localhost', 'https://evil.example', 'null', '%%'])}`);
  if (random.chance(0.02)) headers.push(`X-Request-Id: ${random.pick(['abc', 'x'.repeat(300), '\u00e9'])}`);
  if (random.chance(0.01)) headers.push('Bad Header Name: x');
  const { headers: bodyHeaders, body } = bodyFor(random, method);
  headers.push(...bodyHeaders);
  headers.push(`Connection: ${close ? 'close' : 'keep-alive'}`);
  return { bytes: `${requestLine}\r\n${headers.join('\r\n')}\r\n\r\n${body}`, method };
}

export interface FuzzTally {
  /** Answers by status, plus how connections ended without one ("no answer", "reset"). */
  histogram: Map<string, number>;
  requests: number;
  connections: number;
  /** 5xx other than 503, and connections the server left hanging: each one a defect. */
  problems: string[];
}

export function emptyTally(): FuzzTally {
  return { histogram: new Map(), requests: 0, connections: 0, problems: [] };
}

const count = (tally: FuzzTally, key: string, n = 1) => tally.histogram.set(key, (tally.histogram.get(key) ?? 0) + n);

/**
 * Sends `requests` requests on connections of 1 to 3 pipelined requests, `concurrency` at a
 * time, and tallies what came back.
 */
export async function fuzzBatch(port: number, random: Random, paths: readonly string[], requests: number, tally: FuzzTally, concurrency = 8): Promise<void> {
  const connections: { bytes: string; methods: string[] }[] = [];
  for (let sent = 0; sent < requests; ) {
    const pipelined = Math.min(requests - sent, random.chance(0.8) ? 1 : 2 + random.int(2));
    const parts = Array.from({ length: pipelined }, (_, i) => generateRequest(random, paths, i === pipelined - 1));
    connections.push({ bytes: parts.map((p) => p.bytes).join(''), methods: parts.map((p) => p.method) });
    sent += pipelined;
  }
  let next = 0;
  const worker = async () => {
    while (next < connections.length) {
      const connection = connections[next++]!;
      const { responses, ended } = await rawExchange(port, connection.bytes, { methods: connection.methods, timeoutMs: 20_000 });
      tally.connections++;
      tally.requests += connection.methods.length;
      for (const response of responses) {
        count(tally, String(response.status));
        if (response.status >= 500 && response.status !== 503)
          tally.problems.push(`${response.status} for ${JSON.stringify(connection.bytes.slice(0, 300))}: ${response.body.slice(0, 200)}`);
      }
      if (responses.length === 0) count(tally, ended === 'reset' ? 'reset, no answer' : ended === 'timeout' ? 'hung' : 'closed, no answer');
      // Requests pipelined behind one the server answered by closing the connection (a 400): never read.
      else if (responses.length < connection.methods.length) count(tally, 'dropped after close', connection.methods.length - responses.length);
      if (ended === 'timeout') tally.problems.push(`no answer and not closed within 20 s: ${JSON.stringify(connection.bytes.slice(0, 300))}`);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
}

/** Alive and healthy: the process runs, /healthz and /readyz answer 200, and nothing unhandled was logged. */
export async function healthProblems(server: TestServer): Promise<string[]> {
  const problems: string[] = [];
  if (server.process.exitCode !== null || server.process.signalCode !== null) return [`the server exited (${server.process.exitCode ?? server.process.signalCode})`];
  for (const path of ['/healthz', '/readyz']) {
    const response = await fetch(`${server.url}${path}`).catch((error: Error) => error);
    if (response instanceof Error) problems.push(`${path}: ${response.message}`);
    else if (response.status !== 200) problems.push(`${path}: ${response.status}`);
  }
  const output = server.output();
  if (output.includes('unhandled promise rejection')) problems.push('an unhandled promise rejection was logged');
  if (/"msg":"request failed"/.test(output)) problems.push('a request failed with a 500 (logged "request failed")');
  return problems;
}

/** The histogram as text, most frequent first. */
export function formatHistogram(tally: FuzzTally): string {
  return [...tally.histogram]
    .sort((a, b) => b[1] - a[1])
    .map(([key, n]) => `  ${key.padEnd(18)} ${String(n).padStart(8)}  ${((100 * n) / Math.max(1, tally.requests)).toFixed(2)}%`)
    .join('\n');
}
