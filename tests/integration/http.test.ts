import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildFixtureArchive } from '../helpers/fixture-archive.ts';
import { startServer, type TestServer } from '../helpers/server.ts';

let server: TestServer;

beforeAll(async () => {
  const archive = await buildFixtureArchive('tests/fixtures/import-good');
  server = await startServer(archive);
});

afterAll(async () => {
  await server?.stop();
});

describe('the real server on a fixture archive', () => {
  it('renders the home page on the server with the shared layout', async () => {
    const response = await fetch(`${server.url}/`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    // React separates adjacent text nodes with <!-- --> markers; compare the visible text.
    const html = (await response.text()).replaceAll('<!-- -->', '');
    expect(html).toContain('<header');
    expect(html).toContain('action="/search"');
    expect(html).toContain('© 2025');
    for (const href of ['/disclaimer', '/accessibility', '/find-attorney', '/legal-help']) expect(html).toContain(`href="${href}"`);
  });

  it('answers unknown paths with the 404 page and status 404', async () => {
    for (const path of ['/no-such-page', '/legal-help-typo/x/y', '/%E2%98%83', '/assets/missing.js']) {
      const response = await fetch(`${server.url}${path}`);
      expect(response.status, path).toBe(404);
    }
    const html = await (await fetch(`${server.url}/no-such-page`)).text();
    expect(html).toContain('<title>404 Page Not Found | OpenCounsel</title>');
    expect(html).toContain('404 Page Not Found</h1>');
  });

  it('answers unknown API paths with JSON 404', async () => {
    const response = await fetch(`${server.url}/api/no-such-call`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: 'Not found' });
  });

  it('serves /healthz', async () => {
    const response = await fetch(`${server.url}/healthz`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok' });
  });

  it('sends the baseline security headers and no X-Powered-By', async () => {
    const response = await fetch(`${server.url}/`);
    expect(response.headers.get('x-powered-by')).toBeNull();
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });

  it('serves hashed assets as immutable', async () => {
    const html = await (await fetch(`${server.url}/`)).text();
    const asset = /\/assets\/[\w.-]+\.js/.exec(html)?.[0];
    expect(asset).toBeDefined();
    const response = await fetch(`${server.url}${asset}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toContain('immutable');
  });
});
