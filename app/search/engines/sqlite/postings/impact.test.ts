import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  bm25Idf,
  bm25Score,
  countPhraseHits,
  decodeVarints,
  thresholdTopK,
  type ImpactList,
  type ImpactPhrase,
  type RankedDoc,
} from '#app/search/engines/sqlite/postings/impact.ts';

describe('bm25 pieces as FTS5 computes them', () => {
  it('IDF is ln((N - n + 0.5) / (n + 0.5)), 1e-6 when a term is in half the rows or more', () => {
    expect(bm25Idf(1000, 10)).toBeCloseTo(Math.log(990.5 / 10.5), 12);
    expect(bm25Idf(1000, 500)).toBe(1e-6);
    expect(bm25Idf(1000, 900)).toBe(1e-6);
  });
  it('score sums idf * f(k1+1) / (f + k1(1 - b + b D / avgdl)) over phrases', () => {
    const expected = 2 * ((8 * 2.2) / (8 + 1.2 * (0.25 + (0.75 * 100) / 50))) + 0.5 * ((3 * 2.2) / (3 + 1.2 * (0.25 + (0.75 * 100) / 50)));
    expect(bm25Score([2, 0.5], [8, 3], 100, 50)).toBeCloseTo(expected, 12);
    expect(bm25Score([2], [0], 100, 50)).toBe(0);
  });
  it('decodes SQLite varints (FTS5 docsize records)', () => {
    expect(decodeVarints(Uint8Array.from([0x05, 0x81, 0x00, 0xff, 0x7f, 0x00]))).toEqual([5, 128, 16383, 0]);
    expect(decodeVarints(new Uint8Array())).toEqual([]);
  });
  it('counts a phrase where its words stand at consecutive positions', () => {
    expect(countPhraseHits([new Set([0, 5, 9]), new Set([1, 7, 10])])).toBe(2);
    expect(countPhraseHits([new Set([0, 1, 2]), new Set([1, 2, 3])])).toBe(3);
    expect(countPhraseHits([new Set([3]), undefined])).toBe(0);
    expect(countPhraseHits([undefined])).toBe(0);
  });
});

/** A small corpus: per document, each word's weighted frequency and the document length. */
interface Corpus {
  rows: number;
  avgdl: number;
  length: number[];
  freq: number[][]; // freq[word][doc]
}

function corpusOf(seed: number[], docs: number, words: number): Corpus {
  let i = 0;
  const next = () => seed[i++ % seed.length]!;
  const length = Array.from({ length: docs + 1 }, () => 20 + (next() % 200));
  const freq = Array.from({ length: words }, (_, w) =>
    Array.from({ length: docs + 1 }, (_, d) => (d === 0 ? 0 : next() % (3 + w) === 0 ? 1 + (next() % 12) : 0)),
  );
  const avgdl = length.slice(1).reduce((a, b) => a + b, 0) / docs;
  return { rows: docs, avgdl, length, freq };
}

const df = (c: Corpus, w: number) => c.freq[w]!.filter((f) => f > 0).length;
const contribution = (c: Corpus, w: number, d: number) => bm25Score([bm25Idf(c.rows, df(c, w))], [c.freq[w]![d]!], c.length[d]!, c.avgdl);

function listOf(c: Corpus, w: number, depth: number): ImpactList {
  const all: RankedDoc[] = [];
  for (let d = 1; d <= c.rows; d++) if (c.freq[w]![d]! > 0) all.push({ doc: d, score: contribution(c, w, d) });
  all.sort((a, b) => b.score - a.score || b.doc - a.doc);
  const kept = all.slice(0, depth);
  return {
    docs: Int32Array.from(kept.map((r) => r.doc)),
    scores: Float64Array.from(kept.map((r) => r.score)),
    idf: bm25Idf(c.rows, df(c, w)),
    complete: kept.length === all.length,
  };
}

function exactScore(c: Corpus, words: number[], mode: 'all' | 'any', d: number): number | null {
  const has = words.map((w) => c.freq[w]![d]! > 0);
  if (mode === 'all' ? !has.every(Boolean) : !has.some(Boolean)) return null;
  return bm25Score(
    words.map((w) => bm25Idf(c.rows, df(c, w))),
    words.map((w) => c.freq[w]![d]!),
    c.length[d]!,
    c.avgdl,
  );
}

function bruteForce(c: Corpus, words: number[], mode: 'all' | 'any', k: number, accept: (d: number) => boolean): RankedDoc[] {
  const out: RankedDoc[] = [];
  for (let d = 1; d <= c.rows; d++) {
    const score = accept(d) ? exactScore(c, words, mode, d) : null;
    if (score !== null) out.push({ doc: d, score });
  }
  return out.sort((a, b) => b.score - a.score || b.doc - a.doc).slice(0, k);
}

