import { ascending, percentile as nearestRank } from '#scripts/lib/percentile.ts';
import { readSearchQueries, SEARCH_QUERIES_FILE } from './search-queries.ts';

/**
 * Where the SphinxQL engine's milliseconds go (decision 0015), per kind of the bench's
 * query mix (scripts/bench/search-queries.txt): query understanding (spelling, places,
 * expansions), searchd's own time (SHOW META `time` of each statement), the rest of the
 * round trip (the wire, mysql2, the sample's rows), and the page's questions and
 * highlights read from the archive. Against a running searchd that holds the archive's
 * index (search:config + search:index, or the one bench:engines builds):
 *
 *   BENCH_ARCHIVE=data/archive.db SPHINXQL_URL=mysql://127.0.0.1:9306/questions \
 *     node --import tsx scripts/bench/sphinxql-profile.ts
 *
 * BENCH_PASSES (2: the last is reported, the first warms caches); the search settings and
 * SPHINXQL_URL as the server reads them. Uncached.
 */

interface Sample {
  kind: string;
  params: string;
  understand: number;
  searchd: number;
  wire: number;
  archive: number;
  total: number;
}

/** A percentile of unsorted values (0 when there are none: a kind without a figure). */
const percentile = (values: number[], p: number) => (values.length ? nearestRank(ascending(values), p) : 0);

async function main() {
  const archive = process.env.BENCH_ARCHIVE;
  if (!archive) throw new Error('BENCH_ARCHIVE must name the archive the searchd index was built from');
  process.env.DATABASE_PATH = archive;
  const { getConfig } = await import('#app/config/get-config.server.ts');
  const { defaultSearchSettings, sphinxqlSettings } = await import('#app/search/config.ts');
  const { understandRequest } = await import('#app/search/service.ts');
  const { parseSearchParams } = await import('#app/search/request.ts');
  const { createSphinxQLClient } = await import('#app/search/engines/sphinxql/client.server.ts');
  const { createSphinxQLEngine } = await import('#app/search/engines/sphinxql/engine.server.ts');
  const config = getConfig();
  const settings = sphinxqlSettings(config);
  const understanding = defaultSearchSettings();
  const pool = createSphinxQLClient({ url: settings.url, timeoutMs: settings.timeoutMs, connections: 2 });
  // Each call's wall time and searchd's own time (the SHOW META after each SELECT).
  let calls = { wall: 0, searchd: 0 };
  const client = {
    ...pool,
    async query(sql: string, values?: readonly unknown[]) {
      const started = performance.now();
      const results = (await pool.query(sql, values)) as Array<Array<Record<string, unknown>>>;
      calls.wall += performance.now() - started;
      for (const set of results)
        for (const row of set) if (row.Variable_name === 'time') calls.searchd += Number(row.Value) * 1000;
      return results;
    },
  };
  const engine = createSphinxQLEngine(settings, client);
  const lexicon = engine.lexicon();
  const queries = readSearchQueries();
  const passes = Number(process.env.BENCH_PASSES ?? 2);
  let samples: Sample[] = [];
  for (let pass = 0; pass < passes; pass++) {
    samples = [];
    for (const { kind, params } of queries) {
      const parsed = parseSearchParams(new URLSearchParams(params));
      if (!parsed.ok) throw new Error(`bad query in ${SEARCH_QUERIES_FILE}: ${params}`);
      calls = { wall: 0, searchd: 0 };
      const started = performance.now();
      const understood = understandRequest(parsed.request, lexicon, understanding);
      const understoodAt = performance.now();
      await engine.search(understood.request, understood.query);
      const done = performance.now();
      samples.push({
        kind,
        params,
        understand: understoodAt - started,
        searchd: calls.searchd,
        wire: calls.wall - calls.searchd,
        archive: done - understoodAt - calls.wall,
        total: done - started,
      });
    }
  }
  await engine.close();
  const row = (label: string, list: Sample[]) => {
    const cell = (key: keyof Omit<Sample, 'kind' | 'params'>) =>
      `${percentile(list.map((s) => s[key]), 50).toFixed(1)} / ${percentile(list.map((s) => s[key]), 95).toFixed(1)}`;
    console.log(`| ${label} | ${list.length} | ${cell('understand')} | ${cell('searchd')} | ${cell('wire')} | ${cell('archive')} | ${cell('total')} |`);
  };
  console.log(`SphinxQL engine profile, window ${settings.window}, sample ${settings.sample} (p50 / p95 ms)\n`);
  console.log('| kind | queries | understanding | searchd | round trip | archive (hits) | end to end |');
  console.log('| --- | --- | --- | --- | --- | --- | --- |');
  for (const kind of new Set(samples.map((s) => s.kind))) row(kind, samples.filter((s) => s.kind === kind));
  row('all', samples);
  console.log(`\nend to end p99 ${percentile(samples.map((s) => s.total), 99).toFixed(1)} ms`);
  // The tail is what the p95 is made of: name it.
  const slowest = [...samples].sort((a, b) => b.total - a.total).slice(0, Number(process.env.BENCH_SLOWEST ?? 15));
  console.log('\nslowest (end to end / searchd ms, kind, query):');
  for (const s of slowest) console.log(`${s.total.toFixed(1)} / ${s.searchd.toFixed(0)}  ${s.kind}  ${s.params}`);
}

await main();
