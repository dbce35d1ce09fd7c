/**
 * Exhaustive BM25 over precomputed postings (docs/search.md, "Postings"). For every word of
 * the index the import stores the rows that have it (ascending) and the word's weighted
 * frequency in each (title hits x 8 + text hits x 2 + answer hits), plus every row's token
 * count and the word's IDF exactly as FTS5 computes it. A row's bm25 for a query of words
 * is then a sum of per-word terms computed here with FTS5's own formula, in FTS5's order of
 * phrases, so the scores are FTS5's to the last bit and the ranking (ties: newer row first)
 * is the exhaustive one, with no SQL per match. This module holds the pure parts.
 */
import { BM25_B, BM25_K1, bm25Idf, bm25Saturation, type RankedDoc } from './search-impact.ts';

/** One word's postings: the rows that have it, ascending, and its weighted frequency in each. */
export interface Postings {
  readonly docs: Int32Array;
  readonly freqs: Uint8Array | Uint16Array;
  /** FTS5's IDF of the word (bit for bit; see exactIdf). */
  readonly idf: number;
}

/** The double next to x towards +Infinity (dir 1) or -Infinity (dir -1); x finite and > 0. */
export function adjacentDouble(x: number, dir: 1 | -1): number {
  const view = new DataView(new ArrayBuffer(8));
  view.setFloat64(0, x);
  view.setBigUint64(0, view.getBigUint64(0) + BigInt(dir));
  return view.getFloat64(0);
}

/**
 * The weighted frequency f of a word in a row, from FTS5's bm25 of the word alone in that
 * row (`score`, positive), the word's IDF and the row's token count: the formula
 * score = idf * f (k1 + 1) / (f + K) solved for f, rounded (f is an integer: the column
 * weights are).
 */
export function frequencyFromScore(score: number, idf: number, docTokens: number, avgdl: number): number {
  const K = BM25_K1 * (1 - BM25_B + (BM25_B * docTokens) / avgdl);
  return Math.round((score * K) / (idf * (BM25_K1 + 1) - score));
}

/**
 * The IDF FTS5 used for a word matching `hits` of `rows` rows, recovered bit for bit from
 * scores it gave: JavaScript's Math.log and the C library's log may differ in the last bit,
 * so the candidates are ln(...) and its neighbouring doubles, and the one that reproduces
 * the most sample scores exactly wins. `samples` are [score, f, docTokens].
 */
export function exactIdf(rows: number, hits: number, samples: ReadonlyArray<readonly [number, number, number]>, avgdl: number): number {
  const base = bm25Idf(rows, hits);
  if (base === 1e-6) return base;
  const candidates = [base, adjacentDouble(base, 1), adjacentDouble(base, -1), adjacentDouble(adjacentDouble(base, 1), 1), adjacentDouble(adjacentDouble(base, -1), -1)];
  let best = base;
  let bestHits = -1;
  for (const idf of candidates) {
    let exact = 0;
    for (const [score, f, d] of samples) if (idf * bm25Saturation(f, d, avgdl) === score) exact++;
    if (exact > bestHits) {
      best = idf;
      bestHits = exact;
    }
  }
  return best;
}

