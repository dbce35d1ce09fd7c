import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';
import type { SearchSettings } from '#app/search/config.ts';
import { percentile } from '#scripts/lib/percentile.ts';
import { ensureBenchArchive } from './archive.ts';
import { loadQueries, LONG_QUERIES_FILE } from '#scripts/eval/relevance-set.ts';
import { readSearchQueries, SEARCH_QUERIES_FILE } from './search-queries.ts';
import { firstTouch, firstTouchSets, printFirstTouch } from './search-first-touch.ts';

/**
 * npm run bench:search: the fixed query mix (scripts/bench/search-queries.txt) against a
 * generated archive (1.2M questions unless BENCH_QUESTIONS says otherwise; BENCH_ARCHIVE
 * reuses a built file, e.g. while app/domain changes would otherwise mark it stale).
 * First, each query set once on a fresh engine (search-first-touch.ts: what a visitor meets
 * after a start or an archive swap); then the warm passes, over words every earlier pass read.
 * Prints uncached latency of the search call (p50/p95/p99), queries per second at
 * concurrency 1 and 2 (two worker threads, each with its own connection), and recall@10
 * against an exhaustive BM25 ranking of the same query. Beside the mix, not in it: the 24
 * judged long questions of the relevance benchmark (tests/fixtures/relevance/long-queries.json).
 */


async function loadSearch(archivePath: string) {
  process.env.DATABASE_PATH = archivePath;
  const { archiveInfo } = await import('#app/data/archive.server.ts');
  const { defaultSearchSettings } = await import('#app/search/config.ts');
  const { createSearchService } = await import('#app/search/service.ts');
  const { createSqliteEngine } = await import('#app/search/engines/sqlite/engine.server.ts');
  const { parseSearchParams } = await import('#app/search/request.ts');
  // The search code's settings, as the server runs them.
  const base = defaultSearchSettings();
  /** A search service over its own engine, with some settings changed (the cost breakdown, the exact rankings for recall). */
  const serviceWith = (changes: Partial<SearchSettings>) => {
    const settings = { ...base, ...changes };
    const engine = createSqliteEngine(settings);
    return { search: createSearchService(engine, () => archiveInfo().generation, settings).search, engine };
  };
  const searchQuestions = serviceWith({}).search;
  // Recall measures the accelerators: the exact rankings alone, against FTS5's exhaustive bm25.
  const exact = serviceWith({ relaxed: false, correction: false, expansion: false, places: false, maxConcepts: 0 });
  const exhaustiveTopIds = exact.engine.exhaustiveTopIds;
  const searchExact = exact.search;
  const requests = readSearchQueries().map((q) => {
    const parsed = parseSearchParams(new URLSearchParams(q.params));
    if (!parsed.ok) throw new Error(`bad query in ${SEARCH_QUERIES_FILE}: ${q.params}: ${parsed.error}`);
    return { ...q, request: parsed.request };
  });
  // Questions typed as people write them to a lawyer (15-35 words): reported beside the mix, not in it.
  const longRequests = loadQueries(LONG_QUERIES_FILE).map((q) => {
    const parsed = parseSearchParams(new URLSearchParams({ q: q.query }));
    if (!parsed.ok) throw new Error(`bad long question ${q.id}: ${parsed.error}`);
    return parsed.request;
  });
  return { searchQuestions, searchExact, serviceWith, exhaustiveTopIds, requests, longRequests };
}

const fmt = (ms: number) => `${ms.toFixed(1)} ms`;

async function concurrent(archivePath: string, threads: number, passes: number): Promise<number> {
  const tsx = import.meta.resolve('tsx/esm/api');
  const self = import.meta.url;
  const code = `import(${JSON.stringify(tsx)}).then((m) => { m.register(); return import(${JSON.stringify(self)}); });`;
  const workers = Array.from(
    { length: threads },
    () => new Worker(code, { eval: true, workerData: { archivePath, passes } }),
  );
  await Promise.all(
    workers.map((w) => new Promise((resolve, reject) => (w.once('message', resolve), w.once('error', reject)))),
  );
  const started = performance.now();
  const results = await Promise.all(
    workers.map((w) => {
      const done = new Promise<{ count: number; ms: number }>(
        (resolve, reject) => (w.once('message', resolve), w.once('error', reject)),
      );
      w.postMessage('go');
      return done;
    }),
  );
  const wall = performance.now() - started;
  await Promise.all(workers.map((w) => w.terminate()));
  return (results.reduce((n, r) => n + r.count, 0) / wall) * 1000;
}

