/**
 * Relaxed matching (decision 0011) without scoring every match (decision 0021; docs/search.md,
 * "Relaxed matching"). A question typed in common words matches most of a large archive, and
 * summing every match is most of the query's time. The best rows are found instead from the
 * words' impact lists (the rows where each word scores best, best first), and the answer is
 * only taken when it is proven to be the exhaustive one; the matches (for the count and the
 * facets) are the newest ones, as for all-words queries.
 */
import type { ImpactList, RankedDoc } from '#app/search/engines/sqlite/postings/impact.ts';
import { conceptCounts, coverageTables, findingConcepts, GALLOP_RATIO, qualifyingSets, type RelaxedQuery } from './relaxed-top-k.ts';
import { gallop, K1_PLUS_1, listRanges, TopK, type PostingsScratch, unionOfRows, markExcluded } from './lists.ts';
import { type NewestMatches } from './newest.ts';

/** A word's impact list (impact.ts) without its IDF: its best rows, best first, with its contribution in each (before the list's weight). */
export type ImpactHead = Omit<ImpactList, 'idf'>;

export interface PrunedRelaxedQuery extends RelaxedQuery {
  /** Each list's impact list (by index of `lists`), or null when it has none. */
  readonly heads: readonly (ImpactHead | null)[];
  /** How many entries of each impact list to try, in order: a deeper try when a shallower one proves nothing. */
  readonly depths: readonly number[];
  /**
   * What finding one candidate in one list costs, in postings summed: a depth whose
   * candidates cost more than summing every posting is not tried (0: every depth is).
   */
  readonly candidateCost: number;
}

/**
 * A deeper try is made only when the bound of a row outside the candidates is within this
 * share above the k-th score found: further apart, the scores are too flat for deeper lists
 * to prove the top (the tops proven deeper were closer; decision 0021).
 */
const DEEPER_GAP = 0.12;

/**
 * What one depth gives each list: the rows it adds as candidates, the most its list adds to
 * a row that is not among them, and whether they are every row of the list (a row outside
 * them does not have its word).
 */
interface ListCut {
  readonly candidates: Int32Array;
  readonly outside: number;
  readonly closed: boolean;
}

function cutList(query: PrunedRelaxedQuery, j: number, depth: number, from: number, to: number): ListCut {
  const { postings, weight } = query.lists[j]!;
  // An alternative weighted 0 adds nothing to a score (only its concept): its best rows are no better than any.
  if (weight === 0) return { candidates: new Int32Array(0), outside: 0, closed: false };
  // A list no longer than the depth: every row of it is a candidate (whatever its impact list holds).
  if (to - from <= depth) return { candidates: postings.docs.subarray(from, to), outside: 0, closed: true };
  const head = query.heads[j] ?? null;
  if (head && depth < head.docs.length) return { candidates: head.docs.subarray(0, depth), outside: weight * head.scores[depth]!, closed: false };
  if (head) return { candidates: head.docs, outside: head.complete ? 0 : weight * (head.scores[head.docs.length - 1] ?? 0), closed: head.complete };
  // No impact list: a long list's bound is its largest contribution.
  return { candidates: new Int32Array(0), outside: weight * (postings.max ?? postings.idf * K1_PLUS_1), closed: false };
}

/** What bounds a row that no list's candidates have: each concept's bound, and the concepts such a row cannot have (a bit each). */
interface Outside {
  readonly perConcept: Float64Array;
  readonly closed: number;
}

/**
 * The most a row outside the candidates can score, by how many concepts its title may have
 * (index 0 to the number of concepts): over every set of concepts such a row can have (one
 * that qualifies, none closed), the concepts' bounds times the set's coverage and title
 * factor.
 */
function outsideBounds(outside: Outside, tables: { coverage: Float64Array; count: Uint8Array }, qualifies: Uint8Array, titleShare: number): Float64Array {
  const concepts = outside.perConcept.length;
  const best = new Float64Array(concepts + 1);
  const sum = new Float64Array(1 << concepts);
  for (let mask = 1; mask < sum.length; mask++) {
    const low = mask & -mask;
    sum[mask] = sum[mask ^ low]! + outside.perConcept[31 - Math.clz32(low)]!;
    const n = tables.count[mask]!;
    if (!qualifies[mask] || (mask & outside.closed) !== 0) continue;
    const text = sum[mask]! * tables.coverage[mask]!;
    for (let t = 0; t <= concepts; t++) best[t] = Math.max(best[t]!, text * (1 + titleShare * Math.min(n, t)));
  }
  // Floating-point sums in another order may differ in the last bit: keep the bounds above them.
  return best.map((b) => b * (1 + 1e-9));
}

