import { BM25_MAX_SATURATION, bm25Idf, type RankedDoc } from '#app/search/sqlite/impact.ts';
import {
  boundedTopK,
  gallop,
  lengthTerms,
  newestMatches,
  phraseCandidates,
  postingsTopK,
  PostingsScratch,
  relaxedTopK,
  type RelaxedList,
  type RelaxedQuery,
  type TitleCoverage,
  type CandidatePhrase,
  unionOfRows,
  type Postings,
  type PostingsResult,
} from '#app/search/sqlite/postings.ts';
import type { ParsedQuery, Phrase } from '#app/search/query/parse.ts';
import { statement } from '#app/data/archive.server.ts';
import type { SearchSettings } from '../config.ts';
import { impactHeadOf, type ScratchIndex } from './impact-lists.server.ts';
import { phraseFromIndex, phraseInArchive } from './index-phrases.server.ts';
import { newestRelaxedMatches, prunedRelaxedTopK, topOfMatches } from './relaxed-pruned.ts';
import { conceptInformation } from './information.server.ts';
import { informedSets, MINIMUM_SHOULD_MATCH, minimumShouldMatch, relaxedMinimums, TITLE_COVERAGE_MIN_CONCEPTS, type QueryPlan } from '../query/plan.ts';
import { TITLE_TIER_PREFIX } from '../query/parse.ts';

/**
 * Exact BM25 from the postings db/derive/0320_search_impact.ts stores (docs/search.md,
 * "The accelerators"): the words' postings are read (one primary-key lookup each) and every match
 * is scored in memory with FTS5's formula and FTS5's own IDFs, so the answer is the
 * exhaustive ranking, with the exact total and every match (for the facets).
 */

interface Loaded {
  readonly rows: number;
  readonly avgdl: number;
  readonly lengthTerm: Float64Array;
  readonly scratch: PostingsScratch;
}

/**
 * Postings kept in memory, least recently used out first, within a byte budget (a list
 * larger than a quarter of it is not kept). The archive is immutable, so they stay right.
 */
class PostingsCache {
  private readonly entries = new Map<string, Postings>();
  private bytes = 0;
  constructor(private readonly budget: number) {}
  get(key: string): Postings | undefined {
    const hit = this.entries.get(key);
    if (hit) {
      this.entries.delete(key);
      this.entries.set(key, hit);
    }
    return hit;
  }
  set(key: string, postings: Postings): void {
    const size = postings.docs.byteLength + postings.freqs.byteLength;
    if (size > this.budget / 4 || this.entries.has(key)) return;
    this.entries.set(key, postings);
    this.bytes += size;
    for (const [old, p] of this.entries) {
      if (this.bytes <= this.budget) break;
      this.entries.delete(old);
      this.bytes -= p.docs.byteLength + p.freqs.byteLength;
    }
  }
  clear(): void {
    this.entries.clear();
    this.bytes = 0;
  }
}

const EMPTY: Postings = { docs: new Int32Array(0), freqs: new Uint8Array(0), idf: 0 };

/** A typed view of a BLOB's bytes (copied only when not aligned for the type). */
function view<T extends Int32Array | Uint16Array | Uint8Array>(b: Buffer, Kind: { new (b: ArrayBuffer, o: number, n: number): T; BYTES_PER_ELEMENT: number }): T {
  const aligned = b.byteOffset % Kind.BYTES_PER_ELEMENT === 0 ? b : Buffer.from(b);
  return new Kind(aligned.buffer as ArrayBuffer, aligned.byteOffset, aligned.byteLength / Kind.BYTES_PER_ELEMENT);
}

