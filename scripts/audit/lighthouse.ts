/**
 * `npm run audit:lighthouse`: Lighthouse (the npm package) in Debian's Chromium on the five
 * kinds of page visitors land on (home, a search results page, a question page, a category page
 * and an attorney profile), served by the real production server on the demo-small fixture
 * archive. The pages are picked from the archive through the app's URL helpers and must
 * answer 200 (the search page with hits) before they are audited. Prints the four category
 * scores per page and exits 1 when one is below 95.
 *
 *   npm run audit:lighthouse                      # mobile (Lighthouse's default emulation)
 *   npm run audit:lighthouse -- --desktop         # desktop preset
 *   npm run audit:lighthouse -- /faq /guides      # other pages of the fixture archive
 *   npm run audit:lighthouse -- --url http://localhost:3000          # a running site: pages found from its home page
 *   npm run audit:lighthouse -- --url http://localhost:3000 /faq     # a running site, given pages
 *   npm run audit:lighthouse -- --runs 5                             # runs per page (median reported; default 3)
 *   npm run audit:lighthouse -- --report-dir /tmp/lh                 # also save each reported run (JSON)
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { ensureBundle } from '../lib/bundle.ts';
import { checkPages, pagesFromArchive, pagesFromSite, type AuditPage } from './pages.ts';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../tests/helpers/browser.ts';
import { buildFixtureArchive } from '../../tests/helpers/fixture-archive.ts';
import { startServer, type TestServer } from '../../tests/helpers/server.ts';

const TARGET = 95;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    desktop: { type: 'boolean', default: false },
    url: { type: 'string' },
    'report-dir': { type: 'string' },
    runs: { type: 'string', default: '3' },
  },
});
const RUNS = Number(values.runs);
if (!Number.isInteger(RUNS) || RUNS < 1 || RUNS > 9)
  throw new Error(`--runs takes a whole number from 1 to 9, not ${values.runs}`);

let server: TestServer | undefined;
let base = values.url?.replace(/\/$/, '');
let pages: AuditPage[];
if (base) {
  pages = positionals.length ? positionals.map((p) => ({ name: '', path: p })) : await pagesFromSite(base);
} else {
  ensureBundle();
  const archivePath = await buildFixtureArchive('tests/fixtures/demo-small');
  server = await startServer(archivePath, { LOG_LEVEL: 'error' });
  base = server.url;
  pages = positionals.length ? positionals.map((p) => ({ name: '', path: p })) : pagesFromArchive(archivePath);
}

// The browser tests' quiet flags, in new headless mode.
const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_FLAGS];

const baseSettings = values.desktop ? desktopConfig.settings : {};

const reportDir = values['report-dir'];
if (reportDir) fs.mkdirSync(reportDir, { recursive: true });

type RunResult = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];
const scoreOf = (lhr: RunResult, id: (typeof CATEGORIES)[number]) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
const performanceOf = (lhr: RunResult) => scoreOf(lhr, 'performance');

/**
 * One Lighthouse run in a fresh browser (a second audit in the same instance measured markedly
 * slower). A run whose trace Lighthouse itself could not record (NO_NAVSTART and the like,
 * which it says to run again) is run again, twice at most.
 */
async function audit(url: string, config: object, attempt = 1): Promise<RunResult> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROME_FLAGS });
  let lhr: RunResult;
  try {
    const result = await lighthouse(
      url,
      { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] },
      config,
    );
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    lhr = result.lhr;
  } finally {
    chrome.kill();
  }
  if (!lhr.runtimeError) return lhr;
  const message = `Lighthouse failed on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`;
  if (attempt > 2) throw new Error(message);
  console.log(`  (${message}; running it again)`);
  return audit(url, config, attempt + 1);
}

let failed = false;
try {
  await checkPages(base, pages);
  console.log(`Lighthouse ${values.desktop ? 'desktop' : 'mobile'} on ${base} (target ${TARGET} in each category)\n`);
  console.log(`${'page'.padEnd(10)}${CATEGORIES.map((c) => c.padStart(16)).join('')}  path`);
  for (const [index, page] of pages.entries()) {
    const config = {
      extends: 'lighthouse:default',
      settings: {
        ...baseSettings,
        skipAudits: page.skip?.map((s) => s.audit) ?? [],
      },
    };
    // Performance moves from run to run (Lighthouse's own guidance: run it several times and
    // take the median), so each page is audited `--runs` times: performance is the median
    // run's, every other category the worst run's (they should not move at all).
    const runs: RunResult[] = [];
    for (let run = 0; run < RUNS; run++) runs.push(await audit(`${base}${page.path}`, config));
    const median = [...runs].sort((a, b) => performanceOf(a) - performanceOf(b))[Math.floor((runs.length - 1) / 2)]!;
    const reported = CATEGORIES.map((id) =>
      id === 'performance'
        ? median
        : runs.reduce((worst, run) => (scoreOf(run, id) < scoreOf(worst, id) ? run : worst)),
    );
    if (reportDir) {
      const file = path.join(
        reportDir,
        `${String(index + 1).padStart(2, '0')}-${page.name || 'page'}-${values.desktop ? 'desktop' : 'mobile'}.json`,
      );
      fs.writeFileSync(file, JSON.stringify(median, null, 1));
    }
    const scores = CATEGORIES.map((id, i) => scoreOf(reported[i]!, id));
    console.log(`${(page.name || '-').padEnd(10)}${scores.map((s) => String(s).padStart(16)).join('')}  ${page.path}`);
    if (scores.some((s) => s < TARGET)) failed = true;
    if (runs.length > 1)
      console.log(`  (performance of the ${runs.length} runs: ${runs.map(performanceOf).join(', ')}; median reported)`);
    for (const skipped of page.skip ?? []) console.log(`  (not audited: ${skipped.audit}: ${skipped.reason})`);
    // Say what cost the points, so the fix is obvious.
    for (const [i, id] of CATEGORIES.entries()) {
      const lhr = reported[i]!;
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
