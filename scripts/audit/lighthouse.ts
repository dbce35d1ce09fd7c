/**
 * `npm run audit:lighthouse`: Lighthouse (the npm package) in Debian's Chromium on the home
 * page and a static page, served by the real production server on the demo-small fixture
 * archive. Prints the four category scores per page and exits 1 when one is below 95.
 *
 *   npm run audit:lighthouse                      # mobile (Lighthouse's default emulation)
 *   npm run audit:lighthouse -- --desktop         # desktop preset
 *   npm run audit:lighthouse -- --url http://localhost:3000 /faq /guides   # a running site, other pages
 */
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { ensureBundle } from '../lib/bundle.ts';
import { CHROMIUM_PATH } from '../../tests/helpers/browser.ts';
import { buildFixtureArchive } from '../../tests/helpers/fixture-archive.ts';
import { startServer, type TestServer } from '../../tests/helpers/server.ts';

const TARGET = 95;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { desktop: { type: 'boolean', default: false }, url: { type: 'string' } },
});
const paths = positionals.length ? positionals : ['/', '/privacy'];

let server: TestServer | undefined;
let base = values.url?.replace(/\/$/, '');
if (!base) {
  ensureBundle();
  server = await startServer(await buildFixtureArchive('tests/fixtures/demo-small'), { LOG_LEVEL: 'error' });
  base = server.url;
}

// The same quiet flags as the browser tests (tests/helpers/browser.ts), in new headless mode.
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

/**
 * The demo archive's attorney photos point at images.opencounsel.example, a reserved
 * documentation domain that never resolves; a real archive has a real photo host. Those
 * failed loads are left out of the console-errors audit, and nothing else is.
 */
const DEMO_PHOTO_HOST = String.raw`images\.opencounsel\.example`;
const config = {
  extends: 'lighthouse:default',
  ...(values.desktop ? { settings: desktopConfig.settings } : {}),
  audits: [{ path: 'errors-in-console', options: { ignoredPatterns: [DEMO_PHOTO_HOST] } }],
};

let failed = false;
try {
  console.log(`Lighthouse ${values.desktop ? 'desktop' : 'mobile'} on ${base} (target ${TARGET} in each category)\n`);
  console.log(`${'page'.padEnd(28)}${CATEGORIES.map((c) => c.padStart(16)).join('')}`);
  for (const path of paths) {
    // A fresh browser per page: a second audit in the same instance measured markedly slower.
    const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROME_FLAGS });
    let result;
    try {
      result = await lighthouse(
        `${base}${path}`,
        { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] },
        config,
      );
    } finally {
      chrome.kill();
    }
    if (!result) throw new Error(`Lighthouse returned nothing for ${path}`);
    const { lhr } = result;
    const scores = CATEGORIES.map((id) => Math.round((lhr.categories[id]?.score ?? 0) * 100));
    console.log(`${path.padEnd(28)}${scores.map((s) => String(s).padStart(16)).join('')}`);
    if (scores.some((s) => s < TARGET)) failed = true;
    // Say what cost the points, so the fix is obvious.
    for (const id of CATEGORIES) {
      for (const ref of lhr.categories[id]?.auditRefs ?? []) {
        const audit = lhr.audits[ref.id];
        if (ref.weight > 0 && audit && audit.score !== null && audit.score < (id === 'performance' ? 0.9 : 1)) {
          console.log(
            `  ${id}: ${audit.id} (${Math.round(audit.score * 100)}) ${audit.displayValue ?? ''} ${audit.title}`,
          );
        }
      }
    }
  }
} finally {
  await server?.stop();
}
if (failed) {
  console.log(`\nBelow ${TARGET} in at least one category.`);
  process.exit(1);
}
