import type { Worker } from 'node:worker_threads';
import type { Request as ExpressRequest, RequestHandler, Response as ExpressResponse } from 'express';
import { archiveInfo, onArchiveSwap } from '#app/data/archive.server.ts';
import { recordRender, recordRenderSearchWait } from '#app/data/metrics.server.ts';
import { searchesBeforeRender, type RenderPlan, type Searcher } from '#app/search/index.server.ts';
import { logger } from './logger.ts';
import { endCompressed } from './compressed-page.ts';
import type { FromRenderThread, RenderMessage, ToRenderThread } from './render-worker.ts';
import { startWorker } from './worker-threads.ts';

/**
 * GET pages and JSON calls are rendered on worker threads, each with the app's server build
 * and its own connection to the archive, so renders use every core while the request thread
 * only parses, routes, caches, compresses and writes (decision 0008: the request thread
 * was the bottleneck, React rendering and archive reads being most of its work).
 * Everything that must be one per process stays here: the page cache, rate limits, the
 * search result cache and search threads (a render thread's searches come back here), the
 * metrics. Forms (POST) are still answered on the request thread: their rate limits and
 * inbox writes are per process.
 *
 * The request thread renders whatever no thread can: while the threads start, when one fails
 * or stops before answering, when one cannot start, and when the file at DATABASE_PATH is
 * not the archive served here (a newer import not yet swapped in, or one that was refused).
 * A render that takes longer than `timeoutMs` answers 503 and its thread is replaced. A
 * newly swapped-in archive gets new threads; the old ones finish what they were given.
 *
 * Searches never make a render thread wait: before a render is sent, the app says which
 * searches it will ask for (app/search, `searchesBeforeRender`: this module knows no route),
 * and they run here, behind the one searcher; the results go with the render, which reuses
 * them. A search thus goes out to a search thread and back, and no further. A call that is
 * only a search and its JSON answer is answered here.
 */
export interface RenderPool {
  handler: RequestHandler;
  /** Settles once every first thread is ready or has given up (the server listens after it). */
  started: Promise<void>;
  close(): Promise<void>;
}

interface Waiting {
  req: ExpressRequest;
  res: ExpressResponse;
  /** Render on the request thread instead (the thread failed or stopped before answering). */
  fallback: () => void;
  /** Answer with the error (writing the thread's answer failed). */
  fail: (error: unknown) => void;
  timer: NodeJS.Timeout;
}

interface Thread {
  worker: Worker;
  waiting: Map<number, Waiting>;
  /** Started, with the archive the request thread serves. */
  ready: boolean;
  /** Given no more renders (stale archive, or replaced after a swap). */
  retired: boolean;
}

