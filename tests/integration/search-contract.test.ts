import { describe, expect, it } from 'vitest';
import { searchRequest } from '../helpers/search-service.ts';
import {
  db,
  reference,
  words,
  stemDifferences,
  phrase,
  names,
  engine,
  ids,
  asMap,
  questionIdOfDoc,
  useContractEngines,
} from '../helpers/search-contract.ts';

/**
 * One contract, two engines: every search behaviour the site relies on, run
 * against the embedded SQLite engine and the SphinxQL engine (a searchd this test starts)
 * on the same fixture archive, checked against FTS5's own answers. Where the engines may
 * differ (the order of equally relevant documents; BM25F against FTS5's bm25), the test
 * says so and docs/search.md explains it.
 */

useContractEngines();

it('both engines count most words alike (stemming differences are few and documented)', () => {
  if (stemDifferences.length)
    console.log(`words stemmed differently by stem_en and porter: ${stemDifferences.join(', ')}`);
  expect(words.length).toBeGreaterThanOrEqual(20);
  expect(stemDifferences.length).toBeLessThanOrEqual((words.length + stemDifferences.length) * 0.2);
});

describe.each(names)('search contract on the %s engine', (name) => {
  it('counts every match and its states and categories exactly (all words, then any word)', async () => {
    const queries = [
      ...words.slice(0, 12),
      `${words[0]} ${words[5]}`,
      `${words[2]} ${words[9]} ${words[14]}`,
      `${words[3]} zzzqxv`,
    ];
    for (const q of queries) {
      const request = searchRequest(`q=${encodeURIComponent(q)}`);
      const answer = await engine(name).search(request);
      const expression = reference.expressionOf(request);
      expect(answer.total, q).toBe(reference.total(expression, request));
      expect(answer.totalApproximate).toBe(false);
      expect(asMap(answer.facets.state), q).toEqual(reference.facet('state', expression, request));
      // One order on both engines: most frequent first, ties by value.
      const sorted = [...answer.facets.state].sort((a, b) => b.count - a.count || (a.value < b.value ? -1 : 1));
      expect(answer.facets.state).toEqual(sorted);
      expect(asMap(answer.facets.category), q).toEqual(reference.facet('category', expression, request));
      expect(answer.mode).toBe(q.endsWith('zzzqxv') ? 'any' : 'all');
    }
  });

  it('applies state, category and date filters to hits, totals and facets', async () => {
    const word = words[0]!;
    const top = (await engine(name).search(searchRequest(`q=${word}`))).facets;
    const state = top.state[0]!.value;
    const category = top.category[0]!.value;
    for (const query of [
      `state=${state}`,
      `category=${category}`,
      `state=${state}&category=${category}`,
      'from=2012-01-01&to=2018-12-31',
    ]) {
      const request = searchRequest(`q=${word}&${query}`);
      const answer = await engine(name).search(request);
      expect(answer.total, query).toBe(reference.total(reference.expressionOf(request), request));
      expect(answer.total).toBeGreaterThan(0);
      for (const hit of answer.hits) {
        if (request.state) expect(hit.state).toBe(state);
        if (request.category !== null) expect(hit.categoryId).toBe(category);
        if (request.from !== null) expect(hit.postedAt).toBeGreaterThanOrEqual(request.from);
        if (request.to !== null) expect(hit.postedAt).toBeLessThanOrEqual(request.to);
      }
    }
  });

  it("limits to a country (a country page's topic chips): hits, totals and facets", async () => {
    // The fixture's British question about a lease, beside American ones.
    const everywhere = await engine(name).search(searchRequest('q=lease'));
    for (const query of ['q=lease&country=GB', 'q=lease+job&country=GB', 'q=lease&country=US', 'q=lease&country=NZ']) {
      const request = searchRequest(query);
      const answer = await engine(name).search(request);
      const expression = reference.expressionOf(request);
      expect(answer.total, query).toBe(reference.total(expression, request));
      expect(asMap(answer.facets.category), query).toEqual(reference.facet('category', expression, request));
      expect(asMap(answer.facets.state), query).toEqual(reference.facet('state', expression, request));
      for (const hit of answer.hits) expect(hit.country, query).toBe(request.country);
      if (request.country === 'NZ') expect(answer.total).toBe(0);
      else expect(answer.total).toBeLessThan(everywhere.total);
    }
    const british = await engine(name).search(searchRequest('q=lease&country=GB'));
    // Counted from the questions themselves, not from the index's tokens.
    const texts = db
      .prepare(
        "SELECT q.title || ' ' || q.body || ' ' || coalesce((SELECT group_concat(a.body, ' ') FROM answers a WHERE a.question_id = q.id), '') FROM questions q WHERE q.country = 'GB'",
      )
      .pluck()
      .all() as string[];
    expect(british.total).toBe(texts.filter((t) => /\blease\b/i.test(t)).length);
    expect(british.total).toBeGreaterThan(0);
  });

  it('sorts newest first exactly and pages without gaps or repeats', async () => {
    const word = words[1]!;
    const request = searchRequest(`q=${word}&sort=newest`);
    const expected = (
      db
        .prepare('SELECT rowid FROM question_search WHERE question_search MATCH ? ORDER BY rowid DESC LIMIT 20')
        .pluck()
        .all(`"${word}"`) as number[]
    ).map(questionIdOfDoc);
    const first = await engine(name).search(request);
    const second = await engine(name).search({ ...request, page: 2 });
    expect([...ids(first), ...ids(second)]).toEqual(expected.slice(0, first.hits.length + second.hits.length));
    const relevance = searchRequest(`q=${word}`);
    const [p1, p2] = [await engine(name).search(relevance), await engine(name).search({ ...relevance, page: 2 })];
    expect(new Set([...ids(p1), ...ids(p2)]).size).toBe(p1.hits.length + p2.hits.length);
    const deep = await engine(name).search({ ...relevance, page: 100 });
    expect(deep.hits).toEqual([]);
    expect(deep.total).toBe(p1.total);
  });

  it('matches quoted phrases word for word and leaves out excluded words', async () => {
    const two = phrase;
    for (const q of [`"${two}"`, `${words[0]} -${words[1]}`, `${words[2]} -"${two}"`, `${two}`]) {
      const request = searchRequest(`q=${encodeURIComponent(q)}`);
      const answer = await engine(name).search(request);
      expect(answer.total, q).toBe(reference.total(reference.expressionOf(request), request));
    }
  });

  it('stems words as the archive does (a plural finds the singular)', async () => {
    const plural = (await engine(name).search(searchRequest('q=bankruptcies'))).total;
    const singular = (await engine(name).search(searchRequest('q=bankruptcy'))).total;
    expect(plural).toBeGreaterThan(0);
    expect(plural).toBe(singular);
  });

  it('answers hostile input with a result, never an error', async () => {
    const inputs = [
      '"',
      '-',
      '"unbalanced phrase',
      'a AND b OR NOT c',
      'NEAR(x y)',
      '*',
      '{title}: x',
      'x^2',
      "'; DROP TABLE questions; --",
      '\\',
      '@title x',
      'x/0.5',
      '中文 日本語',
      '😀',
      'a'.repeat(5_000),
      '-only -negative',
      'MAYBE SENTENCE PARAGRAPH ZONE:(h1)',
      '= ~ | $ ! ( )',
    ];
    for (const q of inputs) {
      const answer = await engine(name).search(searchRequest(`q=${encodeURIComponent(q)}`));
      expect(answer.total, q).toBeGreaterThanOrEqual(0);
      expect(answer.hits.length).toBeLessThanOrEqual(10);
    }
  });

  it('ranks by relevance: the same top ten as FTS5 (the embedded engine exactly; the server mostly, docs/search.md)', async () => {
    let overlap = 0;
    let queries = 0;
    for (let i = 0; i + 1 < words.length; i += 2) {
      const request = searchRequest(`q=${words[i]}`);
      const expected = reference.topIds(reference.expressionOf(request), request, 10);
      if (expected.length < 10) continue;
      const got = ids(await engine(name).search(request));
      if (name === 'sqlite') expect(got).toEqual(expected);
      overlap += got.filter((id) => expected.includes(id)).length / expected.length;
      queries++;
    }
    expect(queries).toBeGreaterThan(5);
    expect(overlap / queries).toBeGreaterThanOrEqual(name === 'sqlite' ? 1 : 0.7);
  });
});