/** A word's postings; EMPTY when no row has it; null when it has no stored postings. */
function postingsOf(term: string): Postings | null {
  const row = statement(
    'SELECT p.idf, p.docs, p.freqs, t.df, substr(t.scores, 1, 8) AS top FROM search_terms t LEFT JOIN search_postings p ON p.term = t.term WHERE t.term = ?',
  ).get(term) as { idf: number | null; docs: Buffer | null; freqs: Buffer | null; df: number; top: Buffer | null } | undefined;
  if (!row) return EMPTY;
  if (row.idf === null || !row.docs || !row.freqs) return null;
  const n = row.docs.byteLength / 4;
  const wide = row.freqs.byteLength === n * 2;
  // The impact list's first score is the word's largest contribution; else the saturation's limit.
  const max = row.top?.byteLength === 8 ? row.top.readDoubleLE(0) : row.idf * BM25_MAX_SATURATION;
  return { docs: view(row.docs, Int32Array), freqs: wide ? view(row.freqs, Uint16Array) : view(row.freqs, Uint8Array), idf: row.idf, max };
}

/**
 * The rows whose title has a word (search_title_rows, by its title-tier term); null when the
 * archive has no such table (built before migration 0304).
 */
function titleRowsOf(term: string): Int32Array | null {
  try {
    const docs = statement('SELECT docs FROM search_title_rows WHERE term = ?').pluck().get(term) as Buffer | undefined;
    return docs ? view(docs, Int32Array) : new Int32Array(0);
  } catch {
    return null;
  }
}

/** Rows in both ascending lists. */
function intersectRows(a: Int32Array, b: Int32Array): Int32Array {
  const out = new Int32Array(Math.min(a.length, b.length));
  let n = 0;
  for (let i = 0, j = 0; i < a.length && j < b.length; ) {
    if (a[i]! < b[j]!) i++;
    else if (a[i]! > b[j]!) j++;
    else {
      out[n++] = a[i]!;
      i++;
      j++;
    }
  }
  return out.subarray(0, n);
}

export interface PostingsAnswer extends PostingsResult {
  readonly mode: 'all' | 'any';
  /** False when `matches` are only the newest `sample` matches (there are more). */
  readonly complete: boolean;
}

/**
 * Where a phrase's rows come from: `hits` gives its match count over the archive (exact or
 * estimated) for its IDF; `rows`, when given, every row that has it (ascending; null when
 * too many to list), which makes the matches, the total and the IDF exact.
 */
export interface PhraseSource {
  readonly hits: (phrase: Phrase) => { total: number; exact: boolean };
  readonly rows?: (phrase: Phrase) => Int32Array | null;
}

/**
 * The union of the words' impact lists (ascending rows) and each list's end: the largest
 * contribution a row outside it can have (0 when the list holds every row of the word).
 * Null when a word has no list.
 */
function impactLists(terms: readonly string[]): { rows: Int32Array; end: number[] } | null {
  const end: number[] = [];
  const parts: Int32Array[] = [];
  for (const term of terms) {
    const row = statement('SELECT df, docs, scores FROM search_terms WHERE term = ?').get(term) as { df: number; docs: Buffer | null; scores: Buffer | null } | undefined;
    if (!row?.docs || !row.scores) return null;
    const docs = view(row.docs, Int32Array);
    parts.push(docs);
    end.push(docs.length >= row.df ? 0 : row.scores.readDoubleLE(row.scores.byteLength - 8));
  }
  return { rows: unionOfRows(parts), end };
}

/** The entries of ascending `docs` that are also in ascending `keep` (or, with `drop`, that are not). */
function intersect(docs: Int32Array, bounds: Float64Array, keep: Int32Array, drop: boolean): { docs: Int32Array; bounds: Float64Array } {
  const outDocs = new Int32Array(docs.length);
  const outBounds = new Float64Array(docs.length);
  let n = 0;
  let at = 0;
  for (let i = 0; i < docs.length; i++) {
    at = gallop(keep, at, docs[i]!);
    const found = at < keep.length && keep[at] === docs[i];
    if (found !== drop) {
      outDocs[n] = docs[i]!;
      outBounds[n++] = bounds[i]!;
    }
  }
  return { docs: outDocs.subarray(0, n), bounds: outBounds.subarray(0, n) };
}

