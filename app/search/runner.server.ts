import { createContext, type RouterContextProvider } from 'react-router';
import { getConfig } from '#app/config.server.ts';
import { archiveInfo } from '#app/data/archive.server.ts';
import { recordSearch, recordSearchRanking, recordSearchRun } from '#app/data/metrics.server.ts';
import { searchSettings } from './config.ts';
import type { SearchRequest } from './request.ts';
import type { RankedSearchResult, SearchResult, SearchStats } from './result.ts';
import { createSearchService, type SearchService } from './service.ts';
import { createSqliteEngine } from './sqlite/engine.server.ts';

/**
 * Runs one search somewhere else (server/search-pool.ts: worker threads) and resolves with
 * its result (with its ranking method when the search ran there, not in a cache).
 */
export type SearchRunner = (request: SearchRequest) => Promise<SearchResult | RankedSearchResult>;

/**
 * Where the production server puts its search runner for the routes (app/entry.server.tsx
 * exports this key so server/app.ts can fill it). A search of common words can take tens
 * of milliseconds of synchronous SQLite work; run on the request thread it would hold up
 * every other visitor's page meanwhile.
 */
export const searchRunnerContext = createContext<SearchRunner | null>(null);

let service: SearchService | undefined;

/**
 * This thread's search service (created on first use from the configuration: the SQLite
 * engine over the archive at DATABASE_PATH, a newly swapped-in archive starting afresh).
 */
function threadService(): SearchService {
  service ??= createSearchService(createSqliteEngine(searchSettings(getConfig())), () => archiveInfo().generation);
  return service;
}

/** One search on this thread (search threads, and the request thread when there are none). */
export function searchOnThisThread(request: SearchRequest, options: { cache?: boolean } = {}): RankedSearchResult {
  return threadService().search(request, options);
}

/** The archive's totals (15-minute freshness). */
export function searchStats(): SearchStats {
  return threadService().stats();
}

/**
 * The search, through the server's runner when it has one, otherwise in this thread
 * (development, tests of the service). The ranking method goes to metrics, not to the
 * caller: pages and APIs get what visitors need.
 */
export async function runSearch(context: Readonly<RouterContextProvider>, request: SearchRequest): Promise<SearchResult> {
  const runner = context.get(searchRunnerContext);
  let result: SearchResult | RankedSearchResult;
  if (runner) result = await runner(request);
  else {
    recordSearchRun('request');
    result = searchOnThisThread(request);
  }
  // Recorded here, on the request thread: a search thread's metrics would not reach /metrics.
  recordSearch(result.elapsedMs, result.cached);
  if (!('ranking' in result)) return result;
  const { ranking, ...rest } = result;
  if (!result.cached) recordSearchRanking(ranking);
  return rest;
}
