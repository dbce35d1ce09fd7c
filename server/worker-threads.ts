import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker, type ResourceLimits } from 'node:worker_threads';

/** The worker threads' entry modules (paths from the checkout, where the server runs), by name. */
export const WORKER_ENTRIES = {
  'render-thread': 'server/render-worker.ts',
  'search-thread': 'app/search/thread.server.ts',
} as const;
export type WorkerName = keyof typeof WORKER_ENTRIES;

/** What the build compiles to plain JavaScript (build/node/<name>.mjs): the server and its threads. */
export const NODE_ENTRIES: Readonly<Record<string, string>> = { server: 'server/index.ts', ...WORKER_ENTRIES };

/** Where the build writes them, from the checkout. */
export const NODE_BUILD_DIR = 'build/node';

/**
 * A worker thread running one of the entries above. In production it runs what the build
 * compiled (scripts/lib/bundle.ts): a thread that loads TypeScript through tsx spends
 * seconds of CPU transpiling and runs a loader thread of its own, and threads start at every
 * start and archive swap. Elsewhere (development, unit tests) it loads the source through
 * tsx, so it never runs a build older than the code being edited.
 */
export function startWorker(name: WorkerName, workerData: Record<string, unknown> = {}, resourceLimits?: ResourceLimits): Worker {
  const limits = resourceLimits ? { resourceLimits } : {};
  const compiled = process.env.NODE_ENV === 'production' ? compiledEntry(name) : null;
  if (compiled) return new Worker(compiled, { workerData, ...limits });
  // `--import` hooks do not reach worker threads: the worker registers tsx itself.
  const entry = pathToFileURL(path.resolve(WORKER_ENTRIES[name])).href;
  return new Worker(TSX_BOOTSTRAP, { eval: true, workerData: { ...workerData, entry }, ...limits });
}

/** The compiled file of an entry, or null when the build has none. */
export function compiledEntry(name: string): string | null {
  const file = name in NODE_ENTRIES ? path.resolve(NODE_BUILD_DIR, `${name}.mjs`) : null;
  return file && fs.existsSync(file) ? file : null;
}

const TSX_BOOTSTRAP = `
  const { workerData } = require('node:worker_threads');
  import('tsx/esm/api').then(({ register }) => { register(); return import(workerData.entry); });
`;
