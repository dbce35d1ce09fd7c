import type { PlanExpansion } from './query/plan.ts';
import type { SearchRequest } from './request.ts';
import type { Lexicon } from './understanding/understand.ts';
import type { RankedSearchResult, SearchStats } from './result.ts';

/**
 * A search engine: what the search service (service.ts) asks of one. The embedded
 * SQLite/FTS5 engine is app/search/sqlite/; another (a search server) implements the same.
 */
export interface SearchEngine {
  /** `query`: the text to search and its expansions, as the query layer understood it (default: the request's text). */
  search(request: SearchRequest, query?: EngineQuery): EngineResult;
  stats(): SearchStats;
  /** What query understanding reads from this engine's archive (spelling data), or null: none. */
  lexicon(): Lexicon | null;
}

/** What the service hands an engine: the text to search (corrected, the place taken out) and the synonym expansions. */
export interface EngineQuery {
  readonly text: string;
  readonly expansions: readonly PlanExpansion[];
}

/** An engine's answer: a result without the service's own timing, cache flag and understanding. */
export type EngineResult = Omit<RankedSearchResult, 'elapsedMs' | 'cached' | 'originalQuery' | 'correctedQuery' | 'placeFilter'>;
