/**
 * Impact lists and a threshold algorithm for BM25 top-k (docs/search.md, "The accelerators").
 *
 * FTS5's bm25() for a row and a query is a sum over the query's phrases:
 *
 *   score = sum_i idf_i * f_i * (k1 + 1) / (f_i + k1 * (1 - b + b * D / avgdl))
 *
 * where f_i is the phrase's hit count in the row with every hit multiplied by its column's
 * weight, D the row's token count over all columns, avgdl the table's average, and
 * idf_i = ln((N - n_i + 0.5) / (n_i + 0.5)) (1e-6 when that is <= 0), n_i the number of
 * rows the phrase matches in the whole table. A phrase's contribution therefore depends
 * only on the phrase and the row: the archive is immutable, so for every frequent term
 * the import stores the rows with the highest contribution (an impact list), and a query
 * is answered by reading the lists of its words, bounding what a row outside them could
 * score, and computing exact scores (from the rows' text) only for the few rows whose
 * bound could reach the top k. This module holds the pure parts: the formula, the bounds
 * and the stopping rule.
 */

/** Column weights of question_search: title, body, answers, title_tier, filters. */
export const BM25_WEIGHTS: readonly number[] = [8, 2, 1, 0, 0];
export const BM25_K1 = 1.2;
export const BM25_B = 0.75;
/** The largest value of f(k1+1)/(f + k1(...)) for any f and D (f -> infinity). */
export const BM25_MAX_SATURATION = BM25_K1 + 1;

/** FTS5's IDF of a phrase matching `hits` of `rows` rows. */
export function bm25Idf(rows: number, hits: number): number {
  const idf = Math.log((rows - hits + 0.5) / (hits + 0.5));
  return idf <= 0 ? 1e-6 : idf;
}

/** The saturation part of a phrase's contribution: weighted frequency f in a row of D tokens. */
export function bm25Saturation(weightedFrequency: number, docTokens: number, avgdl: number): number {
  const f = weightedFrequency;
  return (f * (BM25_K1 + 1.0)) / (f + BM25_K1 * (1 - BM25_B + (BM25_B * docTokens) / avgdl));
}

/** FTS5's bm25() score (positive: higher is better) of a row from each phrase's weighted frequency. */
export function bm25Score(idfs: readonly number[], weightedFrequencies: readonly number[], docTokens: number, avgdl: number): number {
  let score = 0.0;
  for (let i = 0; i < idfs.length; i++) score += idfs[i]! * bm25Saturation(weightedFrequencies[i]!, docTokens, avgdl);
  return score;
}

/** SQLite/FTS5 varints (big-endian 7-bit groups, a 9th byte of 8 bits), e.g. an FTS5 docsize record. */
export function decodeVarints(bytes: Uint8Array): number[] {
  const out: number[] = [];
  let i = 0;
  while (i < bytes.length) {
    let value = 0;
    let n = 0;
    for (;;) {
      const byte = bytes[i++]!;
      if (n === 8) {
        value = value * 256 + byte;
        break;
      }
      value = value * 128 + (byte & 0x7f);
      n++;
      if ((byte & 0x80) === 0 || i >= bytes.length) break;
    }
    out.push(value);
  }
  return out;
}

/** Number of places where `positions[0]` has p, `positions[1]` has p+1, ... (a phrase's hits in one column). */
export function countPhraseHits(positions: ReadonlyArray<ReadonlySet<number> | undefined>): number {
  const first = positions[0];
  if (!first) return 0;
  let hits = 0;
  for (const p of first) {
    let all = true;
    for (let j = 1; j < positions.length; j++) {
      if (!positions[j]?.has(p + j)) {
        all = false;
        break;
      }
    }
    if (all) hits++;
  }
  return hits;
}

/**
 * One word's impact list: the rows with the highest contribution of the word alone, best
 * first (ties: newer row first), with the contribution FTS5 computes for the word as a
 * one-phrase query. `complete` when it holds every row that has the word.
 */
export interface ImpactList {
  readonly docs: Int32Array;
  readonly scores: Float64Array;
  /** The word's own IDF (its contribution divided by it is the saturation of its frequency). */
  readonly idf: number;
  readonly complete: boolean;
}

/**
 * A query phrase: its IDF and the impact lists of its words. A phrase's weighted hit count
 * in a row is at most each of its words' (every hit contains each word once), and the
 * saturation grows with the count, so idf * (word contribution / word idf) bounds the
 * phrase's contribution; a row outside a word's list is bounded by the list's last entry
 * (or cannot match when the list is complete). No lists: the bound is idf * (k1 + 1).
 */
export interface ImpactPhrase {
  readonly idf: number;
  readonly lists: readonly ImpactList[];
  /**
   * The phrase is one word and `lists[0]` is its own list: a row in that list has it, with
   * the list's score as its exact contribution.
   */
  readonly single?: boolean;
}

export interface RankedDoc {
  readonly doc: number;
  readonly score: number;
}