async function main() {
  const archivePath = process.env.BENCH_ARCHIVE ?? (await ensureBenchArchive());
  // Before anything in this process has read the archive.
  for (const set of firstTouchSets()) printFirstTouch(set, await firstTouch(archivePath, set));
  if (process.env.BENCH_FIRST_TOUCH_ONLY === '1') return;
  const { searchQuestions, searchExact, serviceWith, exhaustiveTopIds, requests, longRequests } = await loadSearch(archivePath);
  const size = (fs.statSync(archivePath).size / 1e9).toFixed(2);
  console.log(`bench:search on ${archivePath} (${size} GB), ${requests.length} queries`);

  // Warm pass (page cache, prepared statements, facet columns, every word's postings), then measured passes.
  for (const { request } of requests) searchQuestions(request);
  const passes = Number(process.env.BENCH_PASSES ?? 3);
  const times: number[] = [];
  const cpuTimes: number[] = [];
  const byKind = new Map<string, number[]>();
  const byRanking = new Map<string, number[]>();
  const perQuery = new Map<string, { ms: number; ranking: string }>();
  const started = performance.now();
  for (let pass = 0; pass < passes; pass++) {
    for (const { kind, params, request } of requests) {
      const t0 = performance.now();
      const c0 = process.cpuUsage();
      const result = searchQuestions(request);
      const cpu = process.cpuUsage(c0);
      const ms = performance.now() - t0;
      times.push(ms);
      cpuTimes.push((cpu.user + cpu.system) / 1000);
      byKind.set(kind, [...(byKind.get(kind) ?? []), ms]);
      byRanking.set(result.ranking, [...(byRanking.get(result.ranking) ?? []), ms]);
      const seen = perQuery.get(`${kind}\t${params}`);
      if (!seen || ms < seen.ms) perQuery.set(`${kind}\t${params}`, { ms, ranking: result.ranking });
    }
  }
  const qps1 = (times.length / (performance.now() - started)) * 1000;
  const sorted = [...times].sort((a, b) => a - b);
  console.log(
    `warm latency (uncached results, ${passes} passes after a warm one): p50 ${fmt(percentile(sorted, 50))}, p95 ${fmt(percentile(sorted, 95))}, p99 ${fmt(percentile(sorted, 99))}, max ${fmt(sorted[sorted.length - 1]!)}`,
  );
  const cpuSorted = [...cpuTimes].sort((a, b) => a - b);
  console.log(
    `cpu time per query (this thread; what a quiet machine's latency would be): p50 ${fmt(percentile(cpuSorted, 50))}, p95 ${fmt(percentile(cpuSorted, 95))}, p99 ${fmt(percentile(cpuSorted, 99))}`,
  );
  const load = os.loadavg()[0]!;
  console.log(`machine load average ${load.toFixed(1)} on ${os.cpus().length} cores while measuring`);
  for (const [name, list] of [...byKind, ...byRanking]) {
    const s = [...list].sort((a, b) => a - b);
    console.log(
      `  ${name.padEnd(16)} n=${String(s.length).padStart(4)}  p50 ${fmt(percentile(s, 50)).padStart(9)}  p95 ${fmt(percentile(s, 95)).padStart(9)}  max ${fmt(s[s.length - 1]!).padStart(9)}`,
    );
  }
  // The slowest queries, each by its best pass (what the query itself costs, not a hiccup).
  console.log('slowest queries (best of the passes):');
  for (const [query, { ms, ranking }] of [...perQuery].sort((a, b) => b[1].ms - a[1].ms).slice(0, 10))
    console.log(`  ${fmt(ms).padStart(9)}  ${ranking.padEnd(12)} ${query.replace('\t', '  ')}`);
  // Long questions, beside the mix: each by its best pass, like the slowest above.
  const longBest = (search: typeof searchQuestions) =>
    longRequests
      .map((request) => {
        let best = Infinity;
        for (let pass = 0; pass < passes; pass++) {
          const t0 = performance.now();
          search(request);
          best = Math.min(best, performance.now() - t0);
        }
        return best;
      })
      .sort((a, b) => a - b);
  const figures = (best: number[]) =>
    `p50 ${fmt(percentile(best, 50))}, p90 ${fmt(percentile(best, 90))}, max ${fmt(best[best.length - 1]!)}`;
  const long = longBest(searchQuestions);
  // With every concept searched (maxConcepts 0): what the cap of decision 0027 saves.
  const longEvery = longBest(serviceWith({ maxConcepts: 0 }).search);
  console.log(
    `long questions (${long.length}, 15-35 words; not in the mix above): ${figures(long)} (every concept searched: ${figures(longEvery)})`,
  );
  console.log(`qps concurrency 1: ${qps1.toFixed(0)}`);
  console.log(`qps concurrency 2 (2 worker threads): ${(await concurrent(archivePath, 2, passes)).toFixed(0)}`);

  // What each part of query understanding and relaxed matching costs: one uncached pass
  // (after a warm one) with it turned off, against one with everything on, same queries.
  const onePass = (search: typeof searchQuestions) => {
    for (const { request } of requests) search(request);
    const list: number[] = [];
    for (const { request } of requests) {
      const t0 = performance.now();
      search(request);
      list.push(performance.now() - t0);
    }
    const s = [...list].sort((a, b) => a - b);
    return { mean: list.reduce((a, b) => a + b, 0) / list.length, p95: percentile(s, 95) };
  };
  const everything = onePass(searchQuestions);
  console.log(`cost breakdown (one pass each; everything on: mean ${fmt(everything.mean)}, p95 ${fmt(everything.p95)}):`);
  for (const [name, off] of [
    ['spelling correction', { correction: false }],
    ['synonym expansion', { expansion: false }],
    ['places in the text', { places: false }],
    ['relaxed matching', { relaxed: false }],
  ] as const) {
    const without = onePass(serviceWith(off).search);
    console.log(
      `  ${name.padEnd(20)} mean ${fmt(everything.mean - without.mean).padStart(8)}, p95 ${fmt(everything.p95 - without.p95).padStart(8)} (without it: mean ${fmt(without.mean)}, p95 ${fmt(without.p95)})`,
    );
  }

  // Recall@10 of the relevance-sorted first page against the exhaustive BM25 top 10: the
  // accelerators' exactness, so with the exact rankings alone (relaxed matching ranks otherwise by design).
  let recallSum = 0;
  let recallN = 0;
  const rankings = new Map<string, number>();
  const misses: string[] = [];
  for (const { params, request } of requests) {
    if (request.sort !== 'relevance') continue;
    const result = searchExact(request);
    const truth = exhaustiveTopIds(request, 10);
    if (truth.length === 0) continue;
    const got = new Set(result.hits.map((h) => h.id));
    const recall = truth.filter((id) => got.has(id)).length / truth.length;
    recallSum += recall;
    recallN++;
    rankings.set(result.ranking, (rankings.get(result.ranking) ?? 0) + 1);
    if (recall < 1) misses.push(`${params} (${result.ranking}): ${recall.toFixed(1)}`);
  }
  console.log(
    `recall@10 vs exhaustive bm25: ${(recallSum / recallN).toFixed(4)} over ${recallN} relevance queries (ranked by: ${[...rankings].map(([r, n]) => `${r} ${n}`).join(', ')})`,
  );
  for (const miss of misses.slice(0, 15)) console.log(`  below 1: ${miss}`);
}

if (!isMainThread) {
  const { archivePath, passes } = workerData as { archivePath: string; passes: number };
  const { searchQuestions, requests } = await loadSearch(archivePath);
  for (const { request } of requests) searchQuestions(request); // warm
  parentPort!.postMessage('ready');
  await new Promise<void>((resolve) => parentPort!.once('message', () => resolve()));
  const started = performance.now();
  let count = 0;
  for (let pass = 0; pass < passes; pass++)
    for (const { request } of requests) {
      searchQuestions(request);
      count++;
    }
  parentPort!.postMessage({ count, ms: performance.now() - started });
} else if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  await main();
}
