import type { QuestionSummary } from '#app/domain/question-summary.ts';
import type { SearchRequest } from '../request.ts';

/** One result: the question's list fields plus the spec's search-hit fields. */
export interface SearchHit extends QuestionSummary {
  /** BM25 relevance (higher is better); 0 when sorted by date. */
  readonly score: number;
  readonly answerShort: string | null;
  /** question_short / answer_short with sentinel marks (see query/highlight.ts) around matches. */
  readonly questionShortMarked: string;
  readonly answerShortMarked: string | null;
}

export interface FacetCount<K> {
  readonly value: K;
  readonly count: number;
}

export interface SearchFacets {
  readonly state: readonly FacetCount<string>[];
  readonly category: readonly FacetCount<number>[];
  /** True when counted on a sample of the matches and scaled ("about" counts). */
  readonly approximate: boolean;
}

/**
 * How the results were found: all terms; most of them (relaxed matching, decision 0011:
 * questions with enough of the query's words, ranked by how much of it they cover); or
 * (when no question has them all) any term; or none because the query had no searchable word.
 */
export type SearchMode = 'all' | 'most' | 'any' | 'none';

/**
 * How the ranking was computed: `exact` scores every match; `impact` is the same top
 * proven from precomputed per-word impact lists (a threshold algorithm, docs/search.md);
 * `impact-estimated` likewise with a phrase's IDF from an estimated match count;
 * `impact-approximate` the best rows the lists gave within a time budget, unproven; `postings`
 * scores every match from precomputed per-word postings (exact, like `exact`, without FTS5),
 * or for queries with quoted phrases proves the top from the postings' bounds and exact
 * scores of the best candidates; `postings-estimated` is the same with a phrase's IDF from an
 * estimated match count (its order exact, its scores approximate);
 * `title-tier` scores the
 * matches with a query term in the title (the top of an exact ranking in practice, see
 * docs/search.md); `recent-window` scores the newest matches only (a time bound for
 * queries that match most of the archive and rarely appear in titles). `sphinxql`: ranked by the
 * search server (BM25F, app/search/engines/sphinxql/), totals and facets exact.
 */
export type RankingMethod = 'sphinxql' | 'relaxed' | 'exact' | 'postings' | 'postings-estimated' | 'impact' | 'impact-estimated' | 'impact-approximate' | 'title-tier' | 'recent-window' | 'date';

export interface SearchResult {
  readonly request: SearchRequest;
  readonly hits: readonly SearchHit[];
  readonly total: number;
  /** True when `total` is estimated from a sample of the matches. */
  readonly totalApproximate: boolean;
  readonly page: number;
  readonly pageSize: number;
  readonly mode: SearchMode;
  readonly facets: SearchFacets;
  /** Stopwords left out of the query. */
  readonly dropped: readonly string[];
  /** The text as the visitor typed it. */
  readonly originalQuery: string;
  /** The text actually searched when a spelling correction was applied, else null. */
  readonly correctedQuery: string | null;
  /**
   * A state named in the text, else null: preferred, not applied as a filter (its questions
   * first among those of similar relevance, place-preference.ts). `othersFollow`: questions
   * from other states are in the results too (always, since the preference).
   */
  readonly placeFilter: { readonly code: string; readonly name: string; readonly othersFollow?: boolean } | null;
  /** Real time spent answering this request, in milliseconds. */
  readonly elapsedMs: number;
  readonly cached: boolean;
}

/**
 * A result as the service and the search threads produce it: with the ranking method, which
 * goes to metrics (search_rankings_total) and the tests, never to pages or APIs (search.server.ts
 * in index.server.ts strips it).
 */
export interface RankedSearchResult extends SearchResult {
  readonly ranking: RankingMethod;
}

export interface SearchStats {
  readonly questions: number;
  readonly answers: number;
  readonly attorneys: number;
  readonly states: number;
  readonly categories: number;
  readonly oldestPostedTs: number | null;
  readonly newestPostedTs: number | null;
}