export function createRenderPool(options: {
  size: number;
  build: URL;
  timeoutMs: number;
  /** The process's one searcher (app/search/search.server.ts): render threads' searches run here. */
  searcher: Searcher;
}): RenderPool {
  const { size, build, timeoutMs, searcher } = options;
  const threads: Thread[] = [];
  let nextId = 0;
  let closed = false;

  const settled: Promise<void>[] = [];
  const start = (slot: number): void => {
    let settle: () => void = () => {};
    settled[slot] ??= new Promise<void>((resolve) => (settle = resolve));
    const worker = startWorker('render-thread', { build: build.href, archiveVersion: archiveInfo().archiveVersion }, RENDER_THREAD_LIMITS);
    const thread: Thread = { worker, waiting: new Map(), ready: false, retired: false };
    worker.on('message', (message: FromRenderThread) => {
      switch (message.type) {
        case 'ready':
          thread.ready = true;
          settle();
          return;
        case 'stale':
          settle();
          // The file at DATABASE_PATH is not the archive served here: this slot waits for the next swap.
          logger.warn({ opened: message.archiveVersion, served: archiveInfo().archiveVersion }, 'render thread found another archive; rendering on the request thread');
          thread.retired = true;
          void worker.terminate();
          return;
        case 'search':
          recordRenderSearchWait();
          searcher(message.request)
            .then(
              (result) => worker.postMessage({ type: 'searched', id: message.id, ok: true, result } satisfies ToRenderThread),
              (error: unknown) =>
                worker.postMessage({ type: 'searched', id: message.id, ok: false, message: error instanceof Error ? error.message : String(error) } satisfies ToRenderThread),
            )
            .catch((error: unknown) => logger.error({ err: error }, 'could not hand a search result to its render thread'));
          return;
      }
      const entry = thread.waiting.get(message.id);
      if (!entry) return;
      thread.waiting.delete(message.id);
      clearTimeout(entry.timer);
      if (message.type === 'failed') {
        logger.warn({ message: message.message }, 'render thread could not answer; rendering on the request thread');
        entry.fallback();
        return;
      }
      try {
        send(entry.req, entry.res, message);
      } catch (error) {
        entry.fail(error); // this request answers 500 (server/app.ts logs it); the others go on
      }
    });
    worker.on('error', (error) => logger.error({ err: error }, 'render thread failed'));
    worker.on('exit', () => {
      settle();
      for (const entry of thread.waiting.values()) {
        clearTimeout(entry.timer);
        entry.fallback();
      }
      thread.waiting.clear();
      if (closed || threads[slot] !== thread || thread.retired) return;
      if (!thread.ready) {
        logger.error('a render thread could not start; its share renders on the request thread');
        return;
      }
      start(slot);
    });
    worker.unref();
    threads[slot] = thread;
  };
  for (let slot = 0; slot < size; slot++) start(slot);
  const started = Promise.all(settled).then(() => {});

  // A new archive: new threads (their connection and caches describe one archive); the old
  // ones finish the renders they were given, then stop.
  const stopWatching = onArchiveSwap(() => {
    for (let slot = 0; slot < size; slot++) {
      const old = threads[slot]!;
      old.retired = true;
      start(slot);
      const retire = setInterval(() => {
        if (old.waiting.size > 0) return;
        clearInterval(retire);
        void old.worker.terminate();
      }, 50);
      retire.unref();
    }
  });

  const render = (
    thread: Thread,
    req: ExpressRequest,
    res: ExpressResponse,
    next: (error?: unknown) => void,
    searched: RenderPlan['searched'],
  ): void => {
    const url = requestUrl(req); // first: a request it throws on must leave no timer behind
    const id = nextId++;
    const timer = setTimeout(() => {
      thread.waiting.delete(id);
      next(Object.assign(new Error(`render took longer than ${timeoutMs} ms`), { status: 503 }));
      logger.warn({ path: req.path, timeoutMs }, 'render timed out; replacing its thread');
      void thread.worker.terminate(); // the exit handler starts a new one
    }, timeoutMs);
    thread.waiting.set(id, { req, res, fallback: () => next(), fail: (error) => next(error), timer });
    recordRender('thread');
    thread.worker.postMessage({
      type: 'render',
      id,
      method: req.method as 'GET' | 'HEAD',
      url,
      headers: requestHeaders(req),
      path: req.path,
      searched,
    } satisfies RenderMessage);
  };

  const pickThread = (): Thread | undefined => {
    let best: Thread | undefined;
    for (const thread of threads) if (thread.ready && !thread.retired && (!best || thread.waiting.size < best.waiting.size)) best = thread;
    return best;
  };

  return {
    started,
    handler: (req, res, next) => {
      if (closed || (req.method !== 'GET' && req.method !== 'HEAD')) return next();
      if (!pickThread()) return next(); // none ready (still starting): this thread renders
      // Every failure of this chain (the searches, building the request's URL) answers this
      // request through Express's error handler: none may reject unhandled (Node would exit).
      Promise.resolve()
        .then(() => searchesBeforeRender(new URL(req.originalUrl, 'http://localhost'), searcher))
        .then((plan) => {
          if (plan.onRequestThread) return next();
          // The ready thread with the fewest renders under way, chosen once the searches are done.
          const thread = pickThread();
          if (thread) render(thread, req, res, next, plan.searched);
          else next();
        })
        .catch(next);
    },
    async close() {
      closed = true;
      stopWatching();
      await Promise.all(threads.map((thread) => thread.worker.terminate()));
    },
  };
}

/**
 * A render allocates a few megabytes of short-lived objects (React elements, strings, loader
 * rows): a young generation twice V8's default lets most of them die before a scavenge.
 */
const RENDER_THREAD_LIMITS = { maxYoungGenerationSizeMb: 96 };

/**
 * The answer of a render thread, written the way React Router's Express adapter writes one;
 * a 200 with its ETag (httpCache() then only answers 304 or passes it on), and a page or
 * JSON answer from its compressed copy, as the page cache sends a hit (endCompressed()).
 */
function send(req: ExpressRequest, res: ExpressResponse, reply: Extract<FromRenderThread, { type: 'rendered' }>): void {
  if (res.destroyed || res.writableEnded) return; // the client went away meanwhile
  res.statusMessage = reply.statusText;
  res.status(reply.status);
  for (const [name, value] of reply.headers) res.append(name, value);
  if (reply.etag) res.setHeader('ETag', reply.etag);
  const body = Buffer.from(reply.body.buffer, reply.body.byteOffset, reply.body.byteLength);
  if (!reply.gzip) {
    if (reply.etag) res.setHeader('Content-Length', String(body.length)); // httpCache() passes a tagged answer on as it is
    res.end(body);
    return;
  }
  const gzip = Buffer.from(reply.gzip.buffer, reply.gzip.byteOffset, reply.gzip.byteLength);
  res.locals.gzipPage = gzip; // for server/page-cache.ts
  endCompressed(req, res, gzip, body);
}

/** The request's absolute URL, as @react-router/express builds it (X-Forwarded-Host only behind a trusted proxy). */
function requestUrl(req: ExpressRequest): string {
  const [, forwardedPort] = req.app.enabled('trust proxy') ? (req.get('X-Forwarded-Host')?.split(':') ?? []) : [];
  const [, hostPort] = req.get('host')?.split(':') ?? [];
  const forwarded = Number.parseInt(forwardedPort ?? '', 10);
  const direct = Number.parseInt(hostPort ?? '', 10);
  const port = Number.isSafeInteger(forwarded) ? forwarded : Number.isSafeInteger(direct) ? direct : '';
  const hostname = req.hostname.split(/[\\/?#@]/)[0] || 'localhost';
  return new URL(`${req.protocol}://${hostname}${port ? `:${port}` : ''}${req.originalUrl}`).href;
}

function requestHeaders(req: ExpressRequest): [string, string][] {
  const headers: [string, string][] = [];
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) for (const one of value) headers.push([name, one]);
    else if (value !== undefined) headers.push([name, value]);
  }
  return headers;
}
