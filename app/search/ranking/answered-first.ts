import { requestWindow, SEARCH_PAGE_SIZE, type SearchRequest } from '../request.ts';

/**
 * Answered first (decision 0032): an archive of answers leads with answers. A question
 * nobody answered is short, and BM25 favours short documents, so by relevance alone it
 * outranks the answered questions on its topic. Both engines rank a few results past the
 * page, then an unanswered question counts `unansweredWeight` of its score: it stays
 * above answered questions much less relevant than it, and falls below those of similar
 * relevance. Matches, totals and facets are untouched (nothing is left out).
 */
export const ANSWERED_FIRST = {
  /** The share of its relevance an unanswered question keeps when ordered among answered ones. */
  unansweredWeight: 0.5,
  /** How many results past the page are ranked, so that answered ones can move up into it. */
  lookahead: 2 * SEARCH_PAGE_SIZE,
} as const;

/** A ranked row: `rank` is minus the score (FTS5's convention), as the engines produce them. */
export interface RankedRow {
  readonly doc: number;
  readonly rank: number;
}

/** Whether the rule orders this request (relevance order; the newest-first order is the visitor's). */
export const answeredFirstApplies = (request: SearchRequest) => request.sort !== 'newest';

/**
 * The window an engine ranks for `request`: from the first result to the page's end plus
 * the lookahead (the page itself when the rule does not apply).
 */
export function rankingWindow(request: SearchRequest): { offset: number; limit: number } {
  const shown = requestWindow(request);
  if (!answeredFirstApplies(request)) return shown;
  return { offset: 0, limit: shown.offset + shown.limit + ANSWERED_FIRST.lookahead };
}

/**
 * The page of `rows` (ranked from the first result, as `rankingWindow` asked) once unanswered
 * questions count `unansweredWeight` of their score; ties keep the engine's order.
 * `answered(doc)` says whether a row's question has an answer.
 */
export function answeredFirstPage<R extends RankedRow>(
  rows: readonly R[],
  request: SearchRequest,
  answered: (doc: number) => boolean,
): R[] {
  const shown = requestWindow(request);
  if (!answeredFirstApplies(request)) return rows.slice(0, shown.limit);
  const weighted = rows.map((row, order) => ({
    row,
    order,
    score: -row.rank * (answered(row.doc) ? 1 : ANSWERED_FIRST.unansweredWeight),
  }));
  weighted.sort((a, b) => b.score - a.score || a.order - b.order);
  return weighted.slice(shown.offset, shown.offset + shown.limit).map((w) => w.row);
}