/** First index >= from whose value is >= target (docs ascending), by galloping then halving. */
export function gallop(docs: Int32Array, from: number, target: number): number {
  let lo = from;
  let hi = from;
  let step = 1;
  while (hi < docs.length && docs[hi]! < target) {
    lo = hi + 1;
    hi += step;
    step *= 2;
  }
  if (hi > docs.length) hi = docs.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (docs[mid]! < target) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** True when `doc` is in the ascending `docs`. */
export function contains(docs: Int32Array, doc: number): boolean {
  const i = gallop(docs, 0, doc);
  return i < docs.length && docs[i] === doc;
}

export interface PostingsQuery {
  /** One entry per query phrase (all single words), in the query's order (FTS5 sums in that order). */
  readonly include: readonly Postings[];
  /** Words a row must not have. */
  readonly exclude: readonly Postings[];
  /** 'all': every word; 'any': at least one. */
  readonly mode: 'all' | 'any';
  /** Rows wanted, best first. */
  readonly k: number;
  /** Row filter (date range, state, category). */
  readonly accept: (doc: number) => boolean;
  /** Token count of every row (index: row number). */
  readonly docTokens: Uint16Array | Uint32Array;
  readonly avgdl: number;
}

export interface PostingsResult {
  /** The exhaustive top k: score descending, then row descending. */
  readonly rows: RankedDoc[];
  /** Every matching row (after filters and exclusions), in no particular order. */
  readonly matches: Int32Array;
}

/** Scratch arrays sized for the archive's rows, reused between queries (one thread, one query at a time). */
export class PostingsScratch {
  readonly score: Float64Array;
  readonly seen: Uint8Array;
  constructor(readonly rows: number) {
    this.score = new Float64Array(rows + 1);
    this.seen = new Uint8Array(rows + 1);
  }
}

const better = (score: number, doc: number, than: RankedDoc) => score > than.score || (score === than.score && doc > than.doc);

/** A best-first list of at most k rows. */
class TopK {
  readonly rows: RankedDoc[] = [];
  constructor(readonly k: number) {}
  offer(doc: number, score: number): void {
    const rows = this.rows;
    if (rows.length >= this.k && !better(score, doc, rows[rows.length - 1]!)) return;
    let at = rows.length;
    while (at > 0 && better(score, doc, rows[at - 1]!)) at--;
    rows.splice(at, 0, { doc, score });
    if (rows.length > this.k) rows.length = this.k;
  }
}

/**
 * The exhaustive BM25 top k of a query of single words, from their postings. Scores are
 * summed phrase by phrase in the query's order, as FTS5 does (a missing phrase adds 0).
 * 'all' queries walk the rarest word's rows and find each in the other lists by galloping
 * when that list is short, else sweep every list through per-row accumulators.
 */
export function postingsTopK(query: PostingsQuery, scratch: PostingsScratch): PostingsResult {
  const { include, exclude, mode, accept, docTokens, avgdl } = query;
  const top = new TopK(Math.max(0, query.k));
  if (include.length === 0) return { rows: [], matches: new Int32Array(0) };
  const excluded = (doc: number) => {
    for (const list of exclude) if (contains(list.docs, doc)) return true;
    return false;
  };
  const sizes = include.map((p) => p.docs.length);
  const total = sizes.reduce((a, b) => a + b, 0);
  const m = include.length;
  const contribution = (p: Postings, i: number, doc: number) => p.idf * bm25Saturation(p.freqs[i]!, docTokens[doc]!, avgdl);

  if (mode === 'all') {
    let driver = 0;
    for (let j = 1; j < m; j++) if (sizes[j]! < sizes[driver]!) driver = j;
    const rarest = sizes[driver]!;
    const matches: number[] = [];
    // Galloping costs ~log(gap) per lookup; a sweep costs one step per posting.
    if (rarest * (m - 1) * 6 < total) {
      const at = new Int32Array(m);
      const index = new Int32Array(m);
      const base = include[driver]!;
      outer: for (let i = 0; i < rarest; i++) {
        const doc = base.docs[i]!;
        for (let j = 0; j < m; j++) {
          if (j === driver) {
            index[j] = i;
            continue;
          }
          const list = include[j]!.docs;
          const p = gallop(list, at[j]!, doc);
          at[j] = p;
          if (p >= list.length) break outer;
          if (list[p] !== doc) continue outer;
          index[j] = p;
        }
        if (!accept(doc) || excluded(doc)) continue;
        let score = 0.0;
        for (let j = 0; j < m; j++) score += contribution(include[j]!, index[j]!, doc);
        matches.push(doc);
        top.offer(doc, score);
      }
      return { rows: top.rows, matches: Int32Array.from(matches) };
    }
    // Sweep: seen[doc] counts the phrases found so far (in order); only rows that had
    // every earlier phrase go on, so after the last list seen === m marks the matches.
    const { score, seen } = scratch;
    const first = include[0]!;
    for (let i = 0; i < first.docs.length; i++) {
      const doc = first.docs[i]!;
      if (!accept(doc)) continue;
      seen[doc] = 1;
      score[doc] = 0.0 + contribution(first, i, doc);
    }
    for (let j = 1; j < m; j++) {
      const p = include[j]!;
      for (let i = 0; i < p.docs.length; i++) {
        const doc = p.docs[i]!;
        if (seen[doc] !== j) continue;
        seen[doc] = j + 1;
        score[doc] = score[doc]! + contribution(p, i, doc);
      }
    }
    for (let i = 0; i < first.docs.length; i++) {
      const doc = first.docs[i]!;
      if (seen[doc] === m && !excluded(doc)) {
        matches.push(doc);
        top.offer(doc, score[doc]!);
      }
      seen[doc] = 0;
      score[doc] = 0;
    }
    return { rows: top.rows, matches: Int32Array.from(matches) };
  }

  // 'any': accumulate every list in order; a row first seen is remembered for the reset.
  const { score, seen } = scratch;
  const touched = new Int32Array(total);
  let n = 0;
  for (let j = 0; j < m; j++) {
    const p = include[j]!;
    for (let i = 0; i < p.docs.length; i++) {
      const doc = p.docs[i]!;
      if (seen[doc] === 0) {
        if (!accept(doc)) continue;
        seen[doc] = 1;
        touched[n++] = doc;
        score[doc] = 0.0;
      }
      score[doc] = score[doc]! + contribution(p, i, doc);
    }
  }
  const matches: number[] = [];
  for (let i = 0; i < n; i++) {
    const doc = touched[i]!;
    if (!excluded(doc)) {
      matches.push(doc);
      top.offer(doc, score[doc]!);
    }
    seen[doc] = 0;
    score[doc] = 0;
  }
  return { rows: top.rows, matches: Int32Array.from(matches) };
}
