import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildFixtureArchive } from '../helpers/fixture-archive.ts';
import { startServer, type TestServer } from '../helpers/server.ts';

/**
 * Rate limits keyed on the route reached, TRUST_PROXY as Express takes it, /json/search's
 * media type, log levels of refusals and the metrics token.
 */
const TOKEN = 'ops-token-7c1e2b9d4f';
let archive: string;
let server: TestServer;

beforeAll(async () => {
  archive = await buildFixtureArchive('tests/fixtures/demo-small');
  server = await startServer(archive, {
    TRUST_PROXY: '1',
    RATE_LIMIT_SEARCH: '2',
    RATE_LIMIT_API: '3',
    METRICS_TOKEN: TOKEN,
    RENDER_THREADS: '1',
  });
});

afterAll(async () => {
  await server?.stop();
});

const get = (base: string, path: string, headers: Record<string, string> = {}) =>
  fetch(`${base}${path}`, { headers, redirect: 'manual' });
const from = (address: string) => ({ 'X-Forwarded-For': address });

describe('rate limits follow the route a request reaches, however its path is spelled', () => {
  it('every spelling of search shares the search bucket', async () => {
    const client = from('192.0.2.10');
    for (let i = 0; i < 2; i++) expect((await get(server.url, `/search?q=law${i}`, client)).status).toBe(200);
    expect((await get(server.url, '/search?q=law', client)).status).toBe(429);
    for (const path of [
      '/SEARCH?q=law',
      '/Search?q=law',
      '/%73earch?q=law',
      '/search/?q=law',
      '/search.data?q=law',
      '/API/search?q=law',
      '/api/Search?q=law',
      '/api/%73earch?q=law',
    ]) {
      const response = await get(server.url, path, client);
      expect(response.status, path).toBe(429);
      expect(response.headers.get('retry-after'), path).toMatch(/^\d+$/);
    }
  });

  it('an IPv6 client is limited by its /64, not by each address it picks in it', async () => {
    for (let i = 0; i < 2; i++)
      expect((await get(server.url, `/search?q=v6${i}`, from(`2001:db8:34:64::${i + 1}`))).status).toBe(200);
    expect((await get(server.url, '/search?q=v6', from('2001:db8:34:64:ffff:1:2:3'))).status).toBe(429);
    expect((await get(server.url, '/search?q=v6', from('2001:db8:34:65::1'))).status).toBe(200); // another /64
  });

  it('every spelling of a JSON call shares the API bucket', async () => {
    const client = from('192.0.2.11');
    for (let i = 0; i < 3; i++) expect((await get(server.url, '/api/questions/1', client)).status).not.toBe(429);
    for (const path of ['/Api/questions/6', '/API/QUESTIONS/1', '/api/%71uestions/1', '/api/anything-else'])
      expect((await get(server.url, path, client)).status, path).toBe(429);
    // Pages are not limited.
    expect((await get(server.url, '/about', client)).status).toBe(200);
  });

  it('CSP reports have their own small limit, in any spelling, and one report writes a bounded log line', async () => {
    const client = from('192.0.2.12');
    const report = JSON.stringify({
      'csp-report': {
        'document-uri': `http://x/${'a'.repeat(9000)}`,
        'violated-directive': 'script-src',
        junk: 'j'.repeat(5000),
      },
    });
    const post = (path: string) =>
      fetch(`${server.url}${path}`, {
        method: 'POST',
        headers: { ...client, 'Content-Type': 'application/csp-report' },
        body: report,
      });
    // min(RATE_LIMIT_API, CSP_REPORTS_PER_WINDOW): 3 here.
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) statuses.push((await post('/csp-report')).status);
    expect(statuses).toEqual([204, 204, 204]);
    expect((await post('/CSP-Report')).status).toBe(429);
    expect((await post('/csp-report/')).status).toBe(429);
    const lines = server
      .output()
      .split('\n')
      .filter((line) => line.includes('content security policy violation'));
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) expect(line.length).toBeLessThan(1000);
    expect(server.output()).not.toContain('jjjjjjjj');
  });
});

describe('TRUST_PROXY', () => {
  it('with one trusted hop (1), a client is the address the proxy appended, not the one it wrote', async () => {
    // The documented case: X-Forwarded-For "198.51.100.9, 203.0.113.7" through one hop is 203.0.113.7.
    for (let i = 0; i < 2; i++)
      expect((await get(server.url, `/search?q=x${i}`, from('198.51.100.9, 203.0.113.7'))).status).toBe(200);
    expect((await get(server.url, '/search?q=x', from('198.51.100.9, 203.0.113.7'))).status).toBe(429);
    // Writing another first entry does not make another client...
    expect((await get(server.url, '/search?q=x', from('10.9.8.7, 203.0.113.7'))).status).toBe(429);
    expect((await get(server.url, '/search?q=x', from('203.0.113.99, 203.0.113.7'))).status).toBe(429);
    // ...another address appended by the proxy does.
    expect((await get(server.url, '/search?q=x', from('198.51.100.9, 203.0.113.8'))).status).toBe(200);
  });

  it.each([
    ['a list of proxy addresses (127.0.0.1/8, ::1)', '127.0.0.1/8, ::1', 'appended'],
    ['false', 'false', 'socket'],
  ])('with %s', async (_label, trust, client) => {
    const other = await startServer(archive, {
      TRUST_PROXY: trust,
      RATE_LIMIT_SEARCH: '2',
      RENDER_THREADS: '0',
      SEARCH_THREADS: '0',
    });
    try {
      for (let i = 0; i < 2; i++)
        expect((await get(other.url, `/search?q=y${i}`, from('198.51.100.9, 203.0.113.7'))).status).toBe(200);
      // Trusted proxies: the client is the last address not a proxy's; without: the socket, whatever the header says.
      const sameAppended = (await get(other.url, '/search?q=y', from('10.0.0.1, 203.0.113.7'))).status;
      const otherAppended = (await get(other.url, '/search?q=y', from('198.51.100.9, 203.0.113.8'))).status;
      expect([sameAppended, otherAppended]).toEqual(client === 'appended' ? [429, 200] : [429, 429]);
    } finally {
      await other.stop();
    }
  });
});

