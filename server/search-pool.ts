import type { Worker } from 'node:worker_threads';
import { noteArchiveError, onArchiveSwap } from '#app/data/archive.server.ts';
import { ARCHIVE_DAMAGED_LOG } from '#app/domain/archive-errors.ts';
import { recordSearchRun } from '#app/data/metrics.server.ts';
import { runOnThisThread, SEARCH_THREAD, type SearchRun, type SearchThreadMessage, type SearchThreadReply } from '#app/search/index.server.ts';
import type { RankedSearchResult, SearchRequest } from '#app/search/index.ts';
import { logger } from './logger.ts';
import { startWorker } from './worker-threads.ts';

/**
 * Searches run on worker threads, so a long one never holds up the pages other visitors
 * are waiting for: the pool is the searcher's run (app/search/search.server.ts, whose
 * result cache is in front of it, on the request thread). Each search carries its time
 * budget to its thread, which checks it between the engine's searches and gives up past it;
 * only a thread still busy a second budget later is taken for stuck
 * and replaced. A thread that cannot start is started again later; its searches go to the
 * other threads meanwhile, or to the request thread.
 */
export interface SearchPool {
  run: SearchRun;
  close(): Promise<void>;
}

interface Pending {
  resolve: (result: RankedSearchResult) => void;
  reject: (error: Error) => void;
  /** Replaces the thread (stuck). */
  timer: NodeJS.Timeout;
  /** Fails the search (past its budget). */
  late: NodeJS.Timeout;
}

export function createSearchPool(size: number): SearchPool {
  const workers: Worker[] = [];
  const pending: Map<number, Pending>[] = [];
  let nextId = 0;
  let closed = false;

  /** Per slot: starts in a row that ended before the thread was ready (0: it is, or may yet be). */
  const failedStarts: number[] = [];
  /** Threads this pool stopped on purpose (a timed-out search): their exit is no failure. */
  const stopped = new WeakSet<Worker>();
  const started = new WeakSet<Worker>();
  /** Per thread: true once it is ready, false if it ends first. */
  const whenStarted = new WeakMap<Worker, Promise<boolean>>();
  const restarts = new Set<NodeJS.Timeout>();

  const start = (slot: number): void => {
    const worker = startWorker('search-thread', SEARCH_THREAD.workerData);
    const waiting = new Map<number, Pending>();
    whenStarted.set(worker, new Promise((resolve) => (worker.once('message', () => resolve(true)), worker.once('exit', () => resolve(false)))));
    worker.on('message', (reply: SearchThreadReply | { type: 'ready' }) => {
      if ('type' in reply) {
        started.add(worker);
        if (workers[slot] !== worker) return;
        if (failedStarts[slot]! > 0) logger.warn({ slot }, 'search thread started again: searches run on threads');
        failedStarts[slot] = 0;
        return;
      }
      const entry = waiting.get(reply.id);
      if (!entry) return;
      waiting.delete(reply.id);
      clearTimeout(entry.timer);
      clearTimeout(entry.late);
      if (reply.ok) return entry.resolve(reply.result);
      const error = Object.assign(new Error(reply.message), reply.code ? { code: reply.code } : {});
      // A thread that finds the archive unreadable tells this thread, whose /readyz and pages answer for it.
      if (noteArchiveError(error)) logger.error({ err: error }, ARCHIVE_DAMAGED_LOG);
      entry.reject(error);
    });
    const fail = (reason: string) => {
      for (const entry of waiting.values()) {
        clearTimeout(entry.timer);
        clearTimeout(entry.late);
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
      if (started.has(worker) || stopped.has(worker)) return start(slot);
      // It ended on its own before it was ready: try again, less and less often, and meanwhile
      // leave this slot's searches to the others (or to the request thread if none is up).
      // Never give up for good: a start that failed under load succeeds later.
      const failures = (failedStarts[slot] = failedStarts[slot]! + 1);
      const delayMs = Math.min(RESTART_MAX_MS, RESTART_FIRST_MS * 2 ** (failures - 1));
      logger.error({ slot, failures, retryInMs: delayMs }, 'search thread cannot start; retrying (searches run on the request thread meanwhile)');
      const timer = setTimeout(() => {
        restarts.delete(timer);
        if (!closed && workers[slot] === worker) start(slot);
      }, delayMs);
      timer.unref();
      restarts.add(timer);
    });
    worker.unref();
    workers[slot] = worker;
    pending[slot] = waiting;
  };
  for (let slot = 0; slot < size; slot++) {
    failedStarts[slot] = 0;
    start(slot);
  }

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

  const onRequestThread = (request: SearchRequest, budget: { timeoutMs: number }) => Promise.resolve().then(() => runOnThisThread(request, budget));

  /**
   * A search on a thread: past its budget the caller gets the spec's failure while the thread
   * finishes (it stops at its next check); still busy a whole budget later, it is stuck and replaced.
   */
  const onThread = (slot: number, worker: Worker, request: SearchRequest, budget: { timeoutMs: number }) =>
    new Promise<RankedSearchResult>((resolve, reject) => {
      const waiting = pending[slot]!;
      const id = nextId++;
      const deadline = Date.now() + budget.timeoutMs;
      const late = setTimeout(() => reject(new Error(`search took longer than ${budget.timeoutMs} ms`)), budget.timeoutMs);
      const timer = setTimeout(() => {
        waiting.delete(id);
        logger.warn({ q: request.q.slice(0, 100), timeoutMs: budget.timeoutMs }, 'search thread stuck past its time budget; replacing it');
        stopped.add(worker); // the exit handler starts a new one at once
        void worker.terminate();
      }, 2 * budget.timeoutMs);
      waiting.set(id, { resolve, reject, timer, late });
      recordSearchRun('thread');
      worker.postMessage({ type: 'search', id, request, deadline } satisfies SearchThreadMessage);
    });

  /**
   * One uncached search: on the least busy thread that has started; else on one still starting
   * (at boot, after a swap or a replacement) if it is ready within START_WAIT_MS; else on the
   * request's thread, rather than wait on a start that a loaded machine can make slow.
   */
  const run: SearchRun = (request, budget) => {
    let slot = -1;
    const rank = (i: number) => (started.has(workers[i]!) ? 0 : 1) * 1e9 + pending[i]!.size;
    for (let i = 0; i < size; i++) if (failedStarts[i] === 0 && (slot < 0 || rank(i) < rank(slot))) slot = i;
    if (slot < 0) return onRequestThread(request, budget);
    const worker = workers[slot]!;
    if (started.has(worker)) return onThread(slot, worker, request, budget);
    let timer: NodeJS.Timeout | undefined;
    const gaveUp = new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), START_WAIT_MS)));
    return Promise.race([whenStarted.get(worker)!, gaveUp]).then((ready) => {
      clearTimeout(timer);
      return ready && workers[slot] === worker ? onThread(slot, worker, request, budget) : onRequestThread(request, budget);
    });
  };

  return {
    run,
    async close() {
      closed = true;
      stopWatching();
      for (const timer of restarts) clearTimeout(timer);
      await Promise.all(workers.map((worker) => worker.terminate()));
    },
  };
}

/** A thread that ended before it was ready is started again after 1 s, 2 s, 4 s... at most every 30 s. */
const RESTART_FIRST_MS = 1000;
const RESTART_MAX_MS = 30_000;
/** How long a search waits for a thread that is still starting before it runs on the request thread. */
const START_WAIT_MS = 1000;
