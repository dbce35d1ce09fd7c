import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';
import Database from 'better-sqlite3';
import { percentile } from '#scripts/lib/percentile.ts';
import { ensureBenchArchive } from './archive.ts';
import { readSearchQueries, SEARCH_QUERIES_FILE, type BenchQuery } from './search-queries.ts';

/**
 * npm run bench:engines: the bench's query mix (scripts/bench/search-queries.txt)
 * against the embedded SQLite engine, the SphinxQL engine (a searchd this script starts on
 * a plain index of the same archive) and plain FTS5 (all words, bm25 with the same column
 * weights, plus a count for the total), interleaved query by query, in one run. Prints
 * p50/p95/p99 per engine, queries per second with 4 clients, the index build times and
 * sizes, and the top-10 agreement of each with the embedded engine.
 *
 * BENCH_QUESTIONS / BENCH_DIR / BENCH_ARCHIVE choose the archive (as bench:search);
 * BENCH_PASSES (3) the measured passes; BENCH_QPS_SECONDS (15) each 4-client run;
 * BENCH_RT=1 also builds an RT index by inserts to time it; the searchd index is kept in
 * BENCH_SEARCHD_DIR (default beside the archive) and rebuilt when the archive or the
 * index's layout (SEARCH_INDEX_FORMAT) changes. The SphinxQL engine runs with its rank
 * window and facet sample (SPHINXQL_DEFAULTS, decision 0015).
 */

const CLIENTS = 4;
type EngineName = 'embedded' | 'sphinxql' | 'fts5';
const ENGINES: EngineName[] = ['embedded', 'sphinxql', 'fts5'];


interface Answer {
  ids: number[];
  total: number;
}
type Searcher = (params: string) => Promise<Answer>;

/** The embedded engine (the site's search service, uncached) and plain FTS5, on this thread. */
async function loadLocalEngines(archivePath: string) {
  process.env.DATABASE_PATH = archivePath;
  const { archiveInfo } = await import('#app/data/archive.server.ts');
  const { defaultSearchSettings } = await import('#app/search/config.ts');
  const { createSearchService } = await import('#app/search/service.ts');
  const { createSqliteEngine } = await import('#app/search/engines/sqlite/engine.server.ts');
  const { parseSearchParams } = await import('#app/search/request.ts');
  const query = await import('#app/search/query/parse.ts');
  // The search code's settings, as the server runs them.
  const settings = defaultSearchSettings();
  const searchQuestions = createSearchService(createSqliteEngine(settings), () => archiveInfo().generation, settings).search;
  const request = (params: string) => {
    const parsed = parseSearchParams(new URLSearchParams(params));
    if (!parsed.ok) throw new Error(`bad query in ${SEARCH_QUERIES_FILE}: ${params}: ${parsed.error}`);
    return parsed.request;
  };
  const db = new Database(archivePath, { readonly: true });
  // Docs are numbered in posted order, so a date range is a rowid range (docs/search.md), a
  // constraint FTS5 applies inside its doclists; `rowid IN (SELECT ...)` made SQLite probe
  // FTS5 once per document of the archive.
  const inDates = `rowid BETWEEN
    coalesce((SELECT doc FROM question_search_docs WHERE posted_at >= ? ORDER BY posted_at, doc LIMIT 1), 1) AND
    coalesce((SELECT doc FROM question_search_docs WHERE posted_at <= ? ORDER BY posted_at DESC, doc DESC LIMIT 1), 0)`;
  const ranked = db
    .prepare(
      `SELECT d.question_id FROM question_search s JOIN question_search_docs d ON d.doc = s.rowid
     WHERE question_search MATCH ? AND s.${inDates} ORDER BY bm25(question_search, 8.0, 2.0, 1.0, 0.0, 0.0), s.rowid DESC LIMIT ? OFFSET ?`,
    )
    .pluck();
  const newest = db
    .prepare(
      `SELECT d.question_id FROM question_search s JOIN question_search_docs d ON d.doc = s.rowid
     WHERE question_search MATCH ? AND s.${inDates} ORDER BY s.rowid DESC LIMIT ? OFFSET ?`,
    )
    .pluck();
  const counted = db
    .prepare(`SELECT count(*) FROM question_search WHERE question_search MATCH ? AND ${inDates}`)
    .pluck();
  const fts5 = (params: string): Answer => {
    const r = request(params);
    const expression = query.andExpressions(
      query.matchAllExpression(query.parseSearchText(r.q)),
      query.filterExpression(r),
    );
    if (!expression) return { ids: [], total: 0 };
    const dates = [r.from ?? -1e15, r.to ?? 1e15];
    const statement = r.sort === 'newest' ? newest : ranked;
    return {
      ids: statement.all(expression, ...dates, 10, (r.page - 1) * 10) as number[],
      total: counted.get(expression, ...dates) as number,
    };
  };
  const embedded = (params: string): Answer => {
    const result = searchQuestions(request(params));
    return { ids: result.hits.map((h) => h.id), total: result.total };
  };
  return { embedded, fts5, request };
}

