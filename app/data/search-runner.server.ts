import { createContext, type RouterContextProvider } from 'react-router';
import type { SearchRequest } from '#app/domain/search-request.ts';
import type { SearchResult } from '#app/domain/search-result.ts';
import { recordSearch, recordSearchRun } from './metrics.server.ts';
import { searchQuestions } from './search.server.ts';

/** Runs one search somewhere else (server/search-pool.ts: worker threads) and resolves with its result. */
export type SearchRunner = (request: SearchRequest) => Promise<SearchResult>;

/**
 * Where the production server puts its search runner for the routes (app/entry.server.tsx
 * exports this key so server/app.ts can fill it). A search of common words can take tens
 * of milliseconds of synchronous SQLite work; run on the request thread it would hold up
 * every other visitor's page meanwhile.
 */
export const searchRunnerContext = createContext<SearchRunner | null>(null);

/** The search, through the server's runner when it has one, otherwise in this thread (development, tests of the service). */
export async function runSearch(context: Readonly<RouterContextProvider>, request: SearchRequest): Promise<SearchResult> {
  const runner = context.get(searchRunnerContext);
  let result: SearchResult;
  if (runner) result = await runner(request);
  else {
    recordSearchRun('request');
    result = searchQuestions(request);
  }
  // Recorded here, on the request thread: a search thread's metrics would not reach /metrics.
  recordSearch(result.elapsedMs, result.cached);
  return result;
}