/** What the postings reader counted (tests, tuning): phrase queries settled by the impact lists or not, phrases read from the index or refused. */
export interface PostingsStats {
  phraseListsProven: number;
  phraseListsUnproven: number;
  indexPhrases: number;
  indexPhrasesRefused: number;
  /** Relaxed queries of many postings ranked from the impact lists (proven exact), or not proven (then scored exhaustively). */
  relaxedPruned: number;
  relaxedUnproven: number;
  /** Words' postings read from the archive (not from the word cache), and their bytes. */
  wordsRead: number;
  wordBytes: number;
  /** FTS5 index pages read for phrases, and their bytes. */
  indexPages: number;
  indexBytes: number;
  /** Phrases FTS5 found in no row (their words' pages not read). */
  indexPhrasesAbsent: number;
}

/** A new engine's counts. */
export const noPostingsStats = (): PostingsStats => ({
  phraseListsProven: 0,
  phraseListsUnproven: 0,
  indexPhrases: 0,
  indexPhrasesRefused: 0,
  relaxedPruned: 0,
  relaxedUnproven: 0,
  wordsRead: 0,
  wordBytes: 0,
  indexPages: 0,
  indexBytes: 0,
  indexPhrasesAbsent: 0,
});

/** Relaxed matching's first depth of each impact list; then four times deeper, then settings.impactReadDepth (decision 0021). */
const RELAXED_FIRST_DEPTH = 250;

/**
 * The postings of one archive (one per engine and archive): what it loaded (row lengths,
 * the index's segment), the phrases read from the index (most recently used last, up to
 * settings.phraseCacheBytes: the archive is immutable, so they stay right).
 */
export class PostingsReader {
  /** Undefined not loaded yet, null when the archive has no postings (built before migration 0303). */
  private loaded: Loaded | null | undefined;
  /** The FTS5 index's one segment (its doclists are read for phrases), null when it has several (or none). */
  private segment: number | null | undefined;
  private readonly phraseCache: PostingsCache;
  /** Words' postings read from the archive (a common word's is megabytes: reading it again costs milliseconds). */
  private readonly wordCache: PostingsCache;

  constructor(
    private readonly settings: SearchSettings,
    private readonly scratch: ScratchIndex,
    /** The engine's counts (kept across archives). */
    private readonly stats: PostingsStats,
  ) {
    this.phraseCache = new PostingsCache(settings.phraseCacheBytes);
    this.wordCache = new PostingsCache(settings.wordCacheBytes);
  }

  /** The rows whose title has a (title-tier) term, through the word cache; null: the archive has none. */
  private titleRows(term: string): Int32Array | null {
    const key = `title ${term}`;
    const cached = this.wordCache.get(key);
    if (cached) return cached.docs;
    const docs = titleRowsOf(term);
    if (docs && docs.length > 0) this.wordCache.set(key, { docs, freqs: new Uint8Array(0), idf: 0 });
    return docs;
  }

  /**
   * Title coverage's lists (decision 0014): for each live concept, the rows whose title has
   * one of its alternatives (a phrase of several words: every word of it in the title). Null
   * when the archive has no title rows.
   */
  private titleCoverage(plan: QueryPlan, live: readonly number[], weight: number): TitleCoverage | null {
    const alternatives = live.flatMap((c, index) => plan.concepts[c]!.alternatives.map((a) => ({ index, phrase: a.phrase })));
    const stems = this.scratch.stemPhrases(alternatives.map((a) => a.phrase.map((w) => TITLE_TIER_PREFIX + w)));
    if (!stems) return null;
    const lists: Array<{ docs: Int32Array; concept: number }> = [];
    for (let i = 0; i < alternatives.length; i++) {
      let docs: Int32Array | null = null;
      for (const term of stems[i]!) {
        const rows = this.titleRows(term);
        if (rows === null) return null;
        docs = docs === null ? rows : intersectRows(docs, rows);
      }
      if (docs && docs.length > 0) lists.push({ docs, concept: alternatives[i]!.index });
    }
    return { lists, weight };
  }