/** The SphinxQL engine as the site runs it: the same query layer (understanding, relaxed matching, search settings) as the embedded engine, uncached. */
async function loadSphinxQL(archivePath: string, url: string) {
  process.env.DATABASE_PATH = archivePath;
  const { getConfig } = await import('#app/config/get-config.server.ts');
  const { sphinxqlSettings } = await import('#app/search/config.ts');
  const { createSphinxQLEngine } = await import('#app/search/engines/sphinxql/engine.server.ts');
  const { createRemoteSearchService } = await import('#app/search/service.ts');
  const { parseSearchParams } = await import('#app/search/request.ts');
  const config = getConfig();
  // The engine as the site configures it (rank window, sample), on this searchd.
  const settings = sphinxqlSettings(config);
  const { matching } = settings;
  const engine = createSphinxQLEngine({ ...settings, url, index: 'questions', timeoutMs: 10_000, connections: CLIENTS * 2 });
  const service = createRemoteSearchService(engine, () => archivePath, matching);
  const search: Searcher = async (params) => {
    const parsed = parseSearchParams(new URLSearchParams(params));
    if (!parsed.ok) throw new Error(parsed.error);
    const result = await service.search(parsed.request);
    return { ids: result.hits.map((h) => h.id), total: result.total };
  };
  return { search, close: () => engine.close() };
}

const ms = (v: number) => v.toFixed(1);
const mb = (bytes: number) => `${(bytes / 1e6).toFixed(0)} MB`;

/** The searchd folder beside the archive, its plain index (re)built when the archive is not the one it was built from. */
async function ensureSearchdIndex(archivePath: string) {
  const { prepareSearchd } = await import('#scripts/search/searchd.ts');
  const { archiveIndex } = await import('#scripts/search/setup.ts');
  const { indexBytes } = await import('#scripts/search/build-index.ts');
  const stat = fs.statSync(archivePath);
  const dir = path.resolve(process.env.BENCH_SEARCHD_DIR ?? `${archivePath.replace(/\.db$/, '')}-searchd`);
  const stampFile = path.join(dir, 'built-from.json');
  const { SEARCH_INDEX_FORMAT } = await import('#app/search/engines/sphinxql/schema.ts');
  const stamp = `${path.resolve(archivePath)} ${stat.size} ${stat.mtimeMs} format ${SEARCH_INDEX_FORMAT}`;
  const previous = fs.existsSync(stampFile)
    ? (JSON.parse(fs.readFileSync(stampFile, 'utf8')) as { stamp: string; seconds: number })
    : null;
  const fresh = previous?.stamp !== stamp;
  if (fresh) fs.rmSync(dir, { recursive: true, force: true });
  const started = performance.now();
  const indexes = (d: string) => [
    archiveIndex('questions', 'plain', archivePath, { quiet: true, globalIdf: path.join(d, 'questions.idf') }),
  ];
  // indexer (and the IDF file) only when the folder is new; else the same files on a new port.
  const prepared = await prepareSearchd({ dir, indexes, build: fresh });
  let seconds = previous?.seconds ?? 0;
  if (fresh) {
    seconds = (performance.now() - started) / 1000;
    fs.writeFileSync(stampFile, JSON.stringify({ stamp, seconds }));
  }
  return { dir, seconds, bytes: indexBytes(dir, 'questions'), rebuilt: fresh, prepared };
}

