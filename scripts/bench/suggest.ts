import fs from 'node:fs';
import os from 'node:os';
import Database from 'better-sqlite3';
import { ascending, percentile } from '#scripts/lib/percentile.ts';
import { startServer } from '#tests/helpers/server.ts';
import { ensureBundle } from '../lib/bundle.ts';
import { ensureBenchArchive } from './archive.ts';

/**
 * `npm run bench:suggest`: the search box's suggestions on the benchmark archive (1.2M
 * questions by default, BENCH_QUESTIONS). What a visitor types is replayed key by key:
 * every prefix of the bench:search queries, plus each with one typo. Reported for the
 * first pass on a fresh archive connection (first touch: nothing in SQLite's page cache)
 * and for the next passes (warm), in-process (the server's own time) and over HTTP.
 * Budget: server p95 <= 10 ms on both passes; exit code 1 when over.
 */
const BUDGET_MS = 10;
const WARM_PASSES = 2;

const archivePath = await ensureBenchArchive();
const questions = (() => {
  const db = new Database(archivePath, { readonly: true });
  const n = (db.prepare('SELECT count(*) AS n FROM questions').get() as { n: number }).n;
  const s = (db.prepare('SELECT count(*) AS n FROM suggestions').get() as { n: number }).n;
  db.close();
  return { n, s };
})();

/** What a visitor types: each query's text, key by key, and the whole query with two letters swapped. */
function typedStrings(): string[] {
  const lines = fs.readFileSync(new URL('./search-queries.txt', import.meta.url), 'utf8').split('\n');
  const texts = lines
    .filter((l) => l && !l.startsWith('#'))
    .map((l) => new URLSearchParams(l.split('\t')[1] ?? '').get('q') ?? '')
    .filter((q) => q && !q.includes('"') && !q.includes('-'));
  const out = new Set<string>();
  for (const text of texts) {
    for (let i = 1; i <= text.length; i++) if (text[i - 1] !== ' ') out.add(text.slice(0, i));
    const swap = text.length > 5 ? text.slice(0, 3) + text[4] + text[3] + text.slice(5) : text;
    out.add(swap);
  }
  return [...out];
}

const typed = typedStrings();
const load = () => os.loadavg().map((x) => x.toFixed(2)).join(' ');
const line = (label: string, times: number[]) => {
  const sorted = ascending(times);
  const f = (p: number) => percentile(sorted, p).toFixed(2).padStart(8);
  console.log(`${label.padEnd(34)}${String(times.length).padStart(7)}${f(50)}${f(95)}${f(99)}${sorted[sorted.length - 1]!.toFixed(2).padStart(9)}`);
  return percentile(sorted, 95);
};

console.log(`archive: ${archivePath} (${questions.n.toLocaleString('en-US')} questions, ${questions.s.toLocaleString('en-US')} suggestions)`);
console.log(`typed strings: ${typed.length}; load average at start: ${load()}; cores: ${os.cpus().length}`);
console.log(`\n${'pass'.padEnd(34)}${'calls'.padStart(7)}${'p50 ms'.padStart(8)}${'p95 ms'.padStart(8)}${'p99 ms'.padStart(8)}${'max ms'.padStart(9)}`);

// In-process: the data layer's own time on a connection opened for this run.
process.env.DATABASE_PATH = archivePath;
const { getSuggestions } = await import('#app/data/suggest.server.ts');
let failures = 0;
const counts: number[] = [];
for (let pass = 0; pass <= WARM_PASSES; pass++) {
  const times: number[] = [];
  for (const text of typed) {
    const started = performance.now();
    const found = getSuggestions(text);
    times.push(performance.now() - started);
    if (pass === 0) counts.push(found.length);
  }
  const p95 = line(pass === 0 ? 'in-process, first touch' : `in-process, warm pass ${pass}`, times);
  if (p95 > BUDGET_MS) failures++;
}
const empty = counts.filter((c) => c === 0).length;
console.log(`typed strings with no suggestion: ${empty} of ${counts.length}; load: ${load()}`);

// Over HTTP, through the production server (a fresh process: first touch again).
ensureBundle();
const server = await startServer(archivePath, { RATE_LIMIT_SEARCH: '100000000' });
try {
  for (let pass = 0; pass <= WARM_PASSES; pass++) {
    const times: number[] = [];
    for (const text of typed) {
      const started = performance.now();
      const response = await fetch(`${server.url}/api/suggest?q=${encodeURIComponent(text)}`);
      await response.arrayBuffer();
      times.push(performance.now() - started);
    }
    line(pass === 0 ? 'HTTP, first touch' : `HTTP, warm pass ${pass}`, times);
  }
} finally {
  await server.stop();
}
console.log(`load average at the end: ${load()}`);
if (failures > 0) {
  console.log(`over budget: in-process p95 above ${BUDGET_MS} ms`);
  process.exitCode = 1;
}