describe('operations endpoints with METRICS_TOKEN', () => {
  it('/metrics answers only with the token', async () => {
    const refused = await get(server.url, '/metrics');
    expect(refused.status).toBe(401);
    expect(refused.headers.get('www-authenticate')).toMatch(/^Bearer/);
    expect(await refused.text()).not.toMatch(/http_requests|# HELP/);
    expect((await get(server.url, '/metrics', { Authorization: 'Bearer wrong-token-000000000' })).status).toBe(401);
    const allowed = await get(server.url, '/metrics', { Authorization: `Bearer ${TOKEN}` });
    expect(allowed.status).toBe(200);
    expect(await allowed.text()).toMatch(/# HELP/);
  });

  it('/readyz gives its status to anyone and its details only with the token', async () => {
    const open = await get(server.url, '/readyz');
    expect(open.status).toBe(200);
    expect(await open.json()).toEqual({ status: 'ok' });
    const detailed = await (await get(server.url, '/readyz', { Authorization: `Bearer ${TOKEN}` })).json();
    expect(detailed).toMatchObject({
      status: 'ok',
      archiveVersion: expect.any(String),
      schemaVersion: expect.any(Number),
    });
  });
});

describe('smaller points', () => {
  it('/json/search takes application/json (any charset) and nothing that merely contains it', async () => {
    let client = 30; // one client per call: the search limit here is 2
    const post = (type: string) =>
      fetch(`${server.url}/json/search`, {
        method: 'POST',
        headers: { ...from(`192.0.2.${client++}`), 'Content-Type': type },
        body: JSON.stringify({
          index: 'questions',
          query: { bool: { should: [{ match: { question_short: 'lease' } }] } },
          limit: 1,
        }),
      });
    expect((await post('application/json')).status).toBe(200);
    expect((await post('application/json; charset=utf-8')).status).toBe(200);
    for (const type of ['application/jsonx', 'text/application/json', 'application/json-seq']) {
      const response = await post(type);
      expect(response.status, type).toBe(400);
    }
  });

  it('a 405 and a cross-origin form post (page or data request) are each one warn line without a stack', async () => {
    const before = server.output().length;
    expect((await fetch(`${server.url}/about`, { method: 'PUT' })).status).toBe(405);
    const csrf = await fetch(`${server.url}/contact`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: 'https://evil.example' },
      body: 'name=a&email=a%40example.org&message=hi',
    });
    expect(csrf.status).toBe(400);
    // The same post as a data request (how the form posts once the page has hydrated).
    const data = await fetch(`${server.url}/contact.data`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: 'https://evil.example' },
      body: 'name=a&email=a%40example.org&message=hi',
    });
    expect(data.status).toBeGreaterThanOrEqual(400);
    // Read once the three lines are in (the server's output comes through a pipe), not after a guess.
    const linesSince = () => server.output().slice(before).split('\n').filter(Boolean);
    const refusalsIn = (lines: string[]) => lines.filter((line) => /method not allowed|form post refused/.test(line));
    for (let waited = 0; refusalsIn(linesSince()).length < 3 && waited < 10_000; waited += 50)
      await new Promise((resolve) => setTimeout(resolve, 50));
    const lines = linesSince();
    const refusals = refusalsIn(lines);
    expect(refusals).toHaveLength(3);
    for (const line of refusals) {
      expect(line).toContain('"level":40');
      expect(line).not.toContain('stack');
    }
    expect(lines.filter((line) => line.includes('"level":50'))).toEqual([]);
  });
});

describe('/metrics without a token', () => {
  let closed: TestServer;
  beforeAll(async () => {
    closed = await startServer(archive, { METRICS_OPEN: '', RENDER_THREADS: '0' });
  });
  afterAll(async () => {
    await closed?.stop();
  });

  it('is closed by default (403, no figures), and /readyz still answers', async () => {
    const response = await fetch(`${closed.url}/metrics`);
    expect(response.status).toBe(403);
    const text = await response.text();
    expect(text).toContain('METRICS_TOKEN');
    expect(text).not.toMatch(/# HELP|nodejs_version/);
    expect((await fetch(`${closed.url}/readyz`)).status).toBe(200);
  });
});
