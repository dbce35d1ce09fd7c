import { describe, expect, it } from 'vitest';
import type { EngineResult } from '../engines/engine.ts';
import { fromPlace, PLACE_PREFERENCE, placeWeight, preferPlace } from './place-preference.ts';
import { parseSearchParams, type SearchRequest } from '../request.ts';
import type { SearchHit } from '../results/result.ts';

const texas = { code: 'TX', name: 'Texas' };
const request = (query: string): SearchRequest => {
  const parsed = parseSearchParams(new URLSearchParams(query));
  if (!parsed.ok) throw new Error(parsed.error);
  return parsed.request;
};
const hit = (id: number, score: number, state: string | null, title = 'A question'): SearchHit =>
  ({ id, score, state, title, questionShort: '', answerCount: 1 }) as SearchHit;
const result = (hits: SearchHit[], total = hits.length): EngineResult =>
  ({ hits, total, facets: { state: [], category: [], approximate: false } }) as unknown as EngineResult;

/** Runs the generator against canned answers: the in-state search, then the search everywhere. */
function run(req: SearchRequest, inState: SearchHit[], everywhere: SearchHit[], total = 100) {
  const asked: SearchRequest[] = [];
  const steps = preferPlace(req, texas);
  let step = steps.next();
  while (!step.done) {
    asked.push(step.value);
    step = steps.next(step.value.state === 'TX' ? result(inState) : result(everywhere, total));
  }
  return { asked, answer: step.value };
}

describe('a place named in the text is a preference (decision 0034)', () => {
  it('searches the state and everywhere, as deep as the page, and counts everywhere', () => {
    const { asked, answer } = run(request('q=lease&page=2'), [], [], 57);
    expect(asked.map((r) => [r.state, r.offset, r.limit])).toEqual([
      ['TX', 0, 20],
      [null, 0, 20],
    ]);
    expect(answer.total).toBe(57);
  });

  it('puts a state question above others of similar relevance, never above one clearly more relevant', () => {
    const elsewhere = [hit(6, 17, 'OH'), hit(1, 16, 'CA'), hit(2, 15, 'NY'), hit(3, 5, 'FL')];
    const inState = [hit(4, 8, 'TX'), hit(5, 2, 'TX')];
    const { answer } = run(request('q=lease'), inState, elsewhere);
    // 8 x 2 = 16: above 15, tied with 16 (the in-state order first), below 17; 2 x 2 stays below 5.
    expect(PLACE_PREFERENCE.weight).toBe(2);
    expect(answer.hits.map((h) => h.id)).toEqual([6, 4, 1, 2, 3, 5]);
  });

  it('leaves no question out for its state, and shows a question once', () => {
    const { answer } = run(request('q=lease'), [hit(4, 8, 'TX')], [hit(4, 8, 'TX'), hit(1, 30, 'CA')]);
    expect(answer.hits.map((h) => h.id)).toEqual([1, 4]);
  });

  it('leaves newest first alone: one search everywhere', () => {
    const { asked } = run(request('q=lease&sort=newest'), [], []);
    expect(asked.map((r) => r.state)).toEqual([null]);
  });

  it('counts a question without a state that names the place in its title', () => {
    expect(fromPlace(texas, hit(1, 1, null, 'Breaking a lease in Texas'))).toBe(true);
    expect(fromPlace(texas, hit(1, 1, null, 'Breaking a lease in Ohio'))).toBe(false);
    expect(fromPlace(texas, hit(1, 1, 'OH', 'Moving from Texas to Ohio'))).toBe(false);
    expect(fromPlace({ code: 'NJ', name: 'New Jersey' }, hit(1, 1, null, 'New  Jersey expungement?'))).toBe(true);
  });

  it('counts a question without a state asked about the place (its title names it) the place weight twice over', () => {
    expect(PLACE_PREFERENCE.titleWeight).toBe(PLACE_PREFERENCE.weight * PLACE_PREFERENCE.weight);
    expect(placeWeight(texas, hit(1, 1, null, 'Breaking a lease in Texas'))).toBe(PLACE_PREFERENCE.titleWeight);
    // A recorded state decides: from the place once, whatever the title says.
    expect(placeWeight(texas, hit(1, 1, 'TX', 'Breaking a lease in Texas'))).toBe(PLACE_PREFERENCE.weight);
    expect(placeWeight(texas, hit(1, 1, 'OH', 'Moving from Texas to Ohio'))).toBe(1);
    expect(placeWeight(texas, hit(1, 1, null, 'Breaking a lease'))).toBe(1);
    expect(placeWeight(texas, { state: null, title: 'Breaking a lease', questionShort: 'We rent in Texas.' })).toBe(PLACE_PREFERENCE.weight);
  });
});
