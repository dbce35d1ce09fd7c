/**
 * Exhaustive BM25 over precomputed postings (docs/search.md, "The accelerators"). For every word of
 * the index the import stores the rows that have it (ascending) and the word's weighted
 * frequency in each (title hits x 8 + text hits x 2 + answer hits), plus every row's token
 * count and the word's IDF exactly as FTS5 computes it. A row's bm25 for a query of words
 * is then a sum of per-word terms computed here with FTS5's own formula, in FTS5's order of
 * phrases, so the scores are FTS5's to the last bit and the ranking (ties: newer row first)
 * is the exhaustive one, with no SQL per match. This module holds the pure parts.
 */
import { BM25_B, BM25_K1, type RankedDoc } from '#app/search/sqlite/impact.ts';

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

/** One list of a relaxed query: a word's (or phrase's) postings, the query concept it stands for, and its weight. */
export interface RelaxedList {
  readonly postings: Postings;
  /** Index of the concept (a typed word or phrase, with the words that correct or expand it). */
  readonly concept: number;
  /** 1 for what was typed (or its correction); less for an expansion (a synonym). */
  readonly weight: number;
}

export interface RelaxedQuery {
  readonly lists: readonly RelaxedList[];
  /** Each concept's weight in the coverage (its IDF): covering a rare word counts more. */
  readonly conceptIdf: readonly number[];
  /** Concepts a row must have (the minimum-should-match rule, query/plan.ts). */
  readonly minimum: number;
  /** The sets of concepts (by mask) that qualify by information whatever their count (query/plan.ts, informedSets). */
  readonly informed?: Uint8Array | null;
  /** The coverage factor's exponent: score x coverage^exponent. */
  readonly exponent: number;
  readonly exclude: readonly Postings[];
  readonly k: number;
  readonly lo: number;
  readonly hi: number;
  readonly accept: ((doc: number) => boolean) | null;
  readonly lengthTerm: Float64Array;
  /** Newest first instead of by score (sort=newest over the same matches). */
  readonly newest?: boolean;
  /** Rows with more concepts first (then by score), instead of the coverage factor alone. */
  readonly tiered?: boolean;
  /** Title coverage (decision 0014): the rows whose title has each concept; null or absent: none. */
  readonly titles?: TitleCoverage | null;
}

/**
 * Title coverage (decision 0014): a question whose title asks what the query asks is the
 * best match for a question typed in many words. A row's score is multiplied by
 * 1 + weight x (the share of the query's concepts its title has).
 */
export interface TitleCoverage {
  /** Rows (ascending) whose title has a concept: a typed word or one of its alternatives. */
  readonly lists: ReadonlyArray<{ readonly docs: Int32Array; readonly concept: number }>;
  readonly weight: number;
}

/** A list this many times longer than the rows found is searched for them rather than swept. */
export const GALLOP_RATIO = 16;

/** Whether each set of concepts (by mask) qualifies: the minimum of concepts, or enough information. */
export function qualifyingSets(count: Uint8Array, minimum: number, informed: Uint8Array | null | undefined): Uint8Array {
  const qualifies = new Uint8Array(count.length);
  for (let mask = 1; mask < count.length; mask++) qualifies[mask] = count[mask]! >= minimum || informed?.[mask] ? 1 : 0;
  return qualifies;
}

/**
 * The concepts (a bit each) whose lists find every qualifying row: every concept but the
 * largest set of those with the most postings between `from` and `to` that does not
 * qualify (under the count rule alone, the `concepts - minimum + 1` with the fewest). A
 * qualifying row has a concept outside that set, so it is found.
 */
export function findingConcepts(
  lists: readonly RelaxedList[],
  from: readonly number[],
  to: readonly number[],
  concepts: number,
  qualifies: Uint8Array,
): number {
  const all = (1 << concepts) - 1;
  const size = new Array<number>(concepts).fill(0);
  for (let j = 0; j < lists.length; j++) size[lists[j]!.concept]! += to[j]! - from[j]!;
  const order = size.map((_, c) => c).sort((a, b) => size[b]! - size[a]! || b - a);
  let skipped = 0;
  // Qualification is monotone (a superset of a qualifying set qualifies), so one check per step suffices.
  for (const c of order) if (!qualifies[skipped | (1 << c)]) skipped |= 1 << c;
  return all & ~skipped;
}

/** How many concepts each set of `concepts` concepts (by bit mask) has. */
export function conceptCounts(concepts: number): Uint8Array {
  const count = new Uint8Array(1 << concepts);
  for (let mask = 1; mask < count.length; mask++) count[mask] = count[mask & (mask - 1)]! + 1;
  return count;
}

/**
 * Relaxed matching's factors for every set of concepts (by bit mask): how many concepts it
 * has, and its coverage (the share of the concepts' weight it has, raised to `exponent`).
 */