describe('thresholdTopK (impact lists + exact rescoring)', () => {
  it('when it proves the top k, it is exactly the exhaustive top k (property test)', () => {
    let proven = 0;
    let runs = 0;
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 1_000_000 }), { minLength: 50, maxLength: 200 }),
        fc.uniqueArray(fc.integer({ min: 0, max: 5 }), { minLength: 1, maxLength: 4 }),
        fc.constantFrom<'all' | 'any'>('all', 'any'),
        fc.integer({ min: 1, max: 20 }),
        fc.integer({ min: 5, max: 80 }),
        fc.boolean(),
        (seed, words, mode, k, depth, filtered) => {
          const c = corpusOf(seed, 300, 6);
          const accept = filtered ? (d: number) => d % 3 !== 0 : () => true;
          const phrases: ImpactPhrase[] = words.map((w) => ({ idf: bm25Idf(c.rows, df(c, w)), lists: [listOf(c, w, depth)], single: true }));
          let scored = 0;
          const result = thresholdTopK({
            phrases,
            mode,
            k,
            accept,
            maxRescored: 10_000,
            rescore: (docs) => {
              scored += docs.length;
              return new Map(docs.map((d) => [d, exactScore(c, words, mode, d)]));
            },
          });
          runs++;
          expect(result.rescored).toBe(scored);
          if (!result.proven) return;
          proven++;
          const expected = bruteForce(c, words, mode, k, accept);
          expect(result.rows.map((r) => r.doc)).toEqual(expected.map((r) => r.doc));
          result.rows.forEach((r, i) => expect(r.score).toBeCloseTo(expected[i]!.score, 9));
        },
      ),
      { numRuns: 300 },
    );
    expect(proven).toBeGreaterThan(runs / 3); // the lists do prove most answers
  });

  it('complete lists bound rows outside them to zero: an AND over one complete list is always proven', () => {
    const c = corpusOf([7, 3, 11, 19, 23, 5, 2, 31, 17, 13, 29, 37], 200, 4);
    const words = [0, 3];
    const result = thresholdTopK({
      phrases: words.map((w) => ({ idf: bm25Idf(c.rows, df(c, w)), lists: [listOf(c, w, w === 3 ? 10_000 : 3)], single: true })),
      mode: 'all',
      k: 10,
      accept: () => true,
      maxRescored: 10_000,
      rescore: (docs) => new Map(docs.map((d) => [d, exactScore(c, words, 'all', d)])),
    });
    expect(result.proven).toBe(true);
    expect(result.rows.map((r) => r.doc)).toEqual(bruteForce(c, words, 'all', 10, () => true).map((r) => r.doc));
  });

  it('rows found in every list need no rescoring; others are scored in bound order until proven', () => {
    const c = corpusOf([1, 4, 9, 16, 25, 36, 49, 64, 81, 100, 121], 300, 3);
    const words = [0, 1];
    const calls: number[][] = [];
    const result = thresholdTopK({
      phrases: words.map((w) => ({ idf: bm25Idf(c.rows, df(c, w)), lists: [listOf(c, w, 10_000)], single: true })),
      mode: 'all',
      k: 5,
      accept: () => true,
      maxRescored: 10_000,
      rescore: (docs) => (calls.push([...docs]), new Map(docs.map((d) => [d, exactScore(c, words, 'all', d)]))),
    });
    // Both lists complete: every match is in both, scores are known, nothing is rescored.
    expect(calls).toEqual([]);
    expect(result.proven).toBe(true);
    expect(result.rows.map((r) => r.doc)).toEqual(bruteForce(c, words, 'all', 5, () => true).map((r) => r.doc));
  });

  it('gives up (proven: false) when the budget runs out', () => {
    const c = corpusOf([3, 141, 59, 26, 53, 58, 97, 93, 23, 84, 62, 64, 33], 300, 6);
    const words = [4, 5];
    const result = thresholdTopK({
      phrases: words.map((w) => ({ idf: bm25Idf(c.rows, df(c, w)), lists: [listOf(c, w, 4)], single: true })),
      mode: 'all',
      k: 10,
      accept: () => true,
      maxRescored: 2,
      batch: 2,
      rescore: (docs) => new Map(docs.map((d) => [d, exactScore(c, words, 'all', d)])),
    });
    expect(result.proven).toBe(false);
    expect(result.rescored).toBeLessThanOrEqual(2);
  });

  it('with a known universe of matches, only those rows are candidates', () => {
    const c = corpusOf([2, 7, 1, 8, 2, 8, 1, 8, 2, 8, 4, 5, 9], 200, 3);
    const words = [0, 1];
    const universe: number[] = [];
    for (let d = 1; d <= c.rows; d++) if (exactScore(c, words, 'all', d) !== null && d % 2 === 0) universe.push(d);
    const accept = (d: number) => d % 2 === 0;
    const result = thresholdTopK({
      phrases: words.map((w) => ({ idf: bm25Idf(c.rows, df(c, w)), lists: w === 0 ? [] : [listOf(c, w, 3)], single: w !== 0 })),
      mode: 'all',
      k: 10,
      accept,
      universe,
      maxRescored: 10_000,
      rescore: (docs) => new Map(docs.map((d) => [d, exactScore(c, words, 'all', d)])),
    });
    expect(result.proven).toBe(true);
    expect(result.rows.map((r) => r.doc)).toEqual(bruteForce(c, words, 'all', 10, accept).map((r) => r.doc));
  });
});