/**
 * The exhaustive top k of a relaxed query (the rows relaxedTopK would give, same scores),
 * or null when no depth proves it. Candidates are the rows at the head of each impact
 * list; a row outside all of them scores at most outsideBounds. With title coverage, a row's
 * title can multiply its score: the rows whose titles have more concepts than the bound
 * allows are scored too. Not for tiered coverage or newest first.
 */
export function prunedRelaxedTopK(query: PrunedRelaxedQuery, scratch: PostingsScratch): RankedDoc[] | null {
  const { lists, lo, hi } = query;
  const concepts = query.conceptIdf.length;
  if (lists.length === 0 || query.k <= 0 || concepts === 0 || concepts > 16 || query.tiered || query.newest) return null;
  const tables = coverageTables(query.conceptIdf, query.exponent);
  const qualifies = qualifyingSets(tables.count, query.minimum, query.informed);
  const titles = query.titles ?? null;
  const titleShare = titles ? titles.weight / concepts : 0;
  const { from, to } = listRanges(lists.map((l) => l.postings.docs), lo, hi);
  const order = summingOrder(lists, from, to, concepts, qualifies);
  markExcluded(scratch, query.exclude, 1);
  try {
    // Scoring a candidate finds it in every list (a cache miss or more each): a depth whose
    // candidates cost more than summing every posting is not tried.
    const postings = lists.reduce((n, _, j) => n + to[j]! - from[j]!, 0);
    for (const depth of query.depths) {
      const cuts = lists.map((_, j) => cutList(query, j, depth, from[j]!, to[j]!));
      if (cuts.reduce((n, c) => n + c.candidates.length, 0) * lists.length * query.candidateCost > postings) return null;
      const perConcept = new Float64Array(concepts);
      // A concept is closed when every list of it is: a row outside the candidates lacks it.
      let open = 0;
      for (let j = 0; j < lists.length; j++) {
        perConcept[lists[j]!.concept]! += cuts[j]!.outside;
        if (!cuts[j]!.closed) open |= 1 << lists[j]!.concept;
      }
      const outside: Outside = { perConcept, closed: ((1 << concepts) - 1) & ~open };
      const top = new TopK(query.k);
      const candidates = unionOfRows(cuts.map((c) => c.candidates), lo, hi);
      scoreRows(query, candidates, from, to, order, tables, top, scratch);
      // Too few candidates match, or the k-th is far below what a row outside may score:
      // deeper lists seldom prove such a top (flat scores of common words), and cost more.
      if (top.rows.length < query.k) return null;
      const bounds = outsideBounds(outside, tables, qualifies, titleShare);
      const bound = (titleConcepts: number) => bounds[titleConcepts]!;
      if (!titles && bound(0) < top.floor) return top.rows;
      // The most concepts an unscored row's title may have; rows whose titles have more are scored.
      let allowed = -1;
      while (titles && allowed < concepts && bound(allowed + 1) < top.floor) allowed++;
      if (allowed < 0) {
        if (bound(0) > top.floor * (1 + DEEPER_GAP)) return null;
        continue;
      }
      if (allowed >= concepts) return top.rows;
      // Rows whose titles have more concepts than that, most first: each group scored raises
      // the k-th score, and with it how many title concepts an unscored row may have.
      const byCount = titleRowsAbove(query, allowed, candidates, scratch);
      for (let count = concepts; count > allowed; count--) {
        scoreRows(query, byCount[count]!, from, to, order, tables, top, scratch);
        while (allowed < count - 1 && bound(allowed + 1) < top.floor) allowed++;
      }
      return top.rows;
    }
    return null;
  } finally {
    markExcluded(scratch, query.exclude, 0);
  }
}

/**
 * The top k of a relaxed query when its matches are known (every one of them, any order):
 * each scored exactly, as relaxedTopK would (same sums, same order), without a sweep of
 * every list.
 */
export function topOfMatches(query: RelaxedQuery, matches: Int32Array, scratch: PostingsScratch): RankedDoc[] {
  const { lists, lo, hi } = query;
  const concepts = query.conceptIdf.length;
  const top = new TopK(Math.max(1, query.k));
  if (lists.length === 0 || query.k <= 0 || concepts === 0 || concepts > 16) return [];
  const { from, to } = listRanges(lists.map((l) => l.postings.docs), lo, hi);
  const tables = coverageTables(query.conceptIdf, query.exponent);
  const order = summingOrder(lists, from, to, concepts, qualifyingSets(tables.count, query.minimum, query.informed));
  const rows = Int32Array.from(matches).sort();
  scoreRows(query, rows, from, to, order, tables, top, scratch);
  return top.rows;
}

