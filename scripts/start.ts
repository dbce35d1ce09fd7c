import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import Database from 'better-sqlite3';
import { expectedSchemaVersion } from '#app/data/archive.server.ts';
import { configResult } from '#app/config/get-config.server.ts';
import type { startServer as StartServer } from '#server/index.ts';
import { bundleIsStale, ensureBundle } from './lib/bundle.ts';

/**
 * `npm start`: the two-command promise. Builds the demo archive when none exists and the
 * production bundle when it is missing or older than the sources, then serves.
 */
// React and React Router pick their production builds from NODE_ENV: `npm start` serves
// production unless told otherwise (the imports above load neither).
process.env.NODE_ENV ??= 'production';

const parsed = configResult();
if (!parsed.ok) {
  console.error(`OpenCounsel cannot start: invalid configuration\n  ${parsed.errors.join('\n  ')}`);
  process.exit(78);
}
const { DATABASE_PATH } = parsed.config;
/** Questions in the demo archive (`npm run seed` and `npm run import` build other sizes). */
const DEMO_QUESTIONS = 3000;

const stale = staleDemoArchive(DATABASE_PATH);
if (stale) console.log(`The demo archive at ${DATABASE_PATH} ${stale}: rebuilding it.`);
if (!fs.existsSync(DATABASE_PATH) || stale) {
  if (!stale) console.log(`No archive at ${DATABASE_PATH}.`);
  console.log(`Building the demo archive (${DEMO_QUESTIONS} questions)...`);
  const started = Date.now();
  const dumpDir = fs.mkdtempSync(path.join(os.tmpdir(), 'opencounsel-demo-'));
  run('scripts/seed/cli.ts', ['--questions', String(DEMO_QUESTIONS), '--out', dumpDir]);
  run('scripts/import/cli.ts', [dumpDir, '--out', DATABASE_PATH]);
  fs.rmSync(dumpDir, { recursive: true, force: true });
  console.log(`Demo archive ready in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
}

if (bundleIsStale()) {
  console.log('Building the site bundle...');
  ensureBundle();
}

// The server as the build compiled it (build/node/), like its threads: no transpiling at start.
const { startServer } = (await import(pathToFileURL(path.resolve('build/node/server.mjs')).href)) as { startServer: typeof StartServer };
await startServer();

function run(script: string, args: string[]): void {
  const result = spawnSync(process.execPath, ['--import', 'tsx', script, ...args], { stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`${script} failed (exit ${result.status}).`);
    process.exit(result.status ?? 1);
  }
}

/**
 * A demo archive this script built earlier (its source is a temporary demo dump) from an
 * older schema is rebuilt; any other archive is left for the server to accept or refuse.
 */
function staleDemoArchive(file: string): string | null {
  if (!fs.existsSync(file)) return null;
  try {
    const db = new Database(file, { readonly: true, fileMustExist: true });
    try {
      const rows = db.prepare("SELECT key, value FROM meta WHERE key IN ('schema_version', 'source')").all() as { key: string; value: string }[];
      const meta = new Map(rows.map((r) => [r.key, r.value]));
      const isDemo = (meta.get('source') ?? '').includes('opencounsel-demo-');
      const version = Number(meta.get('schema_version'));
      return isDemo && version !== expectedSchemaVersion() ? `has schema version ${version}, this code needs ${expectedSchemaVersion()}` : null;
    } finally {
      db.close();
    }
  } catch {
    return null;
  }
}
