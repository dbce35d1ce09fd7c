import type { EngineResult } from './engine.ts';
import { requestWindow, SEARCH_PAGE_SIZE, type SearchRequest } from './request.ts';

/**
 * A state read from the words ("florida homestead exemption") is applied as the state
 * filter; when fewer questions than a page match in that state, the questions from every
 * other state follow them instead of leaving the page nearly empty (decision 0012): the
 * named state's questions first, in their own order, then the search everywhere without
 * them. A state the visitor chose in the filter is never widened.
 */
export const PLACE_FIRST_BELOW = SEARCH_PAGE_SIZE;

/**
 * The searches a place-first answer needs, as a generator so that one rule serves the
 * embedded engine (answers at once) and a search server (answers awaited): it yields each
 * request to search and receives its answer; it returns the result to show and whether the
 * other states follow. `inState` is the answer to `request` (the state filter applied).
 */
export function* placeFirst(
  request: SearchRequest,
  inState: EngineResult,
): Generator<SearchRequest, { answer: EngineResult; othersFollow: boolean }, EngineResult> {
  if (inState.total >= PLACE_FIRST_BELOW || inState.request.sort === 'newest')
    return { answer: inState, othersFollow: false };
  const { offset, limit } = requestWindow(request);
  const count = inState.total;
  // Every question of the state (fewer than a page): this page's, or all of them again.
  const stateHits =
    offset === 0 && limit >= count ? inState.hits : (yield { ...request, offset: 0, limit: count }).hits;
  // Everywhere, deep enough to fill this page once the state's questions are taken out.
  const everywhere = yield { ...request, state: null, offset: 0, limit: offset + limit + stateHits.length };
  const first = new Set(stateHits.map((hit) => hit.id));
  const combined = [...stateHits, ...everywhere.hits.filter((hit) => !first.has(hit.id))];
  return {
    answer: {
      ...everywhere,
      request: inState.request,
      page: inState.page,
      pageSize: inState.pageSize,
      hits: combined.slice(offset, offset + limit),
    },
    othersFollow: everywhere.total > count,
  };
}
