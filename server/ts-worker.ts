import { Worker, type ResourceLimits } from 'node:worker_threads';

/**
 * A worker thread running one of server/'s TypeScript modules, loaded through tsx the way
 * this process loads its own (`node --import tsx`): `--import` hooks do not reach worker
 * threads, so the worker registers tsx itself before importing its entry.
 */
export function startTsWorker(entry: URL, workerData: Record<string, unknown> = {}, resourceLimits?: ResourceLimits): Worker {
  return new Worker(BOOTSTRAP, { eval: true, workerData: { ...workerData, entry: entry.href }, ...(resourceLimits ? { resourceLimits } : {}) });
}

const BOOTSTRAP = `
  const { workerData } = require('node:worker_threads');
  import('tsx/esm/api').then(({ register }) => { register(); return import(workerData.entry); });
`;
