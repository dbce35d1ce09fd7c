import { describe, expect, it } from 'vitest';
import { parseSearchText } from './parse.ts';
import {
  commonestWords,
  enoughMatches,
  INFORMATION_SHARE,
  INFORMED_MIN_CONCEPTS,
  informationOf,
  informedSets,
  informedWays,
  MAX_CONCEPTS,
  minimumShouldMatch,
  planQuery,
  QUESTION_EXPANSION_BOOST,
  RELAXED_ENOUGH_MATCHES,
  relaxedMinimums,
  shareExpansions,
  TITLE_COVERAGE_MIN_CONCEPTS,
  withoutWords,
} from './plan.ts';

describe('minimum should match (2<75%, at most 4)', () => {
  it('needs every concept up to two, then three quarters rounded down, never more than four', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 15].map((n) => minimumShouldMatch(n))).toEqual([1, 2, 2, 3, 3, 4, 4, 4, 4]);
  });

  it('takes the share and the cap it is given (the minimumShare setting)', () => {
    expect(minimumShouldMatch(8, { all: 2, share: 0.5, most: 3 })).toBe(3);
    expect(minimumShouldMatch(8, { all: 2, share: 0.25, most: 4 })).toBe(2);
  });
});

describe('enough matches (decision 0022)', () => {
  it('is a page of results: fewer asks for one concept fewer', () => {
    expect(RELAXED_ENOUGH_MATCHES).toBe(10);
    expect([0, 1, 9, 10, 11, Infinity].map(enoughMatches)).toEqual([false, false, false, true, true, true]);
  });
});

describe('the minimums a relaxed query tries (decisions 0011, 0022)', () => {
  /** Drives the rule with a count of rows per minimum; returns the minimums tried and the mode. */
  const drive = (concepts: number, minimum: number, widen: boolean, rows: (min: number) => number) => {
    const tried: number[] = [];
    const minimums = relaxedMinimums(concepts, minimum, widen);
    let step = minimums.next();
    while (!step.done) {
      tried.push(step.value);
      step = minimums.next(rows(step.value));
    }
    return { tried, mode: step.value };
  };
  const fewAboveTwo = (min: number) => (min > 2 ? 3 : 50);

  it('widens a question of three concepts or more one concept at a time until a page matches', () => {
    expect(drive(8, 4, true, fewAboveTwo)).toEqual({ tried: [4, 3, 2], mode: 'most' });
    expect(drive(8, 4, true, () => 12)).toEqual({ tried: [4], mode: 'most' });
    expect(drive(3, 2, true, (min) => (min > 1 ? 0 : 7))).toEqual({ tried: [2, 1], mode: 'any' });
  });

  it('widens two concepts that few questions have together to either, saying any only when none has both', () => {
    expect(drive(2, 2, true, () => 12)).toEqual({ tried: [2], mode: 'all' });
    expect(drive(2, 2, true, (min) => (min > 1 ? 3 : 40))).toEqual({ tried: [2, 1], mode: 'most' });
    expect(drive(2, 2, true, (min) => (min > 1 ? 0 : 40))).toEqual({ tried: [2, 1], mode: 'any' });
  });

  it('does not widen when told not to, nor a query of one concept', () => {
    expect(drive(8, 4, false, fewAboveTwo)).toEqual({ tried: [4], mode: 'most' });
    expect(drive(2, 2, false, () => 3)).toEqual({ tried: [2], mode: 'all' });
    expect(drive(1, 1, true, () => 0)).toEqual({ tried: [1], mode: 'all' });
  });
});

