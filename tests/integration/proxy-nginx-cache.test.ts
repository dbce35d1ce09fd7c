import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importArchive } from '#scripts/import/importer.ts';
import { launchBrowser, openPage } from '../helpers/browser.ts';
import { buildFixtureArchive } from '../helpers/fixture-archive.ts';
import { documentedServerBlock, startNginx, type Nginx } from '../helpers/nginx.ts';
import { inlineScripts, policyScriptHashes } from '../helpers/page-scripts.ts';
import { startServer, type TestServer } from '../helpers/server.ts';

/**
 * The site behind Debian's nginx as a caching proxy, with the configuration
 * docs/deployment.md gives ("A CDN in front"): pages are kept and served to everyone, the
 * hash-based CSP still guards a kept page in a real browser, and a newly imported archive
 * shows once the shared cache time is out.
 *
 * Between nginx and the site, a hop shortens the answers' s-maxage (an hour) to a few
 * seconds and changes nothing else, so nginx works from the site's own directives.
 */
const SHORT_S_MAXAGE = 2;
const FIRST = ['tests/fixtures/demo-small', 'tests/fixtures/questions'];
const SECOND = ['tests/fixtures/demo-small', 'tests/fixtures/questions', 'tests/fixtures/search'];

let live: string;
let server: TestServer;
let hop: http.Server;
let nginx: Nginx;
let browser: Browser;

beforeAll(async () => {
  live = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'proxy-nginx-cache-')), 'archive.db');
  fs.copyFileSync(await buildFixtureArchive(...FIRST), live);
  server = await startServer(live, { TRUST_PROXY: 'loopback', RENDER_THREADS: '1', ARCHIVE_WATCH_SECONDS: '0.2' });
  hop = await shortenSharedCacheTime(Number(new URL(server.url).port));
  [nginx, browser] = await Promise.all([startNginx(documentedServerBlock('proxy_cache_path'), (hop.address() as AddressInfo).port), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  await nginx?.stop();
  await new Promise((resolve) => (hop ? hop.close(resolve) : resolve(undefined)));
  await server?.stop();
});

