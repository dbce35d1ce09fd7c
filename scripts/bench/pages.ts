import fs from 'node:fs';
import Database from 'better-sqlite3';
import { questionPath } from '#app/domain/urls.ts';
import { ensureBundle } from '#scripts/lib/bundle.ts';
import { startServer } from '#tests/helpers/server.ts';
import { ensureBenchArchive } from './archive.ts';
import { autocannon, type AutocannonRequest } from './autocannon.ts';
import { cpuSeconds } from './process-stats.ts';
import { percentile } from '#scripts/lib/percentile.ts';

/**
 * Question pages under load: the real production server on the bench archive
 * (BENCH_QUESTIONS, default 1.2M; BENCH_ARCHIVE=path uses an existing archive), autocannon with 10 connections over a fixed set of
 * canonical question URLs spread over the whole archive.
 *
 * Phases over the same PAGES_SET pages, asked for as a browser asks (gzip accepted): "cold"
 * requests each once (every request is a full server render: database reads plus React),
 * then "steady" cycles over them for PAGES_SECONDS (repeat visits, served from the
 * rendered-page cache), and "steady plain" for half as long from a client that accepts no
 * compression (the cache keeps pages gzip-compressed, so it inflates each one). Reports pages/s,
 * p50/p95/p99 latency, the server's CPU time per page (which does not depend on what else
 * the machine is running) and its peak resident memory.
 */

const CONNECTIONS = Number(process.env.PAGES_CONNECTIONS ?? 10);
const SECONDS = Number(process.env.PAGES_SECONDS ?? 20);
/** What Chromium and Firefox send: every phase but "steady plain" asks like a browser. */
const BROWSER_ENCODINGS = 'gzip, deflate, br, zstd';
const SET_SIZE = Number(process.env.PAGES_SET ?? 1000);

/** Deterministic spread of question paths: every k-th id from a fixed offset. */
function pickPaths(dbPath: string, count: number, offset: number): string[] {
  const db = new Database(dbPath, { readonly: true, fileMustExist: true });
  try {
    const total = (db.prepare('SELECT count(*) AS n FROM questions').get() as { n: number }).n;
    const step = Math.max(1, Math.floor(total / count));
    const rows = db
      .prepare('SELECT id, title, state FROM questions WHERE (id + ?) % ? = 0 ORDER BY id LIMIT ?')
      .all(offset, step, count) as { id: number; title: string; state: string | null }[];
    return rows.map(questionPath);
  } finally {
    db.close();
  }
}

/** Peak resident memory (VmHWM) and, now, the anonymous part and the file-backed part (the archive's memory map). */
function memoryMb(pid: number): { peak: number; anon: number; file: number } {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const mb = (key: string) => Math.round(Number(new RegExp(`${key}:\\s+(\\d+)`).exec(status)?.[1] ?? 0) / 1024);
  return { peak: mb('VmHWM'), anon: mb('RssAnon'), file: mb('RssFile') };
}

interface PhaseResult {
  name: string;
  requests: number;
  seconds: number;
  perSecond: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
  non200: number;
  cpuMsPerPage: number;
}

async function runPhase(
  url: string,
  name: string,
  paths: string[],
  options: { amount?: number; duration?: number; plain?: boolean },
  pid: number,
): Promise<PhaseResult> {
  const cpuBefore = cpuSeconds(pid);
  const latencies: number[] = [];
  let next = 0;
  let non200 = 0;
  const started = performance.now();
  const instance = autocannon({
    url,
    connections: CONNECTIONS,
    // As browsers ask (the page cache keeps pages gzip-compressed, decision 0038); `plain`: a client
    // that takes no compression, which the server answers by inflating the kept page.
    headers: options.plain ? { accept: 'text/html' } : { accept: 'text/html', 'accept-encoding': BROWSER_ENCODINGS },
    ...(options.amount ? { amount: options.amount } : { duration: options.duration }),
    requests: [{ setupRequest: (request: AutocannonRequest) => ({ ...request, path: paths[next++ % paths.length]! }) }],
  });
  instance.on('response', (_client, statusCode, _bytes, responseTime) => {
    latencies.push(responseTime);
    if (statusCode !== 200) non200++;
  });
  instance.on('reqError', () => {});
  const result = await instance;
  const seconds = (performance.now() - started) / 1000;
  const sorted = Float64Array.from(latencies).sort();
  return {
    name,
    requests: latencies.length,
    seconds,
    perSecond: latencies.length / seconds,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    errors: result.errors + result.timeouts,
    non200,
    cpuMsPerPage: ((cpuSeconds(pid) - cpuBefore) * 1000) / Math.max(1, latencies.length),
  };
}

function report(phase: PhaseResult): void {
  console.log(
    `${phase.name.padEnd(13)} ${phase.requests.toLocaleString('en-US').padStart(8)} pages in ${phase.seconds.toFixed(1)} s: ` +
      `${Math.round(phase.perSecond).toLocaleString('en-US')} pages/s, p50 ${phase.p50.toFixed(1)} ms, ` +
      `p95 ${phase.p95.toFixed(1)} ms, p99 ${phase.p99.toFixed(1)} ms, server CPU ${phase.cpuMsPerPage.toFixed(2)} ms/page, ` +
      `errors ${phase.errors}, non-200 ${phase.non200}`,
  );
}

const archive = process.env.BENCH_ARCHIVE ?? (await ensureBenchArchive());
ensureBundle();
const server = await startServer(archive, { LOG_LEVEL: 'error' });
try {
  const pid = server.process.pid!;
  const setPaths = pickPaths(archive, SET_SIZE, 3);
  const load = fs.readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
  console.log(
    `bench:pages on ${archive}: ${CONNECTIONS} connections over ${setPaths.length} question pages; ` +
      `cold = each once, steady = cycled for ${SECONDS} s; machine load average ${load}`,
  );
  // Warm the process (JIT, statement cache) on pages outside the set.
  await runPhase(server.url, 'warmup', pickPaths(archive, 200, 11), { amount: 400 }, pid);
  const cold = await runPhase(server.url, 'cold', setPaths, { amount: setPaths.length }, pid);
  report(cold);
  const steady = await runPhase(server.url, 'steady', setPaths, { duration: SECONDS }, pid);
  report(steady);
  report(
    await runPhase(server.url, 'steady plain', setPaths, { duration: Math.max(1, SECONDS / 2), plain: true }, pid),
  );
  const memory = memoryMb(pid);
  console.log(
    `server peak RSS ${memory.peak} MB (at the end: ${memory.anon} MB anonymous, ${memory.file} MB file-backed pages of the memory-mapped archive)`,
  );
  const ok = steady.perSecond >= 1000 && steady.p95 <= 20 && steady.errors === 0 && steady.non200 === 0;
  console.log(ok ? 'targets met (>= 1,000 pages/s, p95 <= 20 ms)' : 'targets NOT met (>= 1,000 pages/s, p95 <= 20 ms)');
} finally {
  await server.stop();
}