describe('planQuery', () => {
  it('relaxes a query of two words or more, not one word', () => {
    expect(planQuery(parseSearchText('tax refund bankruptcy'))).toMatchObject({ relaxed: true, minimum: 2 });
    expect(planQuery(parseSearchText('tax refund'))).toMatchObject({ relaxed: true, minimum: 2 });
    expect(planQuery(parseSearchText('refund'))).toMatchObject({ relaxed: false, minimum: 1 });
  });

  it('adds an expansion to the concept of each typed word it stands for, weighted less and shared', () => {
    const plan = planQuery(parseSearchText('kicked out apartment'), [{ matched: 'kicked out', phrases: [['eviction']], weight: 0.5 }]);
    expect(plan.concepts).toHaveLength(3);
    expect(plan.concepts[0]!.alternatives).toEqual([
      { phrase: ['kicked'], weight: 1 },
      { phrase: ['eviction'], weight: 0.25 },
    ]);
    expect(plan.concepts[1]!.alternatives.map((a) => a.phrase.join(' '))).toEqual(['out', 'eviction']);
    expect(plan.concepts[2]!.alternatives).toEqual([{ phrase: ['apartment'], weight: 1 }]);
  });

  it('weighs expansions more in a question typed in four concepts or more (decision 0016)', () => {
    const expansions = [{ matched: 'lawyer', phrases: [['attorney']], weight: 0.25 }];
    const keywords = planQuery(parseSearchText('bankruptcy lawyer fees'), expansions);
    const question = planQuery(parseSearchText('can I file bankruptcy without a lawyer'), expansions);
    expect(question.concepts.length).toBeGreaterThanOrEqual(TITLE_COVERAGE_MIN_CONCEPTS);
    expect(keywords.concepts[1]!.alternatives[1]).toEqual({ phrase: ['attorney'], weight: 0.25 });
    expect(question.concepts.at(-1)!.alternatives).toEqual([
      { phrase: ['lawyer'], weight: 1 },
      { phrase: ['attorney'], weight: 0.25 * QUESTION_EXPANSION_BOOST },
    ]);
    expect(QUESTION_EXPANSION_BOOST).toBeGreaterThan(1);
  });

  it('relaxes a short query with an expansion (any of its forms matches)', () => {
    const plan = planQuery(parseSearchText('repo'), [{ matched: 'repo', phrases: [['repossession']], weight: 0.5 }]);
    expect(plan).toMatchObject({ relaxed: true, minimum: 1 });
    expect(plan.concepts[0]!.alternatives[1]).toEqual({ phrase: ['repossession'], weight: 0.5 });
  });

  it('searches a query with an exclusion as typed: no expansions (decision 0012)', () => {
    const expansions = [{ matched: 'foreclosure', phrases: [['foreclose']], weight: 0.25 }];
    const excluding = planQuery(parseSearchText('foreclosure -"short sale"'), expansions);
    expect(excluding.concepts).toEqual([{ alternatives: [{ phrase: ['foreclosure'], weight: 1 }] }]);
    expect(excluding).toMatchObject({ relaxed: false, exclude: [['short', 'sale']] });
    const plain = planQuery(parseSearchText('foreclosure'), expansions);
    expect(plain.concepts[0]!.alternatives.map((a) => a.phrase.join(' '))).toEqual(['foreclosure', 'foreclose']);
    expect(plain.relaxed).toBe(true);
  });
});

describe('shareExpansions (decision 0039)', () => {
  const expansions = [{ matched: 'custody', phrases: [['conservatorship'], ['parenting', 'plan']], weight: 0.25 }];
  const plan = () => planQuery(parseSearchText('custody relocation'), expansions);
  const weights = (p: ReturnType<typeof planQuery>) => p.concepts[0]!.alternatives.map((a) => a.weight);

  it('shares one weight among the expansions of words the archive uses at least as often', () => {
    const dfs: Record<string, number> = { custody: 34, conservatorship: 1, 'parenting plan': 10, relocation: 5 };
    const shared = shareExpansions(plan(), (p) => dfs[p.join(' ')] ?? 0);
    expect(weights(shared)).toEqual([1, 0.125, 0.125]);
    // The other concept and what was typed are untouched.
    expect(shared.concepts[1]).toEqual(plan().concepts[1]);
  });

  it('keeps every expansion at its weight for lay words the archive says less often than a legal phrase', () => {
    const dfs: Record<string, number> = { custody: 34, conservatorship: 1, 'parenting plan': 60 };
    expect(weights(shareExpansions(plan(), (p) => dfs[p.join(' ')] ?? 0))).toEqual([1, 0.25, 0.25]);
    // A typed word the archive lacks (df 0) brings its expansions at their weight too.
    expect(weights(shareExpansions(plan(), () => 0))).toEqual([1, 0.25, 0.25]);
  });

  it('leaves a single expansion alone', () => {
    const one = planQuery(parseSearchText('repo'), [{ matched: 'repo', phrases: [['repossession']], weight: 0.25 }]);
    expect(shareExpansions(one, (p) => (p[0] === 'repo' ? 50 : 1))).toBe(one);
  });
});

