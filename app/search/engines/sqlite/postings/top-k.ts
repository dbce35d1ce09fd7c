/** The exhaustive BM25 top k of words and phrases from their postings (lists.ts). */
import type { PostingsScratch } from './lists.ts';
import { gallop, K1_PLUS_1, listRanges, markExcluded, type PostingsQuery, type PostingsResult, TopK } from './lists.ts';
import { BOUND_SLACK } from './phrase-candidates.ts';

/**
 * The exhaustive BM25 top k of a query of single words, from their postings. Scores are
 * summed phrase by phrase in the query's order, as FTS5 does (a missing phrase adds 0), each
 * term idf * f (k1 + 1) / (f + lengthTerm) exactly as FTS5 evaluates it. 'all' queries walk
 * the rarest word's rows and find each in the other lists by galloping when that is cheaper,
 * else sweep every list through per-row accumulators.
 */
export function postingsTopK(query: PostingsQuery, scratch: PostingsScratch): PostingsResult {
  const { include, exclude, mode, lengthTerm, accept, lo, hi } = query;
  const top = new TopK(Math.max(1, query.k));
  const m = include.length;
  if (m === 0 || query.k <= 0) return { rows: [], matches: new Int32Array(0) };
  const { score, seen, excluded } = scratch;
  markExcluded(scratch, exclude, 1);
  try {
    // Each list's part inside the range (rows are ascending).
    const { from, to } = listRanges(include.map((p) => p.docs), lo, hi);
    const sizes = include.map((_, j) => to[j]! - from[j]!);
    const total = sizes.reduce((a, b) => a + b, 0);

    if (mode === 'all') {
      let driver = 0;
      for (let j = 1; j < m; j++) if (sizes[j]! < sizes[driver]!) driver = j;
      const rarest = sizes[driver]!;
      const matches = new Int32Array(rarest);
      let n = 0;
      if (query.topOnly || m === 1 || rarest * (m - 1) * 4 < total) {
        // Galloping costs ~log(gap) per lookup; a sweep costs one step per posting.
        const at = Int32Array.from(from);
        const index = new Int32Array(m);
        const base = include[driver]!.docs;
        const baseFreqs = include[driver]!.freqs;
        const baseIdf = include[driver]!.idf;
        // The most the other words can add (slack: their max may be rounded differently).
        let rest = 0;
        for (let j = 0; j < m; j++) if (j !== driver) rest += include[j]!.max ?? include[j]!.idf * K1_PLUS_1;
        rest *= 1 + BOUND_SLACK;
        const prune = query.topOnly === true;
        outer: for (let i = from[driver]!; i < to[driver]!; i++) {
          const doc = base[i]!;
          if (excluded[doc] === 1 || (accept !== null && !accept(doc))) continue;
          if (prune && top.rows.length >= top.k) {
            const f = baseFreqs[i]!;
            if (baseIdf * ((f * K1_PLUS_1) / (f + lengthTerm[doc]!)) + rest < top.floor) continue;
          }
          for (let j = 0; j < m; j++) {
            if (j === driver) {
              index[j] = i;
              continue;
            }
            const list = include[j]!.docs;
            const p = gallop(list, at[j]!, doc);
            at[j] = p;
            if (p >= to[j]!) break outer;
            if (list[p] !== doc) continue outer;
            index[j] = p;
          }
          let s = 0.0;
          for (let j = 0; j < m; j++) {
            const p = include[j]!;
            const f = p.freqs[index[j]!]!;
            s += p.idf * ((f * K1_PLUS_1) / (f + lengthTerm[doc]!));
          }
          matches[n++] = doc;
          if (s >= top.floor) top.offer(doc, s);
        }
        return { rows: top.rows, matches: matches.subarray(0, n) };
      }
      // Sweep: seen[doc] counts the phrases found so far (in order); only rows that had
      // every earlier phrase go on, so after the last list seen === m marks the matches.
      {
        const { docs, freqs, idf } = include[0]!;
        for (let i = from[0]!; i < to[0]!; i++) {
          const doc = docs[i]!;
          if (excluded[doc] === 1 || (accept !== null && !accept(doc))) continue;
          seen[doc] = 1;
          const f = freqs[i]!;
          score[doc] = 0.0 + idf * ((f * K1_PLUS_1) / (f + lengthTerm[doc]!));
        }
      }
      for (let j = 1; j < m; j++) {
        const { docs, freqs, idf } = include[j]!;
        for (let i = from[j]!; i < to[j]!; i++) {
          const doc = docs[i]!;
          if (seen[doc] !== j) continue;
          seen[doc] = j + 1;
          const f = freqs[i]!;
          score[doc] = score[doc]! + idf * ((f * K1_PLUS_1) / (f + lengthTerm[doc]!));
        }
      }
      const docs = include[0]!.docs;
      for (let i = from[0]!; i < to[0]!; i++) {
        const doc = docs[i]!;
        if (seen[doc] === m) {
          matches[n++] = doc;
          const s = score[doc]!;
          if (s >= top.floor) top.offer(doc, s);
        }
        seen[doc] = 0;
        score[doc] = 0;
      }
      return { rows: top.rows, matches: matches.subarray(0, n) };
    }

    // 'any': accumulate every list in order; a row first seen is remembered for the reset.
    const touched = total > scratch.rows ? scratch.touched : new Int32Array(total);
    let n = 0;
    for (let j = 0; j < m; j++) {
      const { docs, freqs, idf } = include[j]!;
      for (let i = from[j]!; i < to[j]!; i++) {
        const doc = docs[i]!;
        if (seen[doc] === 0) {
          if (excluded[doc] === 1 || (accept !== null && !accept(doc))) continue;
          seen[doc] = 1;
          touched[n++] = doc;
          score[doc] = 0.0;
        }
        const f = freqs[i]!;
        score[doc] = score[doc]! + idf * ((f * K1_PLUS_1) / (f + lengthTerm[doc]!));
      }
    }
    for (let i = 0; i < n; i++) {
      const doc = touched[i]!;
      const s = score[doc]!;
      if (s >= top.floor) top.offer(doc, s);
      seen[doc] = 0;
      score[doc] = 0;
    }
    return { rows: top.rows.slice(0, query.k), matches: touched === scratch.touched ? touched.slice(0, n) : touched.subarray(0, n) };
  } finally {
    markExcluded(scratch, exclude, 0);
  }
}
