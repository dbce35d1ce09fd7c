import fs from 'node:fs';
import path from 'node:path';
import {
  examplePath,
  ROUTE_CATALOG,
  samplesFromUrls,
  type CatalogRoute,
  type ParamSamples,
} from '#scripts/bench/route-catalog.ts';
import { startServer, type TestServer } from '#tests/helpers/server.ts';
import { ensureBundle } from '../lib/bundle.ts';
import { ensureBenchArchive } from './archive.ts';
import { autocannon, type AutocannonRequest, type AutocannonResult } from './autocannon.ts';
import { cpuSeconds } from './process-stats.ts';
import { percentile } from '#scripts/lib/percentile.ts';

/**
 * `npm run bench:load`: a mixed workload (home, search, question pages, listings, profiles,
 * API calls, search-engine files) driven by the route catalog's load weights, with
 * autocannon against the 1.2M-question archive. Prints throughput, p50/p95/p99, errors,
 * and the server's memory at start and end. Also checks the sitemaps of that archive
 * (URL counts and the 50,000 limit).
 *
 * BENCH_SECONDS (300), BENCH_WARMUP_SECONDS (60), BENCH_CONNECTIONS (50), BENCH_QUESTIONS (1,200,000), BENCH_ARCHIVE
 * (an archive to use as is), BENCH_SKIP_SITEMAPS=1.
 */

const SECONDS = Number(process.env.BENCH_SECONDS ?? 300);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 60);
/** The warm-up goes on past BENCH_WARMUP_SECONDS, up to this, until the page cache is 90% full and RSS grows under 2% in 30 s. */
const WARMUP_MAX_SECONDS = Number(process.env.BENCH_WARMUP_MAX_SECONDS ?? 300);
const HIGH = '100000000';

/** How full the server's page cache is (0 to 1), from its page_cache_bytes gauge. */
async function pageCacheFill(server: TestServer): Promise<number> {
  const text = (await fetchText(`${server.url}/metrics`)).text;
  const read = (of: string) =>
    Number(new RegExp(`^page_cache_bytes\\{of="${of}"\\} (\\d+)$`, 'm').exec(text)?.[1] ?? 0);
  return read('max') > 0 ? read('held') / read('max') : 1;
}

