import os from 'node:os';
import Database from 'better-sqlite3';
import { LOCATION_SORTS } from '#app/domain/listing-options.ts';
import { ascending, percentile } from '#scripts/lib/percentile.ts';
import { startServer } from '#tests/helpers/server.ts';
import { ensureBundle } from '../lib/bundle.ts';
import { ensureBenchArchive } from './archive.ts';

/**
 * `npm run bench:hubs`: the practice-area pages of states and countries
 * (/legal-help/{state}/{category}) on the benchmark archive (1.2M questions by default,
 * BENCH_QUESTIONS), rendered by the production server with its page cache off, so every
 * request is a real render. The three largest pairs in every sort at page 1 and deep, and
 * 200 pairs drawn across the archive at page 1. Each URL's first request (first touch) is
 * reported apart from the repeats (warm). Budget: p95 <= 20 ms; exit code 1 when over.
 */
const BUDGET_MS = 20;
const REPEATS = Number(process.env.BENCH_RUNS ?? 5);
const SAMPLE = 200;

const archivePath = await ensureBenchArchive();
ensureBundle();
const db = new Database(archivePath, { readonly: true });
interface Pair {
  kind: 'state' | 'country';
  place: string;
  category: string;
  n: number;
}
const pairs = db
  .prepare(
    `SELECT p.kind, p.slug AS place, c.slug AS category, pa.question_count AS n
     FROM place_areas pa JOIN places p ON p.id = pa.place_id JOIN categories c ON c.id = pa.category_id ORDER BY n DESC, place, category`,
  )
  .all() as Pair[];
const questions = (db.prepare('SELECT count(*) AS n FROM questions').get() as { n: number }).n;
db.close();
const pathOf = (p: Pair) => (p.kind === 'state' ? `/legal-help/${p.place}/${p.category}` : `/legal-help/countries/${p.place}/${p.category}`);

const urls: string[] = [];
for (const pair of pairs.slice(0, 3)) {
  const deep = Math.max(1, Math.min(50, Math.floor(pair.n / 20)));
  for (const sort of LOCATION_SORTS) for (const page of [1, deep]) urls.push(`${pathOf(pair)}?sort=${sort}&page=${page}`);
}
const step = Math.max(1, Math.floor(pairs.length / SAMPLE));
for (let i = 0; i < pairs.length && urls.length < SAMPLE + 24; i += step) urls.push(pathOf(pairs[i]!));

const load = () => os.loadavg().map((x) => x.toFixed(2)).join(' ');
console.log(`archive: ${archivePath} (${questions.toLocaleString('en-US')} questions, ${pairs.length.toLocaleString('en-US')} practice-area pages)`);
console.log(`URLs: ${urls.length}; repeats: ${REPEATS}; load average at start: ${load()}; cores: ${os.cpus().length}`);

const server = await startServer(archivePath, { PAGE_CACHE_MB: '0' });
const first: number[] = [];
const warm: number[] = [];
let failures = 0;
try {
  for (const url of urls) {
    for (let i = 0; i <= REPEATS; i++) {
      const started = performance.now();
      const response = await fetch(`${server.url}${url}`);
      await response.arrayBuffer();
      (i === 0 ? first : warm).push(performance.now() - started);
      if (response.status !== 200) {
        failures++;
        console.log(`${url} answered ${response.status}`);
        break;
      }
    }
  }
} finally {
  await server.stop();
}
const row = (label: string, times: number[]) => {
  const sorted = ascending(times);
  const f = (p: number) => percentile(sorted, p).toFixed(2).padStart(8);
  console.log(`${label.padEnd(14)}${String(times.length).padStart(7)}${f(50)}${f(95)}${f(99)}${sorted.at(-1)!.toFixed(2).padStart(9)}`);
  return percentile(sorted, 95);
};
console.log(`\n${'pass'.padEnd(14)}${'pages'.padStart(7)}${'p50 ms'.padStart(8)}${'p95 ms'.padStart(8)}${'p99 ms'.padStart(8)}${'max ms'.padStart(9)}`);
if (row('first touch', first) > BUDGET_MS) failures++;
if (row('warm', warm) > BUDGET_MS) failures++;
console.log(`load average at the end: ${load()}`);
if (failures > 0) {
  console.log(`over budget (p95 above ${BUDGET_MS} ms) or a page not served`);
  process.exitCode = 1;
}