  /**
   * How many questions have each word (its stem's postings; 0 for a word no question has,
   * null when the archive has no postings for it or it cannot be stemmed): what decision
   * 0027 ranks a long question's words by.
   */
  documentFrequencies(words: readonly string[]): Array<number | null> {
    const stems = words.length > 0 ? this.scratch.stemPhrases(words.map((w) => [w])) : [];
    if (!stems) return words.map(() => null);
    return stems.map((terms) => (terms.length === 1 ? (this.postingsOf(terms[0]!)?.docs.length ?? null) : null));
  }

  /** Forgets the phrases read from the index (benchmarks measuring the first query of a phrase). */
  clearPhraseCache(): void {
    this.phraseCache.clear();
  }

  /** A word's postings (EMPTY when no row has it; null when it has no stored postings), through the word cache. */
  private postingsOf(term: string): Postings | null {
    const cached = this.wordCache.get(term);
    if (cached) return cached;
    const postings = postingsOf(term);
    this.stats.wordsRead++;
    if (postings) this.stats.wordBytes += postings.docs.byteLength + postings.freqs.byteLength;
    if (postings && postings.docs.length > 0) this.wordCache.set(term, postings);
    return postings;
  }

  private load(): Loaded | null {
    if (this.loaded !== undefined) return this.loaded;
    try {
      const data = statement('SELECT data FROM search_doc_tokens').pluck().get() as Buffer | undefined;
      const totals = statement('SELECT rows, tokens FROM search_index_totals').get() as { rows: number; tokens: number } | undefined;
      const maxDoc = (statement('SELECT coalesce(max(doc), 0) FROM question_search_docs').pluck().get() as number) ?? 0;
      if (!data || !totals || totals.rows === 0) return (this.loaded = null);
      const copy = data.buffer.slice(data.byteOffset, data.byteOffset + data.byteLength);
      const docTokens = data.byteLength === (maxDoc + 1) * 2 ? new Uint16Array(copy) : new Uint32Array(copy);
      this.loaded = { rows: totals.rows, avgdl: totals.tokens / totals.rows, lengthTerm: lengthTerms(docTokens, totals.tokens / totals.rows), scratch: new PostingsScratch(Math.max(maxDoc, docTokens.length - 1)) };
    } catch {
      this.loaded = null; // no such table: an archive built before migration 0303
    }
    return this.loaded;
  }

  private indexSegment(): number | null {
    if (this.segment !== undefined) return this.segment;
    try {
      const ids = statement('SELECT DISTINCT segid FROM question_search_idx LIMIT 2').pluck().all() as number[];
      this.segment = ids.length === 1 ? ids[0]! : null;
    } catch {
      this.segment = null;
    }
    return this.segment;
  }

  /**
   * A quoted phrase's postings from the FTS5 index's positions: the rows where its words
   * stand side by side, its weighted hits in each (as FTS5's bm25 counts them) and its IDF
   * from its exact row count. Every word's doclist is first checked against the word's
   * stored postings (same rows, same weighted frequency): null on any difference (or a
   * doclist too long), and the caller answers another way.
   */
  private phrasePostings(terms: readonly string[], state: Loaded, phrase?: Phrase): Postings | null {
    if (!this.settings.indexPhrases) return null;
    const key = terms.join(' ');
    const cached = this.phraseCache.get(key);
    if (cached) return cached;
    const postings = this.phraseFromIndex(terms, state, phrase);
    if (postings) this.phraseCache.set(key, postings);
    return postings;
  }

  private phraseFromIndex(terms: readonly string[], state: Loaded, phrase: Phrase | undefined): Postings | null {
    // A phrase no row has (many an expansion): FTS5 finds that out faster than reading its words' pages here.
    const present = phrase ? () => phraseInArchive(phrase) : () => true;
    return phraseFromIndex(terms, this.indexSegment(), (term) => this.postingsOf(term), present, state, this.settings.indexMaxPages, this.stats);
  }

  /** True when the archive has postings and the query is words only (no phrase of several words). */
  canAnswer(parsed: ParsedQuery): boolean {
    if (!this.settings.postings || parsed.include.length === 0 || !this.load()) return false;
    return [...parsed.include, ...parsed.exclude].every((p) => p.length === 1);
  }

