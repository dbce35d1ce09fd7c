import { Worker } from 'node:worker_threads';
import { onArchiveSwap } from '#app/data/archive.server.ts';
import type { SearchRunner } from '#app/data/search-runner.server.ts';
import { recordSearchRun } from '#app/data/metrics.server.ts';
import { searchQuestions } from '#app/data/search.server.ts';
import { parseSearchText } from '#app/domain/search-query.ts';
import { searchCacheKey, type SearchRequest } from '#app/domain/search-request.ts';
import type { SearchResult } from '#app/domain/search-result.ts';
import { logger } from './logger.ts';
import type { WorkerMessage, WorkerReply } from './search-worker.ts';

/**
 * Searches run on worker threads, so a long one never holds up the pages other visitors
 * are waiting for. The same normalized request always goes to the same thread, whose
 * 5-minute result cache then sees every repeat of it. A search that takes longer than
 * `timeoutMs` fails (the page shows the spec's failure message) and its thread is replaced.
 */
export interface SearchPool {
  run: SearchRunner;
  close(): Promise<void>;
}

interface Pending {
  resolve: (result: SearchResult) => void;
  reject: (error: Error) => void;
  timer: NodeJS.Timeout;
}

export function createSearchPool(size: number, timeoutMs: number): SearchPool {
  const workers: Worker[] = [];
  const pending: Map<number, Pending>[] = [];
  let nextId = 0;
  let closed = false;

  let broken = false;

  const start = (slot: number): void => {
    const worker = new Worker(BOOTSTRAP, { eval: true, workerData: { entry: WORKER_ENTRY } });
    const waiting = new Map<number, Pending>();
    let ready = false;
    worker.on('message', (reply: WorkerReply | { type: 'ready' }) => {
      if ('type' in reply) {
        ready = true;
        return;
      }
      const entry = waiting.get(reply.id);
      if (!entry) return;
      waiting.delete(reply.id);
      clearTimeout(entry.timer);
      if (reply.ok) entry.resolve(reply.result);
      else entry.reject(new Error(reply.message));
    });
    const fail = (reason: string) => {
      for (const entry of waiting.values()) {
        clearTimeout(entry.timer);
        entry.reject(new Error(reason));
      }
      waiting.clear();
    };
    worker.on('error', (error) => {
      logger.error({ err: error }, 'search thread failed; starting another');
      fail('search thread failed');
    });
    worker.on('exit', () => {
      fail('search thread stopped');
      if (closed || workers[slot] !== worker) return;
      if (!ready) {
        // It could not even start: starting it again would fail the same way.
        broken = true;
        logger.error('search threads cannot start: searches run on the request thread');
        return;
      }
      start(slot);
    });
    worker.unref();
    workers[slot] = worker;
    pending[slot] = waiting;
  };
  for (let slot = 0; slot < size; slot++) start(slot);

  // A new archive: new threads (their connection, caches and facet columns all describe
  // one archive); the old ones finish the searches they were given, then stop.
  const stopWatching = onArchiveSwap(() => {
    for (let slot = 0; slot < size; slot++) {
      const [old, oldWaiting] = [workers[slot]!, pending[slot]!];
      start(slot);
      const retire = setInterval(() => {
        if (oldWaiting.size > 0) return;
        clearInterval(retire);
        void old.terminate();
      }, 50);
      retire.unref();
    }
  });

  const run: SearchRunner = (request: SearchRequest) =>
    broken
      ? Promise.resolve().then(() => {
          recordSearchRun('request');
          return searchQuestions(request);
        })
      : new Promise<SearchResult>((resolve, reject) => {
          const slot = slotOf(searchCacheKey(request, parseSearchText(request.q)), size);
          const worker = workers[slot]!;
          const id = nextId++;
          const timer = setTimeout(() => {
            pending[slot]!.delete(id);
            reject(new Error(`search took longer than ${timeoutMs} ms`));
            logger.warn({ q: request.q.slice(0, 100), timeoutMs }, 'search timed out; replacing its thread');
            void worker.terminate(); // the exit handler starts a new one
          }, timeoutMs);
          pending[slot]!.set(id, { resolve, reject, timer });
          recordSearchRun('thread');
          worker.postMessage({ type: 'search', id, request } satisfies WorkerMessage);
        });

  return {
    run,
    async close() {
      closed = true;
      stopWatching();
      await Promise.all(workers.map((worker) => worker.terminate()));
    },
  };
}

/** The worker's TypeScript source, loaded through tsx the way this process loads its own. */
const WORKER_ENTRY = new URL('./search-worker.ts', import.meta.url).href;
const BOOTSTRAP = `
  const { workerData } = require('node:worker_threads');
  import('tsx/esm/api').then(({ register }) => { register(); return import(workerData.entry); });
`;

/** A stable thread for a cache key (FNV-1a). */
function slotOf(key: string, size: number): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) hash = Math.imul(hash ^ key.charCodeAt(i), 0x01000193);
  return (hash >>> 0) % size;
}
