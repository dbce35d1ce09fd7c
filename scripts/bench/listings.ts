import Database from 'better-sqlite3';
import { startServer } from '#tests/helpers/server.ts';
import { CATEGORY_SORTS, LOCATION_SORTS } from '#app/domain/listing-options.ts';
import { ensureBundle } from '../lib/bundle.ts';
import { ensureBenchArchive } from './archive.ts';
import { percentile } from '#scripts/lib/percentile.ts';

/**
 * `npm run bench:listings`: page 1 and page 500 of the largest category and of California,
 * for every sort, through the real production server (JSON API and the server-rendered
 * page). Budget: p95 <= 20 ms each. Exit code 1 when a case is over budget.
 * BENCH_QUESTIONS (default 1,200,000) picks the archive; BENCH_RUNS the timed requests per case.
 */
const BUDGET_MS = 20;
const RUNS = Number(process.env.BENCH_RUNS ?? 60);
const WARMUP = 5;

const archivePath = await ensureBenchArchive();
ensureBundle();

const db = new Database(archivePath, { readonly: true });
const category = db.prepare('SELECT id, slug, name, question_count AS n FROM categories ORDER BY question_count DESC LIMIT 1').get() as {
  id: number;
  slug: string;
  name: string;
  n: number;
};
const california = db.prepare("SELECT code, slug, question_count AS n FROM places WHERE kind = 'state' AND code = 'CA'").get() as {
  code: string;
  slug: string;
  n: number;
};
const totalQuestions = (db.prepare('SELECT count(*) AS n FROM questions').get() as { n: number }).n;
db.close();

console.log(`archive: ${archivePath} (${totalQuestions.toLocaleString('en-US')} questions)`);
console.log(`largest category: ${category.name} (${category.n.toLocaleString('en-US')} questions); California: ${california.n.toLocaleString('en-US')} questions`);

interface Case {
  list: string;
  kind: 'api' | 'page';
  sort: string;
  page: number;
  path: string;
}

const cases: Case[] = [];
for (const page of [1, 500]) {
  for (const sort of CATEGORY_SORTS) {
    const q = `sort=${sort}&page=${page}`;
    cases.push({ list: 'category', kind: 'api', sort, page, path: `/api/categories/${category.id}/questions?${q}` });
    cases.push({ list: 'category', kind: 'page', sort, page, path: `/categories/${category.slug}?${q}` });
  }
  for (const sort of LOCATION_SORTS) {
    const q = `sort=${sort}&page=${page}`;
    cases.push({ list: 'California', kind: 'api', sort, page, path: `/api/locations/state/CA/questions?${q}` });
    cases.push({ list: 'California', kind: 'page', sort, page, path: `/legal-help/${california.slug}?${q}` });
  }
}

const ms = (n: number) => n.toFixed(2).padStart(9);
let failures = 0;

// 1. The listing query alone, in this process, through the app's data layer.
process.env.DATABASE_PATH = archivePath;
const { getListingPage } = await import('#app/data/listings.server.ts');
const { CATEGORY_FILTER_CODES, LIST_KIND, LOCATION_SORT_CODES, SORT_CODES } = await import('#app/domain/listing-options.ts');
const placeId = (() => {
  const handle = new Database(archivePath, { readonly: true });
  const row = handle.prepare("SELECT id FROM places WHERE kind = 'state' AND code = 'CA'").get() as { id: number };
  handle.close();
  return row.id;
})();
console.log(`\nlisting query in-process (${RUNS * 5} runs each)`);
console.log(`${'list'.padEnd(11)}${'sort'.padEnd(17)}${'page'.padStart(5)}${'rows'.padStart(6)}${'p50 ms'.padStart(9)}${'p95 ms'.padStart(9)}${'max ms'.padStart(9)}`);
for (const c of cases.filter((x) => x.kind === 'api')) {
  const run = () =>
    c.list === 'category'
      ? getListingPage(LIST_KIND.category, category.id, SORT_CODES[c.sort as keyof typeof SORT_CODES], CATEGORY_FILTER_CODES.all, c.page, 20)
      : getListingPage(LIST_KIND.place, placeId, LOCATION_SORT_CODES[c.sort as keyof typeof LOCATION_SORT_CODES], 0, c.page, 20);
  const rows = run().results.length;
  const times: number[] = [];
  for (let i = 0; i < RUNS * 5; i++) {
    const started = performance.now();
    run();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const p95 = percentile(times, 95);
  if (p95 > BUDGET_MS || rows !== 20) failures++;
  console.log(`${c.list.padEnd(11)}${c.sort.padEnd(17)}${String(c.page).padStart(5)}${String(rows).padStart(6)}${ms(percentile(times, 50))}${ms(p95)}${ms(times[times.length - 1]!)}`);
}

// 2. Whole HTTP answers from the production server: the JSON call and the server-rendered
//    page, both budgeted (the home page and /healthz are measured beside them as floors).
// Rendered-page cache off: every request is a real render (a repeat visit would be a lookup).
const server = await startServer(archivePath, { PAGE_CACHE_MB: '0' });
async function time(path: string): Promise<{ times: number[]; body: string }> {
  let body = '';
  for (let i = 0; i < WARMUP; i++) {
    const response = await fetch(`${server.url}${path}`);
    if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
    body = await response.text();
  }
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    const response = await fetch(`${server.url}${path}`);
    await response.arrayBuffer();
    times.push(performance.now() - started);
  }
  return { times: times.sort((a, b) => a - b), body };
}
try {
  console.log(`\nHTTP (${RUNS} requests each, sequential; budget applies to every row; the page cache is off)`);
  console.log(`${'list'.padEnd(11)}${'call'.padEnd(6)}${'sort'.padEnd(17)}${'page'.padStart(5)}${'rows'.padStart(6)}${'p50 ms'.padStart(9)}${'p95 ms'.padStart(9)}${'max ms'.padStart(9)}`);
  for (const floor of ['/healthz', '/']) {
    const { times } = await time(floor);
    console.log(`${'(floor)'.padEnd(11)}${floor.padEnd(6)}${''.padEnd(17)}${''.padStart(5)}${''.padStart(6)}${ms(percentile(times, 50))}${ms(percentile(times, 95))}${ms(times[times.length - 1]!)}`);
  }
  for (const c of cases) {
    const { times, body } = await time(c.path);
    const rows = c.kind === 'api' ? (JSON.parse(body) as { results: unknown[] }).results.length : (body.match(/<article/g) ?? []).length;
    const p95 = percentile(times, 95);
    const over = p95 > BUDGET_MS;
    if (over || rows !== 20) failures++;
    console.log(
      `${c.list.padEnd(11)}${c.kind.padEnd(6)}${c.sort.padEnd(17)}${String(c.page).padStart(5)}${String(rows).padStart(6)}` +
        `${ms(percentile(times, 50))}${ms(p95)}${ms(times[times.length - 1]!)}` +
        (over ? '  OVER BUDGET' : rows !== 20 ? '  SHORT PAGE' : ''),
    );
  }
} finally {
  await server.stop();
}
const loadavg = (await import('node:os')).loadavg().map((n) => n.toFixed(2)).join(' ');
console.log(`\nload average at the end: ${loadavg} (2 cores)`);
console.log(failures === 0 ? `all cases: p95 <= ${BUDGET_MS} ms with 20 rows` : `${failures} case(s) over budget or short`);
process.exitCode = failures === 0 ? 0 : 1;
