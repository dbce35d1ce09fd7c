/** Phrase queries over word postings: candidates with score bounds, then the proven top k. */
import { type RankedDoc } from './impact.ts';
import type { PostingsScratch } from './lists.ts';
import { gallop, K1_PLUS_1, listRanges, markExcluded, type Postings, TopK } from './lists.ts';

/** A query phrase for phraseCandidates: its IDF and the indexes of its words' postings. */
export interface CandidatePhrase {
  readonly idf: number;
  /** Indexes into `words`; a phrase of one word has its exact contribution, longer ones a bound. */
  readonly words: readonly number[];
  /** True when the phrase is one word (its contribution is then exact). */
  readonly single: boolean;
}

export interface CandidateQuery {
  /** Postings of the words every match must have (the words of every phrase, or some of them). */
  readonly words: readonly Postings[];
  readonly phrases: readonly CandidatePhrase[];
  readonly lo: number;
  readonly hi: number;
  readonly accept: ((doc: number) => boolean) | null;
  /** Words a row must not have. */
  readonly exclude: readonly Postings[];
  /** Other rows lists (ascending) a row must be in, e.g. every row of a phrase. */
  readonly required?: readonly Int32Array[];
  readonly lengthTerm: Float64Array;
}

/**
 * Rows that have every word of an all-terms query with phrases (a superset of its matches:
 * a phrase also needs its words side by side), each with an upper bound of its bm25: a
 * phrase's weighted hits in a row are at most each of its words' (every hit of the phrase
 * is a hit of each word, column by column), and the saturation grows with them, so
 * idf_phrase * saturation(min over its words of f) bounds it; one-word phrases add their
 * exact contribution.
 */
export function phraseCandidates(query: CandidateQuery, scratch: PostingsScratch): { docs: Int32Array; bounds: Float64Array } {
  const { words, phrases, lo, hi, accept, exclude, lengthTerm } = query;
  const required = query.required ?? [];
  const m = words.length;
  // Every list a candidate must be in: the words' (with frequencies), then the required rows.
  const lists = [...words.map((p) => p.docs), ...required];
  const L = lists.length;
  if (L === 0) return { docs: new Int32Array(0), bounds: new Float64Array(0) };
  const { excluded } = scratch;
  markExcluded(scratch, exclude, 1);
  try {
    const { from, to } = listRanges(lists, lo, hi);
    // The shortest list drives; the others are checked shortest first (a miss ends the row).
    const order = lists.map((_, j) => j).sort((a, b) => to[a]! - from[a]! - (to[b]! - from[b]!));
    const driver = order[0]!;
    const size = to[driver]! - from[driver]!;
    const docs = new Int32Array(size);
    const bounds = new Float64Array(size);
    const at = Int32Array.from(from);
    const index = new Int32Array(L);
    const f = new Float64Array(Math.max(1, m));
    const base = lists[driver]!;
    let n = 0;
    outer: for (let i = from[driver]!; i < to[driver]!; i++) {
      const doc = base[i]!;
      if (excluded[doc] === 1 || (accept !== null && !accept(doc))) continue;
      index[driver] = i;
      for (let o = 1; o < L; o++) {
        const j = order[o]!;
        const list = lists[j]!;
        const p = gallop(list, at[j]!, doc);
        at[j] = p;
        if (p >= to[j]!) break outer;
        if (list[p] !== doc) continue outer;
        index[j] = p;
      }
      for (let j = 0; j < m; j++) f[j] = words[j]!.freqs[index[j]!]!;
      const lt = lengthTerm[doc]!;
      let bound = 0.0;
      for (const phrase of phrases) {
        let least = Infinity;
        for (const w of phrase.words) if (f[w]! < least) least = f[w]!;
        // No word of it among the lists: bounded by the saturation's limit, k1 + 1.
        bound += least === Infinity ? phrase.idf * K1_PLUS_1 : phrase.idf * ((least * K1_PLUS_1) / (least + lt));
      }
      docs[n] = doc;
      bounds[n++] = bound;
    }
    return { docs: docs.subarray(0, n), bounds: bounds.subarray(0, n) };
  } finally {
    markExcluded(scratch, exclude, 0);
  }
}