async function main() {
  const archivePath = process.env.BENCH_ARCHIVE ?? (await ensureBenchArchive());
  const passes = Number(process.env.BENCH_PASSES ?? 3);
  const qpsSeconds = Number(process.env.BENCH_QPS_SECONDS ?? 15);
  const queries = readSearchQueries();
  console.log(`bench:engines on ${archivePath}: ${queries.length} queries, ${passes} interleaved passes`);

  const { searchdMissing, launchSearchd } = await import('#scripts/search/searchd.ts');
  const missing = searchdMissing();
  if (missing) throw new Error(`bench:engines needs searchd: ${missing}`);
  const built = await ensureSearchdIndex(archivePath);
  console.log(
    `searchd plain index: ${built.rebuilt ? 'built' : 'reused, built'} in ${built.seconds.toFixed(1)} s (indexer over the TSV export + IDF file), ${mb(built.bytes)}`,
  );
  const searchd = await launchSearchd(built.prepared);
  const db = new Database(archivePath, { readonly: true });
  const embeddedBytes = db
    .prepare(`SELECT sum(pgsize) FROM dbstat WHERE name LIKE 'question_search%' OR name LIKE 'search_%'`)
    .pluck()
    .get() as number;
  const ftsBytes = db
    .prepare(`SELECT sum(pgsize) FROM dbstat WHERE name LIKE 'question_search%'`)
    .pluck()
    .get() as number;
  db.close();

  try {
    const local = await loadLocalEngines(archivePath);
    const sphinx = await loadSphinxQL(archivePath, searchd.url('questions'));
    const engines: Record<EngineName, Searcher> = {
      embedded: async (p) => local.embedded(p),
      sphinxql: sphinx.search,
      fts5: async (p) => local.fts5(p),
    };
    // Warm-up pass (page cache, statement caches, searchd's own caches), timed per engine.
    const warm: Record<EngineName, number> = { embedded: 0, sphinxql: 0, fts5: 0 };
    for (const q of queries)
      for (const name of ENGINES) {
        const started = performance.now();
        await engines[name](q.params);
        warm[name] += performance.now() - started;
      }
    console.error(
      `warm-up pass: ${ENGINES.map((n) => `${n} ${(warm[n] / 1000).toFixed(1)} s`).join(', ')}`,
    );
    const times: Record<EngineName, number[]> = { embedded: [], sphinxql: [], fts5: [] };
    const byKind = new Map<string, Record<EngineName, number[]>>();
    let agreeSphinx = 0;
    let agreeFts5 = 0;
    let agreeN = 0;
    for (let pass = 0; pass < passes; pass++) {
      console.error(`pass ${pass + 1} of ${passes}`);
      for (let i = 0; i < queries.length; i++) {
        const q = queries[i]!;
        const answers = {} as Record<EngineName, Answer>;
        // Interleaved, the order rotating so no engine always runs first (warm caches).
        for (let k = 0; k < ENGINES.length; k++) {
          const name = ENGINES[(i + pass + k) % ENGINES.length]!;
          const started = performance.now();
          answers[name] = await engines[name](q.params);
          const took = performance.now() - started;
          times[name].push(took);
          if (!byKind.has(q.kind)) byKind.set(q.kind, { embedded: [], sphinxql: [], fts5: [] });
          byKind.get(q.kind)![name].push(took);
        }
        if (pass === 0 && !q.params.includes('sort=newest') && answers.embedded.ids.length > 0) {
          const top = new Set(answers.embedded.ids);
          agreeSphinx += answers.sphinxql.ids.filter((id) => top.has(id)).length / top.size;
          agreeFts5 += answers.fts5.ids.filter((id) => top.has(id)).length / top.size;
          agreeN++;
        }
      }
    }
    await sphinx.close();

    const qps = {
      embedded: await workerQps(archivePath, 'embedded', qpsSeconds),
      fts5: await workerQps(archivePath, 'fts5', qpsSeconds),
      sphinxql: await sphinxQps(archivePath, searchd.url('questions'), queries, qpsSeconds),
    };
    const rows = ENGINES.map((name) => {
      const sorted = [...times[name]].sort((a, b) => a - b);
      return {
        name,
        p50: percentile(sorted, 50),
        p95: percentile(sorted, 95),
        p99: percentile(sorted, 99),
        max: sorted[sorted.length - 1]!,
      };
    });
    const index = {
      embedded: `${mb(embeddedBytes)} (FTS5 ${mb(ftsBytes)} + impact lists and postings); built by the import's derive steps`,
      sphinxql: `${mb(built.bytes)}; indexer ${built.seconds.toFixed(1)} s`,
      fts5: `${mb(ftsBytes)} (the archive's FTS5 table)`,
    };
    const agreement = {
      embedded: '1.000',
      sphinxql: (agreeSphinx / agreeN).toFixed(3),
      fts5: (agreeFts5 / agreeN).toFixed(3),
    };
    console.log(
      `\n| engine | p50 ms | p95 ms | p99 ms | max ms | qps (${CLIENTS} clients) | top-10 agreement with embedded | index |`,
    );
    console.log('| --- | --- | --- | --- | --- | --- | --- | --- |');
    for (const r of rows)
      console.log(
        `| ${r.name} | ${ms(r.p50)} | ${ms(r.p95)} | ${ms(r.p99)} | ${ms(r.max)} | ${qps[r.name].toFixed(0)} | ${agreement[r.name]} | ${index[r.name]} |`,
      );
    console.log(
      `(agreement over ${agreeN} relevance-sorted queries with results; ${times.embedded.length / passes} queries x ${passes} passes)\n`,
    );
    console.log('p95 by kind (embedded / sphinxql / fts5, ms):');
    for (const [kind, t] of byKind) {
      const p95 = (list: number[]) =>
        ms(
          percentile(
            [...list].sort((a, b) => a - b),
            95,
          ),
        );
      console.log(`  ${kind}: ${p95(t.embedded)} / ${p95(t.sphinxql)} / ${p95(t.fts5)}`);
    }
    if (process.env.BENCH_RT === '1') await timeRtBuild(archivePath);
  } finally {
    await searchd.stop();
  }
}

