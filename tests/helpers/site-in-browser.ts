import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchBrowser } from './browser.ts';
import { buildFixtureArchive } from './fixture-archive.ts';
import { startServer, type TestServer } from './server.ts';

export interface SiteInBrowser {
  /** The production server on the fixture archive (set once the file's tests start). */
  readonly server: TestServer;
  readonly browser: Browser;
  /** The archive the importer built from the fixtures. */
  readonly archivePath: string;
}

/**
 * The site on an archive built from fixture folders, and a browser, started before a test
 * file's tests and stopped after them: what every browser test file needs first.
 */
export function siteInBrowser(fixtures: readonly string[], env: Record<string, string> = {}): SiteInBrowser {
  const site = {} as { server: TestServer; browser: Browser; archivePath: string };
  beforeAll(async () => {
    site.archivePath = await buildFixtureArchive(...fixtures);
    [site.server, site.browser] = await Promise.all([startServer(site.archivePath, env), launchBrowser()]);
  });
  afterAll(async () => {
    await site.browser?.close();
    await site.server?.stop();
  });
  return site;
}