export interface BoundedInput {
  readonly docs: Int32Array;
  /** An upper bound of each row's score (same order as docs). */
  readonly bounds: Float64Array;
  readonly k: number;
  /** Exact scores of rows, or null when a row does not match. */
  readonly rescore: (docs: readonly number[]) => ReadonlyMap<number, number | null>;
  /** Give up (proven: false) after scoring this many rows. */
  readonly maxRescored: number;
  readonly batch?: number;
  /**
   * What a row outside the candidates could score (when the candidates are not every
   * match, e.g. only rows from impact lists); -Infinity (the default) when they are.
   */
  readonly outside?: number;
}

/** Relative slack on bounds: exact scores computed another way may differ in the last bits. */
export const BOUND_SLACK = 1e-9;

/**
 * The exact top k of candidate rows with upper bounds: rows are scored exactly in
 * decreasing bound order until the k-th best exact score is above the bound of every row
 * not yet scored (and `outside`, the bound of rows that are not candidates). Rows are taken from the candidates a slice of the best bounds at a time
 * (a heap pass over all of them per slice), so a proof that needs few rows costs no sort.
 */
export function boundedTopK(input: BoundedInput): { rows: RankedDoc[]; proven: boolean; rescored: number } {
  const { docs, bounds, k } = input;
  const batch = input.batch ?? 32;
  const top = new TopK(Math.max(1, k));
  let rescored = 0;
  // Slices of the candidates in decreasing (bound, doc) order, below the previous slice.
  let ceiling = Infinity;
  let ceilingDoc = Infinity;
  const below = (b: number, d: number) => b < ceiling || (b === ceiling && d < ceilingDoc);
  const slice = (size: number): number[] => {
    // A min-heap (by bound, then doc) of the `size` best candidates below the ceiling.
    const heap: number[] = [];
    const less = (a: number, b: number) => bounds[a]! < bounds[b]! || (bounds[a]! === bounds[b]! && docs[a]! < docs[b]!);
    for (let i = 0; i < docs.length; i++) {
      if (!below(bounds[i]!, docs[i]!)) continue;
      if (heap.length === size) {
        if (!less(heap[0]!, i)) continue;
        heap[0] = i;
        for (let at = 0; ; ) {
          const l = 2 * at + 1;
          const r = l + 1;
          let min = at;
          if (l < heap.length && less(heap[l]!, heap[min]!)) min = l;
          if (r < heap.length && less(heap[r]!, heap[min]!)) min = r;
          if (min === at) break;
          [heap[at], heap[min]] = [heap[min]!, heap[at]!];
          at = min;
        }
      } else {
        heap.push(i);
        for (let at = heap.length - 1; at > 0; ) {
          const parent = (at - 1) >> 1;
          if (!less(heap[at]!, heap[parent]!)) break;
          [heap[at], heap[parent]] = [heap[parent]!, heap[at]!];
          at = parent;
        }
      }
    }
    return heap.sort((a, b) => (less(a, b) ? 1 : -1));
  };
  const outside = input.outside ?? -Infinity;
  const proven = (nextBound: number) => top.rows.length >= k && top.rows[k - 1]!.score > Math.max(nextBound, outside) * (1 + BOUND_SLACK);
  let size = Math.max(4 * batch, 2 * k);
  for (;;) {
    const order = slice(size);
    if (order.length === 0) return { rows: top.rows.slice(0, k), proven: outside === -Infinity || proven(-Infinity), rescored };
    for (let i = 0; i < order.length; i += batch) {
      if (proven(bounds[order[i]!]!)) return { rows: top.rows.slice(0, k), proven: true, rescored };
      if (rescored >= input.maxRescored) return { rows: top.rows.slice(0, k), proven: false, rescored };
      const chunk = order.slice(i, i + batch).map((c) => docs[c]!);
      rescored += chunk.length;
      const scores = input.rescore(chunk);
      for (const doc of chunk) {
        const s = scores.get(doc);
        if (s !== null && s !== undefined) top.offer(doc, s);
      }
    }
    const last = order[order.length - 1]!;
    ceiling = bounds[last]!;
    ceilingDoc = docs[last]!;
    size *= 2;
  }
}
