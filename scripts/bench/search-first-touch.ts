import os from 'node:os';
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';
import { percentile } from '#scripts/lib/percentile.ts';
import { loadQueries, LONG_QUERIES_FILE } from '#scripts/eval/relevance-set.ts';
import { readSearchQueries } from './search-queries.ts';

/**
 * bench:search's first-touch passes: what a visitor meets on a query the server has not
 * seen, after a start or an archive swap. Each set runs once, in a new worker thread with
 * its own archive connection and a new engine (empty word, phrase and result caches, an
 * empty SQLite page cache; the per-archive data is read first and timed apart). The OS page
 * cache is not dropped (it cannot be here), so "cold" means cold in this process, not on disk.
 */

/** The judged queries of the relevance sets: typed the way people type, none of them in the mix. */
const REALISTIC_FILES = [
  'tests/fixtures/relevance/queries.json',
  'tests/fixtures/relevance/heldout-queries.json',
  'tests/fixtures/relevance/reddit/queries.json',
  'tests/fixtures/relevance/reddit/heldout-queries.json',
];

/** Words no archive has: a query that reads the per-archive data (lexicon, row lengths) and no word's postings. */
const OPENING_QUERIES = ['q=qzxv+vxqz+zqvx', 'q=qzxv'];

export interface FirstTouchSet {
  readonly name: string;
  /** /search query strings, each run once. */
  readonly queries: readonly string[];
}

/** The sets bench:search times on a fresh engine: the mix itself (before anything warmed it), and realistic questions. */
export function firstTouchSets(): FirstTouchSet[] {
  const judged = [...REALISTIC_FILES, LONG_QUERIES_FILE].flatMap((file) => loadQueries(file).map((q) => new URLSearchParams({ q: q.query }).toString()));
  return [
    { name: 'the mix', queries: readSearchQueries().map((q) => q.params) },
    { name: 'judged queries', queries: judged },
  ];
}

export interface FirstTouchReport {
  readonly openMs: number;
  readonly times: number[];
  readonly cpu: number[];
  readonly slowest: Array<{ ms: number; params: string; ranking: string }>;
  readonly counts: Record<string, number>;
}

const fmt = (ms: number) => `${ms.toFixed(1)} ms`;

/** One first-touch pass of `set` in a new worker thread. */
export async function firstTouch(archivePath: string, set: FirstTouchSet): Promise<FirstTouchReport> {
  const tsx = import.meta.resolve('tsx/esm/api');
  const self = import.meta.url;
  const code = `import(${JSON.stringify(tsx)}).then((m) => { m.register(); return import(${JSON.stringify(self)}); });`;
  const worker = new Worker(code, { eval: true, workerData: { archivePath, queries: set.queries } });
  try {
    return await new Promise<FirstTouchReport>((resolve, reject) => (worker.once('message', resolve), worker.once('error', reject)));
  } finally {
    await worker.terminate();
  }
}

/** Prints a first-touch report beside the machine's load. */
export function printFirstTouch(set: FirstTouchSet, report: FirstTouchReport): void {
  const sorted = [...report.times].sort((a, b) => a - b);
  const cpu = [...report.cpu].sort((a, b) => a - b);
  console.log(
    `first touch, ${set.name} (${sorted.length} queries, each once on a fresh engine): p50 ${fmt(percentile(sorted, 50))}, p95 ${fmt(percentile(sorted, 95))}, p99 ${fmt(percentile(sorted, 99))}, max ${fmt(sorted[sorted.length - 1]!)}; ` +
      `cpu p50 ${fmt(percentile(cpu, 50))}, p95 ${fmt(percentile(cpu, 95))}; load average ${os.loadavg()[0]!.toFixed(1)} on ${os.cpus().length} cores`,
  );
  console.log(`  opening the archive (lexicon, row lengths; before the pass): ${fmt(report.openMs)}`);
  console.log(`  read: ${Object.entries(report.counts).map(([k, v]) => `${k} ${v}`).join(', ')}`);
  for (const { ms, params, ranking } of report.slowest) console.log(`  ${fmt(ms).padStart(9)}  ${ranking.padEnd(12)} ${params}`);
}

if (!isMainThread && (workerData as { queries?: unknown } | null)?.queries) {
  const { archivePath, queries } = workerData as { archivePath: string; queries: string[] };
  process.env.DATABASE_PATH = archivePath;
  const { archiveInfo } = await import('#app/data/archive.server.ts');
  const { defaultSearchSettings } = await import('#app/search/config.ts');
  const { createSearchService } = await import('#app/search/service.ts');
  const { createSqliteEngine } = await import('#app/search/engines/sqlite/engine.server.ts');
  const { parseSearchParams } = await import('#app/search/request.ts');
  const settings = defaultSearchSettings();
  const engine = createSqliteEngine(settings);
  const service = createSearchService(engine, () => archiveInfo().generation, settings);
  const request = (params: string) => {
    const parsed = parseSearchParams(new URLSearchParams(params));
    if (!parsed.ok) throw new Error(`bad first-touch query ${params}: ${parsed.error}`);
    return parsed.request;
  };
  const requests = queries.map((params) => ({ params, request: request(params) }));
  const opened = performance.now();
  for (const params of OPENING_QUERIES) service.search(request(params));
  const openMs = performance.now() - opened;
  const before = { ...engine.postingsStats };
  const times: number[] = [];
  const cpu: number[] = [];
  const all: Array<{ ms: number; params: string; ranking: string }> = [];
  for (const { params, request } of requests) {
    const t0 = performance.now();
    const c0 = process.cpuUsage();
    const result = service.search(request);
    const used = process.cpuUsage(c0);
    const ms = performance.now() - t0;
    times.push(ms);
    cpu.push((used.user + used.system) / 1000);
    all.push({ ms, params, ranking: result.ranking });
  }
  const counts: Record<string, number> = {};
  for (const [key, value] of Object.entries(engine.postingsStats)) counts[key] = value - before[key as keyof typeof before];
  const slowest = all.sort((a, b) => b.ms - a.ms).slice(0, 8);
  parentPort!.postMessage({ openMs, times, cpu, slowest, counts } satisfies FirstTouchReport);
}