/** The lists in relaxedTopK's order (its finding lists first), so that each row's sum is the same to the last bit. */
function summingOrder(lists: RelaxedQuery['lists'], from: readonly number[], to: readonly number[], concepts: number, qualifies: Uint8Array): number[] {
  const finders = findingConcepts(lists, from, to, concepts, qualifies);
  const isFinder = (j: number) => (finders & (1 << lists[j]!.concept)) !== 0;
  return [...lists.keys()].sort((a, b) => Number(isFinder(b)) - Number(isFinder(a)) || a - b);
}

/**
 * Each row's exact relaxed score (as relaxedTopK computes it), offered to `top`; rows
 * ascending. Rows excluded, filtered out or whose concepts do not qualify are skipped. The sums are kept by the rows' positions here, not in the archive-wide scratch
 * arrays: a few thousand rows spread over a million are each a cache miss there.
 */
function scoreRows(
  query: RelaxedQuery,
  rows: Int32Array,
  from: readonly number[],
  to: readonly number[],
  order: readonly number[],
  tables: { coverage: Float64Array; count: Uint8Array },
  top: TopK,
  scratch: PostingsScratch,
): void {
  const { lists, lengthTerm, accept } = query;
  const { excluded } = scratch;
  let n = 0;
  const keep = new Int32Array(rows.length);
  for (let r = 0; r < rows.length; r++) {
    const doc = rows[r]!;
    if (excluded[doc] === 0 && (accept === null || accept(doc))) keep[n++] = doc;
  }
  const docsToScore = keep.subarray(0, n);
  const length = new Float64Array(n);
  for (let r = 0; r < n; r++) length[r] = lengthTerm[docsToScore[r]!]!;
  const score = new Float64Array(n);
  const mask = new Uint16Array(n);
  for (const j of order) {
    const { postings, concept, weight } = lists[j]!;
    const { docs, freqs } = postings;
    const w = postings.idf * weight;
    const bit = 1 << concept;
    let i = from[j]!;
    const end = to[j]!;
    for (let r = 0; r < n && i < end; r++) {
      const doc = docsToScore[r]!;
      i = gallop(docs, i, doc);
      if (i >= end || docs[i] !== doc) continue;
      const f = freqs[i]!;
      score[r] = score[r]! + w * ((f * K1_PLUS_1) / (f + length[r]!));
      mask[r] = mask[r]! | bit;
    }
  }
  const titles = query.titles ?? null;
  const titleMask = new Uint16Array(titles ? n : 0);
  if (titles) {
    for (const { docs, concept } of titles.lists) {
      const bit = 1 << concept;
      let i = 0;
      for (let r = 0; r < n && i < docs.length; r++) {
        const doc = docsToScore[r]!;
        i = gallop(docs, i, doc);
        if (i < docs.length && docs[i] === doc) titleMask[r] = titleMask[r]! | bit;
      }
    }
  }
  const titleShare = titles ? titles.weight / query.conceptIdf.length : 0;
  const { coverage, count } = tables;
  const qualifies = qualifyingSets(count, query.minimum, query.informed);
  for (let r = 0; r < n; r++) {
    const m = mask[r]!;
    if (m === 0 || !qualifies[m]) continue;
    let s = score[r]! * coverage[m]!;
    if (titles) s *= 1 + titleShare * count[titleMask[r]! & m]!;
    if (s >= top.floor) top.offer(docsToScore[r]!, s);
  }
}

/**
 * The rows within the range whose titles have more than `allowed` of the concepts, by how
 * many they have (index: count; each ascending), leaving out `scored` (ascending). Such a
 * row lacks at most `concepts - allowed - 1` of them, so it is found in the title lists of
 * any `concepts - allowed` concepts: those with the fewest rows; the others are searched.
 */