  /**
   * The exhaustive top k of a query of words and quoted phrases (all of them first; any of
   * them when no row has them all and there are several) and its matches (with `sample`, all-words queries give
   * only the newest `sample` matches, `complete: false` when there are more), or null when a word has no stored postings or a
   * phrase cannot be read from the index (the caller then uses the other paths).
   */
  search(
    parsed: ParsedQuery,
    k: number,
    filter: { lo: number; hi: number; accept: ((doc: number) => boolean) | null },
    sample?: number,
  ): PostingsAnswer | null {
    const state = this.load();
    if (!this.settings.postings || !state || parsed.include.length === 0) return null;
    const stems = this.scratch.queryStems(parsed);
    if (!stems) return null;
    // A phrase of several words: its postings from the index's positions (phrasePostings).
    const byTerm = new Map<string, Postings | null>();
    const typed = [...parsed.include, ...parsed.exclude];
    const lists = [...stems.include, ...stems.exclude].map((terms, i) => {
      const key = terms.join(' ');
      if (!byTerm.has(key)) byTerm.set(key, terms.length === 1 ? this.postingsOf(terms[0]!) : this.phrasePostings(terms, state, typed[i]));
      return byTerm.get(key)!;
    });
    if (lists.some((l) => l === null)) return null;
    const include = lists.slice(0, parsed.include.length) as Postings[];
    const exclude = (lists.slice(parsed.include.length) as Postings[]).filter((l) => l.docs.length > 0);
    const query = { include, exclude, k, ...filter, lengthTerm: state.lengthTerm };
    // Matches expected if the words were independent: few, and scoring them all is cheap.
    const expected = include.reduce((n, p) => (n * p.docs.length) / state.rows, state.rows);
    if (sample !== undefined && expected >= this.settings.postingsSampledMin) {
      // Only the newest `sample` matches (the total is estimated from them, as FTS5's sample
      // does), and the top k skipping rows that cannot enter it: scoring every match of
      // several common words is the costly part.
      const newest = newestMatches(query, sample, state.scratch);
      if (newest.docs.length > 0 || include.length === 1) {
        const { rows } = postingsTopK({ ...query, mode: 'all', topOnly: true }, state.scratch);
        return { rows, matches: newest.docs, complete: newest.complete, mode: 'all' };
      }
    } else {
      const all = postingsTopK({ ...query, mode: 'all' }, state.scratch);
      if (all.matches.length > 0 || include.length === 1) return { ...all, mode: 'all', complete: true };
    }
    return { ...postingsTopK({ ...query, mode: 'any' }, state.scratch), mode: 'any', complete: true };
  }

