import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchdSkipReason } from '../helpers/searchd.ts';
import { EXACT_RANKING, searchRequest, surfaceWords } from '../helpers/search-service.ts';
import {
  db,
  reference,
  words,
  ids,
  asMap,
  questionIdOfDoc,
  sphinxqlEngine,
  useContractEngines,
  type Answer,
  type Engine,
} from '../helpers/search-contract.ts';

useContractEngines();

/**
 * The SphinxQL engine's bounds (decision 0015), made small enough for the fixture to cross
 * them: relevance ranks the newest `window` matches; the newest `sample` matches give the
 * facets. Below the sample everything is exact; above it, totals and facets are estimates
 * and say so, as the embedded engine's do; newest-first pages stay exact at any size.
 */
describe.skipIf(searchdSkipReason !== null)('the SphinxQL engine past its rank window and sample', () => {
  const WINDOW = 30;
  const SAMPLE = 20;
  let bounded: Engine;
  let closeBounded: (() => Promise<void>) | undefined;

  beforeAll(async () => {
    const { defaultSearchSettings } = await import('#app/search/config.ts');
    const exact = { ...defaultSearchSettings(), ...EXACT_RANKING };
    const engine = await sphinxqlEngine('sphinxql-bounded', exact, { connections: 2, window: WINDOW, sample: SAMPLE });
    closeBounded = engine.close;
    bounded = engine;
  });
  afterAll(async () => closeBounded?.());

  const totalOf = (word: string) => reference.total(`"${word}"`, searchRequest(`q=${word}`));
  const newestDocs = (word: string, n: number) =>
    (
      db
        .prepare('SELECT rowid FROM question_search WHERE question_search MATCH ? ORDER BY rowid DESC LIMIT ?')
        .pluck()
        .all(`"${word}"`, n) as number[]
    ).map(questionIdOfDoc);

  it('is exact up to the sample: totals, facets, ranking over every match', async () => {
    // A word rarer than the sample that both stemmers count alike (the contract's words are commoner).
    let word: string | undefined;
    let answer: Answer | undefined;
    for (const candidate of surfaceWords(db, { minDf: 3, maxDf: SAMPLE, limit: 20, minLength: 4 })) {
      answer = await bounded.search(searchRequest(`q=${candidate}`));
      if (answer.total === totalOf(candidate)) {
        word = candidate;
        break;
      }
    }
    if (!word || !answer) throw new Error('no word rarer than the sample that both stemmers count alike');
    const request = searchRequest(`q=${word}`);
    expect(answer.total).toBe(totalOf(word));
    expect(answer.totalApproximate).toBe(false);
    expect(answer.facets.approximate).toBe(false);
    expect(asMap(answer.facets.state)).toEqual(reference.facet('state', `"${word}"`, request));
    expect(answer.ranking).toBe('sphinxql');
  });

  it('between the sample and the window: the total exact, the facets estimated from the newest matches', async () => {
    const word = words.find((w) => totalOf(w) > SAMPLE && totalOf(w) < WINDOW);
    if (!word) return;
    const answer = await bounded.search(searchRequest(`q=${word}`));
    expect(answer.total).toBe(totalOf(word));
    expect(answer.totalApproximate).toBe(false);
    expect(answer.facets.approximate).toBe(true);
    expect(answer.ranking).toBe('sphinxql');
  });

  it('past the window: ranks the newest matches, estimates the total and the facets, and says so', async () => {
    const word = [...words].sort((a, b) => totalOf(b) - totalOf(a))[0]!;
    const exact = totalOf(word);
    expect(exact).toBeGreaterThan(WINDOW);
    const request = searchRequest(`q=${word}`);
    const answer = await bounded.search(request);
    expect(answer.totalApproximate).toBe(true);
    expect(answer.facets.approximate).toBe(true);
    expect(answer.ranking).toBe('recent-window');
    // The estimate spreads the newest matches over the archive: the right size, not the exact count.
    expect(answer.total).toBeGreaterThan(SAMPLE);
    expect(answer.total).toBeGreaterThan(exact / 3);
    expect(answer.total).toBeLessThan(exact * 3);
    // Scaled facet counts add up to about the estimated total.
    const facetSum = answer.facets.category.reduce((sum, f) => sum + f.count, 0);
    expect(Math.abs(facetSum - answer.total)).toBeLessThanOrEqual(answer.facets.category.length);
    // Every hit is among the newest WINDOW matches, and they come in score order.
    const newest = new Set(newestDocs(word, WINDOW));
    for (const hit of answer.hits) expect(newest.has(hit.id)).toBe(true);
    for (let i = 1; i < answer.hits.length; i++)
      expect(answer.hits[i - 1]!.score).toBeGreaterThanOrEqual(answer.hits[i]!.score);
  });

  it('sorts newest first exactly past the window, deep pages included', async () => {
    const word = [...words].sort((a, b) => totalOf(b) - totalOf(a))[0]!;
    const request = searchRequest(`q=${word}&sort=newest`);
    const expected = newestDocs(word, 50);
    const pages = [];
    for (let page = 1; page <= 5; page++) pages.push(...ids(await bounded.search({ ...request, page })));
    expect(pages).toEqual(expected.slice(0, pages.length));
    expect(pages.length).toBe(Math.min(50, totalOf(word)));
  });
});