function memory(pid: number): { rss: number; anon: number; file: number } {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (key: string) => Number(new RegExp(`^${key}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0) * 1024;
  return { rss: kb('VmRSS'), anon: kb('RssAnon'), file: kb('RssFile') + kb('RssShmem') };
}
const mb = (bytes: number) => `${(bytes / 1e6).toFixed(0)} MB`;

async function fetchText(url: string): Promise<{ status: number; text: string; ms: number }> {
  const started = performance.now();
  const response = await fetch(url, { redirect: 'manual' });
  const text = await response.text();
  return { status: response.status, text, ms: performance.now() - started };
}

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);

/** The sitemaps of the big archive: every file within the protocol's limits, every question listed once. */
async function checkSitemaps(
  server: TestServer,
  totals: { questions: number; attorneys: number; articles: number },
): Promise<string[]> {
  const lines: string[] = [];
  const index = await fetchText(`${server.url}/sitemap.xml`);
  const files = locs(index.text);
  lines.push(
    `sitemap index: ${files.length} files, ${(index.text.length / 1024).toFixed(1)} KB, ${index.ms.toFixed(0)} ms`,
  );
  const counts: Record<string, number> = {};
  let largest = 0;
  let slowest = 0;
  let biggestBytes = 0;
  for (const file of files) {
    const { status, text, ms } = await fetchText(`${server.url}${new URL(file).pathname}`);
    if (status !== 200) throw new Error(`${file}: status ${status}`);
    const urls = (text.match(/<url>/g) ?? []).length;
    if (urls > 50_000) throw new Error(`${file} has ${urls} URLs (limit 50,000)`);
    if (text.length > 50 * 1024 * 1024) throw new Error(`${file} is ${text.length} bytes (limit 50 MB)`);
    if (!text.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset') || !text.endsWith('</urlset>\n'))
      throw new Error(`${file} is not a urlset`);
    const kind = new URL(file).pathname.replace('/sitemaps/', '').replace(/(-\d+)?\.xml$/, '');
    counts[kind] = (counts[kind] ?? 0) + urls;
    largest = Math.max(largest, urls);
    slowest = Math.max(slowest, ms);
    biggestBytes = Math.max(biggestBytes, text.length);
  }
  lines.push(
    `sitemap files: largest ${largest.toLocaleString('en-US')} URLs (${mb(biggestBytes)}), slowest ${slowest.toFixed(0)} ms uncached`,
  );
  lines.push(
    `sitemap URLs: ${Object.entries(counts)
      .map(([k, n]) => `${k} ${n.toLocaleString('en-US')}`)
      .join(', ')}`,
  );
  const expect = (kind: string, n: number) => {
    if ((counts[kind] ?? 0) !== n) throw new Error(`sitemaps list ${counts[kind] ?? 0} ${kind}, the archive has ${n}`);
  };
  expect('questions', totals.questions);
  expect('attorneys', totals.attorneys);
  expect('articles', totals.articles);
  lines.push('sitemap check: OK (every question, attorney and article listed; every file <= 50,000 URLs)');
  return lines;
}

/** URLs of a few sitemap files: enough examples for every route parameter. */
async function gatherSamples(server: TestServer): Promise<ParamSamples> {
  const index = locs((await fetchText(`${server.url}/sitemap.xml`)).text);
  const urls = [...index];
  const firstOfKind = new Map<string, string>();
  for (const file of index) {
    const kind = file.replace(/(-\d+)?\.xml$/, '');
    if (!firstOfKind.has(kind)) firstOfKind.set(kind, file);
  }
  const questionFiles = index.filter((f) => /\/questions-\d+\.xml$/.test(f));
  const picked = new Set([
    ...firstOfKind.values(),
    ...questionFiles.filter((_, i) => i % Math.max(1, Math.floor(questionFiles.length / 4)) === 0),
  ]);
  for (const file of picked) {
    const all = locs((await fetchText(`${server.url}${new URL(file).pathname}`)).text);
    // Spread over the file rather than its first rows.
    const step = Math.max(1, Math.floor(all.length / 500));
    for (let i = 0; i < all.length; i += step) urls.push(all[i]!);
  }
  return samplesFromUrls(urls, 1000);
}

function randomOf<T>(values: readonly T[]): T | undefined {
  return values.length ? values[Math.floor(Math.random() * values.length)] : undefined;
}

function randomPath(route: CatalogRoute, samples: ParamSamples): string | null {
  const base = examplePath(route, samples, randomOf);
  if (base === null) return null;
  const query = Object.entries(route.query ?? {})
    .filter(() => Math.random() < 0.5)
    .map(([name, values]) => `${encodeURIComponent(name)}=${encodeURIComponent(randomOf(values)!)}`);
  // Search pages always carry a query (an empty /search is the discovery panel, also in the mix via weight).
  if ((route.pattern === '/search' || route.pattern === '/api/search') && !query.some((q) => q.startsWith('q=')))
    query.push(`q=${encodeURIComponent(randomOf(route.query!.q!)!)}`);
  return query.length ? `${base}?${query.join('&')}` : base;
}

async function main(): Promise<void> {
  const archive = process.env.BENCH_ARCHIVE ? path.resolve(process.env.BENCH_ARCHIVE) : await ensureBenchArchive();
  ensureBundle();
  console.log(`load: archive ${archive} (${mb(fs.statSync(archive).size)})`);
  const server = await startServer(archive, {
    RATE_LIMIT_SEARCH: HIGH,
    RATE_LIMIT_API: HIGH,
    RATE_LIMIT_CONTACT: HIGH,
    LOG_LEVEL: 'warn',
    ARCHIVE_WATCH_SECONDS: '5',
  });
  const pid = server.process.pid!;
  try {
    const readyz = JSON.parse((await fetchText(`${server.url}/readyz`)).text) as { archiveVersion: string };
    console.log(`load: server pid ${pid} on ${server.url}, archive version ${readyz.archiveVersion}`);

    if (!process.env.BENCH_SKIP_SITEMAPS) {
      const { default: Database } = await import('better-sqlite3');
      const db = new Database(archive, { readonly: true });
      const count = (table: string) => (db.prepare(`SELECT count(*) AS n FROM ${table}`).get() as { n: number }).n;
      const totals = { questions: count('questions'), attorneys: count('attorneys'), articles: count('articles') };
      db.close();
      for (const line of await checkSitemaps(server, totals)) console.log(line);
    }

    const samples = await gatherSamples(server);
    // Routes not built in this checkout (404) or failing (5xx) are left out of the mix, and said so.
    const mix: { route: CatalogRoute; weight: number }[] = [];
    const skipped: string[] = [];
    for (const route of ROUTE_CATALOG.filter((r) => r.method === 'GET' && (r.loadWeight ?? 0) > 0)) {
      // A few random examples: one that answers is enough (a random page number may be past the end).
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 5 && !statuses.some((s) => s < 400); attempt++) {
        const probe = randomPath(route, samples);
        if (probe !== null) statuses.push((await fetchText(`${server.url}${probe}`)).status);
      }
      if (statuses.length === 0) skipped.push(`${route.pattern} (no example in this archive)`);
      else if (!statuses.some((s) => s < 400)) skipped.push(`${route.pattern} (${statuses.join(', ')})`);
      else mix.push({ route, weight: route.loadWeight! });
    }
    if (skipped.length) console.log(`load: left out of the mix: ${skipped.join(', ')}`);
    const totalWeight = mix.reduce((sum, m) => sum + m.weight, 0);
    console.log(
      `load: mix ${mix.map((m) => `${m.route.pattern} ${((100 * m.weight) / totalWeight).toFixed(0)}%`).join(', ')}`,
    );
    const pick = (): Pick => {
      let roll = Math.random() * totalWeight;
      for (const m of mix) {
        roll -= m.weight;
        if (roll <= 0)
          return {
            path: randomPath(m.route, samples) ?? '/',
            headers: BROWSER_HEADERS[m.route.kind] ?? BROWSER_HEADERS.page!,
          };
      }
      return { path: '/', headers: BROWSER_HEADERS.page! };
    };

    // Warm-up with the same mix and connections: the page and result caches fill up to their
    // bounds and V8 optimizes, so "start" memory is the steady state's and growth measures leaks.
    console.log(`load: warming up for ${WARMUP_SECONDS} s...`);
    await run(server.url, WARMUP_SECONDS, CONNECTIONS, pick, () => {});
    // On until the page cache is (nearly) full and the process has stopped growing (its
    // bounded caches and heaps filled): memory still filling would count as growth.
    let warmed = WARMUP_SECONDS;
    let before = memory(pid).rss;
    for (;;) {
      const fill = await pageCacheFill(server);
      const rss = memory(pid).rss;
      const grown = warmed > WARMUP_SECONDS ? (rss - before) / before : 1;
      if ((fill >= 0.9 && grown < 0.02) || warmed >= WARMUP_MAX_SECONDS) {
        console.log(`load: warm-up ${warmed} s: page cache ${(100 * fill).toFixed(0)}% full, RSS ${mb(rss)}`);
        break;
      }
      console.log(
        `load: page cache ${(100 * fill).toFixed(0)}% full, RSS ${mb(rss)} after ${warmed} s: warming up 30 s more...`,
      );
      before = rss;
      await run(server.url, 30, CONNECTIONS, pick, () => {});
      warmed += 30;
    }
    const start = memory(pid);
    const cpuStart = cpuSeconds(pid);
    const ownCpuStart = process.cpuUsage();
    let peak = start.rss;
    const sampler = setInterval(() => (peak = Math.max(peak, memory(pid).rss)), 5000);
    const latencies = new Float64Array(Math.max(1_000_000, SECONDS * 5000));
    let count = 0;
    const statusCounts = new Map<number, number>();
    const distinct = new Set<string>();
    const measuredPick = (): Pick => {
      const picked = pick();
      distinct.add(picked.path);
      return picked;
    };
    console.log(`load: ${SECONDS} s at ${CONNECTIONS} connections...`);
    const result = await run(server.url, SECONDS, CONNECTIONS, measuredPick, (status, ms) => {
      if (count < latencies.length) latencies[count++] = ms;
      statusCounts.set(status, (statusCounts.get(status) ?? 0) + 1);
    });
    clearInterval(sampler);
    const end = memory(pid);
    const cpuPerRequest = ((cpuSeconds(pid) - cpuStart) * 1000) / Math.max(1, result.requests.total);
    const ownCpu = process.cpuUsage(ownCpuStart);
    const ownCpuSeconds = (ownCpu.user + ownCpu.system) / 1e6;
    const sorted = latencies.subarray(0, count).sort();
    const errors = result.errors + result.timeouts + result['5xx'];
    const report = [
      `load: ${result.requests.total.toLocaleString('en-US')} requests in ${result.duration.toFixed(0)} s: ${result.requests.average.toFixed(0)} req/s, ${(result.throughput.average / 1e6).toFixed(1)} MB/s`,
      `load: ${distinct.size.toLocaleString('en-US')} distinct URLs requested`,
      `load: latency p50 ${percentile(sorted, 50).toFixed(1)} ms, p95 ${percentile(sorted, 95).toFixed(1)} ms, p99 ${percentile(sorted, 99).toFixed(1)} ms, max ${result.latency.max} ms`,
      `load: statuses ${[...statusCounts]
        .sort()
        .map(([s, n]) => `${s}: ${n.toLocaleString('en-US')}`)
        .join(', ')}`,
      `load: server CPU ${cpuPerRequest.toFixed(2)} ms per request (all its threads); machine load average ${fs.readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')}`,
      `load: load generator (autocannon, this process) CPU ${((ownCpuSeconds * 1000) / Math.max(1, result.requests.total)).toFixed(2)} ms per request, ${((100 * ownCpuSeconds) / result.duration).toFixed(0)}% of a core`,
      `load: errors ${errors} (connection errors ${result.errors}, timeouts ${result.timeouts}, 5xx ${result['5xx']})`,
      `load: server RSS start ${mb(start.rss)} (heap and other anonymous ${mb(start.anon)}, archive pages mapped ${mb(start.file)}), ` +
        `end ${mb(end.rss)} (anonymous ${mb(end.anon)}, mapped ${mb(end.file)}), peak ${mb(peak)}`,
      `load: RSS growth ${(((end.rss - start.rss) / start.rss) * 100).toFixed(1)}% total, ${(((end.anon - start.anon) / start.anon) * 100).toFixed(1)}% anonymous (targets: 0 errors, p99 <= 150 ms, growth <= 10%)`,
    ];
    for (const line of report) console.log(line);
    for (const line of await serverTimeByRoute(server)) console.log(line);
    const slow = server
      .output()
      .split('\n')
      .filter((line) => line.includes('"slow request"'))
      .map((line) => JSON.parse(line) as { url: string; durationMs: number; status: number })
      .sort((a, b) => b.durationMs - a.durationMs);
    console.log(
      `load: ${slow.length} requests took 1 s or more${
        slow.length
          ? `; slowest: ${slow
              .slice(0, 5)
              .map((s) => `${s.url} ${s.status} ${s.durationMs} ms`)
              .join(', ')}`
          : ''
      }`,
    );
    if (errors > 0) process.exitCode = 1;
  } finally {
    await server.stop();
  }
}

/** Where the server's time went, from its own /metrics: the routes with the most total time. */
async function serverTimeByRoute(server: TestServer): Promise<string[]> {
  const text = (await fetchText(`${server.url}/metrics`)).text;
  const totals = new Map<string, { seconds: number; count: number }>();
  for (const match of text.matchAll(
    /^http_request_duration_seconds_(sum|count)\{route="([^"]*)",method="GET"\} ([\d.e+-]+)$/gm,
  )) {
    const entry = totals.get(match[2]!) ?? { seconds: 0, count: 0 };
    if (match[1] === 'sum') entry.seconds = Number(match[3]);
    else entry.count = Number(match[3]);
    totals.set(match[2]!, entry);
  }
  const refused = [
    ...text.matchAll(/^http_requests_total\{route="([^"]*)",method="GET",status="(4\d\d)"\} (\d+)$/gm),
  ].map((m) => `${m[1]} ${m[2]}: ${m[3]}`);
  const lookups = new Map<string, { hit: number; miss: number }>();
  for (const m of text.matchAll(/^cache_lookups_total\{cache="([^"]*)",result="(hit|miss)"\} (\d+)$/gm)) {
    const entry = lookups.get(m[1]!) ?? { hit: 0, miss: 0 };
    entry[m[2] as 'hit' | 'miss'] = Number(m[3]);
    lookups.set(m[1]!, entry);
  }
  const hitRates = [...lookups].map(
    ([cache, e]) =>
      `${cache} ${((100 * e.hit) / Math.max(1, e.hit + e.miss)).toFixed(0)}% of ${(e.hit + e.miss).toLocaleString('en-US')}`,
  );
  // Who makes the tail: requests the server itself took over 150 ms to answer, by route.
  const within = new Map<string, number>();
  for (const m of text.matchAll(
    /^http_request_duration_seconds_bucket\{le="0\.15",route="([^"]*)",method="GET"\} (\d+)$/gm,
  ))
    within.set(m[1]!, Number(m[2]));
  const over = [...totals]
    .map(([route, e]) => [route, e.count - (within.get(route) ?? e.count)] as const)
    .filter(([, n]) => n > 0)
    .sort((a, b) => b[1] - a[1]);
  const overTotal = over.reduce((sum, [, n]) => sum + n, 0);
  const all = [...totals.values()].reduce((sum, e) => sum + e.seconds, 0);
  return [...totals]
    .sort((a, b) => b[1].seconds - a[1].seconds)
    .slice(0, 12)
    .map(
      ([route, e]) =>
        `load: server time ${((100 * e.seconds) / all).toFixed(0).padStart(3)}% ${route}: ${e.count.toLocaleString('en-US')} requests, mean ${((1000 * e.seconds) / Math.max(1, e.count)).toFixed(1)} ms`,
    )
    .concat(
      overTotal
        ? [
            `load: over 150 ms at the server (warm-up included): ${overTotal.toLocaleString('en-US')}; ${over
              .slice(0, 10)
              .map(([r, n]) => `${r} ${n}`)
              .join(', ')}`,
          ]
        : [],
    )
    .concat(refused.length ? [`load: 4xx answers by route: ${refused.join(', ')}`] : [])
    .concat(hitRates.length ? [`load: cache hits (warm-up included): ${hitRates.join(', ')}`] : []);
}

/** What a browser sends: pages ask for HTML, the site's scripts for JSON, and every request accepts compression. */
const BROWSER_HEADERS: Record<string, Record<string, string>> = {
  page: {
    accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
    'accept-encoding': 'gzip, deflate, br',
  },
  api: { accept: 'application/json', 'accept-encoding': 'gzip, deflate, br' },
  file: { accept: '*/*', 'accept-encoding': 'gzip, deflate, br' },
};
interface Pick {
  path: string;
  headers: Record<string, string>;
}

function run(
  url: string,
  seconds: number,
  connections: number,
  pick: () => Pick,
  onResponse: (status: number, ms: number) => void,
): Promise<AutocannonResult> {
  const instance = autocannon({
    url,
    connections,
    duration: seconds,
    timeout: 10,
    requests: [
      {
        method: 'GET',
        setupRequest: (request: AutocannonRequest) => {
          const { path, headers } = pick();
          return { ...request, path, headers: { ...request.headers, ...headers } };
        },
      },
    ],
  });
  instance.on('response', (_client, status, _bytes, ms) => onResponse(status, ms));
  return new Promise((resolve, reject) => instance.then(resolve, reject));
}

await main();
