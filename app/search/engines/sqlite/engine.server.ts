import {
  andExpressions,
  filterExpression,
  matchAllExpression,
  matchAnyExpression,
  parseSearchText,
  titleTierExpression,
  type ParsedQuery,
} from '#app/search/query/parse.ts';
import { requestWindow, type SearchRequest } from '#app/search/request.ts';
import { answeredFirstPage, rankingWindow } from '#app/search/ranking/answered-first.ts';
import type {
  FacetCount,
  RankingMethod,
  SearchFacets,
  SearchMode,
} from '#app/search/results/result.ts';
import { archiveInfo, getArchive, statement } from '#app/data/archive.server.ts';
import { commonestWords, enoughMatches, withoutWords } from '../../query/plan.ts';
import { archivePlan } from './information.server.ts';
import type { Lexicon } from '../../understanding/understand.ts';
import { archiveLexicon } from './spelling.server.ts';
import type { SearchSettings } from '../../config.ts';
import type { EngineResult, SearchEngine } from '../engine.ts';
import { archiveStats, createHitReader, docAnswered, docRange as docRangeOf } from './hits.server.ts';
import { impactTopK, indexTotals, ScratchIndex, type Totals } from './postings/impact-lists.server.ts';
import { noPostingsStats, PostingsReader, type PostingsStats } from './postings/reader.server.ts';

/**
 * Search over the SQLite archive (FTS5). Design and measurements: docs/search.md.
 *
 * question_search rowids ("docs") are in posted_at order, so a date range is a rowid
 * range and "newest" is rowid DESC. One pass over the newest SAMPLE_SIZE matching rowids
 * gives the total (exact below the cap, else estimated from the rowid span the sample
 * covers), the facets (from packed per-doc state/category arrays) and the newest-first
 * page. Relevance is BM25 with column weights; FTS5 scores every match, so large match
 * sets are ranked on the title tier (matches with a query term in the title) with a
 * zero-weight column filter that leaves the scores unchanged.
 */

/** Column weights: title, body, answers, title_tier, filters. */
const BM25 = 'bm25(question_search, 8.0, 2.0, 1.0, 0.0, 0.0)';

/** The engine plus what tests and benchmarks inspect: the exhaustive reference ranking and the postings' counts. */
export interface SqliteEngine extends SearchEngine {
  /** Question ids of the exhaustive BM25 top-k (no tiers, no windows): the benchmark's reference ranking. */
  exhaustiveTopIds(request: SearchRequest, k: number): number[];
  readonly postingsStats: PostingsStats;
  /** Forgets the phrases read from the index (benchmarks measuring the first query of a phrase). */
  clearPhraseCache(): void;
}

interface PerArchive {
  readonly generation: number;
  /** Query understanding's data for this archive (undefined: not read yet). */
  lexicon?: Lexicon | null;
  readonly totals: Totals | null;
  readonly postings: PostingsReader;
  facetColumns?: FacetColumns;
  lastDoc?: number;
}

export function emptyFacets(): SearchFacets {
  return { state: [], category: [], approximate: false };
}

interface FacetColumns {
  readonly states: readonly string[];
  readonly categories: readonly number[];
  readonly countries: readonly string[];
  readonly state: Uint8Array;
  readonly category: Uint16Array;
  /** Empty for an archive built before the country column: a country filter then matches nothing, as its MATCH does. */
  readonly country: Uint8Array;
}

