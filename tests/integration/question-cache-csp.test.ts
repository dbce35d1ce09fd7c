import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildFixtureArchive } from '../helpers/fixture-archive.ts';
import { startServer, type TestServer } from '../helpers/server.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startServer(await buildFixtureArchive('tests/fixtures/demo-small', 'tests/fixtures/questions'));
});

afterAll(async () => {
  await server?.stop();
});

/** The nonce of the response's CSP header, and the nonces on its executable script tags. */
async function load(path: string) {
  const response = await fetch(`${server.url}${path}`, { headers: { Accept: 'text/html' } });
  const html = await response.text();
  const policyNonce = /'nonce-([^']+)'/.exec(response.headers.get('content-security-policy') ?? '')?.[1];
  const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]).filter((tag) => !tag.includes('application/ld+json'));
  return { cache: response.headers.get('x-page-cache'), policyNonce, scripts };
}

describe('cached question pages under the nonce-based CSP', () => {
  it('serves a cache hit with the nonce of its own response on every script', async () => {
    const path = '/legal-questions/ca-can-i-move-out-of-state-with-my-kids-after-the-divorce-9040001';
    const first = await load(path);
    const second = await load(path);
    expect(first.cache).toBe('miss');
    expect(second.cache).toBe('hit');
    expect(second.policyNonce).toBeDefined();
    expect(second.policyNonce).not.toBe(first.policyNonce);
    expect(second.scripts.length).toBeGreaterThan(0);
    for (const tag of second.scripts) expect(tag).toContain(`nonce="${second.policyNonce}"`);
  });
});