  /**
   * The exact top k of an all-terms query with quoted phrases (or words the tokenizer splits,
   * such as H-1B): the rows that have every word come from the postings, each with an upper
   * bound of its score (phraseCandidates); the best are scored exactly from their text
   * (which checks the phrase really is there) in bound order until the proof holds. A phrase's
   * IDF needs its match count over the archive (`phraseHits`: exact, or an estimate). Null
   * when a word has no postings, the query has no phrase, or no proof comes within
   * PHRASE_MAX_RESCORED rows.
   */
  phraseSearch(
    parsed: ParsedQuery,
    k: number,
    filter: { lo: number; hi: number; accept: ((doc: number) => boolean) | null },
    phrases_: PhraseSource,
  ): { rows: RankedDoc[]; exactIdf: boolean; matches: Int32Array | null } | null {
    const state = this.load();
    if (!this.settings.postings || !state || parsed.include.length === 0 || !parsed.include.some((p) => p.length > 1)) return null;
    const stems = this.scratch.queryStems(parsed);
    if (!stems) return null;
    const { include, exclude: excludeStems } = stems;
    const byTerm = new Map<string, Postings | null>();
    const postings = (term: string) => {
      if (!byTerm.has(term)) byTerm.set(term, this.postingsOf(term));
      return byTerm.get(term)!;
    };
    const dfOf = (term: string) => (statement('SELECT df FROM search_terms WHERE term = ?').pluck().get(term) as number | undefined) ?? 0;
    // Words read for the candidates: one-word phrases (their exact part of the score) and the
    // words of longer phrases, except near-universal ones (the others already narrow the rows).
    const words: Postings[] = [];
    const wordIndex = new Map<string, number>();
    const use = (term: string): number | null => {
      if (wordIndex.has(term)) return wordIndex.get(term)!;
      const p = postings(term);
      if (!p) return null;
      wordIndex.set(term, words.length);
      words.push(p);
      return words.length - 1;
    };
    let exactIdf = true;
    const phraseRows: Int32Array[] = [];
    const phrases: CandidatePhrase[] = [];
    const idfs: number[] = [];
    for (let i = 0; i < include.length; i++) {
      const terms = include[i]!;
      if (terms.length === 1) {
        const w = use(terms[0]!);
        if (w === null) return null;
        phrases.push({ idf: words[w]!.idf, words: [w], single: true });
        idfs.push(words[w]!.idf);
        continue;
      }
      const dfs = terms.map(dfOf);
      if (dfs.some((df) => df === 0)) return null; // a word no row has: nothing matches (FTS5 says so fast)
      const narrow = terms.filter((_, j) => dfs[j]! <= state.rows / 2);
      const picked: number[] = [];
      for (const term of narrow.length > 0 ? narrow : terms) {
        const w = use(term);
        if (w === null) return null;
        picked.push(w);
      }
      let total: number;
      if (phrases_.rows) {
        const rows = phrases_.rows(parsed.include[i]!);
        if (!rows) return null;
        phraseRows.push(rows);
        total = rows.length;
      } else {
        const hits = phrases_.hits(parsed.include[i]!);
        if (!hits.exact) exactIdf = false;
        total = hits.total;
      }
      const idf = bm25Idf(state.rows, total);
      phrases.push({ idf, words: picked, single: false });
      idfs.push(idf);
    }
    const exclude: Postings[] = [];
    const excludeRows: Int32Array[] = [];
    for (let i = 0; i < excludeStems.length; i++) {
      const terms = excludeStems[i]!;
      if (terms.length !== 1) {
        // Checked from the text when scoring; listed when the matches must be exact.
        if (phrases_.rows) {
          const rows = phrases_.rows(parsed.exclude[i]!);
          if (!rows) return null;
          excludeRows.push(rows);
        }
        continue;
      }
      const p = postings(terms[0]!);
      if (!p) return null;
      if (p.docs.length > 0) exclude.push(p);
    }
    const ranked = (required: Int32Array[], outside: number) => {
      let candidates = phraseCandidates({ words, phrases, ...filter, exclude, required, lengthTerm: state.lengthTerm }, state.scratch);
      for (const rows of excludeRows) candidates = intersect(candidates.docs, candidates.bounds, rows, true);
      const answer = boundedTopK({
        docs: candidates.docs,
        bounds: candidates.bounds,
        k,
        outside,
        maxRescored: this.settings.phraseMaxRescored,
        rescore: (docs) => this.scratch.rescore(docs, include, excludeStems, idfs, 'all', state.avgdl),
      });
      return { answer, candidates };
    };
    if (phrases_.rows) {
      // With every row of each phrase known, the candidates are the exact matches.
      const { answer, candidates } = ranked(phraseRows, -Infinity);
      return answer.proven ? { rows: answer.rows, exactIdf, matches: candidates.docs } : null;
    }
    // First only the rows in the words' impact lists (the rows where a word scores best): a
    // row in none of them scores at most what the lists' ends allow, per phrase the least
    // over its words. Proven when the k-th score found is above that; else every row with
    // all the words.
    const lists = impactLists([...wordIndex.keys()]); // in the order of `words`
    if (lists) {
      let outside = 0;
      for (let i = 0; i < phrases.length; i++) {
        let ratio = Infinity;
        for (const w of phrases[i]!.words) ratio = Math.min(ratio, lists.end[w]! / words[w]!.idf);
        if (phrases[i]!.words.length === 0) ratio = BM25_MAX_SATURATION;
        outside += phrases[i]!.idf * ratio;
      }
      const { answer } = ranked([lists.rows], outside);
      this.stats[answer.proven ? 'phraseListsProven' : 'phraseListsUnproven']++;
      if (answer.proven) return { rows: answer.rows, exactIdf, matches: null };
    }
    const { answer } = ranked([], -Infinity);
    return answer.proven ? { rows: answer.rows, exactIdf, matches: null } : null;
  }

