import { describe, expect, it } from 'vitest';
import type { EngineResult } from './engine.ts';
import { PLACE_FIRST_BELOW, placeFirst } from './place-first.ts';
import { EMPTY_REQUEST, type SearchRequest } from './request.ts';
import type { SearchHit } from './result.ts';

const request: SearchRequest = { ...EMPTY_REQUEST, q: 'homestead exemption', state: 'FL' };

/** An engine over a fixed ranking: question ids with their states, best first. */
function engine(ranking: Array<[number, string]>) {
  return (r: SearchRequest): EngineResult => {
    const offset = r.offset ?? (r.page - 1) * 10;
    const limit = r.limit ?? 10;
    const matches = ranking.filter(([, state]) => r.state === null || state === r.state);
    return {
      request: r,
      hits: matches.slice(offset, offset + limit).map(([id, state]) => ({ id, state }) as unknown as SearchHit),
      total: matches.length,
      totalApproximate: false,
      page: r.page,
      pageSize: 10,
      mode: 'all',
      ranking: 'postings',
      facets: { state: [], category: [], approximate: false },
      dropped: [],
    };
  };
}

/** Drives the generator the way the service does. */
function run(search: (r: SearchRequest) => EngineResult, r: SearchRequest) {
  const steps = placeFirst(r, search(r));
  let step = steps.next();
  const asked: SearchRequest[] = [];
  while (!step.done) {
    asked.push(step.value);
    step = steps.next(search(step.value));
  }
  return { ...step.value, asked };
}

const ranking: Array<[number, string]> = Array.from({ length: 40 }, (_, i) => [i + 1, i % 10 === 3 ? 'FL' : 'CA']);
const ids = (result: EngineResult) => result.hits.map((h) => h.id);

describe('placeFirst', () => {
  it('keeps the state filter alone when the state has a page of questions', () => {
    const many: Array<[number, string]> = Array.from({ length: 30 }, (_, i) => [i + 1, 'FL']);
    const { answer, othersFollow, asked } = run(engine(many), request);
    expect(PLACE_FIRST_BELOW).toBe(10);
    expect(othersFollow).toBe(false);
    expect(asked).toEqual([]);
    expect(ids(answer)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it("puts a state's few questions first, then every other state's, and counts them all", () => {
    const { answer, othersFollow } = run(engine(ranking), request);
    expect(othersFollow).toBe(true);
    // Florida's 4 (ids 4, 14, 24, 34), then the rest of the ranking without them.
    expect(ids(answer)).toEqual([4, 14, 24, 34, 1, 2, 3, 5, 6, 7]);
    expect(answer.total).toBe(40);
    expect(answer.request.state).toBe('FL');
  });

  it('pages through the same order', () => {
    const second = run(engine(ranking), { ...request, page: 2 });
    expect(ids(second.answer)).toEqual([8, 9, 10, 11, 12, 13, 15, 16, 17, 18]);
    const window = run(engine(ranking), { ...request, offset: 2, limit: 5 });
    expect(ids(window.answer)).toEqual([24, 34, 1, 2, 3]);
  });

  it('leaves sort=newest to the filter (an order by date has no place to put others)', () => {
    const { othersFollow, asked } = run(engine(ranking), { ...request, sort: 'newest' });
    expect(othersFollow).toBe(false);
    expect(asked).toEqual([]);
  });
});