export interface ThresholdInput {
  readonly phrases: readonly ImpactPhrase[];
  /** 'all': a row must match every phrase; 'any': at least one. */
  readonly mode: 'all' | 'any';
  /** Rows wanted, best first (offset + page size). */
  readonly k: number;
  /** Row filter known without reading the row (date range, state, category). */
  readonly accept: (doc: number) => boolean;
  /**
   * Exact scores of rows (from their text): the score, or null when the row does not match
   * (a missing word, an excluded phrase). Called with batches in decreasing bound order.
   */
  readonly rescore: (docs: readonly number[]) => ReadonlyMap<number, number | null>;
  /** Give up (null) after scoring this many rows without a proof. */
  readonly maxRescored: number;
  /**
   * Rows in the list of every phrase (all single words) have a known score and match
   * (mode 'all' or 'any'), unless this is set (e.g. the query excludes words): then they
   * are rescored too.
   */
  readonly verifyListed?: boolean;
  /** Rows scored per call of `rescore`. */
  readonly batch?: number;
  /**
   * Every row that matches, when known (e.g. a query with a rare word): the candidates are
   * then these rows alone, bounded through the lists, and no row outside them can match.
   */
  readonly universe?: readonly number[];
}

export interface ThresholdResult {
  /** The top k (fewer when fewer rows match), score descending, then row descending. */
  readonly rows: RankedDoc[];
  /** Rows whose exact score was computed. */
  readonly rescored: number;
  /**
   * True when `rows` is provably the exhaustive top k. False: the best rows found among
   * those scored before the candidates or the `maxRescored` budget ran out (an
   * approximation; rows outside the lists or not yet scored might rank higher).
   */
  readonly proven: boolean;
}

/** Batches scored first in order of evidence (see thresholdTopK). */
const SEED_BATCHES = 2;

/** Relative slack on bounds: list scores divided and multiplied back by an IDF may lose an ulp. */
const SLACK = 1e-9;

const better = (a: RankedDoc, b: RankedDoc) => a.score > b.score || (a.score === b.score && a.doc > b.doc);

/**
 * Fagin's threshold algorithm with exact rescoring: rows from the lists are visited in
 * decreasing order of their score bound and scored exactly until the k-th best exact score
 * is above the bound of every row not yet scored, including rows in no list at all. The
 * result is then exactly the top k an exhaustive BM25 ranking gives (same tie-break).
 * When that cannot be proven within `maxRescored` rows, the best rows found so far with
 * `proven: false`.
 */