  /**
   * Relaxed matching over the postings (decision 0011): the rows with at least the plan's
   * minimum of concepts, ranked by bm25 (expansions weighted) times coverage; or, when no
   * row has that many, any concept. Null when a word has no stored postings or a phrase
   * cannot be read from the index (the caller then uses the other paths).
   */
  relaxed(
    plan: QueryPlan,
    k: number,
    filter: { lo: number; hi: number; accept: ((doc: number) => boolean) | null },
    options: { exponent: number; newest: boolean; coverage: 'idf' | 'count' | 'tiered'; minimumShare: number; titleWeight: number; widen?: boolean },
  ): (PostingsResult & { mode: 'all' | 'most' | 'any'; complete: boolean }) | null {
    const state = this.load();
    if (!this.settings.postings || !state || plan.concepts.length === 0 || plan.concepts.length > 16) return null;
    const phrases = plan.concepts.flatMap((c) => c.alternatives.map((a) => a.phrase));
    const stems = this.scratch.stemPhrases([...phrases, ...plan.exclude]);
    if (!stems || stems.flat().some((t) => /^xq/.test(t) || /^f[sc].*0$/.test(t))) return null;
    const byKey = new Map<string, Postings | null>();
    const postingsFor = (terms: string[], phrase: Phrase) => {
      const key = terms.join(' ');
      if (!byKey.has(key)) byKey.set(key, terms.length === 1 ? this.postingsOf(terms[0]!) : this.phrasePostings(terms, state, phrase));
      return byKey.get(key)!;
    };
    const lists: RelaxedList[] = [];
    /** The word of each list (null: a phrase), for its impact list. */
    const listTerms: Array<string | null> = [];
    const conceptIdf: number[] = [];
    /** The plan's concepts that some row has, in the order of conceptIdf. */
    const liveConcepts: number[] = [];
    let at = 0;
    for (const [c, concept] of plan.concepts.entries()) {
      let idf = 0;
      const index = conceptIdf.length;
      const terms = concept.alternatives.map(() => stems[at++]!);
      const found = terms.map((t, i) => postingsFor(t, concept.alternatives[i]!.phrase));
      if (found.some((p) => p === null)) return null;
      // An expansion never weighs more than the word typed for it (when the archive has that word).
      const typed = found[0]!.docs.length > 0 ? found[0]!.idf : Infinity;
      concept.alternatives.forEach((alternative, i) => {
        const postings = found[i]!;
        if (postings.docs.length === 0) return;
        const weight = i === 0 ? alternative.weight : alternative.weight * Math.min(1, typed / postings.idf);
        lists.push({ postings, concept: index, weight });
        listTerms.push(terms[i]!.length === 1 ? terms[i]![0]! : null);
        idf = Math.max(idf, postings.idf * weight);
      });
      // A concept no row has cannot be covered: it does not count (nor raise the minimum).
      if (lists.length > 0 && lists[lists.length - 1]!.concept === index) {
        conceptIdf.push(idf);
        liveConcepts.push(c);
      }
    }
    const exclude: Postings[] = [];
    for (const [i, terms] of stems.slice(phrases.length).entries()) {
      const postings = postingsFor(terms, plan.exclude[i]!);
      if (!postings) return null;
      if (postings.docs.length > 0) exclude.push(postings);
    }
    const live = conceptIdf.length;
    const weights = options.coverage === 'idf' ? conceptIdf : conceptIdf.map(() => 1);
    // Title coverage for questions typed in many words (decision 0014); not for newest first.
    const titles =
      options.titleWeight > 0 && live >= TITLE_COVERAGE_MIN_CONCEPTS && !options.newest
        ? this.titleCoverage(plan, liveConcepts, options.titleWeight)
        : null;
    const query = { lists, conceptIdf: weights, exclude, k, ...filter, lengthTerm: state.lengthTerm, exponent: options.exponent, newest: options.newest, tiered: options.coverage === 'tiered', titles, informed: informedSets(liveInformation(plan, liveConcepts)) };
    const minimum = minimumShouldMatch(live, { ...MINIMUM_SHOULD_MATCH, share: options.minimumShare });
    const postings = lists.reduce((n, l) => n + l.postings.docs.length, 0);
    const sampled = postings >= this.settings.postingsSampledMin && options.coverage !== 'tiered';
    /** The rows with at least `min` concepts (null: none): sampled when the lists are long, else (or unproven) summed. */
    const matching = (min: number) => {
      const answer = sampled ? this.relaxedSampled({ ...query, minimum: min }, listTerms, options.newest, state) : null;
      if (answer === 'none') return null;
      if (answer) return answer;
      const summed = relaxedTopK({ ...query, minimum: min }, state.scratch);
      return summed.matches.length > 0 ? { ...summed, complete: true } : null;
    };
    const nothing = { rows: [], matches: new Int32Array(0), complete: true };
    // The minimums to try (query/plan.ts); an incomplete answer is the newest of many matches: enough.
    const minimums = relaxedMinimums(live, minimum, options.widen !== false);
    let found: ReturnType<typeof matching> = null;
    let step = minimums.next();
    while (!step.done) {
      found = matching(step.value) ?? found;
      step = minimums.next(found === null ? 0 : found.complete ? found.matches.length : Infinity);
    }
    return { ...(found ?? nothing), mode: step.value };
  }

