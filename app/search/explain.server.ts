import { defaultSearchSettings } from './config.ts';
import type { SearchResult } from './results/result.ts';
import { explainHits } from './engines/sqlite/explain.server.ts';

/** Each hit's score taken apart, as `/api/search?explain=1` shows it (snake_case, like the API). */
export interface SearchExplanation {
  readonly engine: string;
  readonly hits: ReadonlyArray<Record<string, unknown>>;
}

/**
 * The explanation of a result's hits (sqlite/explain.server.ts), under the engine's own
 * score: the SQLite engine's relaxed score is the parts' product; a search server's score is
 * its ranker's, with the same parts read from the archive beside it.
 */
export function explainSearch(result: SearchResult, engine: string): SearchExplanation {
  const parts = explainHits(result, defaultSearchSettings());
  return {
    engine,
    hits: parts.map((hit, i) => ({
      id: hit.id,
      engine_score: Math.round(result.hits[i]!.score * 1000) / 1000,
      score: hit.score,
      bm25: hit.bm25,
      coverage: hit.coverage,
      title: hit.title,
      place: hit.place && { state: hit.place.state, question_state: hit.place.questionState, preferred: hit.place.preferred },
      concepts: hit.concepts.map((c) => ({
        words: c.words,
        matched: c.matched,
        in_title: c.inTitle,
        bm25: c.bm25,
        alternatives: c.alternatives.map((a) => ({ phrase: a.phrase, expansion: a.expansion, weight: a.weight, bm25: a.bm25, in_title: a.inTitle })),
      })),
    })),
  };
}