/** The SQLite/FTS5 engine with its own state; `settings` from app/search/config.ts. */
export function createSqliteEngine(settings: SearchSettings): SqliteEngine {
  const scratch = new ScratchIndex();
  const postingsStats: PostingsStats = noPostingsStats();
  const { pageHits } = createHitReader();
  /** What the engine read of the current archive: a newly swapped-in archive starts afresh. */
  const forArchive = (generation: number): PerArchive => ({ generation, totals: indexTotals(), postings: new PostingsReader(settings, scratch, postingsStats) });
  let archive: PerArchive = { generation: -1, totals: null, postings: new PostingsReader(settings, scratch, postingsStats) };
  const sync = () => {
    const { generation } = archiveInfo();
    if (generation !== archive.generation) archive = forArchive(generation);
  };

  function loadFacetColumns(): FacetColumns {
    if (archive.facetColumns) return archive.facetColumns;
    const rows = statement('SELECT name, codes, data FROM search_facet_columns').all() as Array<{ name: string; codes: string; data: Buffer }>;
    const byName = new Map(rows.map((r) => [r.name, r]));
    const state = byName.get('state');
    const category = byName.get('category');
    const country = byName.get('country');
    if (!state || !category) throw new Error('the archive has no search facet columns (db/derive/0310_search_facets.ts)');
    const copy = (b: Buffer) => b.buffer.slice(b.byteOffset, b.byteOffset + b.byteLength);
    archive.facetColumns = {
      states: JSON.parse(state.codes) as string[],
      categories: JSON.parse(category.codes) as number[],
      countries: country ? (JSON.parse(country.codes) as string[]) : [],
      state: new Uint8Array(copy(state.data)),
      category: new Uint16Array(copy(category.data)),
      country: country ? new Uint8Array(copy(country.data)) : new Uint8Array(0),
    };
    return archive.facetColumns;
  }

  function maxDoc(): number {
    archive.lastDoc ??= (statement('SELECT coalesce(max(doc), 0) AS n FROM question_search_docs').get() as { n: number }).n;
    return archive.lastDoc;
  }

  /** The doc range of a date range (inclusive); null when no question falls in it. */
  const docRange = (request: SearchRequest) => docRangeOf(request.from, request.to);

  const newestMatches = () =>
    statement('SELECT rowid FROM question_search WHERE question_search MATCH ? AND rowid BETWEEN ? AND ? ORDER BY rowid DESC LIMIT ?').pluck();

  const matchingOf = () =>
    statement('SELECT rowid FROM question_search WHERE question_search MATCH ? AND rowid IN (SELECT value FROM json_each(?))').pluck();

  const ranked = () =>
    statement(
      `SELECT rowid AS doc, ${BM25} AS rank FROM question_search
       WHERE question_search MATCH ? AND rowid BETWEEN ? AND ? ORDER BY rank, rowid DESC LIMIT ? OFFSET ?`,
    );

  interface Ranked {
    doc: number;
    rank: number;
  }

  interface Matches {
    readonly expression: string;
    readonly sample: number[];
    readonly total: number;
    readonly exact: boolean;
  }

  /** The newest settings.sampleSize matches, the total (exact or estimated from their rowid span). */
  function sampleMatches(expression: string, range: { lo: number; hi: number }): Matches {
    const rows = newestMatches().all(expression, range.lo, range.hi, settings.sampleSize + 1) as number[];
    if (rows.length <= settings.sampleSize) return { expression, sample: rows, total: rows.length, exact: true };
    rows.length = settings.sampleSize;
    return { expression, sample: rows, total: estimateTotal(rows, range), exact: false };
  }

  /** The total of a query from its newest settings.sampleSize matches (newest first; there are more): matches spread evenly over the range. */
  function estimateTotal(sample: ArrayLike<number>, range: { lo: number; hi: number }): number {
    const oldest = sample[sample.length - 1]!;
    const covered = range.hi - oldest + 1;
    const total = Math.round((sample.length * (range.hi - range.lo + 1)) / covered);
    return Math.max(total, sample.length + 1);
  }

  function countFacets(matches: Pick<Matches, 'total' | 'exact'> & { sample: ArrayLike<number> }): SearchFacets {
    const columns = loadFacetColumns();
    const states = new Float64Array(columns.states.length + 1);
    const categories = new Float64Array(columns.categories.length + 1);
    for (let i = 0; i < matches.sample.length; i++) {
      const doc = matches.sample[i]!;
      states[columns.state[doc] ?? 0]! += 1;
      categories[columns.category[doc] ?? 0]! += 1;
    }
    const scale = matches.exact || matches.sample.length === 0 ? 1 : matches.total / matches.sample.length;
    const list = <K>(counts: Float64Array, values: readonly K[]): FacetCount<K>[] => {
      const out: FacetCount<K>[] = [];
      for (let i = 1; i < counts.length; i++) if (counts[i]! > 0) out.push({ value: values[i - 1]!, count: Math.max(1, Math.round(counts[i]! * scale)) });
      return out.sort((a, b) => b.count - a.count);
    };
    return { state: list(states, columns.states), category: list(categories, columns.categories), approximate: !matches.exact };
  }

  /** The request's filters for the postings: the doc range, and the state/country/category test (null: none). */
  function postingsFilter(request: SearchRequest, range: { lo: number; hi: number }) {
    const accept = hasValueFilter(request) ? filterPredicate(request, range) : null;
    return { lo: range.lo, hi: range.hi, accept };
  }

  /** Rows that pass the request's filters, from the packed facet columns (no row lookup). */
  function filterPredicate(request: SearchRequest, range: { lo: number; hi: number }): (doc: number) => boolean {
    const columns = loadFacetColumns();
    const state = request.state ? columns.states.indexOf(request.state) + 1 : -1;
    const category = request.category !== null ? columns.categories.indexOf(request.category) + 1 : -1;
    const country = request.country ? columns.countries.indexOf(request.country) + 1 : -1;
    if (state === 0 || category === 0 || country === 0) return () => false; // a value no document has
    return (doc) =>
      doc >= range.lo &&
      doc <= range.hi &&
      (state < 0 || columns.state[doc] === state) &&
      (category < 0 || columns.category[doc] === category) &&
      (country < 0 || columns.country[doc] === country);
  }

  const hasValueFilter = (request: SearchRequest) => Boolean(request.state || request.country) || request.category !== null;

  const quotePhrase = (phrase: readonly string[]) => `"${phrase.join(' ').replaceAll('"', '""')}"`;

  /** Every row of a phrase over the whole archive, ascending (null when more than settings.phraseRowsMax). */
  function phraseRows(phrase: readonly string[]): Int32Array | null {
    const rows = statement('SELECT rowid FROM question_search WHERE question_search MATCH ? ORDER BY rowid LIMIT ?').pluck().all(quotePhrase(phrase), settings.phraseRowsMax + 1) as number[];
    return rows.length > settings.phraseRowsMax ? null : Int32Array.from(rows);
  }

  /** A phrase's match count over the whole archive (for its IDF): exact, or estimated from a sample. */
  function phraseHitsOf(request: SearchRequest, parsed: ParsedQuery, matches: Matches, range: { lo: number; hi: number }) {
    const whole = range.lo === 1 && range.hi === maxDoc() && !hasValueFilter(request);
    return (phrase: readonly string[]) => {
      // The query is this one phrase over the whole archive: its match count is known already.
      if (whole && parsed.include.length === 1 && parsed.exclude.length === 0) return { total: matches.total, exact: matches.exact };
      const sample = sampleMatches(quotePhrase(phrase), { lo: 1, hi: maxDoc() });
      return { total: sample.total, exact: sample.exact };
    };
  }

  /** The exact top of the ranking from the impact lists (search-impact.server.ts), or null. */
  function rankByImpact(
    request: SearchRequest,
    parsed: ParsedQuery,
    mode: SearchMode,
    matches: Matches,
    range: { lo: number; hi: number },
    { offset, limit }: { offset: number; limit: number },
  ): { rows: Ranked[]; ranking: RankingMethod } | null {
    if (mode === 'none' || mode === 'most') return null;
    const answer = impactTopK({
      parsed,
      mode,
      k: offset + limit,
      accept: filterPredicate(request, range),
      ...(matches.exact ? { universe: matches.sample } : {}),
      ...(mode === 'all' && !matches.exact ? { matching: (docs: readonly number[]) => new Set(matchingOf().all(matches.expression, JSON.stringify(docs)) as number[]) } : {}),
      phraseHits: phraseHitsOf(request, parsed, matches, range),
    }, settings, archive.totals, scratch);
    if (!answer) return null;
    return {
      rows: answer.rows.slice(offset).map((r) => ({ doc: r.doc, rank: -r.score })),
      ranking: !answer.proven ? 'impact-approximate' : answer.exactIdf ? 'impact' : 'impact-estimated',
    };
  }

  function rankPage(
    request: SearchRequest,
    parsed: ParsedQuery,
    mode: SearchMode,
    matches: Matches,
    range: { lo: number; hi: number },
    window: { offset: number; limit: number },
  ): { rows: Ranked[]; ranking: RankingMethod } {
    const { offset, limit } = window;
    if (offset >= matches.total) return { rows: [], ranking: 'exact' };
    if (mode === 'all') {
      const phrased = archive.postings.phraseSearch(parsed, offset + limit, postingsFilter(request, range), { hits: phraseHitsOf(request, parsed, matches, range) });
      if (phrased) return { rows: phrased.rows.slice(offset).map((r) => ({ doc: r.doc, rank: -r.score })), ranking: phrased.exactIdf ? 'postings' : 'postings-estimated' };
    }
    const impact = rankByImpact(request, parsed, mode, matches, range, window);
    if (impact) return impact;
    if (mode !== 'none' && archive.postings.canAnswer(parsed)) {
      const answer = archive.postings.search(parsed, offset + limit, postingsFilter(request, range));
      if (answer && answer.mode === mode) return { rows: answer.rows.slice(offset).map((r) => ({ doc: r.doc, rank: -r.score })), ranking: 'postings' };
    }
    const rank = (expression: string, lo: number) => ranked().all(expression, lo, range.hi, limit, offset) as Ranked[];
    if (matches.exact || matches.total <= settings.rankBudget) return { rows: rank(matches.expression, range.lo), ranking: 'exact' };
    // Many matches: score only those with a query word in the title (title_tier has weight 0,
    // so their scores are the exact ones); if the tier is itself too large, or too small for
    // the page, score the newest settings.rankBudget matches (matches are spread evenly enough in time
    // for the span to be estimated from the density).
    const newestWindow = (m: Matches) => Math.max(range.lo, range.hi - Math.ceil(((range.hi - range.lo + 1) * settings.rankBudget) / m.total));
    const tierExpression = matches.total <= settings.tierMaxMatches ? andExpressions(matches.expression, titleTierExpression(parsed)) : null;
    const tier = tierExpression ? sampleMatches(tierExpression, range) : null;
    if (tier && tier.total >= offset + limit) {
      if (tier.exact || tier.total <= settings.rankBudget) return { rows: rank(tier.expression, range.lo), ranking: 'title-tier' };
      return { rows: rank(tier.expression, newestWindow(tier)), ranking: 'recent-window' };
    }
    return { rows: rank(matches.expression, newestWindow(matches)), ranking: 'recent-window' };
  }

  const engine: SqliteEngine = {
    lexicon() {
      sync();
      if (archive.lexicon === undefined) archive.lexicon = archiveLexicon(getArchive());
      return archive.lexicon;
    },
    search(request, query = { text: request.q, expansions: [] }) {
      sync();
      // A question of many words: its commonest words are left out (decision 0027).
      const typed = parseSearchText(query.text);
      const parsed = withoutWords(typed, commonestWords(typed.include, (words) => archive.postings.documentFrequencies(words), settings.maxConcepts));
      const base = { request, page: request.page, pageSize: requestWindow(request).limit, dropped: parsed.dropped };
      const range = docRange(request);
      const filters = filterExpression(request);
      const all = andExpressions(matchAllExpression(parsed), filters);
      if (!range || !matchAllExpression(parsed) || !all) {
        return { ...base, hits: [], total: 0, totalApproximate: false, mode: 'none', ranking: 'exact', facets: emptyFacets() };
      }
      const checked = { range, all };
      // Ranked past the page, so answered questions can move up into it (answered-first.ts).
      const { offset, limit } = rankingWindow(request);
      const page = (rows: readonly Ranked[]) => answeredFirstPage(rows, request, docAnswered);
      const plan = archivePlan(parsed, query.expansions); // relaxed matching: decision 0011
      const relaxed = settings.relaxed && plan.relaxed;
      // Two words, no expansion: both from the all-words paths (same ranking, cheaper); relaxed when fewer than a page.
      const bothFirst = relaxed && plan.concepts.length === 2 && plan.concepts.every((c) => c.alternatives.length === 1) && query.widen !== false;
      const both = bothFirst ? plainSearch() : null;
      // Relaxed matching's first step (both words), counted exactly by the all-words paths.
      if (both && both.mode === 'all' && !both.totalApproximate && enoughMatches(both.total)) return { ...both, ranking: 'relaxed' };
      if (relaxed) {
        const answer = archive.postings.relaxed(plan, offset + limit, postingsFilter(request, range), {
          exponent: settings.coverageExponent,
          newest: request.sort === 'newest',
          coverage: settings.coverage,
          minimumShare: settings.minimumShare,
          titleWeight: settings.titleWeight,
          widen: query.widen !== false,
        });
        if (answer) {
          const total = answer.complete ? answer.matches.length : estimateTotal(answer.matches, range);
          const facets = countFacets({ sample: answer.matches, total, exact: answer.complete });
          // Expansions are highlighted too: they are why a question matched.
          const marked = { ...parsed, include: plan.concepts.flatMap((c) => c.alternatives.map((a) => a.phrase)) };
          const hits = pageHits(page(answer.rows.slice(offset).map((r) => ({ doc: r.doc, rank: request.sort === 'newest' ? 0 : -r.score }))), marked);
          return { ...base, hits, total, totalApproximate: !answer.complete, mode: answer.mode, ranking: 'relaxed', facets };
        }
      }
      return plainSearch();

      /** Every word (then any word when no question has them all), without relaxed matching. */
      function plainSearch(): EngineResult {
        const { range, all } = checked;
        // Several words, a date range or a quoted phrase: every match scored from the postings
        // (exact ranking, total and facets), no FTS5. One word: the impact lists (below).
        const phrased = settings.indexPhrases && parsed.include.some((p) => p.length > 1);
        if (request.sort !== 'newest' && (parsed.include.length + parsed.exclude.length > 1 || request.from !== null || request.to !== null || phrased)) {
          const filter = postingsFilter(request, range);
          // Else, with a phrase besides other words: the phrase's own rows from FTS5 (cheap;
          // FTS5's AND of it with common words is not) narrow the postings' candidates.
          const answer =
            archive.postings.search(parsed, offset + limit, filter, settings.sampleSize) ??
            (parsed.include.length > 1 ? archive.postings.phraseSearch(parsed, offset + limit, filter, { hits: () => ({ total: 0, exact: false }), rows: phraseRows }) : null);
          if (answer?.matches) {
            const exact = !('complete' in answer) || answer.complete;
            // Beyond the sample, the total from how far back the newest matches reach (as sampleMatches).
            const total = exact ? answer.matches.length : estimateTotal(answer.matches, range);
            const facets = countFacets({ sample: answer.matches, total, exact });
            const hits = pageHits(page(answer.rows.slice(offset).map((r) => ({ doc: r.doc, rank: -r.score }))), parsed);
            const mode = 'mode' in answer ? answer.mode : 'all';
            if (total > 0 || mode === 'any' || parsed.include.length === 1)
              return { ...base, hits, total, totalApproximate: !exact, mode, ranking: 'postings', facets };
          }
        }
        let mode: SearchMode = 'all';
        let matches = sampleMatches(all, range);
        if (matches.total === 0 && parsed.include.length > 1) {
          mode = 'any';
          matches = sampleMatches(andExpressions(matchAnyExpression(parsed), filters)!, range);
        }
        let rows: Ranked[];
        let ranking: RankingMethod;
        if (request.sort === 'newest') {
          ranking = 'date';
          rows =
            offset + limit <= matches.sample.length || matches.exact
              ? matches.sample.slice(offset, offset + limit).map((doc) => ({ doc, rank: 0 }))
              : (newestMatches().all(matches.expression, range.lo, range.hi, offset + limit) as number[]).slice(offset).map((doc) => ({ doc, rank: 0 }));
        } else {
          ({ rows, ranking } = rankPage(request, parsed, mode, matches, range, { offset, limit }));
        }
        const hits = pageHits(page(rows), parsed);
        return { ...base, hits, total: matches.total, totalApproximate: !matches.exact, mode, ranking, facets: countFacets(matches) };
      }
    },

    exhaustiveTopIds,
    postingsStats,
    clearPhraseCache: () => archive.postings.clearPhraseCache(),
    stats: archiveStats,
  };

  /** Question ids of the exhaustive BM25 top-k (no tiers, no windows), answered first: the benchmark's reference ranking. */
  function exhaustiveTopIds(request: SearchRequest, k: number): number[] {
    sync();
    const parsed = parseSearchText(request.q);
    const range = docRange(request);
    const filters = filterExpression(request);
    let expression = andExpressions(matchAllExpression(parsed), filters);
    if (!range || !expression || !matchAllExpression(parsed)) return [];
    if (newestMatches().all(expression, range.lo, range.hi, 1).length === 0 && parsed.include.length > 1)
      expression = andExpressions(matchAnyExpression(parsed), filters)!;
    // The same answered-first order as the pages (answered-first.ts), over the exact ranking.
    const window = { ...request, sort: 'relevance' as const, page: 1, offset: 0, limit: k };
    const rows = ranked().all(expression, range.lo, range.hi, rankingWindow(window).limit, 0) as Ranked[];
    return answeredFirstPage(rows, window, docAnswered).map(
      (r) => (statement('SELECT question_id FROM question_search_docs WHERE doc = ?').pluck().get(r.doc) as number),
    );
  }

  return engine;
}
