import type { Worker } from 'node:worker_threads';
import { LRUCache } from 'lru-cache';
import { onArchiveSwap } from '#app/data/archive.server.ts';
import { recordSearchRun } from '#app/data/metrics.server.ts';
import { searchOnThisThread, type SearchRunner } from '#app/search/index.server.ts';
import { searchCacheKey, type RankedSearchResult, type SearchRequest } from '#app/search/index.ts';
import { logger } from './logger.ts';
import { startTsWorker } from './ts-worker.ts';
import type { WorkerMessage, WorkerReply } from './search-worker.ts';

/**
 * Searches run on worker threads, so a long one never holds up the pages other visitors
 * are waiting for. A search that takes longer than `timeoutMs` fails (the page shows the
 * spec's failure message) and its thread is replaced.
 *
 * The 5-minute result cache (spec section 9) lives here, on the request thread, in front of
 * the threads: a repeat is answered at once instead of waiting in a thread's queue behind
 * somebody else's slow search (decision 0007). Identical searches
 * already under way share one run. The threads search uncached.
 */
export interface SearchPool {
  run: SearchRunner;
  close(): Promise<void>;
}

interface Pending {
  resolve: (result: RankedSearchResult) => void;
  reject: (error: Error) => void;
  timer: NodeJS.Timeout;
}

export function createSearchPool(size: number, timeoutMs: number): SearchPool {
  const workers: Worker[] = [];
  const pending: Map<number, Pending>[] = [];
  let nextId = 0;
  let closed = false;

  let broken = false;
  type Kept = Omit<RankedSearchResult, 'request' | 'elapsedMs' | 'cached'>;
  const results = new LRUCache<string, Kept>({ max: RESULT_CACHE_ENTRIES, ttl: RESULT_CACHE_TTL_MS });
  const running = new Map<string, Promise<Kept>>();

  const start = (slot: number): void => {
    const worker = startTsWorker(WORKER_ENTRY);
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
    results.clear(); // results describe one archive
    running.clear();
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

  /** One uncached search on the request's thread. */
  const search = (request: SearchRequest): Promise<RankedSearchResult> =>
    broken
      ? Promise.resolve().then(() => {
          recordSearchRun('request');
          return searchOnThisThread(request, { cache: false });
        })
      : new Promise<RankedSearchResult>((resolve, reject) => {
          // The least busy thread (the result cache is here, not in the threads: no affinity needed).
          let slot = 0;
          for (let i = 1; i < size; i++) if (pending[i]!.size < pending[slot]!.size) slot = i;
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

  const run: SearchRunner = async (request: SearchRequest) => {
    const started = performance.now();
    const key = searchCacheKey(request);
    const elapsed = () => Math.round((performance.now() - started) * 100) / 100;
    const kept = results.get(key);
    if (kept) return { ...kept, request, originalQuery: request.q, elapsedMs: elapsed(), cached: true };
    let shared = running.get(key);
    if (!shared) {
      shared = search(request).then(({ request: _r, elapsedMs: _e, cached: _c, ...result }): Kept => result);
      running.set(key, shared);
      const settle = () => {
        if (running.get(key) === shared) running.delete(key);
      };
      shared.then((result) => {
        if (running.get(key) === shared) results.set(key, result);
        settle();
      }, settle);
    }
    const result = await shared;
    return { ...result, request, elapsedMs: elapsed(), cached: false };
  };

  return {
    run,
    async close() {
      closed = true;
      stopWatching();
      await Promise.all(workers.map((worker) => worker.terminate()));
    },
  };
}

/** The result cache: the spec's 5 minutes; a kept result (10 hits and facets) is a few KB. */
const RESULT_CACHE_ENTRIES = 5_000;
const RESULT_CACHE_TTL_MS = 5 * 60_000;

const WORKER_ENTRY = new URL('./search-worker.ts', import.meta.url);