export function coverageTables(conceptIdf: readonly number[], exponent: number): { coverage: Float64Array; count: Uint8Array } {
  const concepts = conceptIdf.length;
  const totalIdf = conceptIdf.reduce((a, b) => a + b, 0);
  const coverage = new Float64Array(1 << concepts);
  const count = conceptCounts(concepts);
  for (let mask = 1; mask < coverage.length; mask++) {
    const low = mask & -mask;
    coverage[mask] = coverage[mask ^ low]! + conceptIdf[31 - Math.clz32(low)]!;
  }
  for (let mask = 1; mask < coverage.length; mask++)
    coverage[mask] = totalIdf > 0 ? Math.pow(coverage[mask]! / totalIdf, exponent) : count[mask]! / concepts;
  return { coverage, count };
}

/** Tiers apart in the score of tiered relaxed matching: more than any bm25 sum. */
const TIER = 1e6;

/**
 * Relaxed matching (decision 0011): the rows that have at least `minimum` of the query's
 * concepts, each scored as the sum of its lists' bm25 terms (an expansion's multiplied by
 * its weight) times its coverage: the IDF of the concepts it has over the IDF of all of them,
 * raised to `exponent`. A row with every concept keeps its bm25; one that repeats a single
 * word cannot outrank one that covers more of the question unless it is far more relevant.
 * Every list is swept once through per-row accumulators (score, and a bit per concept).
 */
export function relaxedTopK(query: RelaxedQuery, scratch: PostingsScratch): PostingsResult {
  const { lists, lengthTerm, accept, lo, hi } = query;
  const concepts = query.conceptIdf.length;
  const top = new TopK(Math.max(1, query.k));
  if (lists.length === 0 || query.k <= 0 || concepts === 0 || concepts > 16) return { rows: [], matches: new Int32Array(0) };
  const { coverage, count } = coverageTables(query.conceptIdf, query.exponent);
  // A row's mask is 0 until one of its concepts is found (then never 0): it also says "seen".
  const { score, excluded, mask } = scratch;
  markExcluded(scratch, query.exclude, 1);
  try {
    let total = 0;
    const { from, to } = listRanges(lists.map((l) => l.postings.docs), lo, hi);
    for (let j = 0; j < lists.length; j++) total += to[j]! - from[j]!;
    // A qualifying row has one of the finding concepts (findingConcepts): their lists find
    // every row that can match; the other concepts' lists only add to those
    // rows (a common word's long list is skipped through, not accumulated row by row).
    const qualifies = qualifyingSets(count, query.minimum, query.informed);
    const finders = findingConcepts(lists, from, to, concepts, qualifies);
    // Each row once: no more than the scratch's rows (a large query reuses its buffer).
    const touched = total > scratch.rows ? scratch.touched : new Int32Array(total);
    let n = 0;
    for (let j = 0; j < lists.length; j++) {
      const { postings, concept, weight } = lists[j]!;
      if ((finders & (1 << concept)) === 0) continue;
      const { docs, freqs, idf } = postings;
      const bit = 1 << concept;
      const w = idf * weight;
      for (let i = from[j]!; i < to[j]!; i++) {
        const doc = docs[i]!;
        const f = freqs[i]!;
        const m = mask[doc]!;
        if (m === 0) {
          if (excluded[doc] === 1 || (accept !== null && !accept(doc))) continue;
          touched[n++] = doc;
          score[doc] = w * ((f * K1_PLUS_1) / (f + lengthTerm[doc]!));
        } else score[doc] = score[doc]! + w * ((f * K1_PLUS_1) / (f + lengthTerm[doc]!));
        mask[doc] = m | bit;
      }
    }
    let found: Int32Array | null = null;
    for (let j = 0; j < lists.length && n > 0; j++) {
      const { postings, concept, weight } = lists[j]!;
      if ((finders & (1 << concept)) !== 0) continue;
      const { docs, freqs, idf } = postings;
      const bit = 1 << concept;
      const w = idf * weight;
      if (n * GALLOP_RATIO < to[j]! - from[j]!) {
        // Far more postings than rows found: look each row up (the rows in ascending order).
        found ??= touched.slice(0, n).sort();
        let i = from[j]!;
        for (let r = 0; r < found.length; r++) {
          const doc = found[r]!;
          i = gallop(docs, i, doc);
          if (i >= to[j]!) break;
          if (docs[i] !== doc) continue;
          const f = freqs[i]!;
          score[doc] = score[doc]! + w * ((f * K1_PLUS_1) / (f + lengthTerm[doc]!));
          mask[doc] = mask[doc]! | bit;
        }
        continue;
      }
      for (let i = from[j]!; i < to[j]!; i++) {
        const doc = docs[i]!;
        const m = mask[doc]!;
        if (m === 0) continue;
        const f = freqs[i]!;
        score[doc] = score[doc]! + w * ((f * K1_PLUS_1) / (f + lengthTerm[doc]!));
        mask[doc] = m | bit;
      }
    }
    // Title coverage: a bit per concept in the title of each row found above (never set for
    // rows not found, so the loop below clears every bit it set).
    const { titleMask } = scratch;
    const titles = query.titles && !query.newest ? query.titles : null;
    if (titles) {
      for (const { docs, concept } of titles.lists) {
        const bit = 1 << concept;
        const end = gallop(docs, 0, hi + 1);
        for (let i = gallop(docs, 0, lo); i < end; i++) {
          const doc = docs[i]!;
          if (mask[doc] !== 0) titleMask[doc] = titleMask[doc]! | bit;
        }
      }
    }
    const titleWeight = titles ? titles.weight / concepts : 0;
    let matched = 0;
    for (let i = 0; i < n; i++) {
      const doc = touched[i]!;
      const m = mask[doc]!;
      if (qualifies[m]) {
        touched[matched++] = doc;
        if (!query.newest) {
          let s = query.tiered ? count[m]! * TIER + score[doc]! * coverage[m]! : score[doc]! * coverage[m]!;
          if (titles) s *= 1 + titleWeight * count[titleMask[doc]! & m]!;
          if (s >= top.floor) top.offer(doc, s);
        }
      }
      score[doc] = 0;
      mask[doc] = 0;
      if (titles) titleMask[doc] = 0;
    }
    // Newest first: the matches are runs of ascending rows (one per list); read backwards,
    // each run gives its newest rows first and the rest fall below the floor at once
    // (offered forwards, every row would enter the top k and push the others down).
    if (query.newest) for (let i = matched - 1; i >= 0; i--) if (touched[i]! > top.floor) top.offer(touched[i]!, touched[i]!);
    return { rows: top.rows, matches: touched === scratch.touched ? touched.slice(0, matched) : touched.subarray(0, matched) };
  } finally {
    markExcluded(scratch, query.exclude, 0);
  }
}

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
const BOUND_SLACK = 1e-9;

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

