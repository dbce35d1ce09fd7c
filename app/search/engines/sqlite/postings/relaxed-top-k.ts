/** Relaxed matching over postings: the coverage and title coverage rules, every match scored (decisions 0011, 0014). */
import type { PostingsScratch } from './lists.ts';
import { gallop, K1_PLUS_1, listRanges, markExcluded, type Postings, type PostingsResult, TopK } from './lists.ts';

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
