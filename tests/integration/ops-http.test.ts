import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildFixtureArchive } from '../helpers/fixture-archive.ts';
import { inlineScripts, policyScriptHashes } from '../helpers/page-scripts.ts';
import { startServer, type TestServer } from '../helpers/server.ts';

/** Security headers, limits, caching, compression, logs, metrics and readiness of the real server. */
let server: TestServer;

beforeAll(async () => {
  const archive = await buildFixtureArchive('tests/fixtures/demo-small');
  server = await startServer(archive, {
    LOG_LEVEL: 'info',
    TRUST_PROXY: '1',
    RATE_LIMIT_SEARCH: '3',
    RATE_LIMIT_API: '4',
  });
});

afterAll(async () => {
  await server?.stop();
});

const get = (path: string, headers: Record<string, string> = {}) => fetch(`${server.url}${path}`, { headers, redirect: 'manual' });

describe('security headers', () => {
  it("sends a CSP listing the hashes of exactly the page's inline scripts, the same for every visitor, nothing unsafe for scripts", async () => {
    const response = await get('/');
    const csp = response.headers.get('content-security-policy')!;
    const scriptSrc = csp.split(';').find((d) => d.trim().startsWith('script-src'))!;
    expect(scriptSrc).not.toContain('unsafe-inline');
    expect(scriptSrc).not.toContain('unsafe-eval');
    expect(scriptSrc).not.toContain('nonce-');
    for (const directive of ["frame-ancestors 'none'", "object-src 'none'", "base-uri 'none'", "form-action 'self'", "default-src 'self'"]) expect(csp).toContain(directive);
    const html = await response.text();
    const scripts = inlineScripts(html);
    expect(scripts.length).toBeGreaterThan(0);
    expect(new Set(policyScriptHashes(csp))).toEqual(new Set(scripts.map((script) => script.hash)));
    for (const { tag } of scripts) expect(tag).not.toContain('nonce');
    // No per-response randomness: the next visitor gets the same page and policy.
    const again = await get('/');
    expect(again.headers.get('content-security-policy')).toBe(csp);
    expect(await again.text()).toBe(html);
  });

  it('sends the other security headers on pages, API answers, errors and static files, and no X-Powered-By', async () => {
    for (const path of ['/', '/api/nope', '/no-such-page', '/favicon.svg', '/robots.txt']) {
      const response = await get(path);
      expect(response.headers.get('x-powered-by'), path).toBeNull();
      expect(response.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(response.headers.get('referrer-policy'), path).toBe('strict-origin-when-cross-origin');
      expect(response.headers.get('permissions-policy'), path).toContain('camera=()');
      expect(response.headers.get('content-security-policy'), path).toContain("frame-ancestors 'none'");
    }
  });

  it('sends HSTS only over HTTPS (as told by the proxy when TRUST_PROXY is on)', async () => {
    expect((await get('/')).headers.get('strict-transport-security')).toBeNull();
    const https = await get('/', { 'X-Forwarded-Proto': 'https' });
    expect(https.headers.get('strict-transport-security')).toMatch(/max-age=\d{7,}/);
    expect(https.headers.get('content-security-policy')).toContain('upgrade-insecure-requests');
  });
});

describe('request limits', () => {
  it('refuses bodies above the limits with 413 and a clear message, before reading them', async () => {
    const json = await fetch(`${server.url}/json/search`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ q: 'x'.repeat(70 * 1024) }) });
    expect(json.status).toBe(413);
    expect(await json.json()).toEqual({ error: 'The request body is too large: the limit is 64 KB.' });
    const form = await fetch(`${server.url}/contact`, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: `message=${'y'.repeat(40 * 1024)}` });
    expect(form.status).toBe(413);
    expect(await form.text()).toBe('The request body is too large: the limit is 32 KB.');
  });

  it('refuses a body without Content-Length (chunked) with 411', async () => {
    const stream = new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('{"a":1}'));
        controller.close();
      },
    });
    const response = await fetch(`${server.url}/json/search`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: stream, duplex: 'half' } as RequestInit);
    expect(response.status).toBe(411);
  });

  it('rate-limits search with 429, Retry-After and a short body, per client', async () => {
    const client = { 'X-Forwarded-For': '203.0.113.7' };
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await get(`/search?q=rent${i}`, client)).status);
    expect(statuses.slice(0, 3).every((s) => s !== 429)).toBe(true);
    const limited = await get('/search?q=again', client);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(limited.headers.get('cache-control')).toBe('no-store');
    expect(await limited.text()).toMatch(/^Too many requests: please wait \d+ seconds/);
    // The data requests of client-side navigation count against the same limit.
    expect((await get('/search.data?q=x', client)).status).toBe(429);
    // Another client is not affected.
    expect((await get('/search?q=rent', { 'X-Forwarded-For': '203.0.113.8' })).status).not.toBe(429);
  });

  it('rate-limits the JSON calls with a JSON 429', async () => {
    const client = { 'X-Forwarded-For': '198.51.100.4' };
    for (let i = 0; i < 4; i++) expect((await get(`/api/anything-${i}`, client)).status).not.toBe(429);
    const limited = await get('/api/anything', client);
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
    expect((await limited.json()).error).toMatch(/^Too many requests/);
    // Pages are not limited.
    expect((await get('/', client)).status).toBe(200);
  });
});

