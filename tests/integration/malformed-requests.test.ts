import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogGetPaths, serverSamples } from '../helpers/catalog-paths.ts';
import { buildFixtureArchive } from '../helpers/fixture-archive.ts';
import { rawExchange, rawRequest } from '../helpers/raw-http.ts';
import { startServer, type TestServer } from '../helpers/server.ts';

/**
 * Requests no HTTP client sends, over real sockets, on every
 * GET route of the catalog, cached or not, with render threads (the default) and without.
 * Each once ended the server process (threads) or answered 500 (no threads).
 */
const close = 'Connection: close\r\n\r\n';
const MALFORMED: ReadonlyArray<{ name: string; request: (path: string) => string; status: number }> = [
  { name: 'HTTP/1.0 without Host', request: (path) => `GET ${path} HTTP/1.0\r\n\r\n`, status: 400 },
  { name: 'HEAD over HTTP/1.0 without Host', request: (path) => `HEAD ${path} HTTP/1.0\r\n\r\n`, status: 400 },
  ...['localhost:99999', 'localhost:65536', '[::1', 'a%b', 'a^b', 'a<b', ''].map((host) => ({
    name: `Host: ${host || '(empty)'}`,
    request: (path: string) => `GET ${path} HTTP/1.1\r\nHost: ${host}\r\n${close}`,
    status: 400,
  })),
  { name: 'two Host headers', request: (path) => `GET ${path} HTTP/1.1\r\nHost: localhost\r\nHost: other.example\r\n${close}`, status: 400 },
  { name: 'two Host headers, the same', request: (path) => `GET ${path} HTTP/1.1\r\nHost: localhost\r\nhost: localhost\r\n${close}`, status: 400 },
  { name: 'request-target *', request: () => `GET * HTTP/1.1\r\nHost: localhost\r\n${close}`, status: 400 },
  { name: 'absolute-form target', request: (path) => `GET http://other.example${path} HTTP/1.1\r\nHost: localhost\r\n${close}`, status: 400 },
  { name: 'X-Forwarded-Host with port 99999 (TRUST_PROXY)', request: (path) => `GET ${path} HTTP/1.1\r\nHost: localhost\r\nX-Forwarded-Host: www.example.com:99999\r\n${close}`, status: 400 },
  { name: 'X-Forwarded-Proto that is no scheme (TRUST_PROXY)', request: (path) => `GET ${path} HTTP/1.1\r\nHost: localhost\r\nX-Forwarded-Proto: a b\r\n${close}`, status: 400 },
  { name: 'TRACE', request: (path) => `TRACE ${path} HTTP/1.1\r\nHost: localhost\r\n${close}`, status: 405 },
];

const valid = (path: string) => `GET ${path} HTTP/1.1\r\nHost: localhost\r\n${close}`;