describe('commonestWords and withoutWords (decision 0027)', () => {
  const words = (text: string) => text.split(' ').map((w) => [w]);
  const counts: Record<string, number | null> = { a: 900, b: 800, c: 50, d: 5, e: 0, n7: null, f: 800 };
  const frequencies = (list: readonly string[]) => list.map((w) => (w in counts ? counts[w]! : null));

  it('leaves nothing out up to the maximum, or when the maximum is 0', () => {
    expect(commonestWords(words('a b c'), frequencies, 3)).toEqual([]);
    expect(commonestWords(words('a b c d'), frequencies, 0)).toEqual([]);
  });

  it('leaves out a word no question has first, then the commonest, the later of two equally common', () => {
    expect(commonestWords(words('c a d e'), frequencies, 3)).toEqual(['e']);
    expect(commonestWords(words('c a d e'), frequencies, 2)).toEqual(['e', 'a']);
    expect(commonestWords(words('b c f d'), frequencies, 2)).toEqual(['f', 'b']);
  });

  it('keeps a word of unknown count and every quoted phrase', () => {
    expect(commonestWords([['n7'], ['a', 'b'], ['c'], ['d']], frequencies, 2)).toEqual(['c', 'd']);
  });

  it('drops the words left out from what is searched and lists them with the dropped words', () => {
    const parsed = { include: [['chapter'], ['7'], ['a', 'b'], ['file']], exclude: [['lease']], dropped: ['my'] };
    expect(withoutWords(parsed, ['file', 'a'])).toEqual({
      include: [['chapter'], ['7'], ['a', 'b']],
      exclude: [['lease']],
      dropped: ['my', 'file'],
    });
    expect(withoutWords(parsed, [])).toBe(parsed);
  });

  it('caps a question at MAX_CONCEPTS', () => {
    const many = words('a b c d f e n7 x1 x2 x3 x4 x5');
    expect(MAX_CONCEPTS).toBe(10);
    expect(commonestWords(many, frequencies)).toEqual(['e', 'a']);
  });
});

describe('matching by information', () => {
  const N = 1000;
  it('weighs a concept by its IDF: a rare word carries more than a common one, a word every question has none', () => {
    expect(informationOf(2, N)).toBeGreaterThan(informationOf(200, N));
    expect(informationOf(N, N)).toBe(0);
    expect(informationOf(0, N)).toBe(0);
  });

  it("lets a telling word qualify alone, not the query's commonest one", () => {
    // "criminal record expungement": expungement is rare, criminal less so, record common.
    const info = [informationOf(150, N), informationOf(600, N), informationOf(3, N)];
    const informed = informedSets(info);
    expect(informed[0b100]).toBe(1); // expungement alone
    expect(informed[0b001]).toBe(1); // criminal alone
    expect(informed[0b010]).toBe(0); // record alone
    expect(informed[0b111]).toBe(1);
    expect(informedWays(info, minimumShouldMatch(3))).toEqual([[0], [2]]);
  });

  it('adds nothing when every word carries less than the share (the minimum of concepts decides)', () => {
    const info = Array.from({ length: 6 }, (_, i) => informationOf(40 + 10 * i, N));
    // Each word carries about a sixth of the information: two qualify together, not one.
    expect(informedWays(info, 2)).toEqual([]);
    expect(informedWays(info, 3).every((way) => way.length === 2)).toBe(true);
  });

  it('leaves two concepts to the count (both, then either)', () => {
    expect(INFORMED_MIN_CONCEPTS).toBe(3);
    expect([...informedSets([1, 5])]).toEqual([0, 0, 0, 0]);
  });

  it(`qualifies a set with at least ${INFORMATION_SHARE} of the information, and only such sets`, () => {
    const info = [1, 1, 2];
    const informed = informedSets(info);
    for (let mask = 1; mask < 8; mask++) {
      const share = [0, 1, 2].reduce((sum, i) => sum + ((mask >> i) & 1 ? info[i]! : 0), 0) / 4;
      expect(informed[mask]).toBe(share >= INFORMATION_SHARE ? 1 : 0);
    }
  });
});