/** A reverse proxy to the site that rewrites s-maxage in Cache-Control, and nothing else. */
async function shortenSharedCacheTime(upstreamPort: number): Promise<http.Server> {
  const proxy = http.createServer((req, res) => {
    const upstream = http.request({ host: '127.0.0.1', port: upstreamPort, method: req.method, path: req.url, headers: req.headers }, (answer) => {
      const cacheControl = answer.headers['cache-control'];
      if (cacheControl) answer.headers['cache-control'] = cacheControl.replace(/s-maxage=\d+/, `s-maxage=${SHORT_S_MAXAGE}`);
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    upstream.on('error', () => res.destroy());
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  return proxy;
}

const viaNginx = async (target: string) => {
  const response = await fetch(`${nginx.url}${target}`, { headers: { Accept: 'text/html' } });
  return { status: response.status, cache: response.headers.get('x-cache-status'), etag: response.headers.get('etag'), policy: response.headers.get('content-security-policy'), body: await response.text() };
};

const readyVersion = async () => ((await (await fetch(`${server.url}/readyz`)).json()) as { archiveVersion: string }).archiveVersion;

/** Requests the site answered, by route and status, from its metrics. */
async function answered(route: string, status: number): Promise<number> {
  const text = await (await fetch(`${server.url}/metrics`)).text();
  const line = new RegExp(`^http_requests_total\\{route="${route.replace(/[/]/g, '\\/')}",method="GET",status="${status}"\\} (\\d+)$`, 'm').exec(text);
  return Number(line?.[1] ?? 0);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('nginx caching pages as documented', () => {
  it('answers the second request for a page from its cache: the same page and policy, an hour for shared caches', async () => {
    const direct = await fetch(`${server.url}/categories`, { headers: { Accept: 'text/html' } });
    expect(direct.headers.get('cache-control')).toBe('public, max-age=300, s-maxage=3600, stale-while-revalidate=86400');
    const first = await viaNginx('/categories');
    const second = await viaNginx('/categories');
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(first.cache).toBe('MISS');
    expect(second.cache).toBe('HIT');
    expect(second.body).toBe(first.body);
    expect(second.policy).toBe(first.policy);
    expect(new Set(policyScriptHashes(second.policy))).toEqual(new Set(inlineScripts(second.body).map((script) => script.hash)));
  });

  it('never keeps what is not the same for everyone: form answers', async () => {
    const post = () =>
      fetch(`${nginx.url}/contact`, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: nginx.url }, body: 'name=' });
    for (const response of [await post(), await post()]) {
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(response.headers.get('x-cache-status')).not.toBe('HIT');
    }
  });

  it('serves a kept page that hydrates in Chromium, while its policy blocks an injected inline script', async () => {
    const target = '/about';
    expect((await viaNginx(target)).status).toBe(200); // kept (whatever encoding this asked for)
    const visit = async (): Promise<{ page: Page; errors: string[]; cache: string | undefined }> => {
      const { page, errors } = await openPage(browser, { viewport: { width: 1280, height: 800 } });
      await page.addInitScript(() => {
        const seen: string[] = [];
        (window as unknown as { __violations: string[] }).__violations = seen;
        document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.effectiveDirective} ${event.blockedURI}`));
      });
      const response = await page.goto(`${nginx.url}${target}`);
      expect(response?.status()).toBe(200);
      await page.waitForLoadState('networkidle');
      return { page, errors, cache: response?.headers()['x-cache-status'] };
    };
    await (await visit()).page.close(); // the first browser visit keeps the page as Chromium asks for it
    const { page, errors, cache } = await visit(); // another visitor: a new context, no browser cache
    // From the cache: fresh, or past its few seconds and being fetched again meanwhile.
    expect(['HIT', 'STALE', 'UPDATING']).toContain(cache);
    const violations = () => page.evaluate(() => (window as unknown as { __violations: string[] }).__violations);
    expect(await violations()).toEqual([]); // the page's own scripts all ran under its policy

    // Hydrated: a site link is followed client-side, in the same document.
    await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
    await page.getByRole('navigation', { name: 'Footer' }).getByRole('link', { name: 'Privacy Policy', exact: true }).click();
    await page.waitForURL(/\/privacy$/);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toMatch(/privacy/i);
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);

    // An inline script added to the page (as injected markup would be) does not run.
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.__injected = true;';
      document.body.append(script);
    });
    await expect.poll(violations).toEqual(['script-src-elem inline']);
    expect(await page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected)).toBeUndefined();
    expect(errors.filter((error) => !error.includes('Content Security Policy'))).toEqual([]);
  });

  it('revalidates with the ETag once the shared cache time is out, and shows a newly imported archive', async () => {
    const home = '/';
    const search = '/search?q=zorblax'; // a word only the second archive has
    const before = await readyVersion();
    const kept = await viaNginx(home);
    expect(kept.etag).toContain(before);
    const keptSearch = await viaNginx(search);
    expect(keptSearch.body).not.toContain('Zorblax warranty dispute');

    // Out of time, the same archive: nginx serves its copy and revalidates it; the site answers 304.
    await sleep((SHORT_S_MAXAGE + 1) * 1000);
    const notModified = await answered('/', 304);
    const stale = await viaNginx(home);
    expect(['STALE', 'UPDATING', 'REVALIDATED']).toContain(stale.cache);
    expect(stale.body).toBe(kept.body);
    await expect.poll(() => answered('/', 304), { timeout: 10_000 }).toBeGreaterThan(notModified);

    // A new import, swapped in by the site: once the cache time is out, nginx shows it.
    const report = await importArchive({ inputs: SECOND.map((dir) => path.resolve(dir)), outPath: live });
    expect(report.ok).toBe(true);
    await expect.poll(readyVersion, { timeout: 20_000 }).not.toBe(before);
    const after = await readyVersion();
    const seen = new Set<string | null>();
    const poll = { timeout: 30_000, interval: 500 };
    await expect.poll(async () => ((await viaNginx(home)).etag ?? '').includes(after), poll).toBe(true);
    await expect
      .poll(async () => {
        const now = await viaNginx(search);
        seen.add(now.cache);
        return now.body.includes('Zorblax warranty dispute');
      }, poll)
      .toBe(true);
    // Served from the cache throughout: the old copy while the new page was fetched in the background.
    expect([...seen].filter((status) => status !== 'HIT' && status !== 'STALE' && status !== 'UPDATING')).toEqual([]);
  });
});
