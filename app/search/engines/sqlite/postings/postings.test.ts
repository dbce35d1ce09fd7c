import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bm25Idf, bm25Saturation, type RankedDoc } from '#app/search/engines/sqlite/postings/impact.ts';
import { boundedTopK, phraseCandidates } from './phrase-candidates.ts';
import { gallop, lengthTerms, PostingsScratch, unionOfRows, type Postings } from './lists.ts';
import { newestMatches } from './newest.ts';
import { postingsTopK } from './top-k.ts';
import { relaxedTopK } from './relaxed-top-k.ts';

describe('postings', () => {
  it('gallops to the first row at or after a target', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.integer({ min: 0, max: 500 })), fc.integer({ min: -5, max: 505 }), fc.nat(40), (values, target, from) => {
        const docs = Int32Array.from(values.sort((a, b) => a - b));
        const start = Math.min(from, docs.length);
        let expected = start;
        while (expected < docs.length && docs[expected]! < target) expected++;
        expect(gallop(docs, start, target)).toBe(expected);
      }),
    );
  });
});

describe('unionOfRows', () => {
  it('gives the rows of every list once, ascending, within the range', () => {
    const lists = fc.array(fc.array(fc.integer({ min: 0, max: 200 }), { maxLength: 30 }), { maxLength: 5 });
    fc.assert(
      fc.property(lists, fc.integer({ min: 0, max: 200 }), fc.integer({ min: 0, max: 200 }), (raw, a, b) => {
        const [lo, hi] = [Math.min(a, b), Math.max(a, b)];
        const every = [...new Set(raw.flat())].sort((x, y) => x - y);
        expect([...unionOfRows(raw.map((l) => Int32Array.from(l)), lo, hi)]).toEqual(every.filter((d) => d >= lo && d <= hi));
        expect([...unionOfRows(raw.map((l) => Int32Array.from(l)))]).toEqual(every);
      }),
    );
  });
});

/** Brute force: every row, its score summed phrase by phrase as FTS5 does. */
function bruteForce(
  freq: number[][],
  length: number[],
  avgdl: number,
  idfs: number[],
  q: { include: number[]; exclude: number[]; mode: 'all' | 'any'; k: number; lo: number; hi: number; accept: ((d: number) => boolean) | null },
) {
  const rows: RankedDoc[] = [];
  for (let d = q.lo; d <= Math.min(q.hi, length.length - 1); d++) {
    if (d < 1 || (q.accept && !q.accept(d))) continue;
    if (q.exclude.some((w) => freq[w]![d]! > 0)) continue;
    const has = q.include.map((w) => freq[w]![d]! > 0);
    if (q.mode === 'all' ? !has.every(Boolean) : !has.some(Boolean)) continue;
    let score = 0.0;
    for (const w of q.include) score += freq[w]![d]! > 0 ? idfs[w]! * bm25Saturation(freq[w]![d]!, length[d]!, avgdl) : 0;
    rows.push({ doc: d, score });
  }
  const matches = rows.map((r) => r.doc).sort((a, b) => a - b);
  rows.sort((a, b) => b.score - a.score || b.doc - a.doc);
  return { rows: rows.slice(0, q.k), matches };
}