describe.each([
  ['render threads on (the default)', {}],
  ['render threads off', { RENDER_THREADS: '0' }],
])('malformed requests with %s', (_label, env: Record<string, string>) => {
  let server: TestServer;
  let port: number;
  let paths: { route: string; path: string }[];

  beforeAll(async () => {
    server = await startServer(await buildFixtureArchive('tests/fixtures/demo-small'), { TRUST_PROXY: 'true', ...env });
    port = Number(new URL(server.url).port);
    paths = catalogGetPaths(await serverSamples(server.url));
  });

  afterAll(async () => {
    await server?.stop();
  });

  it('answers every case with a clean 400 (TRACE: 405 with Allow) on every route, cached or not, and keeps serving', async () => {
    const failures: string[] = [];
    for (const { route, path } of paths) {
      // Twice: the second answer may come from the page cache, and so may those that follow.
      const first = await rawRequest(port, valid(path));
      const second = await rawRequest(port, valid(path));
      expect(second.status, `${route} ${path}`).toBe(first.status);
      const answers = await Promise.all(MALFORMED.map(async (c) => ({ c, answer: await rawRequest(port, c.request(path)) })));
      for (const { c, answer } of answers) {
        if (answer.status !== c.status) failures.push(`${route} ${path} ${c.name}: ${answer.status} (${answer.ended}) ${answer.body.slice(0, 120)}`);
        if (c.status === 405 && answer.headers.allow !== 'GET, HEAD' && answer.headers.allow !== 'GET, HEAD, POST') failures.push(`${path} TRACE: Allow ${answer.headers.allow}`);
        if (/\bat .+\(|node_modules|\.tsx?:\d+/.test(answer.body)) failures.push(`${path} ${c.name}: stack trace in the body`);
        if (answer.headers['x-content-type-options'] !== 'nosniff') failures.push(`${path} ${c.name}: no security headers`);
      }
      expect(server.process.exitCode, `the server exited after ${path}`).toBeNull();
    }
    expect(failures).toEqual([]);
    // Still serving, and nothing went to the error log (no 500, no unhandled rejection).
    expect((await fetch(`${server.url}/readyz`)).status).toBe(200);
    expect((await rawRequest(port, valid('/'))).status).toBe(200);
    expect(server.output()).not.toMatch(/"level":(50|60)|unhandled/);
    expect(server.output()).toMatch(/malformed request refused/);
  });

  it('answers OPTIONS * with the methods the site takes', async () => {
    const answer = await rawRequest(port, `OPTIONS * HTTP/1.1\r\nHost: localhost\r\n${close}`);
    expect(answer.status).toBe(204);
    expect(answer.headers.allow).toBe('GET, HEAD, POST');
  });

  it('answers a method no route takes with 405 and the route\'s own Allow', async () => {
    const page = await rawRequest(port, `DELETE /about HTTP/1.1\r\nHost: localhost\r\n${close}`);
    expect(page.status).toBe(405);
    expect(page.headers.allow).toBe('GET, HEAD');
    const form = await rawRequest(port, `PUT /contact HTTP/1.1\r\nHost: localhost\r\nContent-Length: 0\r\n${close}`);
    expect(form.status).toBe(405);
    expect(form.headers.allow).toBe('GET, HEAD, POST');
    const post = await rawRequest(port, `POST /about HTTP/1.1\r\nHost: localhost\r\nContent-Length: 0\r\n${close}`);
    expect(post.status).toBe(405);
    expect(post.headers.allow).toBe('GET, HEAD');
    const api = await rawRequest(port, `TRACE /api/search?q=law HTTP/1.1\r\nHost: localhost\r\n${close}`);
    expect(api.status).toBe(405);
    expect(JSON.parse(api.body)).toEqual({ error: expect.stringMatching(/Method Not Allowed/) });
  });

  it('closes the connection after answering a GET that declares a body it never sends (found by the raw fuzzer)', async () => {
    const started = Date.now();
    const answer = await rawRequest(port, 'GET /privacy HTTP/1.1\r\nHost: localhost\r\nContent-Length: 99999999999\r\nConnection: keep-alive\r\n\r\n{"a":1}', { timeoutMs: 15_000 });
    expect(answer.status).toBe(200);
    expect(answer.ended).toBe('closed');
    expect(Date.now() - started).toBeLessThan(15_000);
    const options = await rawRequest(port, 'OPTIONS /% HTTP/1.1\r\nHost: localhost\r\nContent-Length: 99999999999\r\nConnection: keep-alive\r\n\r\nxx', { timeoutMs: 15_000 });
    expect(options.status).toBe(204);
    expect(options.ended).toBe('closed');
  });

  it('answers HTTP/1.0 with a Host, and a malformed request pipelined between good ones', async () => {
    expect((await rawRequest(port, 'GET /about HTTP/1.0\r\nHost: localhost\r\n\r\n')).status).toBe(200);
    const pipelined = ['GET /about HTTP/1.1\r\nHost: localhost\r\n\r\n', 'GET /about HTTP/1.1\r\nHost: a%b\r\n\r\n', 'TRACE /about HTTP/1.1\r\nHost: localhost\r\n\r\n', valid('/about')];
    const { responses, ended } = await rawExchange(port, pipelined.join(''), { methods: ['GET', 'GET', 'TRACE', 'GET'] });
    expect(responses.map((r) => r.status)).toEqual([200, 400, 405, 200]);
    expect(ended).toBe('closed');
  });
});