function titleRowsAbove(query: RelaxedQuery, allowed: number, scored: Int32Array, scratch: PostingsScratch): Int32Array[] {
  const concepts = query.conceptIdf.length;
  const { titleMask } = scratch;
  const lists = (query.titles?.lists ?? []).map((l) => {
    const start = gallop(l.docs, 0, query.lo);
    return { docs: l.docs, bit: 1 << l.concept, start, end: gallop(l.docs, start, query.hi + 1) };
  });
  const rowsOf = new Array<number>(concepts).fill(0);
  for (const l of lists) rowsOf[31 - Math.clz32(l.bit)]! += l.end - l.start;
  const finders = rowsOf
    .map((_, c) => c)
    .sort((a, b) => rowsOf[a]! - rowsOf[b]! || a - b)
    .slice(0, concepts - allowed)
    .reduce((bits, c) => bits | (1 << c), 0);
  const found = new Int32Array(lists.reduce((n, l) => n + ((l.bit & finders) !== 0 ? l.end - l.start : 0), 0));
  let n = 0;
  for (const l of lists) {
    if ((l.bit & finders) === 0) continue;
    for (let i = l.start; i < l.end; i++) {
      const doc = l.docs[i]!;
      if (titleMask[doc] === 0) found[n++] = doc;
      titleMask[doc] = titleMask[doc]! | l.bit;
    }
  }
  const rows = found.subarray(0, n).sort();
  for (const l of lists) {
    if ((l.bit & finders) !== 0) continue;
    let i = l.start;
    for (let r = 0; r < rows.length && i < l.end; r++) {
      i = gallop(l.docs, i, rows[r]!);
      if (i < l.end && l.docs[i] === rows[r]) titleMask[rows[r]!] = titleMask[rows[r]!]! | l.bit;
    }
  }
  const count = conceptCounts(concepts);
  const byCount: number[][] = Array.from({ length: concepts + 1 }, () => []);
  let s = 0;
  for (const doc of rows) {
    const c = count[titleMask[doc]!]!;
    titleMask[doc] = 0;
    if (c <= allowed) continue;
    s = gallop(scored, s, doc);
    if (s < scored.length && scored[s] === doc) continue;
    byCount[c]!.push(doc);
  }
  return byCount.map((docs) => Int32Array.from(docs));
}

/**
 * The newest `cap` rows whose concepts qualify (within the range and
 * filters, without the excluded words), newest first, and whether they are all of them:
 * windows of rows read from the newest back, each twice as wide as the last, until enough
 * match. The caller estimates the total from how far back they reach.
 */
export function newestRelaxedMatches(query: RelaxedQuery, cap: number, scratch: PostingsScratch): NewestMatches {
  const { lists, lo, hi, accept } = query;
  const concepts = query.conceptIdf.length;
  if (lists.length === 0 || concepts === 0 || concepts > 16 || hi < lo) return { docs: new Int32Array(0), complete: true };
  const qualifies = qualifyingSets(conceptCounts(concepts), query.minimum, query.informed);
  const { mask, excluded } = scratch;
  const { from, to } = listRanges(lists.map((l) => l.postings.docs), lo, hi);
  // As in relaxedTopK: the rows are found in the finding concepts' lists, the others only add to them.
  const finders = findingConcepts(lists, from, to, concepts, qualifies);
  const finding = (j: number) => (finders & (1 << lists[j]!.concept)) !== 0;
  markExcluded(scratch, query.exclude, 1);
  try {
    const out = new Int32Array(cap + 1);
    let n = 0;
    let width = Math.max(16, cap * 2);
    for (let top = hi; top >= lo; top -= width, width *= 2) {
      const bottom = Math.max(lo, top - width + 1);
      const starts = lists.map((l, j) => gallop(l.postings.docs, from[j]!, bottom));
      const ends = lists.map((l, j) => gallop(l.postings.docs, starts[j]!, top + 1));
      const found = new Int32Array(lists.reduce((sum, _, j) => sum + (finding(j) ? ends[j]! - starts[j]! : 0), 0));
      let rows = 0;
      for (let j = 0; j < lists.length; j++) {
        if (!finding(j)) continue;
        const { docs } = lists[j]!.postings;
        const bit = 1 << lists[j]!.concept;
        for (let i = starts[j]!; i < ends[j]!; i++) {
          const doc = docs[i]!;
          if (mask[doc] === 0) found[rows++] = doc;
          mask[doc] = mask[doc]! | bit;
        }
      }
      const window = found.subarray(0, rows).sort();
      for (let j = 0; j < lists.length && rows > 0; j++) {
        if (finding(j)) continue;
        const { docs } = lists[j]!.postings;
        const bit = 1 << lists[j]!.concept;
        if (rows * GALLOP_RATIO < ends[j]! - starts[j]!) {
          let i = starts[j]!;
          for (let r = 0; r < rows && i < ends[j]!; r++) {
            i = gallop(docs, i, window[r]!);
            if (i < ends[j]! && docs[i] === window[r]) mask[window[r]!] = mask[window[r]!]! | bit;
          }
        } else {
          for (let i = starts[j]!; i < ends[j]!; i++) if (mask[docs[i]!] !== 0) mask[docs[i]!] = mask[docs[i]!]! | bit;
        }
      }
      for (let r = rows - 1; r >= 0; r--) {
        const doc = window[r]!;
        const m = mask[doc]!;
        mask[doc] = 0;
        if (n <= cap && qualifies[m] && excluded[doc] === 0 && (accept === null || accept(doc))) out[n++] = doc;
      }
      if (n > cap) return { docs: out.subarray(0, cap), complete: false };
    }
    return { docs: out.subarray(0, n), complete: true };
  } finally {
    markExcluded(scratch, query.exclude, 0);
  }
}