describe('exhaustive top k from postings', () => {
  it('equals brute force: all and any, exclusions, ranges, filters, dense and sparse words', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 2 ** 31 - 1 }),
        fc.integer({ min: 20, max: 400 }),
        fc.array(fc.integer({ min: 0, max: 5 }), { minLength: 1, maxLength: 4 }),
        fc.array(fc.integer({ min: 0, max: 5 }), { maxLength: 2 }),
        fc.constantFrom<'all' | 'any'>('all', 'any'),
        fc.integer({ min: 1, max: 30 }),
        fc.boolean(),
        fc.boolean(),
        (seed, docs, include, exclude, mode, k, ranged, filtered) => {
          let x = seed;
          const next = () => ((x = (x * 1103515245 + 12345) % 2 ** 31), x);
          const length = Array.from({ length: docs + 1 }, () => 5 + (next() % 300));
          // Word w is in about 1/(1+w) of the rows (word 0 in every row): dense and sparse lists.
          const freq = Array.from({ length: 6 }, (_, w) =>
            Array.from({ length: docs + 1 }, (_, d) => (d > 0 && next() % (1 + w) === 0 ? 1 + (next() % (w === 5 ? 400 : 20)) : 0)),
          );
          const avgdl = length.slice(1).reduce((a, b) => a + b, 0) / docs;
          const idfs = freq.map((f) => bm25Idf(docs, f.filter((v) => v > 0).length));
          const postings: Postings[] = freq.map((f, w) => {
            const rows = f.flatMap((v, d) => (v > 0 ? [d] : []));
            const values = rows.map((d) => f[d]!);
            return { docs: Int32Array.from(rows), freqs: w === 5 ? Uint16Array.from(values) : Uint8Array.from(values), idf: idfs[w]! };
          });
          const lo = ranged ? 1 + (next() % docs) : 1;
          const hi = ranged ? lo + (next() % docs) : docs;
          const accept = filtered ? (d: number) => d % 3 !== 1 : null;
          const q = { include, exclude, mode, k, lo, hi, accept };
          const expected = bruteForce(freq, length, avgdl, idfs, q);
          const scratch = new PostingsScratch(docs);
          const got = postingsTopK(
            { include: include.map((w) => postings[w]!), exclude: exclude.map((w) => postings[w]!), mode, k, lo, hi, accept, lengthTerm: lengthTerms(Uint16Array.from(length), avgdl) },
            scratch,
          );
          expect(got.rows).toEqual(expected.rows); // scores bit for bit, ties newer row first
          // The top alone, skipping rows that cannot enter it (max: each word's largest part).
          const withMax = postings.map((p, w) => ({ ...p, max: Math.max(0, ...[...p.docs].map((d) => idfs[w]! * bm25Saturation(freq[w]![d]!, length[d]!, avgdl))) }));
          const lengthTerm = lengthTerms(Uint16Array.from(length), avgdl);
          const base = { include: include.map((w) => withMax[w]!), exclude: exclude.map((w) => postings[w]!), k, lo, hi, accept, lengthTerm };
          if (mode === 'all') expect(postingsTopK({ ...base, mode, topOnly: true }, scratch).rows).toEqual(expected.rows);
          // The newest matches, as FTS5's newest-first sample gives them.
          if (mode === 'all') {
            const cap = 1 + (seed % 7);
            const newest = newestMatches(base, cap, scratch);
            const all = [...expected.matches].reverse();
            expect([...newest.docs]).toEqual(all.slice(0, cap));
            expect(newest.complete).toBe(all.length <= cap);
          }
          expect([...got.matches].sort((a, b) => a - b)).toEqual(expected.matches);
          // The scratch arrays are left clean for the next query.
          expect(scratch.seen.every((v) => v === 0) && scratch.score.every((v) => v === 0) && scratch.excluded.every((v) => v === 0)).toBe(true);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('answers nothing for no words or k = 0', () => {
    const scratch = new PostingsScratch(4);
    const p: Postings = { docs: Int32Array.from([1, 2]), freqs: Uint8Array.from([1, 1]), idf: 1 };
    const base = { exclude: [], mode: 'all' as const, lo: 1, hi: 4, accept: null, lengthTerm: new Float64Array(5).fill(1) };
    expect(postingsTopK({ ...base, include: [], k: 10 }, scratch).rows).toEqual([]);
    expect(postingsTopK({ ...base, include: [p], k: 0 }, scratch).rows).toEqual([]);
  });
});