export function thresholdTopK(input: ThresholdInput): ThresholdResult {
  const { phrases, mode, k, accept } = input;
  if (k <= 0) return { rows: [], rescored: 0, proven: true };
  const lists: Array<{ list: ImpactList; phrase: number; last: number }> = [];
  phrases.forEach((p, phrase) => {
    for (const list of p.lists) {
      const n = list.docs.length;
      lists.push({ list, phrase, last: list.complete || n === 0 ? 0 : list.scores[n - 1]! / list.idf });
    }
  });
  // Per phrase, the bound factor of a row in none of its lists.
  const outsideRatio = phrases.map((p, i) =>
    p.lists.length === 0 ? BM25_MAX_SATURATION : Math.min(...lists.filter((l) => l.phrase === i).map((l) => l.last)),
  );
  // Per candidate row (a slot), its score in each list (NaN: not in that list).
  const L = lists.length;
  const { universe } = input;
  const capacity = universe ? universe.length : lists.reduce((n, l) => n + l.list.docs.length, 0);
  const values = new Float64Array(Math.max(1, capacity * L)).fill(NaN);
  const slotDoc = new Int32Array(capacity);
  const slotOf = new Map<number, number>();
  let slots = 0;
  if (universe) {
    for (const doc of universe) {
      if (slotOf.has(doc) || !accept(doc)) continue;
      slotOf.set(doc, slots);
      slotDoc[slots++] = doc;
    }
  }
  lists.forEach(({ list }, li) => {
    for (let j = 0; j < list.docs.length; j++) {
      const doc = list.docs[j]!;
      let slot = slotOf.get(doc);
      if (slot === undefined) {
        if (universe || !accept(doc)) continue;
        slot = slots++;
        slotOf.set(doc, slot);
        slotDoc[slot] = doc;
      }
      values[slot * L + li] = list.scores[j]!;
    }
  });
  const phraseLists = phrases.map((_, i) => lists.flatMap((l, li) => (l.phrase === i ? [li] : [])));
  // The exact score of a row found in the list of every (single-word) phrase, else NaN.
  const ownList = phrases.map((p, i) => (p.single ? phraseLists[i]![0]! : -1));
  const canKnow = !input.verifyListed && ownList.every((li) => li >= 0);
  const knownScore = (slot: number): number => {
    if (!canKnow) return NaN;
    let score = 0.0;
    for (const li of ownList) {
      const v = values[slot * L + li]!;
      if (Number.isNaN(v)) return NaN;
      score += v;
    }
    return score;
  };
  const bound = (slot: number): number => {
    let total = 0;
    for (let i = 0; i < phrases.length; i++) {
      const p = phrases[i]!;
      let b: number;
      if (phraseLists[i]!.length === 0) b = p.idf * BM25_MAX_SATURATION;
      else {
        let ratio = Infinity;
        for (const li of phraseLists[i]!) {
          const v = values[slot * L + li]!;
          const r = Number.isNaN(v) ? lists[li]!.last : v / lists[li]!.list.idf;
          if (r < ratio) ratio = r;
        }
        b = p.idf * ratio;
      }
      if (b === 0 && mode === 'all') return -Infinity; // outside a complete list: cannot match
      total += b;
    }
    return total * (1 + SLACK);
  };
  const outside = (() => {
    if (universe) return -Infinity;
    if (mode === 'all' && outsideRatio.some((r) => r === 0)) return -Infinity;
    const b = phrases.reduce((sum, p, i) => sum + p.idf * outsideRatio[i]!, 0);
    return b === 0 ? -Infinity : b * (1 + SLACK);
  })();
  const known = new Float64Array(slots);
  const bounds = new Float64Array(slots);
  for (let slot = 0; slot < slots; slot++) {
    known[slot] = knownScore(slot);
    bounds[slot] = Number.isNaN(known[slot]!) ? bound(slot) : known[slot]!;
  }
  // Rows with a known score are matches: the k-th best of them is a floor for the answer,
  // and a row whose bound is below it can never enter the top k.
  const knownScores = known.filter((v) => !Number.isNaN(v)).sort();
  const floor = knownScores.length >= k ? knownScores[knownScores.length - k]! : -Infinity;
  const candidates: Array<RankedDoc & { known: number; lower: number }> = [];
  for (let slot = 0; slot < slots; slot++) {
    const b = bounds[slot]!;
    if (b === -Infinity || b < floor) continue;
    let lower = 0;
    for (let li = 0; li < L; li++) if (!Number.isNaN(values[slot * L + li]!)) lower += values[slot * L + li]!;
    candidates.push({ doc: slotDoc[slot]!, score: b, known: known[slot]!, lower });
  }
  candidates.sort((a, b) => (better(a, b) ? -1 : 1));

  const top: RankedDoc[] = [];
  const batch = input.batch ?? 32;
  let rescored = 0;
  const insert = (entry: RankedDoc) => {
    if (top.length >= k && !better(entry, top[k - 1]!)) return;
    let at = top.length;
    while (at > 0 && better(entry, top[at - 1]!)) at--;
    top.splice(at, 0, entry);
    if (top.length > k) top.length = k;
  };
  const score = (docs: number[]) => {
    rescored += docs.length;
    const scores = input.rescore(docs);
    for (const doc of docs) {
      const s = scores.get(doc);
      if (s !== null && s !== undefined) insert({ doc, score: s });
    }
  };
  // Rows with a known score go straight in; the others are scored from the text.
  const unknown: typeof candidates = [];
  for (const c of candidates) {
    if (Number.isNaN(c.known)) unknown.push(c);
    else insert({ doc: c.doc, score: c.known });
  }
  // First the rows with most evidence (the largest sum of the contributions the lists
  // show): they give a high k-th score early, which ends the proof sooner and, when no
  // proof comes within the budget, is the best approximation.
  const done = new Set<number>();
  const seed = [...unknown]
    .sort((a, b) => b.lower - a.lower || b.doc - a.doc)
    .slice(0, Math.min(SEED_BATCHES * batch, Math.floor(input.maxRescored / 2)));
  let next = 0;
  const threshold = () => {
    while (next < unknown.length && done.has(unknown[next]!.doc)) next++;
    return Math.max(outside, next < unknown.length ? unknown[next]!.score : -Infinity);
  };
  const proven = () => {
    const t = threshold();
    return t === -Infinity || (top.length >= k && top[k - 1]!.score > t);
  };
  for (let i = 0; i < seed.length && !proven(); i += batch) {
    const docs = seed.slice(i, i + batch).map((c) => c.doc);
    docs.forEach((d) => done.add(d));
    score(docs);
  }
  // Rows at the top of the lists are mostly short ones, which rarely have every word of a
  // multi-word AND: if the rows with most evidence gave (almost) no match, the bound order
  // will not give k either (the caller ranks with FTS5).
  if (mode === 'all' && !universe && top.length < Math.min(k, 2) && !proven()) return { rows: top, rescored, proven: false };
  // Any-word queries whose rows outside every list could still beat the k-th score found
  // (flat lists: the best rows have several words, each below its list's end) cannot be
  // proven by scoring more list rows: answer with the best found.
  if (mode === 'any' && top.length >= k && outside >= top[k - 1]!.score) return { rows: top, rescored, proven: false };
  // Then in bound order until the k-th score is above every remaining bound.
  while (!proven()) {
    if (next >= unknown.length || rescored >= input.maxRescored) return { rows: top, rescored, proven: false };
    const docs: number[] = [];
    while (docs.length < Math.min(batch, input.maxRescored - rescored)) {
      threshold(); // skips rows already scored
      if (next >= unknown.length) break;
      const doc = unknown[next]!.doc;
      done.add(doc);
      docs.push(doc);
    }
    score(docs);
  }
  return { rows: top, rescored, proven: true };
}
