import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildFixtureArchive } from '../helpers/fixture-archive.ts';
import { rawRequest } from '../helpers/raw-http.ts';
import { startServer, type TestServer } from '../helpers/server.ts';

/**
 * The search limit holds however the path is spelled on the wire: dot segments, `%2e`, the
 * `.data` and `_.data` suffixes of data requests, trailing dots and slashes. Sent over a raw
 * socket, as `curl --path-as-is` would, since HTTP clients resolve the dot segments first.
 */
const SPELLINGS = [
  '/./search',
  '/x/../search',
  '/%2e/search',
  '/search/.',
  '/search/./',
  '/search/x/..',
  '/search/_.data',
  '/./search.data',
  '/./api/search',
  '/x/../api/search',
];

let server: TestServer;
let port: number;

beforeAll(async () => {
  server = await startServer(await buildFixtureArchive('tests/fixtures/demo-small'), {
    TRUST_PROXY: '1',
    RATE_LIMIT_SEARCH: String(SPELLINGS.length),
    RENDER_THREADS: '1',
  });
  port = Number(new URL(server.url).port);
});

afterAll(async () => {
  await server?.stop();
});

const get = (path: string, client: string) =>
  rawRequest(port, `GET ${path}?q=lease HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nX-Forwarded-For: ${client}\r\nConnection: close\r\n\r\n`);

describe('the search limit, whatever the spelling of the path', () => {
  it('counts every spelling against the search bucket, and refuses each once the bucket is empty', async () => {
    const client = '198.51.100.7';
    for (const path of SPELLINGS) {
      const response = await get(path, client);
      expect(response.status, path).toBe(200);
      expect(response.headers['ratelimit-limit'], path).toBe(String(SPELLINGS.length));
      // What is left is one client's: never on an answer a shared cache may keep for others.
      expect(response.headers['ratelimit-remaining'], path).toBeUndefined();
    }
    // Every spelling counted: the bucket of SPELLINGS.length searches is now empty.
    expect((await get('/search', client)).status).toBe(429);
    for (const path of SPELLINGS) {
      const response = await get(path, client);
      expect(response.status, path).toBe(429);
      expect(response.headers['ratelimit-limit'], path).toBe(String(SPELLINGS.length));
      expect(response.headers['ratelimit-remaining'], path).toBe('0');
      expect(response.headers['retry-after'], path).toMatch(/^\d+$/);
    }
    // Another client is still served.
    expect((await get('/./search', '198.51.100.8')).status).toBe(200);
  });
});
