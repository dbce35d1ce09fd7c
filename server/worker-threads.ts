import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker, type ResourceLimits } from 'node:worker_threads';

const ROOT = fileURLToPath(new URL('../', import.meta.url));

/** The worker threads' entry modules, by the name the build compiles each into (build/workers/<name>.mjs). */
export const WORKER_ENTRIES: Readonly<Record<string, string>> = {
  'render-thread': 'server/render-worker.ts',
  'search-thread': 'app/search/thread.server.ts',
};

/** Where the build writes the compiled worker entries. */
export const WORKERS_DIR = path.join(ROOT, 'build/workers');

/**
 * A worker thread running one of the entries above. In production it runs what the build
 * compiled (scripts/lib/bundle.ts), plain JavaScript: a thread that loads TypeScript through
 * tsx spends seconds of CPU transpiling and runs a loader thread of its own, and threads are
 * started at every start and archive swap. Elsewhere (development, unit tests) it loads the
 * source through tsx, so it never runs a build older than the code being edited.
 */
export function startWorker(entry: URL, workerData: Record<string, unknown> = {}, resourceLimits?: ResourceLimits): Worker {
  const limits = resourceLimits ? { resourceLimits } : {};
  const compiled = process.env.NODE_ENV === 'production' ? compiledWorker(entry) : null;
  if (compiled) return new Worker(compiled, { workerData, ...limits });
  // `--import` hooks do not reach worker threads: the worker registers tsx itself.
  return new Worker(TSX_BOOTSTRAP, { eval: true, workerData: { ...workerData, entry: entry.href }, ...limits });
}

/** The compiled file of an entry, or null when the build has none. */
export function compiledWorker(entry: URL): string | null {
  const source = path.relative(ROOT, fileURLToPath(entry)).split(path.sep).join('/');
  const name = Object.keys(WORKER_ENTRIES).find((key) => WORKER_ENTRIES[key] === source);
  const file = name ? path.join(WORKERS_DIR, `${name}.mjs`) : null;
  return file && fs.existsSync(file) ? file : null;
}

const TSX_BOOTSTRAP = `
  const { workerData } = require('node:worker_threads');
  import('tsx/esm/api').then(({ register }) => { register(); return import(workerData.entry); });
`;