export interface NewestMatches {
  /** Matching rows, newest (highest) first, at most `cap`. */
  readonly docs: Int32Array;
  /** True when these are all the matches. */
  readonly complete: boolean;
}

/**
 * The newest `cap` rows with every word (within the range and filters, without the excluded
 * words), walking the rarest word's rows from the end and finding each in the other lists
 * by binary search: what FTS5's newest-first sample gives (app/search/sqlite/engine.server.ts
 * estimates the total from how far back they reach), without FTS5.
 */
export function newestMatches(query: Pick<PostingsQuery, 'include' | 'exclude' | 'lo' | 'hi' | 'accept'>, cap: number, scratch: PostingsScratch): NewestMatches {
  const { include, exclude, lo, hi, accept } = query;
  const m = include.length;
  if (m === 0) return { docs: new Int32Array(0), complete: true };
  const { excluded } = scratch;
  markExcluded(scratch, exclude, 1);
  try {
    const { from, to } = listRanges(include.map((p) => p.docs), lo, hi);
    let driver = 0;
    for (let j = 1; j < m; j++) if (to[j]! - from[j]! < to[driver]! - from[driver]!) driver = j;
    const out = new Int32Array(Math.min(cap, to[driver]! - from[driver]!));
    let n = 0;
    // upper[j]: the rows of list j from this index on are newer than the rows still to come.
    const upper = Int32Array.from(to);
    const base = include[driver]!.docs;
    outer: for (let i = to[driver]! - 1; i >= from[driver]!; i--) {
      const doc = base[i]!;
      if (excluded[doc] === 1 || (accept !== null && !accept(doc))) continue;
      for (let j = 0; j < m; j++) {
        if (j === driver) continue;
        const docs = include[j]!.docs;
        // Gallop back from upper[j] (rows from there on are >= doc), then halve.
        let b = upper[j]!;
        let probe = b - 1;
        let step = 1;
        while (probe >= from[j]! && docs[probe]! >= doc) {
          b = probe;
          probe -= step;
          step *= 2;
        }
        let a = Math.max(probe + 1, from[j]!);
        while (a < b) {
          const mid = (a + b) >>> 1;
          if (docs[mid]! < doc) a = mid + 1;
          else b = mid;
        }
        const found = a < upper[j]! && docs[a] === doc;
        upper[j] = a; // the rows still to come are older than this one
        if (!found) {
          if (a === from[j]!) break outer; // list j has no older row: nothing older matches
          continue outer;
        }
      }
      if (n === cap) return { docs: out, complete: false };
      out[n++] = doc;
    }
    return { docs: out.subarray(0, n), complete: true };
  } finally {
    markExcluded(scratch, exclude, 0);
  }
}
