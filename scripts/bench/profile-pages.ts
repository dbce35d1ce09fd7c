import fs from 'node:fs';
import Database from 'better-sqlite3';
import { questionPath } from '#app/domain/urls.ts';
import { startServer } from '#tests/helpers/server.ts';
import { cpuSeconds } from './process-stats.ts';

/**
 * Cold question pages one at a time, for profiling the render path: the production server on
 * the bench archive (ARCHIVE), rendering on its request thread (RENDER_THREADS=0 unless set),
 * 200 pages to warm the process, then N distinct pages each asked once. Prints the server's
 * CPU per page. With SERVER_NODE_FLAGS="--cpu-prof --cpu-prof-dir=DIR" the server writes a
 * V8 CPU profile of the run.
 */
const archive = process.env.ARCHIVE ?? '/work/bench/archive-1200000.db';
const count = Number(process.env.N ?? 1000);
const db = new Database(archive, { readonly: true, fileMustExist: true });
const maxId = (db.prepare('SELECT max(id) AS n FROM questions').get() as { n: number }).n;
const step = Math.floor(maxId / count);
type Row = { id: number; title: string; state: string | null };
const pick = (offset: number, limit: number) =>
  db.prepare('SELECT id, title, state FROM questions WHERE (id + ?) % ? = 0 ORDER BY id LIMIT ?').all(offset, step, limit) as Row[];
const cold = pick(7, count);
const warm = pick(13, 200);
db.close();

const server = await startServer(archive, { LOG_LEVEL: 'error', RENDER_THREADS: process.env.RENDER_THREADS ?? '0' });
const pid = server.process.pid!;
const get = async (row: Row) => {
  const response = await fetch(server.url + questionPath(row), { headers: { 'accept-encoding': 'gzip' } });
  await response.arrayBuffer();
};
for (const row of warm) await get(row);
const before = cpuSeconds(pid);
const started = performance.now();
for (const row of cold) await get(row);
const cpuMs = ((cpuSeconds(pid) - before) * 1000) / cold.length;
const load = fs.readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
console.log(
  `${cold.length} cold question pages, one at a time: server CPU ${cpuMs.toFixed(2)} ms/page, ` +
    `wall ${((performance.now() - started) / cold.length).toFixed(2)} ms/page; load average ${load}`,
);
await server.stop('SIGINT');
