import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { informedSets } from '#app/search/query/plan.ts';
import { K1_PLUS_1, lengthTerms, PostingsScratch, type Postings } from './lists.ts';
import { relaxedTopK, type RelaxedList, type RelaxedQuery } from './relaxed-top-k.ts';
import { newestRelaxedMatches, prunedRelaxedTopK, topOfMatches, type ImpactHead } from '#app/search/engines/sqlite/postings/relaxed-pruned.ts';

const ROWS = 120;
const lengthTerm = lengthTerms(Uint16Array.from({ length: ROWS + 1 }, (_, i) => 4 + ((i * 7) % 13)), 10);

/** A list's postings from its rows and each row's frequency. */
function postingsOf(rows: ReadonlyArray<{ doc: number; f: number }>, idf: number): Postings {
  const sorted = [...rows].sort((a, b) => a.doc - b.doc);
  return { docs: Int32Array.from(sorted, (r) => r.doc), freqs: Uint8Array.from(sorted, (r) => r.f), idf };
}

/** What the import stores for a word: its `depth` best rows (by its contribution, newer first on ties) with their contributions. */
function headOf(p: Postings, depth: number): ImpactHead {
  const scored = Array.from(p.docs, (doc, i) => ({ doc, score: p.idf * ((p.freqs[i]! * K1_PLUS_1) / (p.freqs[i]! + lengthTerm[doc]!)) }));
  scored.sort((a, b) => b.score - a.score || b.doc - a.doc);
  const top = scored.slice(0, depth);
  return { docs: Int32Array.from(top, (r) => r.doc), scores: Float64Array.from(top, (r) => r.score), complete: top.length === scored.length };
}

const baseQuery = (lists: RelaxedList[], concepts: number): RelaxedQuery => ({
  lists,
  conceptIdf: Array.from({ length: concepts }, (_, c) => 1 + c / 2),
  minimum: 1,
  exponent: 1.25,
  exclude: [],
  k: 10,
  lo: 1,
  hi: ROWS,
  accept: null,
  lengthTerm,
});

const zeroed = (s: PostingsScratch) => [...s.mask, ...s.titleMask, ...s.excluded].every((v) => v === 0) && [...s.score].every((v) => v === 0);

const listArb = fc.record({
  rows: fc.uniqueArray(fc.record({ doc: fc.integer({ min: 1, max: ROWS }), f: fc.integer({ min: 1, max: 6 }) }), { selector: (r) => r.doc, maxLength: 90 }),
  concept: fc.integer({ min: 0, max: 4 }),
  weight: fc.constantFrom(1, 0.5, 0.25),
  head: fc.option(fc.integer({ min: 1, max: 40 }), { nil: null }),
});

