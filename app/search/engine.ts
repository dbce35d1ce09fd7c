import type { SearchRequest } from './request.ts';
import type { RankedSearchResult, SearchStats } from './result.ts';

/**
 * A search engine: what the search service (service.ts) asks of one. The embedded
 * SQLite/FTS5 engine is app/search/sqlite/; another (a search server) implements the same.
 */
export interface SearchEngine {
  search(request: SearchRequest): EngineResult;
  stats(): SearchStats;
}

/** An engine's answer: a result without the service's own timing and cache flag. */
export type EngineResult = Omit<RankedSearchResult, 'elapsedMs' | 'cached'>;
