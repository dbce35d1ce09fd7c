import http from 'node:http';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildFixtureArchive } from '../helpers/fixture-archive.ts';
import { startServer, type TestServer } from '../helpers/server.ts';

let archive: string;
let server: TestServer;
const html = { headers: { Accept: 'text/html' } };

beforeAll(async () => {
  archive = await buildFixtureArchive('tests/fixtures/demo-small');
  server = await startServer(archive);
});

afterAll(async () => {
  await server?.stop();
});

/** The first category page the categories index links to. */
async function someCategoryPath(): Promise<string> {
  const index = await (await fetch(`${server.url}/categories`, html)).text();
  const path = /href="(\/categories\/[a-z0-9-]+)"/.exec(index)?.[1];
  expect(path).toBeDefined();
  return path!;
}

describe('the server page cache', () => {
  it('answers a repeat visit to a listing page from memory: the same page, ETag and policy', async () => {
    const path = `${await someCategoryPath()}?sort=date`;
    const first = await fetch(`${server.url}${path}`, html);
    const second = await fetch(`${server.url}${path}`, html);
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect(first.headers.get('x-page-cache')).toBe('miss');
    expect(second.headers.get('x-page-cache')).toBe('hit');
    const [firstBody, secondBody] = [await first.text(), await second.text()];
    expect(secondBody).toBe(firstBody);
    for (const header of ['etag', 'content-type', 'cache-control', 'content-security-policy'])
      expect(second.headers.get(header), header).toBe(first.headers.get(header));
    expect(second.headers.get('content-security-policy')).toContain("'sha256-");
    // Uncompressed, a kept page states its exact length.
    const plain = await fetch(`${server.url}${path}`, { headers: { Accept: 'text/html', 'Accept-Encoding': 'identity' } });
    expect(plain.headers.get('x-page-cache')).toBe('hit');
    expect(Number(plain.headers.get('content-length'))).toBe(Buffer.byteLength(await plain.text()));
    // Compressed when the client accepts it.
    const zipped = await fetch(`${server.url}${path}`, { headers: { Accept: 'text/html', 'Accept-Encoding': 'gzip' } });
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
    expect(await zipped.text()).toBe(firstBody);
  });

  it('reports the bytes it holds and its bound at /metrics (page_cache_bytes)', async () => {
    const gauge = async () => {
      const text = await (await fetch(`${server.url}/metrics`)).text();
      const read = (of: string) => Number(new RegExp(`^page_cache_bytes\\{of="${of}"\\} (\\d+)$`, 'm').exec(text)?.[1] ?? Number.NaN);
      return { held: read('held'), max: read('max') };
    };
    const before = await gauge();
    expect(before.max).toBe(128 * 1024 * 1024); // PAGE_CACHE_MB's default
    const path = `${await someCategoryPath()}?sort=answers`;
    const first = await fetch(`${server.url}${path}`, html);
    expect([first.status, first.headers.get('x-page-cache')]).toEqual([200, 'miss']);
    await fetch(`${server.url}${path}`, html); // kept by now (a visit during compression waits for it)
    const after = await gauge();
    expect(after.held).toBeGreaterThan(before.held);
    expect(after.held).toBeLessThan(after.max);
  });

  it('serves a kept page gzip-compressed as a valid gzip stream (checked by zlib, CRC included)', async () => {
    const path = await someCategoryPath();
    const fresh = await (await fetch(`${server.url}${path}`, html)).text();
    const raw = await new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      http
        .get(`${server.url}${path}`, { headers: { Accept: 'text/html', 'Accept-Encoding': 'gzip' } }, (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
        })
        .on('error', reject);
    });
    expect(raw.headers['x-page-cache']).toBe('hit');
    expect(raw.headers['content-encoding']).toBe('gzip');
    expect(Number(raw.headers['content-length'])).toBe(raw.body.length);
    const page = zlib.gunzipSync(raw.body).toString('utf8');
    expect(page).toBe(fresh);
    expect(raw.body.length).toBeLessThan(Buffer.byteLength(page) / 2);
  });

  it('keeps JSON calls too (same body and ETag), but never the search call', async () => {
    const path = '/api/categories/10/questions?sort=date&limit=5';
    const first = await fetch(`${server.url}${path}`);
    const second = await fetch(`${server.url}${path}`);
    expect(first.status).toBe(200);
    expect([first.headers.get('x-page-cache'), second.headers.get('x-page-cache')]).toEqual(['miss', 'hit']);
    expect(second.headers.get('content-type')).toContain('application/json');
    expect(second.headers.get('etag')).toBe(first.headers.get('etag'));
    expect(await second.json()).toEqual(await first.json());
    const missing = await fetch(`${server.url}/api/categories/999999`);
    expect(missing.status).toBe(404);
    expect((await fetch(`${server.url}/api/categories/999999`)).headers.get('x-page-cache')).not.toBe('hit');
    for (let i = 0; i < 2; i++) expect((await fetch(`${server.url}/api/search?q=divorce`)).headers.get('x-page-cache')).toBeNull();
  });

  it('revalidates a kept page with 304 against the ETag of either answer', async () => {
    const path = await someCategoryPath();
    const first = await fetch(`${server.url}${path}`, html);
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^"/);
    const revalidated = await fetch(`${server.url}${path}`, { headers: { Accept: 'text/html', 'If-None-Match': etag } });
    expect(revalidated.status).toBe(304);
    expect(await revalidated.text()).toBe('');
  });

  it('keeps neither client data requests nor not-found pages', async () => {
    const path = await someCategoryPath();
    for (let i = 0; i < 2; i++) {
      const data = await fetch(`${server.url}${path}.data`);
      expect(data.headers.get('content-type')).not.toContain('text/html');
      expect(data.headers.get('x-page-cache')).toBeNull();
    }
    for (let i = 0; i < 2; i++) {
      const missing = await fetch(`${server.url}/categories/no-such-area-at-all`, html);
      expect(missing.status).toBe(404);
      expect(missing.headers.get('x-page-cache')).not.toBe('hit');
    }
  });

  it('keeps a search page with the elapsed time its search took', async () => {
    const [first, second] = [await fetch(`${server.url}/search?q=divorce&state=CA`, html), await fetch(`${server.url}/search?q=divorce&state=CA`, html)];
    expect([first.status, second.status]).toEqual([200, 200]);
    expect([first.headers.get('x-page-cache'), second.headers.get('x-page-cache')]).toEqual(['miss', 'hit']);
    const elapsed = (body: string) => /data-testid="elapsed">([^<]+)</.exec(body)?.[1];
    const [firstBody, secondBody] = [await first.text(), await second.text()];
    expect(elapsed(firstBody)).toMatch(/^(<1|\d+)$/);
    expect(secondBody).toBe(firstBody);
  });

  it('keeps pages rendered on the request thread too (RENDER_THREADS=0: compressed there, on the thread pool)', async () => {
    const inline = await startServer(archive, { RENDER_THREADS: '0' });
    try {
      const path = await someCategoryPath();
      const first = await fetch(`${inline.url}${path}`, html);
      const firstBody = await first.text();
      const second = await fetch(`${inline.url}${path}`, { headers: { Accept: 'text/html', 'Accept-Encoding': 'gzip' } });
      expect([first.headers.get('x-page-cache'), second.headers.get('x-page-cache')]).toEqual(['miss', 'hit']);
      expect(second.headers.get('content-encoding')).toBe('gzip');
      expect(await second.text()).toBe(firstBody);
    } finally {
      await inline.stop();
    }
  });

  it('is off with PAGE_CACHE_MB=0', async () => {
    const uncached = await startServer(archive, { PAGE_CACHE_MB: '0' });
    try {
      const path = await someCategoryPath();
      for (let i = 0; i < 2; i++) {
        const response = await fetch(`${uncached.url}${path}`, html);
        expect(response.status).toBe(200);
        expect(response.headers.get('x-page-cache')).toBeNull();
      }
    } finally {
      await uncached.stop();
    }
  });
});