  /**
   * A relaxed query over many postings (decision 0021): its newest settings.sampleSize
   * matches (the count and the facets are estimated from them beyond that), and its top k
   * from the impact lists when that is proven exact (relaxed-pruned.ts). 'none' when no row
   * matches; null when nothing proves the top (the caller sums every list).
   */
  private relaxedSampled(
    query: RelaxedQuery,
    listTerms: ReadonlyArray<string | null>,
    newest: boolean,
    state: Loaded,
  ): (PostingsResult & { complete: boolean }) | 'none' | null {
    if (newest) {
      const matches = newestRelaxedMatches(query, Math.max(this.settings.sampleSize, query.k), state.scratch);
      if (matches.docs.length === 0) return 'none';
      return { rows: Array.from(matches.docs.subarray(0, query.k), (doc) => ({ doc, score: doc })), matches: matches.docs, complete: matches.complete };
    }
    const matches = newestRelaxedMatches(query, this.settings.sampleSize, state.scratch);
    if (matches.docs.length === 0) return 'none';
    // Few matches: every one of them scored. Many: the top from the impact lists, when proven.
    if (matches.complete) return { rows: topOfMatches(query, matches.docs, state.scratch), matches: matches.docs, complete: true };
    // A state or category filter leaves few of the lists' best rows: they seldom prove the top.
    if (query.accept !== null) return null;
    const deepest = this.settings.impactReadDepth;
    // With the impact lists off (comparisons) only lists short enough to score whole prove anything.
    const heads = listTerms.map((term) => (term === null || !this.settings.impact ? null : impactHeadOf(term, deepest)));
    const depths = [...new Set([Math.min(RELAXED_FIRST_DEPTH, deepest), Math.min(RELAXED_FIRST_DEPTH * 4, deepest), deepest])];
    const rows = prunedRelaxedTopK({ ...query, heads, depths, candidateCost: this.settings.relaxedCandidateCost }, state.scratch);
    this.stats[rows ? 'relaxedPruned' : 'relaxedUnproven']++;
    return rows ? { rows, matches: matches.docs, complete: false } : null;
  }
}

/** The information of the plan's live concepts (those some row has), in their order (information.server.ts). */
function liveInformation(plan: QueryPlan, live: readonly number[]): number[] {
  const all = conceptInformation(plan);
  return live.map((c) => all[c]!);
}