/** Times filling an RT index by inserts (search:index --method rt) on a second, temporary searchd. */
async function timeRtBuild(archivePath: string) {
  const { startSearchd } = await import('#scripts/search/searchd.ts');
  const { fillRtIndex, indexBytes } = await import('#scripts/search/build-index.ts');
  const rt = await startSearchd({ indexes: () => [{ kind: 'rt', name: 'questions', memLimitMb: 512 }] });
  try {
    const started = performance.now();
    const count = await fillRtIndex({ url: rt.url('questions'), index: 'questions', archive: archivePath });
    const seconds = (performance.now() - started) / 1000;
    console.log(
      `RT index by inserts: ${count.toLocaleString('en-US')} documents in ${seconds.toFixed(1)} s, ${mb(indexBytes(rt.dir, 'questions'))}`,
    );
  } finally {
    await rt.destroy();
  }
}

/** Queries per second of the SphinxQL engine with CLIENTS concurrent callers (network-bound: one thread). */
async function sphinxQps(archivePath: string, url: string, queries: BenchQuery[], seconds: number): Promise<number> {
  const sphinx = await loadSphinxQL(archivePath, url);
  const until = performance.now() + seconds * 1000;
  let count = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CLIENTS }, async (_, client) => {
      for (let i = client; performance.now() < until; i++) {
        await sphinx.search(queries[i % queries.length]!.params);
        count++;
      }
    }),
  );
  const rate = (count / (performance.now() - started)) * 1000;
  await sphinx.close();
  return rate;
}

/** Queries per second of a synchronous engine with CLIENTS worker threads, each with its own connection. */
async function workerQps(archivePath: string, engine: 'embedded' | 'fts5', seconds: number): Promise<number> {
  const tsx = import.meta.resolve('tsx/esm/api');
  const code = `import(${JSON.stringify(tsx)}).then((m) => { m.register(); return import(${JSON.stringify(import.meta.url)}); });`;
  const workers = Array.from(
    { length: CLIENTS },
    (_, client) => new Worker(code, { eval: true, workerData: { archivePath, engine, seconds, client } }),
  );
  await Promise.all(
    workers.map((w) => new Promise((resolve, reject) => (w.once('message', resolve), w.once('error', reject)))),
  );
  const started = performance.now();
  const counts = await Promise.all(
    workers.map((w) => {
      const done = new Promise<number>((resolve, reject) => (w.once('message', resolve), w.once('error', reject)));
      w.postMessage('go');
      return done;
    }),
  );
  const wall = performance.now() - started;
  await Promise.all(workers.map((w) => w.terminate()));
  return (counts.reduce((a, b) => a + b, 0) / wall) * 1000;
}

if (!isMainThread) {
  const { archivePath, engine, seconds, client } = workerData as {
    archivePath: string;
    engine: 'embedded' | 'fts5';
    seconds: number;
    client: number;
  };
  const local = await loadLocalEngines(archivePath);
  const queries = readSearchQueries();
  for (const q of queries) local[engine](q.params); // warm
  parentPort!.postMessage('ready');
  await new Promise<void>((resolve) => parentPort!.once('message', () => resolve()));
  const until = performance.now() + seconds * 1000;
  let count = 0;
  for (let i = client; performance.now() < until; i++) {
    local[engine](queries[i % queries.length]!.params);
    count++;
  }
  parentPort!.postMessage(count);
} else if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  await main();
}
