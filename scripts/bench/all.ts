import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureBenchArchive } from './archive.ts';

/**
 * `npm run bench`: builds (or reuses) the 1.2M-question archive once, then runs every
 * `bench:*` script of package.json whose file exists, one after the other (they would
 * compete for the same cores), and prints each one's figures and a summary.
 */
const root = fileURLToPath(new URL('../../', import.meta.url));
const scripts = (JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts;

const benches = Object.entries(scripts)
  .filter(([name]) => name.startsWith('bench:'))
  .map(([name, command]) => ({ name, file: /scripts\/bench\/[\w-]+\.ts/.exec(command)?.[0] }))
  .filter((bench): bench is { name: string; file: string } => Boolean(bench.file && fs.existsSync(path.join(root, bench.file))));

const missing = Object.keys(scripts).filter((name) => name.startsWith('bench:') && !benches.some((b) => b.name === name));
console.log(`bench: ${benches.map((b) => b.name).join(', ')}${missing.length ? ` (not present: ${missing.join(', ')})` : ''}`);

const started = performance.now();
const archive = await ensureBenchArchive();
console.log(`bench: archive ready: ${archive} (${((performance.now() - started) / 1000).toFixed(0)} s)`);

const summary: { name: string; code: number | null; seconds: number; figures: string[] }[] = [];
for (const bench of benches) {
  console.log(`\n===== npm run ${bench.name} =====`);
  const begin = performance.now();
  const output: string[] = [];
  const code = await new Promise<number | null>((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', bench.file], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], env: process.env });
    const relay = (stream: NodeJS.WritableStream) => (chunk: Buffer) => {
      stream.write(chunk);
      output.push(...chunk.toString().split('\n'));
    };
    child.stdout.on('data', relay(process.stdout));
    child.stderr.on('data', relay(process.stderr));
    child.on('exit', resolve);
  });
  // The figures: lines with a latency, a rate or a count (the build chatter is left out).
  const figures = output.filter((line) => /p50|p95|p99|req\/s|\/s\b|recall|RSS|errors|pages\/s|queries/i.test(line) && !/^\s*(seed|import):/.test(line));
  summary.push({ name: bench.name, code, seconds: (performance.now() - begin) / 1000, figures });
}

console.log('\n===== summary =====');
for (const { name, code, seconds, figures } of summary) {
  console.log(`${name}: ${code === 0 ? 'ok' : `FAILED (exit ${code})`} in ${seconds.toFixed(0)} s`);
  for (const line of figures.slice(-12)) console.log(`  ${line.trim()}`);
}
process.exitCode = summary.every((s) => s.code === 0) ? 0 : 1;
