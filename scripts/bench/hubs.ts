import os from 'node:os';
import Database from 'better-sqlite3';
import { LOCATION_SORTS } from '#app/domain/listing-options.ts';
import { ascending, percentile } from '#scripts/lib/percentile.ts';
import { startServer } from '#tests/helpers/server.ts';
import { ensureBundle } from '../lib/bundle.ts';
import { ensureBenchArchive } from './archive.ts';
import { cpuSeconds } from './process-stats.ts';

/**
 * `npm run bench:hubs`: the practice-area pages of states and countries
 * (/legal-help/{state}/{category}) on the benchmark archive (1.2M questions by default,
 * BENCH_QUESTIONS; BENCH_ARCHIVE=path uses an existing archive), rendered by the production server with its page cache off, so every
 * request is a real render. The three largest pairs in every sort at page 1 and deep, and
 * 200 pairs drawn across the archive at page 1. Each URL's first request (first touch) is
 * reported apart from the repeats (warm). Budget: p95 <= 20 ms; exit code 1 when over.
 * Beside the round trips: the page's loader alone, in this process (its queries), and the
 * server's CPU time per page (every thread), which a busy machine does not inflate as it
 * does the wall times.
 */
const BUDGET_MS = 20;
const REPEATS = Number(process.env.BENCH_RUNS ?? 5);
const SAMPLE = 200;
const WARM_UP = 50;

const archivePath = process.env.BENCH_ARCHIVE ?? (await ensureBenchArchive());
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
// A running site has compiled its render path long before a visitor's first touch of a page:
// other pairs' pages, never the measured ones, warm up the freshly started server.
const measured = new Set(urls);
const warmUp = pairs
  .filter((_, i) => i % step === Math.floor(step / 2))
  .map(pathOf)
  .filter((url) => !measured.has(url))
  .slice(0, WARM_UP);

const load = () => os.loadavg().map((x) => x.toFixed(2)).join(' ');
console.log(`archive: ${archivePath} (${questions.toLocaleString('en-US')} questions, ${pairs.length.toLocaleString('en-US')} practice-area pages)`);
console.log(`URLs: ${urls.length} (after ${warmUp.length} others to warm the server up); repeats: ${REPEATS}; load average at start: ${load()}; cores: ${os.cpus().length}`);

const server = await startServer(archivePath, { PAGE_CACHE_MB: '0' });
const first: number[] = [];
const warm: number[] = [];
const cpuMs = { first: 0, warm: 0 };
let failures = 0;
try {
  for (const url of warmUp) await (await fetch(`${server.url}${url}`)).arrayBuffer();
  for (const url of urls) {
    for (let i = 0; i <= REPEATS; i++) {
      const cpuBefore = cpuSeconds(server.process.pid!);
      const started = performance.now();
      const response = await fetch(`${server.url}${url}`);
      await response.arrayBuffer();
      (i === 0 ? first : warm).push(performance.now() - started);
      cpuMs[i === 0 ? 'first' : 'warm'] += (cpuSeconds(server.process.pid!) - cpuBefore) * 1000;
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
// The loader alone, in this process, after the server (so the server's first touch is its own).
process.env.DATABASE_PATH = archivePath;
const { loadPlaceAreaPage } = await import('#app/data/place-areas.server.ts');
const loaderFirst: number[] = [];
const loaderWarm: number[] = [];
for (const times of [loaderFirst, loaderWarm]) {
  for (const url of urls) {
    const [, placePath, category] = /^\/legal-help\/(.+)\/([^/?]+)(?:\?|$)/.exec(url)!;
    const kind = placePath!.startsWith('countries/') ? 'country' : 'state';
    const request = new Request(`http://localhost${url}`);
    const started = performance.now();
    loadPlaceAreaPage(kind, placePath!.replace('countries/', ''), category!, request);
    times.push(performance.now() - started);
  }
}

const row = (label: string, times: number[]) => {
  const sorted = ascending(times);
  const f = (p: number) => percentile(sorted, p).toFixed(2).padStart(8);
  console.log(`${label.padEnd(20)}${String(times.length).padStart(7)}${f(50)}${f(95)}${f(99)}${sorted.at(-1)!.toFixed(2).padStart(9)}`);
  return percentile(sorted, 95);
};
console.log(`\n${'pass'.padEnd(20)}${'pages'.padStart(7)}${'p50 ms'.padStart(8)}${'p95 ms'.padStart(8)}${'p99 ms'.padStart(8)}${'max ms'.padStart(9)}`);
row('loader, first touch', loaderFirst);
row('loader, warm', loaderWarm);
if (row('first touch', first) > BUDGET_MS) failures++;
if (row('warm', warm) > BUDGET_MS) failures++;
console.log(`server CPU per page (user + system, all threads): first touch ${(cpuMs.first / first.length).toFixed(1)} ms, warm ${(cpuMs.warm / warm.length).toFixed(1)} ms`);
console.log(`load average at the end: ${load()}`);
if (failures > 0) {
  console.log(`over budget (p95 above ${BUDGET_MS} ms) or a page not served`);
  process.exitCode = 1;
}
