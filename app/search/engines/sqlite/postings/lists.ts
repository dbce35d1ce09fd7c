/**
 * Exhaustive BM25 over precomputed postings (docs/search.md, "The accelerators"). For every word of
 * the index the import stores the rows that have it (ascending) and the word's weighted
 * frequency in each (title hits x 8 + text hits x 2 + answer hits), plus every row's token
 * count and the word's IDF exactly as FTS5 computes it. A row's bm25 for a query of words
 * is then a sum of per-word terms computed here with FTS5's own formula, in FTS5's order of
 * phrases, so the scores are FTS5's to the last bit and the ranking (ties: newer row first)
 * is the exhaustive one, with no SQL per match. This module holds the pure parts.
 */
import { BM25_B, BM25_K1, type RankedDoc } from './impact.ts';

/** One word's postings: the rows that have it, ascending, and its weighted frequency in each. */
export interface Postings {
  readonly docs: Int32Array;
  readonly freqs: Uint8Array | Uint16Array;
  /** FTS5's IDF of the word (bit for bit: the import computes it with C's log, db/derive/0320). */
  readonly idf: number;
  /** The word's largest contribution in any row (or an upper bound of it, e.g. idf (k1 + 1)). */
  readonly max?: number;
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

/** The rows of several lists, ascending, once each (within lo..hi when given). */
export function unionOfRows(parts: readonly Int32Array[], lo = -Infinity, hi = Infinity): Int32Array {
  const all = new Int32Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    all.set(p, at);
    at += p.length;
  }
  all.sort();
  let n = 0;
  for (let i = 0; i < all.length; i++) {
    const doc = all[i]!;
    if (doc >= lo && doc <= hi && (n === 0 || doc !== all[n - 1])) all[n++] = doc;
  }
  return all.subarray(0, n);
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
  /** Rows from lo to hi only (a date range). */
  readonly lo: number;
  readonly hi: number;
  /** Row filter besides the range (state, category), or null. */
  readonly accept: ((doc: number) => boolean) | null;
  /** bm25's length term of every row (index: row number): see lengthTerms. */
  readonly lengthTerm: Float64Array;
  /**
   * 'all' queries: skip rows that cannot enter the top k (their score bounded by the
   * driving word's exact part plus the other words' `max`), so `matches` is left empty;
   * the caller counts matches another way (newestMatches).
   */
  readonly topOnly?: boolean;
}

/**
 * k1 (1 - b + b D / avgdl) of every row, the part of bm25's saturation that depends on the
 * row's length D alone, computed once per archive with FTS5's own expression (so the
 * saturation f (k1 + 1) / (f + this) is bit for bit FTS5's).
 */
export function lengthTerms(docTokens: Uint16Array | Uint32Array, avgdl: number): Float64Array {
  const out = new Float64Array(docTokens.length);
  for (let i = 0; i < docTokens.length; i++) out[i] = BM25_K1 * (1 - BM25_B + (BM25_B * docTokens[i]!) / avgdl);
  return out;
}

export interface PostingsResult {
  /** The exhaustive top k: score descending, then row descending. */
  readonly rows: RankedDoc[];
  /** Every matching row (after filters and exclusions), in no particular order. */
  readonly matches: Int32Array;
}

/** Scratch arrays sized for the archive's rows, reused between queries (one thread, one query at a time; left zeroed). */
export class PostingsScratch {
  readonly score: Float64Array;
  readonly seen: Uint8Array;
  readonly excluded: Uint8Array;
  /** Relaxed matching: the concepts found in each row, one bit each. */
  readonly mask: Uint16Array;
  /** Relaxed matching: the concepts found in each row's title, one bit each (decision 0014). */
  readonly titleMask: Uint16Array;
  /** The rows a scan touched, in the order first seen (each row once): allocated once, not per query. */
  readonly touched: Int32Array;
  constructor(readonly rows: number) {
    this.touched = new Int32Array(rows + 1);
    this.mask = new Uint16Array(rows + 1);
    this.titleMask = new Uint16Array(rows + 1);
    this.score = new Float64Array(rows + 1);
    this.seen = new Uint8Array(rows + 1);
    this.excluded = new Uint8Array(rows + 1);
  }
}

/**
 * Marks (1) or clears (0) the rows of `exclude` in the scratch's `excluded`: a scan marks
 * them first and clears them in a `finally` (not a callback: the scan's hot loops stay in
 * their own function, whose locals V8 keeps in registers).
 */
export function markExcluded(scratch: PostingsScratch, exclude: readonly Postings[], value: 0 | 1): void {
  const { excluded } = scratch;
  for (const p of exclude) for (let i = 0; i < p.docs.length; i++) excluded[p.docs[i]!] = value;
}

/** Each list's entries for rows lo..hi (rows ascending): from `from[j]` up to, not including, `to[j]`. */
export function listRanges(lists: readonly Int32Array[], lo: number, hi: number): { from: number[]; to: number[] } {
  const from = lists.map((docs) => gallop(docs, 0, lo));
  return { from, to: lists.map((docs, j) => gallop(docs, from[j]!, hi + 1)) };
}

const better = (score: number, doc: number, than: RankedDoc) => score > than.score || (score === than.score && doc > than.doc);

/** A best-first list of at most k rows. */
export class TopK {
  readonly rows: RankedDoc[] = [];
  /** The k-th score once k rows are in (a row below it cannot enter). */
  floor = -Infinity;
  constructor(readonly k: number) {}
  offer(doc: number, score: number): void {
    const rows = this.rows;
    if (rows.length >= this.k && !better(score, doc, rows[rows.length - 1]!)) return;
    let at = rows.length;
    while (at > 0 && better(score, doc, rows[at - 1]!)) at--;
    rows.splice(at, 0, { doc, score });
    if (rows.length > this.k) rows.length = this.k;
    if (rows.length === this.k) this.floor = rows[this.k - 1]!.score;
  }
}

export const K1_PLUS_1 = BM25_K1 + 1.0;
