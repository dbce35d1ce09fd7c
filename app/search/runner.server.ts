import { createContext, type RouterContextProvider } from 'react-router';
import { recordSearch, recordSearchRanking, recordSearchRun } from '#app/data/metrics.server.ts';
import type { SearchRequest } from './request.ts';
import type { RankedSearchResult, SearchResult } from './result.ts';
import { searchOnThisThread } from './thread.server.ts';

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
