import { BM25_MAX_SATURATION, bm25Idf, type RankedDoc } from '#app/search/engines/sqlite/postings/impact.ts';
import { boundedTopK, type CandidatePhrase, phraseCandidates } from './phrase-candidates.ts';
import { lengthTerms, type Postings, PostingsScratch } from './lists.ts';
import { newestMatches } from './newest.ts';
import { postingsTopK } from './top-k.ts';
import { type TitleCoverage } from './relaxed-top-k.ts';
import { type ParsedQuery, type Phrase } from '#app/search/query/parse.ts';
import { statement } from '#app/data/archive.server.ts';
import { type SearchSettings } from '../../../config.ts';
import { type ScratchIndex } from './impact-lists.server.ts';
import { phraseFromIndex, phraseInArchive } from './index-phrases.server.ts';
import { type QueryPlan } from '../../../query/plan.ts';
import { TITLE_TIER_PREFIX } from '../../../query/parse.ts';
import { impactLists, intersect, intersectRows, type Loaded, type PhraseSource, type PostingsAnswer, PostingsCache, postingsOf, type PostingsStats, titleRowsOf } from './store.server.ts';
import { relaxedSearch } from './relaxed.server.ts';

/**
 * Exact BM25 from the postings db/derive/0320_search_impact.ts stores (docs/search.md,
 * "The accelerators"): the words' postings are read (one primary-key lookup each) and every match
 * is scored in memory with FTS5's formula and FTS5's own IDFs, so the answer is the
 * exhaustive ranking, with the exact total and every match (for the facets).
 */

/**
 * The postings of one archive (one per engine and archive): what it loaded (row lengths,
 * the index's segment), the phrases read from the index (most recently used last, up to
 * settings.phraseCacheBytes: the archive is immutable, so they stay right).
 */
export { noPostingsStats, type PostingsStats } from './store.server.ts';

export class PostingsReader {
  /** Undefined not loaded yet, null when the archive has no postings (built before migration 0303). */
  private loaded: Loaded | null | undefined;
  /** The FTS5 index's one segment (its doclists are read for phrases), null when it has several (or none). */
  private segment: number | null | undefined;
  private readonly phraseCache: PostingsCache;
  /** Words' postings read from the archive (a common word's is megabytes: reading it again costs milliseconds). */
  private readonly wordCache: PostingsCache;

  constructor(
    readonly settings: SearchSettings,
    readonly scratch: ScratchIndex,
    /** The engine's counts (kept across archives). */
    readonly stats: PostingsStats,
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
  titleCoverage(plan: QueryPlan, live: readonly number[], weight: number): TitleCoverage | null {
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
  postingsOf(term: string): Postings | null {
    const cached = this.wordCache.get(term);
    if (cached) return cached;
    const postings = postingsOf(term);
    this.stats.wordsRead++;
    if (postings) this.stats.wordBytes += postings.docs.byteLength + postings.freqs.byteLength;
    if (postings && postings.docs.length > 0) this.wordCache.set(term, postings);
    return postings;
  }

  load(): Loaded | null {
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
  phrasePostings(terms: readonly string[], state: Loaded, phrase?: Phrase): Postings | null {
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

  /** Relaxed matching over the postings (relaxed.server.ts). */
  relaxed(...args: RelaxedArgs): ReturnType<typeof relaxedSearch> {
    return relaxedSearch(this, ...args);
  }
}

type RelaxedArgs = Parameters<typeof relaxedSearch> extends [PostingsReader, ...infer R] ? R : never;
