import type { PlanExpansion } from '../query/plan.ts';
import type { SearchRequest } from '../request.ts';
import type { Lexicon } from '../understanding/understand.ts';
import type { RankedSearchResult, SearchStats } from '../results/result.ts';

/**
 * A search engine: what the search service (service.ts) asks of one. The engines sit beside
 * this file: the embedded SQLite/FTS5 one in sqlite/, the search server's in sphinxql/.
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
  /**
   * false: a question of many words with fewer than a page of matches is not widened to
   * fewer words (decision 0022). Default true.
   */
  readonly widen?: boolean;
}

/** An engine's answer: a result without the service's own timing, cache flag and understanding. */
export type EngineResult = Omit<RankedSearchResult, 'elapsedMs' | 'cached' | 'originalQuery' | 'correctedQuery' | 'placeFilter'>;

/**
 * An engine on another process (a search server): the same answers, asynchronously. It
 * throws SearchUnavailableError when the server is down or slow.
 */
export interface RemoteSearchEngine {
  readonly name: string;
  search(request: SearchRequest, query?: EngineQuery): Promise<EngineResult>;
  stats(): SearchStats;
  lexicon(): Lexicon | null;
  health(): EngineHealth;
  /** Asks the engine now whether it answers (for /readyz, which must not report a stale `up`). */
  probe(): Promise<EngineHealth>;
  close(): Promise<void>;
}

/** Whether a remote engine answers (for /readyz). */
export interface EngineHealth {
  readonly up: boolean;
  /** The last failure's message while down. */
  readonly error: string | null;
  /** When it last changed between up and down (ms since the epoch). */
  readonly since: number;
}

/** The engine is down, unreachable or slower than SEARCH_TIMEOUT_MS: the spec's search error (503). */
export class SearchUnavailableError extends Error {
  override name = 'SearchUnavailableError';
}