describe('phrase queries: candidates with bounds, then exact scores in bound order', () => {
  it('candidates are the rows with every word (and required rows), each bound above any score a phrase can give', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2 ** 31 - 1 }), fc.integer({ min: 10, max: 300 }), fc.boolean(), (seed, docs, useRequired) => {
        let x = seed;
        const next = () => ((x = (x * 1103515245 + 12345) % 2 ** 31), x);
        const length = Array.from({ length: docs + 1 }, () => 5 + (next() % 300));
        const avgdl = length.slice(1).reduce((a, b) => a + b, 0) / docs;
        const freq = Array.from({ length: 3 }, (_, w) => Array.from({ length: docs + 1 }, (_, d) => (d > 0 && next() % (1 + w) === 0 ? 1 + (next() % 9) : 0)));
        const words: Postings[] = freq.map((f) => {
          const rows = f.flatMap((v, d) => (v > 0 ? [d] : []));
          return { docs: Int32Array.from(rows), freqs: Uint8Array.from(rows.map((d) => f[d]!)), idf: 1.5 };
        });
        const required = useRequired ? [Int32Array.from(Array.from({ length: docs }, (_, i) => i + 1).filter((d) => d % 2 === 0))] : [];
        // Phrase "w1 w2" (bounded) and the word w0 (exact).
        const phrases = [
          { idf: 0.7, words: [0], single: true },
          { idf: 2.5, words: [1, 2], single: false },
        ];
        const lengthTerm = lengthTerms(Uint16Array.from(length), avgdl);
        const got = phraseCandidates({ words, phrases, lo: 1, hi: docs, accept: null, exclude: [], required, lengthTerm }, new PostingsScratch(docs));
        const expected = Array.from({ length: docs }, (_, i) => i + 1).filter((d) => freq.every((f) => f[d]! > 0) && (!useRequired || d % 2 === 0));
        expect([...got.docs]).toEqual(expected);
        got.docs.forEach((d, i) => {
          // Any phrase frequency up to the smaller of its words' frequencies scores at most the bound.
          const most = Math.min(freq[1]![d]!, freq[2]![d]!);
          for (let pf = 0; pf <= most; pf++) {
            const score = 0.7 * bm25Saturation(freq[0]![d]!, length[d]!, avgdl) + 2.5 * bm25Saturation(pf, length[d]!, avgdl);
            expect(score).toBeLessThanOrEqual(got.bounds[i]! * (1 + 1e-12));
          }
        });
      }),
      { numRuns: 100 },
    );
  });

  it('scores in bound order until proven: the exact top k of the rows that match', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.double({ min: 0.1, max: 50, noNaN: true }), fc.double({ min: 0, max: 1, noNaN: true }), fc.boolean()), { maxLength: 300 }),
        fc.integer({ min: 1, max: 25 }),
        fc.integer({ min: 1, max: 40 }),
        (rows, k, batch) => {
          const docs = Int32Array.from(rows.map((_, i) => i + 1));
          const bounds = Float64Array.from(rows.map(([b]) => b));
          const exact = new Map(rows.map(([b, share, matches], i) => [i + 1, matches ? b * share : null]));
          let scored = 0;
          const got = boundedTopK({
            docs,
            bounds,
            k,
            batch,
            maxRescored: Infinity,
            rescore: (ds) => {
              scored += ds.length;
              return new Map(ds.map((d) => [d, exact.get(d)!]));
            },
          });
          const truth = [...exact]
            .filter(([, s]) => s !== null)
            .map(([doc, score]) => ({ doc, score: score! }))
            .sort((a, b) => b.score - a.score || b.doc - a.doc)
            .slice(0, k);
          expect(got.proven).toBe(true);
          expect(got.rows).toEqual(truth);
          expect(got.rescored).toBe(scored);
          // A budget too small for the proof gives up.
          if (scored > batch) expect(boundedTopK({ docs, bounds, k, batch, maxRescored: 1, rescore: (ds) => new Map(ds.map((d) => [d, exact.get(d)!])) }).proven).toBe(false);
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe('relaxedTopK (decision 0011)', () => {
  // Rows 1-6, every row 10 tokens long; three concepts a, b, c (c with an expansion c2).
  const lengthTerm = lengthTerms(Uint16Array.from({ length: 7 }, () => 10), 10);
  const list = (docs: number[], f = 1, idf = 2) => ({ docs: Int32Array.from(docs), freqs: Uint8Array.from(docs.map(() => f)), idf });
  const a = list([1, 2, 3, 5]);
  const b = list([1, 2, 4]);
  const c = list([1, 3]);
  const c2 = list([6, 4]);
  const query = {
    lists: [
      { postings: a, concept: 0, weight: 1 },
      { postings: b, concept: 1, weight: 1 },
      { postings: c, concept: 2, weight: 1 },
      { postings: { ...c2, docs: Int32Array.from([4, 6]) }, concept: 2, weight: 0.5 },
    ],
    conceptIdf: [1, 1, 1],
    minimum: 2,
    exponent: 2,
    exclude: [],
    k: 10,
    lo: 1,
    hi: 6,
    accept: null,
    lengthTerm,
  };

  it('keeps the rows with the minimum of concepts (an expansion covers its concept) and ranks covering more first', () => {
    const { rows, matches } = relaxedTopK(query, new PostingsScratch(6));
    expect([...matches].sort()).toEqual([1, 2, 3, 4]);
    expect(rows[0]!.doc).toBe(1); // all three concepts
    const score = (doc: number) => rows.find((r) => r.doc === doc)!.score;
    expect(score(2)).toBeCloseTo(score(3)); // two typed concepts each
    expect(score(4)).toBeLessThan(score(2)); // the same coverage, but through an expansion (weighted less)
  });

  it('also keeps a row whose concepts qualify by information, below the minimum (decision 0033)', () => {
    // Concept a (rows 1, 2, 3, 5) alone carries enough information: row 5, with a only, qualifies.
    const informed = Uint8Array.from({ length: 8 }, (_, mask) => (mask & 1 ? 1 : 0));
    const { rows, matches } = relaxedTopK({ ...query, informed }, new PostingsScratch(6));
    expect([...matches].sort()).toEqual([1, 2, 3, 4, 5]);
    // Row 6 has only concept c, which does not qualify alone.
    expect(rows.map((r) => r.doc)).not.toContain(6);
    expect(rows.at(-1)!.doc).toBe(5); // one concept of three: ranked last
  });

  it('multiplies a partial row by its coverage^exponent and leaves a full row its bm25', () => {
    const { rows } = relaxedTopK(query, new PostingsScratch(6));
    const term = 2 * bm25Saturation(1, 10, 10);
    expect(rows.find((r) => r.doc === 1)!.score).toBeCloseTo(3 * term, 12);
    expect(rows.find((r) => r.doc === 2)!.score).toBeCloseTo(2 * term * (2 / 3) ** 2, 12);
  });

  it('multiplies a row by 1 + weight x the share of the concepts its title has (decision 0014)', () => {
    // Row 2's title has a and b, row 3's has a; row 5 (one concept, below the minimum) has a too.
    const titles = {
      weight: 2,
      lists: [
        { docs: Int32Array.from([2, 3, 5]), concept: 0 },
        { docs: Int32Array.from([2]), concept: 1 },
      ],
    };
    const scratch = new PostingsScratch(6);
    const plain = relaxedTopK(query, new PostingsScratch(6)).rows;
    const { rows, matches } = relaxedTopK({ ...query, titles }, scratch);
    const score = (list: typeof rows, doc: number) => list.find((r) => r.doc === doc)!.score;
    expect([...matches].sort()).toEqual([1, 2, 3, 4]); // the title changes the order, never the matches
    expect(score(rows, 2)).toBeCloseTo(score(plain, 2) * (1 + (2 * 2) / 3), 12);
    expect(score(rows, 3)).toBeCloseTo(score(plain, 3) * (1 + 2 / 3), 12);
    expect(score(rows, 1)).toBeCloseTo(score(plain, 1), 12); // no title word: its bm25 x coverage as before
    // Rows 2 and 3 tied on the text (two concepts each); row 2's title has both.
    expect(rows.map((r) => r.doc).indexOf(2)).toBeLessThan(rows.map((r) => r.doc).indexOf(3));
    expect([...scratch.titleMask].every((v) => v === 0)).toBe(true);
  });

  it('lists by row, newest first, with sort=newest, and leaves the scratch arrays zeroed', () => {
    const scratch = new PostingsScratch(6);
    expect(relaxedTopK({ ...query, newest: true }, scratch).rows.map((r) => r.doc)).toEqual([4, 3, 2, 1]);
    expect([...scratch.mask, ...scratch.seen].every((v) => v === 0)).toBe(true);
  });

  it('finds the same rows with the same scores as summing every list (any lists, minimum, filters, titles)', () => {
    // Brute force: every row's concepts and bm25 sum over every list, then the rule.
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            docs: fc.uniqueArray(fc.integer({ min: 1, max: 80 }), { maxLength: 60 }),
            concept: fc.integer({ min: 0, max: 4 }),
            f: fc.integer({ min: 1, max: 5 }),
            weight: fc.constantFrom(1, 0.25),
          }),
          { minLength: 1, maxLength: 7 },
        ),
        fc.integer({ min: 1, max: 5 }),
        fc.integer({ min: 1, max: 15 }),
        fc.uniqueArray(fc.integer({ min: 1, max: 80 }), { maxLength: 8 }),
        fc.boolean(),
        (raw, minimum, k, excludedRows, withTitles) => {
          const concepts = 1 + Math.max(...raw.map((r) => r.concept));
          const lengths = lengthTerms(Uint16Array.from({ length: 81 }, (_, i) => 5 + (i % 7)), 8);
          const lists = raw.map((r) => ({
            postings: { docs: Int32Array.from([...r.docs].sort((x, y) => x - y)), freqs: Uint8Array.from(r.docs.map(() => r.f)), idf: 1 + r.concept },
            concept: r.concept,
            weight: r.weight,
          }));
          const conceptIdf = Array.from({ length: concepts }, (_, c) => 1 + c);
          const exclude = excludedRows.length ? [list([...excludedRows].sort((x, y) => x - y))] : [];
          const accept = (doc: number) => doc % 11 !== 0;
          const titles = withTitles ? { weight: 2, lists: [{ docs: Int32Array.from([2, 4, 8, 16, 32, 64]), concept: 0 }] } : null;
          const scratch = new PostingsScratch(80);
          const got = relaxedTopK({ ...query, lists, conceptIdf, minimum, k, lo: 3, hi: 77, exclude, accept, lengthTerm: lengths, titles }, scratch);

          const totalIdf = conceptIdf.reduce((a, b) => a + b, 0);
          const expected: RankedDoc[] = [];
          for (let doc = 3; doc <= 77; doc++) {
            if (excludedRows.includes(doc) || !accept(doc)) continue;
            let bm25 = 0;
            const has = new Set<number>();
            for (const l of lists) {
              const i = l.postings.docs.indexOf(doc);
              if (i < 0) continue;
              has.add(l.concept);
              const f = l.postings.freqs[i]!;
              bm25 += l.postings.idf * l.weight * ((f * 2.2) / (f + lengths[doc]!));
            }
            if (has.size < minimum) continue;
            const covered = [...has].reduce((a, c) => a + conceptIdf[c]!, 0);
            let score = bm25 * Math.pow(covered / totalIdf, query.exponent);
            if (titles && has.has(0) && titles.lists[0]!.docs.includes(doc)) score *= 1 + titles.weight / concepts;
            expected.push({ doc, score });
          }
          expect([...got.matches].sort((x, y) => x - y)).toEqual(expected.map((e) => e.doc));
          expected.sort((x, y) => y.score - x.score || y.doc - x.doc);
          const top = expected.slice(0, k);
          expect(got.rows.map((r) => r.score)).toEqual(top.map((e) => expect.closeTo(e.score, 9)));
          expect([...scratch.mask, ...scratch.titleMask].every((v) => v === 0)).toBe(true);
          expect([...scratch.score].every((v) => v === 0)).toBe(true);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('gives the newest k matches for any lists and any k (newest first)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.uniqueArray(fc.integer({ min: 1, max: 60 }), { maxLength: 40 }), { minLength: 1, maxLength: 4 }),
        fc.integer({ min: 1, max: 4 }),
        fc.integer({ min: 1, max: 12 }),
        (docsByConcept, minimum, k) => {
          const lengths = lengthTerms(Uint16Array.from({ length: 61 }, () => 10), 10);
          const lists = docsByConcept.map((docs, concept) => ({ postings: list(docs.sort((x, y) => x - y)), concept, weight: 1 }));
          const conceptIdf = docsByConcept.map(() => 1);
          const got = relaxedTopK({ ...query, lists, conceptIdf, minimum, k, hi: 60, lengthTerm: lengths, newest: true }, new PostingsScratch(60));
          const matching = Array.from({ length: 60 }, (_, i) => 60 - i).filter((d) => docsByConcept.filter((docs) => docs.includes(d)).length >= minimum);
          expect(got.rows.map((r) => r.doc)).toEqual(matching.slice(0, k));
          expect([...got.matches].sort((x, y) => y - x)).toEqual(matching);
        },
      ),
    );
  });
});
