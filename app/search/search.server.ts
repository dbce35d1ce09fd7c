import { LRUCache } from 'lru-cache';
import { createContext, type RouterContextProvider } from 'react-router';
import { getConfig } from '#app/config/get-config.server.ts';
import { archiveInfo } from '#app/data/archive.server.ts';
import { recordSearch, recordSearchRanking, recordSearchRun } from '#app/data/metrics.server.ts';
import { searchCacheKey, type SearchRequest } from './request.ts';
import type { RankedSearchResult, SearchResult } from './results/result.ts';
import { searchOnThisThread } from './thread.server.ts';

/*
 * Search behind one call (docs/architecture.md, "Following a search"): `search()`, which every
 * page and API calls; the searcher behind it, with the one result cache and the time budget;
 * and the runs a searcher can use on this thread.
 */
/**
 * What a request's loaders have of search, in React Router's context (the server fills it:
 * server/app.ts on the request thread, server/render-worker.ts on a render thread):
 * `searcher`, the process's one searcher; `done`, searches already run for this render
 * (by cache key), which it reuses rather than search again.
 */
export interface SearchContext {
  readonly searcher: Searcher;
  readonly done?: ReadonlyMap<string, SearchResult>;
}

/** The key server/app.ts and the render threads fill (app/entry.server.tsx exports it). */
export const searchContext = createContext<SearchContext | null>(null);

/**
 * The one call the app searches through (the pages, both APIs, the search page's help).
 * `context`: the request's router context; without one (scripts, development without the
 * server) the search runs on this thread behind this thread's own searcher. `signal` ends the
 * wait when the visitor goes away. Fails with the spec's search failure past the time budget.
 */
export async function search(
  request: SearchRequest,
  { context, signal }: { context?: Readonly<RouterContextProvider>; signal?: AbortSignal } = {},
): Promise<SearchResult> {
  const here = context?.get(searchContext) ?? null;
  const done = here?.done?.get(searchCacheKey(request));
  if (done) return done;
  return (here?.searcher ?? thisThreadSearcher())(request, { signal });
}

let local: Searcher | undefined;

/** Searches on this thread, behind a searcher of its own (no server, or the server's SEARCH_THREADS=0). */
export function thisThreadSearcher(): Searcher {
  local ??= createSearcher(runOnThisThread, { timeoutMs: getConfig().SEARCH_TIMEOUT_MS, archive: () => archiveInfo().generation });
  return local;
}

/** One search on this thread as a searcher runs it, counted as run on the request thread. */
export async function runOnThisThread(request: SearchRequest, budget: { timeoutMs: number }): Promise<RankedSearchResult> {
  recordSearchRun('request');
  return searchOnThisThread(request, { deadline: Date.now() + budget.timeoutMs });
}

/**
 * Runs one search, uncached, within its time budget: on a search thread (server/search-pool.ts),
 * on a search server, or on this thread. The budget (`timeoutMs`) starts when the search
 * does, not while it waits for a thread to start; past it the run fails.
 */
export type SearchRun = (request: SearchRequest, budget: { timeoutMs: number }) => Promise<RankedSearchResult>;

/** One search as the app asks for it: `signal` ends the wait (the visitor went away). */
export type Searcher = (request: SearchRequest, options?: { signal?: AbortSignal }) => Promise<SearchResult>;

/** The spec's 5 minutes; a kept result (10 hits and facets) is a few KB. */
const RESULT_CACHE_ENTRIES = 5_000;
const RESULT_CACHE_TTL_MS = 5 * 60_000;

type Kept = Omit<RankedSearchResult, 'request' | 'elapsedMs' | 'cached'>;

/**
 * The searcher: the one result cache (spec section 9), keyed by the normalized request and
 * emptied when the archive changes, in front of `run`. A repeat is answered at once, without
 * queueing behind anybody's slow search (decision 0007); identical searches under way share
 * one run. Each run gets a time budget of `timeoutMs`: past it the caller gets the spec's
 * failure, and the run stops at its next check (its thread lives on).
 * The searches' timings and ranking methods are recorded here, on the thread /metrics reads.
 */
export function createSearcher(run: SearchRun, options: { timeoutMs: number; archive: () => unknown }): Searcher {
  const results = new LRUCache<string, Kept>({ max: RESULT_CACHE_ENTRIES, ttl: RESULT_CACHE_TTL_MS });
  const running = new Map<string, Promise<Kept>>();
  let cachedFor: unknown;

  const shared = (key: string, request: SearchRequest): Promise<Kept> => {
    let one = running.get(key);
    if (one) return one;
    one = run(request, { timeoutMs: options.timeoutMs }).then(({ request: _r, elapsedMs: _e, cached: _c, ...result }): Kept => {
      recordSearchRanking(result.ranking); // how a fresh ranking was computed: for metrics, not for pages
      return result;
    });
    const current = one;
    running.set(key, current);
    const settle = () => {
      if (running.get(key) === current) running.delete(key);
    };
    current.then((result) => {
      if (running.get(key) === current) results.set(key, result);
      settle();
    }, settle);
    return current;
  };

  return async (request, { signal } = {}) => {
    const started = performance.now();
    const archive = options.archive();
    if (archive !== cachedFor) {
      cachedFor = archive;
      results.clear(); // results describe one archive
      running.clear();
    }
    const key = searchCacheKey(request);
    const elapsed = () => Math.round((performance.now() - started) * 100) / 100;
    const kept = results.get(key);
    if (kept) return answer(kept, request, elapsed(), true);
    return answer(await unlessAbandoned(shared(key, request), signal), request, elapsed(), false);
  };
}

function answer(kept: Kept, request: SearchRequest, elapsedMs: number, cached: boolean): SearchResult {
  const { ranking: _ranking, ...result } = kept;
  recordSearch(elapsedMs, cached);
  return { ...result, request, originalQuery: request.q, elapsedMs, cached };
}

/** The run's answer, unless the caller gives up first (the run goes on for the others sharing it). */
function unlessAbandoned<T>(work: Promise<T>, signal?: AbortSignal): Promise<T> {
  if (!signal) return work;
  let onAbort: (() => void) | undefined;
  const abandoned = new Promise<never>((_, reject) => {
    onAbort = () => reject(signal.reason instanceof Error ? signal.reason : new Error('search abandoned'));
    if (signal.aborted) onAbort();
    else signal.addEventListener('abort', onAbort, { once: true });
  });
  return Promise.race([work, abandoned]).finally(() => signal.removeEventListener('abort', onAbort!));
}