describe('prunedRelaxedTopK (decision 0021)', () => {
  it('when it answers, gives exactly the rows and scores of summing every list (any lists, heads, depths, filters, titles)', () => {
    let answered = 0;
    let runs = 0;
    fc.assert(
      fc.property(
        fc.array(listArb, { minLength: 1, maxLength: 7 }),
        fc.integer({ min: 1, max: 5 }),
        fc.integer({ min: 1, max: 12 }),
        fc.uniqueArray(fc.integer({ min: 1, max: 50 }), { minLength: 1, maxLength: 3 }),
        fc.uniqueArray(fc.integer({ min: 1, max: ROWS }), { maxLength: 6 }),
        fc.boolean(),
        fc.boolean(),
        fc.boolean(),
        (raw, minimumWanted, k, depths, excludedRows, withTitles, filtered, byInformation) => {
          const used = [...new Set(raw.map((r) => r.concept))].sort();
          const concepts = used.length;
          const lists = raw.map((r) => ({ postings: postingsOf(r.rows, 1 + r.concept / 3), concept: used.indexOf(r.concept), weight: r.weight }));
          const heads = raw.map((r, j) => (r.head === null ? null : headOf(lists[j]!.postings, r.head)));
          const titles = withTitles
            ? { weight: 2, lists: used.map((_, c) => ({ docs: Int32Array.from({ length: 30 }, (_, i) => 1 + ((i * (c + 3)) % ROWS)).sort(), concept: c })) }
            : null;
          const query: RelaxedQuery = {
            ...baseQuery(lists, concepts),
            minimum: Math.min(minimumWanted, concepts),
            k,
            lo: 5,
            hi: 110,
            exclude: excludedRows.length ? [postingsOf(excludedRows.map((doc) => ({ doc, f: 1 })), 1)] : [],
            accept: filtered ? (doc: number) => doc % 7 !== 0 : null,
            titles,
            // Matching by information (decision 0033): the later concepts carry more, and may qualify alone.
            informed: byInformation ? informedSets(used.map((_, c) => 1 + 2 * c)) : null,
          };
          const scratch = new PostingsScratch(ROWS);
          const expected = relaxedTopK(query, new PostingsScratch(ROWS)).rows;
          const got = prunedRelaxedTopK({ ...query, heads, depths: [...depths].sort((a, b) => a - b), candidateCost: 0 }, scratch);
          runs++;
          // Knowing every match, the top is the same too.
          const all = relaxedTopK(query, new PostingsScratch(ROWS)).matches;
          expect(topOfMatches(query, all.slice().reverse(), scratch)).toEqual(expected);
          if (got) {
            answered++;
            expect(got.map((r) => r.doc)).toEqual(expected.map((r) => r.doc));
            expect(got.map((r) => r.score)).toEqual(expected.map((r) => r.score));
          }
          expect(zeroed(scratch)).toBe(true);
        },
      ),
      { numRuns: 400 },
    );
    // Not a check that never runs: a good share of random queries are proven (about a fifth).
    expect(answered).toBeGreaterThan(runs / 10);
  });

  it('answers from the heads alone when they prove the top, and refuses when rows outside them could beat it', () => {
    // Word a: 100 rows; rows 101-110 have it 6 times (the best), the others once.
    const rows = Array.from({ length: 100 }, (_, i) => ({ doc: i + 1, f: 1 })).concat(Array.from({ length: 10 }, (_, i) => ({ doc: 101 + i, f: 6 })));
    const a = postingsOf(rows, 2);
    const query = { ...baseQuery([{ postings: a, concept: 0, weight: 1 }], 1), k: 5 };
    const proven = prunedRelaxedTopK({ ...query, heads: [headOf(a, 10)], depths: [10], candidateCost: 0 }, new PostingsScratch(ROWS));
    expect(proven?.map((r) => r.doc)).toEqual(relaxedTopK(query, new PostingsScratch(ROWS)).rows.map((r) => r.doc));
    // The same proof, not tried when its candidates cost more than summing the list's 110 postings.
    expect(prunedRelaxedTopK({ ...query, heads: [headOf(a, 10)], depths: [10], candidateCost: 12 }, new PostingsScratch(ROWS))).toBeNull();
    // Ten rows of the head but fifteen wanted: a row outside may tie the tenth.
    expect(prunedRelaxedTopK({ ...query, k: 15, heads: [headOf(a, 10)], depths: [10], candidateCost: 0 }, new PostingsScratch(ROWS))).toBeNull();
    // Without an impact list a long list bounds every row by its largest contribution: nothing is proven.
    expect(prunedRelaxedTopK({ ...query, heads: [null], depths: [10], candidateCost: 0 }, new PostingsScratch(ROWS))).toBeNull();
  });

  it('scores a row outside every head whose title has the query (its title factor lifts it to the top)', () => {
    // Concepts a and b: rows 1-40 have both (a twice); row 60 has both once, in a long row, and its title has both.
    const a = postingsOf(Array.from({ length: 40 }, (_, i) => ({ doc: i + 1, f: 2 })).concat([{ doc: 60, f: 1 }]), 1);
    const b = postingsOf(Array.from({ length: 40 }, (_, i) => ({ doc: i + 1, f: 2 })).concat([{ doc: 60, f: 1 }]), 1);
    const lists = [
      { postings: a, concept: 0, weight: 1 },
      { postings: b, concept: 1, weight: 1 },
    ];
    const titles = { weight: 2, lists: [{ docs: Int32Array.from([60]), concept: 0 }, { docs: Int32Array.from([60]), concept: 1 }] };
    const query = { ...baseQuery(lists, 2), minimum: 2, k: 3, titles };
    const expected = relaxedTopK(query, new PostingsScratch(ROWS)).rows;
    expect(expected[0]!.doc).toBe(60);
    const got = prunedRelaxedTopK({ ...query, heads: [headOf(a, 5), headOf(b, 5)], depths: [5], candidateCost: 0 }, new PostingsScratch(ROWS));
    expect(got).toEqual(expected);
  });

  it('does not answer newest-first or tiered queries (they are ranked otherwise)', () => {
    const a = postingsOf([{ doc: 1, f: 1 }], 1);
    const query = { ...baseQuery([{ postings: a, concept: 0, weight: 1 }], 1), heads: [headOf(a, 1)], depths: [1], candidateCost: 0 };
    expect(prunedRelaxedTopK({ ...query, newest: true }, new PostingsScratch(ROWS))).toBeNull();
    expect(prunedRelaxedTopK({ ...query, tiered: true }, new PostingsScratch(ROWS))).toBeNull();
  });
});

describe('newestRelaxedMatches', () => {
  it('gives the newest matches (at most cap, newest first) and says whether they are all of them', () => {
    fc.assert(
      fc.property(fc.array(listArb, { minLength: 1, maxLength: 6 }), fc.integer({ min: 1, max: 5 }), fc.integer({ min: 1, max: 60 }), fc.boolean(), (raw, minimumWanted, cap, filtered) => {
        const used = [...new Set(raw.map((r) => r.concept))].sort();
        const lists = raw.map((r) => ({ postings: postingsOf(r.rows, 1), concept: used.indexOf(r.concept), weight: r.weight }));
        const query: RelaxedQuery = {
          ...baseQuery(lists, used.length),
          minimum: Math.min(minimumWanted, used.length),
          lo: 3,
          hi: 115,
          exclude: [postingsOf([{ doc: 9, f: 1 }, { doc: 50, f: 1 }], 1)],
          accept: filtered ? (doc: number) => doc % 5 !== 0 : null,
        };
        const scratch = new PostingsScratch(ROWS);
        const got = newestRelaxedMatches(query, cap, scratch);
        const all = [...relaxedTopK(query, new PostingsScratch(ROWS)).matches].sort((x, y) => y - x);
        expect([...got.docs]).toEqual(all.slice(0, cap));
        expect(got.complete).toBe(all.length <= cap);
        expect(zeroed(scratch)).toBe(true);
      }),
      { numRuns: 300 },
    );
  });
});
