import { ANSWERED_FIRST } from './answered-first.ts';
import type { EngineResult } from '../engines/engine.ts';
import { requestWindow, type SearchRequest } from '../request.ts';
import type { SearchHit } from '../results/result.ts';

/**
 * A place named in the text is a preference, not a gate (decisions 0034, 0036): "breaking a lease
 * early in texas" searches every state. Its questions come first among questions of similar
 * relevance: ordering the page, a question from Texas counts `weight` times its score, so
 * it moves above questions from elsewhere up to that much more relevant, never above one
 * clearly more relevant, and no question is left out because of its state.
 */
export const PLACE_PREFERENCE = {
  weight: 2,
  /**
   * A question with no state recorded whose title names the place asks about the place
   * (decision 0039): it counts this much, the place's weight twice over, as a title word
   * counts four times a body word in the ranking (8 against 2).
   */
  titleWeight: 4,
} as const;

/** The place a search prefers: a state's code and name. */
export interface PreferredPlace {
  readonly code: string;
  readonly name: string;
}

/**
 * Whether a hit is from the place: its state is the place's, or it has no state and its
 * title or text names the place ("New Jersey expungement?" with no state recorded).
 */
export function fromPlace(place: PreferredPlace, hit: Pick<SearchHit, 'state' | 'title' | 'questionShort'>): boolean {
  return placeWeight(place, hit) > 1;
}

/** The place's name as a pattern of whole words, any spacing and case. */
function namePattern(place: PreferredPlace): RegExp {
  const name = place.name.toLowerCase().replace(/[^a-z ]/g, '').trim().split(/\s+/).join('\\s+');
  return new RegExp(`\\b${name}\\b`, 'i');
}

/**
 * What a hit's score counts for the place: `weight` when it is from the place (its state, or
 * no state and its text naming it), `titleWeight` when it has no state and its title names
 * the place (a question asked about the place), else 1.
 */
export function placeWeight(place: PreferredPlace, hit: Pick<SearchHit, 'state' | 'title' | 'questionShort'>): number {
  if (hit.state !== null) return hit.state === place.code ? PLACE_PREFERENCE.weight : 1;
  const name = namePattern(place);
  if (name.test(hit.title)) return PLACE_PREFERENCE.titleWeight;
  return name.test(hit.questionShort) ? PLACE_PREFERENCE.weight : 1;
}

/**
 * The searches of a request (one, unless it prefers a place), as a generator so that one rule serves
 * the embedded engine (answers at once) and a search server (answers awaited): it yields
 * each request to search and receives its answer. The place's best questions and the best
 * questions everywhere, each as deep as the page reaches, hold the page's questions in the
 * preferred order; they are ordered by score times the place's weight (and the answered
 * rule's, answered-first.ts). The total and the facets are those of the search everywhere.
 */
export function* preferPlace(
  request: SearchRequest,
  place: PreferredPlace | null,
): Generator<SearchRequest, EngineResult, EngineResult> {
  if (place === null || request.sort === 'newest') return yield request;
  const { offset, limit } = requestWindow(request);
  const depth = { offset: 0, limit: offset + limit };
  const inPlace = yield { ...request, ...depth, state: place.code };
  const everywhere = yield { ...request, ...depth };
  const seen = new Set<number>();
  const weighted = [...inPlace.hits, ...everywhere.hits]
    .filter((hit) => !seen.has(hit.id) && seen.add(hit.id))
    .map((hit, order) => ({
      hit,
      order,
      score:
        hit.score *
        (hit.answerCount > 0 ? 1 : ANSWERED_FIRST.unansweredWeight) *
        placeWeight(place, hit),
    }));
  weighted.sort((a, b) => b.score - a.score || a.order - b.order);
  return {
    ...everywhere,
    request,
    page: request.page,
    pageSize: limit,
    hits: weighted.slice(offset, offset + limit).map((w) => w.hit),
  };
}