describe('HTTP caching and compression', () => {
  it('gives pages Cache-Control for browsers and shared caches, a strong ETag with the archive version, and a 304 on If-None-Match', async () => {
    const ready = (await (await get('/readyz')).json()) as { archiveVersion: string };
    const first = await get('/');
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^"[^"]+"$/); // strong: no W/
    expect(etag).toContain(ready.archiveVersion);
    expect(first.headers.get('cache-control')).toBe('public, max-age=300, s-maxage=3600, stale-while-revalidate=86400');
    expect((await get('/')).headers.get('etag')).toBe(etag);
    const revalidated = await get('/', { 'If-None-Match': etag });
    expect(revalidated.status).toBe(304);
    expect(await revalidated.text()).toBe('');
    // The browser keeps the policy stored with its copy, which names that copy's scripts.
    expect(revalidated.headers.get('content-security-policy')).toBeNull();
    expect((await get('/', { 'If-None-Match': '"other"' })).status).toBe(200);
  });

  it('answers 304 for sitemaps and robots.txt from their ETag alone', async () => {
    for (const path of ['/robots.txt', '/sitemap.xml', '/sitemaps/pages.xml']) {
      const response = await get(path);
      expect(response.status, path).toBe(200);
      const etag = response.headers.get('etag')!;
      expect(etag, path).toMatch(/^"/);
      expect((await get(path, { 'If-None-Match': etag })).status, path).toBe(304);
    }
  });

  it('does not let errors be cached for long, nor answers to forms at all', async () => {
    expect((await get('/no-such-page')).headers.get('cache-control')).toBe('public, max-age=60');
    expect((await get('/readyz')).headers.get('cache-control')).toBe('no-store');
    const form = await fetch(`${server.url}/contact`, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: server.url }, body: 'name=' });
    expect(form.headers.get('cache-control')).toBe('no-store');
  });

  it('lets shared caches keep JSON calls longer than browsers, from their own browser time', async () => {
    const response = await get('/api/categories/10');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=900, s-maxage=3600, stale-while-revalidate=86400');
  });

  it('compresses with brotli or gzip as the client accepts (pages and JSON: gzip, compressed once)', async () => {
    const { request } = await import('node:http');
    const encodingOf = (acceptEncoding: string, path = '/') =>
      new Promise<string | undefined>((resolve, reject) => {
        const req = request(`${server.url}${path}`, { headers: { 'Accept-Encoding': acceptEncoding } }, (res) => {
          res.resume();
          resolve(res.headers['content-encoding']);
        });
        req.on('error', reject);
        req.end();
      });
    // Pages and JSON answers are gzip-compressed once (server/compressed-page.ts), so gzip
    // even when brotli is offered; other bodies are compressed per response.
    expect(await encodingOf('br, gzip')).toBe('gzip');
    expect(await encodingOf('br, gzip', '/sitemaps/pages.xml')).toBe('br');
    expect(await encodingOf('br', '/sitemaps/pages.xml')).toBe('br');
    expect(await encodingOf('gzip')).toBe('gzip');
    expect(await encodingOf('identity')).toBeUndefined();
  });
});

describe('operations endpoints and logs', () => {
  it('reports readiness with the archive version', async () => {
    const response = await get('/readyz');
    expect(response.status).toBe(200);
    const body = (await response.json()) as Record<string, unknown>;
    expect(body.status).toBe('ok');
    expect(body.archiveVersion).toMatch(/^\d{8}T\d{6}Z-/);
    expect(body.schemaVersion).toBeGreaterThanOrEqual(900);
  });

  it('exposes Prometheus metrics by route pattern, never by raw path', async () => {
    await get('/');
    await get('/no-such-page-12345');
    const text = await (await get('/metrics')).text();
    expect(text).toMatch(/^http_requests_total\{route="\/",method="GET",status="200"\} \d+$/m);
    expect(text).toMatch(/^http_request_duration_seconds_bucket\{le="0\.05",route="\/",method="GET"\} \d+$/m);
    expect(text).toContain('route="not-found"');
    expect(text).not.toContain('no-such-page-12345');
    expect(text).toMatch(/^rate_limited_total\{limit="search"\} [1-9]/m);
    expect(text).toContain('# TYPE search_duration_seconds histogram');
    expect(text).toContain('process_resident_memory_bytes');
  });

  it('logs one JSON line per request with request id, route, status and duration; echoes the request id', async () => {
    const response = await get('/sitemap.xml', { 'X-Request-Id': 'test-req-42' });
    expect(response.headers.get('x-request-id')).toBe('test-req-42');
    const generated = (await get('/')).headers.get('x-request-id');
    expect(generated).toMatch(/^[0-9a-f-]{36}$/);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const lines = server
      .output()
      .split('\n')
      .filter((line) => line.includes('"test-req-42"'));
    expect(lines).toHaveLength(1);
    const entry = JSON.parse(lines[0]!) as Record<string, unknown>;
    expect(entry).toMatchObject({ reqId: 'test-req-42', method: 'GET', route: '/sitemap.xml', status: 200, level: 30 });
    expect(typeof entry.durationMs).toBe('number');
    expect(entry.time).toBeDefined();
  });

  it('never shows a stack trace or a server path in an error body', async () => {
    for (const path of ['/%E0%A4%A', '/legal-questions/%', '/api/%ZZ', '/search?q=%']) {
      const body = await (await get(path)).text();
      expect(body, path).not.toMatch(/\n\s+at |\/work\/|node_modules|\.tsx?:\d+/);
    }
  });
});
