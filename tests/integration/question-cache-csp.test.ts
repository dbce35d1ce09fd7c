import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildFixtureArchive } from '../helpers/fixture-archive.ts';
import { inlineScripts, policyScriptHashes } from '../helpers/page-scripts.ts';
import { startServer, type TestServer } from '../helpers/server.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startServer(await buildFixtureArchive('tests/fixtures/demo-small', 'tests/fixtures/questions'));
});

afterAll(async () => {
  await server?.stop();
});

async function load(path: string) {
  const response = await fetch(`${server.url}${path}`, { headers: { Accept: 'text/html' } });
  const html = await response.text();
  const policy = response.headers.get('content-security-policy');
  return { cache: response.headers.get('x-page-cache'), policy, html, scripts: inlineScripts(html) };
}

describe('cached question pages under the hash-based CSP', () => {
  it('serves a cache hit with the very page and policy of the first answer, naming every inline script', async () => {
    const path = '/legal-questions/ca-can-i-move-out-of-state-with-my-kids-after-the-divorce-9040001';
    const first = await load(path);
    const second = await load(path);
    expect(first.cache).toBe('miss');
    expect(second.cache).toBe('hit');
    expect(second.html).toBe(first.html);
    expect(second.policy).toBe(first.policy);
    expect(second.scripts.length).toBeGreaterThan(0);
    expect(new Set(policyScriptHashes(second.policy))).toEqual(new Set(second.scripts.map((script) => script.hash)));
  });

  it('lists no hash for the script tags of hostile archive text (they are text, and would not be hashed if they were not)', async () => {
    const page = await load('/q/9040003');
    expect(page.html).toContain('__xss');
    const hashes = policyScriptHashes(page.policy);
    // Only the page's own scripts: React Router's context, stream and module entry, and the scroll restoration.
    expect(hashes.length).toBe(page.scripts.length);
    for (const { tag } of page.scripts) expect(tag).toMatch(/^<script( type="module" async="")?>$/);
  });
});
