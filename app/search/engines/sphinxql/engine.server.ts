import { defaultSearchSettings, SPHINXQL_DEFAULTS, type SphinxQLSettings } from '../../config.ts';
import { SearchUnavailableError, type RemoteSearchEngine } from '../engine.ts';
import { parseSearchText, type ParsedQuery } from '../../query/parse.ts';
import {
  MINIMUM_SHOULD_MATCH,
  minimumShouldMatch,
  planQuery,
  commonestWords,
  informedWays,
  withoutWords,
  relaxedMinimums,
  TITLE_COVERAGE_MIN_CONCEPTS,
  type PlanExpansion,
  type QueryPlan,
} from '../../query/plan.ts';
import { requestWindow, type SearchRequest } from '../../request.ts';
import type { SearchFacets, SearchMode } from '../../results/result.ts';
import { answeredFirstPage, rankingWindow } from '../../ranking/answered-first.ts';
import { archiveStats, createHitReader, docAnswered, docRange } from '../sqlite/hits.server.ts';
import { archivePlan, conceptInformation } from '../sqlite/information.server.ts';
import { archiveLexicon } from '../sqlite/spelling.server.ts';
import type { Lexicon } from '../../understanding/understand.ts';
import { archiveInfo, getArchive } from '#app/data/archive.server.ts';
import { createSphinxQLClient, type SphinxQLClient } from './client.server.ts';
import { estimateTotal, facetList } from '../../results/sample.ts';
import { docOfSearchId, isCurrentSearchId, SEARCH_INDEX_FORMAT, stateOfAttribute } from './schema.ts';
import { searchStatement, WEIGHT_SCALE, type EngineQuery, type MatchMode } from './statement.ts';

/**
 * The SphinxQL engine's search (docs/search.md, "The SphinxQL engine"; decision 0015): the
 * shared query layer's phrases become one round trip to searchd (or Manticore, or a
 * distributed index over several): the page, ranked over the newest `window` matches, and
 * the newest `sample` matches, which give the facets. Totals and facets are exact up to
 * the sample; beyond it they are estimated as the embedded engine estimates them (the
 * newest matches spread over the date range), and said to be (`totalApproximate`,
 * `facets.approximate`). The ranked documents are search doc numbers, which the caller maps
 * to questions and highlights from the archive as the embedded engine does.
 */
export interface RankedDocs {
  readonly parsed: ParsedQuery;
  readonly plan: QueryPlan;
  readonly docs: readonly { readonly doc: number; readonly score: number }[];
  readonly total: number;
  readonly totalApproximate: boolean;
  /** False when relevance ranked only the newest `window` matches of more. */
  readonly complete: boolean;
  readonly mode: SearchMode;
  readonly facets: SearchFacets;
}

type Row = Record<string, unknown>;

const metaValue = (meta: readonly Row[], name: string) =>
  Number(meta.find((m) => m.Variable_name === name)?.Value ?? 0);

/** The result sets of `SELECT page; SHOW META; SELECT sample; SHOW META` (statement.ts). */
function readResults(
  results: unknown,
  query: { readonly index: string; readonly newest: boolean; readonly window: number; readonly sample: number },
  range: () => { lo: number; hi: number } | null,
) {
  const [page = [], pageMeta = [], sampleRows = [], sampleMeta = []] = results as Row[][];
  // An index of an older layout answers with ids that name no document: say so rather than show empty pages.
  const stale = [...page, ...sampleRows].find((r) => !isCurrentSearchId(Number(r.id)));
  if (stale)
    throw new SearchUnavailableError(
      `the search index ${query.index} is not in format ${SEARCH_INDEX_FORMAT} (it returned id ${String(stale.id)}): rebuild it with npm run search:index`,
    );
  const sampled = metaValue(sampleMeta, 'total_found');
  const found = metaValue(pageMeta, 'total_found');
  // Relevance saw every match when searchd stopped short of the window.
  const complete = query.newest || query.window <= 0 || found < query.window;
  const sampleDocs = sampleRows.map((r) => docOfSearchId(Number(r.id)));
  let total: number;
  let totalApproximate = false;
  if (sampled <= query.sample) total = sampled;
  else if (!query.newest && complete) total = found;
  else {
    const span = range();
    total = span ? estimateTotal(sampleDocs, span) : sampled;
    totalApproximate = true;
  }
  const states = new Map<string, number>();
  const categories = new Map<number, number>();
  for (const r of sampleRows) {
    const code = stateOfAttribute(Number(r.state));
    if (code) states.set(code, (states.get(code) ?? 0) + 1);
    const category = Number(r.category);
    categories.set(category, (categories.get(category) ?? 0) + 1);
  }
  const exactFacets = sampled <= query.sample;
  const scale = exactFacets || sampleRows.length === 0 ? 1 : total / sampleRows.length;
  return {
    docs: page.map((r) => ({ doc: docOfSearchId(Number(r.id)), score: Number(r['weight()']) / WEIGHT_SCALE })),
    total,
    totalApproximate,
    complete,
    facets: { state: facetList(states, scale), category: facetList(categories, scale), approximate: !exactFacets },
  };
}

export interface SphinxQLSearchOptions {
  readonly client: SphinxQLClient;
  readonly index: string;
  /** The whole search (both statements when the any-word fallback runs) ends by then. */
  readonly timeoutMs: number;
  /** Relaxed matching (decision 0011) as the embedded engine applies it; null: every word, then any word. */
  readonly relaxed?: { readonly exponent: number; readonly minimumShare: number; readonly titleWeight?: number } | null;
  /** Relevance ranks the newest this many matches (0: every match). */
  readonly window: number;
  /** The newest matches counted for the facets (exact up to this many). */
  readonly sample: number;
}

export const noFacets = (): SearchFacets => ({ state: [], category: [], approximate: false });

/** The words typed for a plan's concepts (first alternatives), each once: what coverage counts. */
function typedWords(plan: QueryPlan): number {
  return new Set(plan.concepts.flatMap((c) => c.alternatives[0]?.phrase ?? [])).size;
}

/**
 * Relaxed matching (a plan of three concepts or more, or with expansions): at least the
 * plan's minimum of concepts (`2<75%`), ranked by bm25 x coverage^exponent; when no
 * document has that many, any concept. Else all words first and, when no document has them
 * all and there are several, any word (as the embedded engine).
 */
export async function searchRankedDocs(
  options: SphinxQLSearchOptions,
  request: SearchRequest,
  parsed: ParsedQuery = parseSearchText(request.q),
  expansions: readonly PlanExpansion[] = [],
  widen = true,
  /** Each concept's information (decision 0033), in the plan's order; null: the minimum of concepts alone. */
  information: ((plan: QueryPlan) => readonly number[]) | null = null,
  /** The plan of the words (the engine's: archivePlan, whose expansion weights read the archive). */
  planOf: (parsed: ParsedQuery, expansions: readonly PlanExpansion[]) => QueryPlan = planQuery,
): Promise<RankedDocs> {
  const deadline = Date.now() + options.timeoutMs;
  // Ranked past the page, so answered questions can move up into it (answered-first.ts).
  const { offset, limit } = rankingWindow(request);
  const plan = planOf(parsed, expansions);
  const relaxed = options.relaxed && plan.relaxed ? options.relaxed : null;
  const newest = request.sort === 'newest';
  let span: { lo: number; hi: number } | null | undefined;
  const range = () => (span === undefined ? (span = docRange(request.from, request.to)) : span);
  const base = (match: MatchMode): Omit<EngineQuery, 'maxQueryMs'> => ({
    include: parsed.include,
    exclude: parsed.exclude,
    match,
    state: request.state,
    country: request.country,
    category: request.category,
    from: request.from,
    to: request.to,
    sort: request.sort,
    offset,
    limit,
    window: options.window,
    sample: options.sample,
    coverage: relaxed
      ? {
          words: typedWords(plan),
          exponent: relaxed.exponent,
          // Title coverage for questions typed in many words, as the embedded engine (decision 0014).
          titleWeight: plan.concepts.length >= TITLE_COVERAGE_MIN_CONCEPTS ? (relaxed.titleWeight ?? 0) : 0,
        }
      : null,
  });
  const run = async (match: MatchMode) => {
    const remaining = deadline - Date.now();
    if (remaining <= 0) throw new SearchUnavailableError(`the search took longer than ${options.timeoutMs} ms`);
    const statement = searchStatement(options.index, { ...base(match), maxQueryMs: remaining });
    if (!statement) return null;
    const results = await options.client.query(statement.sql, statement.values);
    return readResults(results, { index: options.index, newest, window: options.window, sample: options.sample }, range);
  };
  const none = (): RankedDocs => ({
    parsed,
    plan,
    docs: [],
    total: 0,
    totalApproximate: false,
    complete: true,
    mode: 'none',
    facets: noFacets(),
  });
  if (relaxed) {
    const concepts = plan.concepts.map((c) => c.alternatives);
    const minimum = minimumShouldMatch(concepts.length, { ...MINIMUM_SHOULD_MATCH, share: relaxed.minimumShare });
    // The minimums to try, as the embedded engine (query/plan.ts).
    const minimums = relaxedMinimums(concepts.length, minimum, widen);
    const info = information?.(plan) ?? null;
    const match = (min: number): MatchMode => ({ kind: 'concepts', concepts, minimum: min, ways: info ? informedWays(info, min) : [] });
    let step = minimums.next();
    const first = await run(match(step.value as number));
    if (!first) return none();
    let most = first;
    step = minimums.next(most.total);
    while (!step.done) {
      most = (await run(match(step.value))) ?? most;
      step = minimums.next(most.total);
    }
    return { parsed, plan, ...most, mode: step.value };
  }
  const all = await run({ kind: 'all' });
  if (!all) return none();
  if (all.total === 0 && parsed.include.length > 1) {
    const any = await run({ kind: 'any' });
    if (any) return { parsed, plan, ...any, mode: 'any' };
  }
  return { parsed, plan, ...all, mode: 'all' };
}

/**
 * A question of many words without its commonest words (decision 0027), ranked by the
 * archive's word counts (its spelling tables: numbers and words it lacks have none, and
 * stay).
 */
function searchedWords(typed: ParsedQuery, lexicon: () => Lexicon | null, maxConcepts: number): ParsedQuery {
  // The archive is read only for a query that long (a short one never needs its counts).
  if (maxConcepts <= 0 || typed.include.length <= maxConcepts) return typed;
  const spelling = lexicon()?.spelling ?? null;
  if (!spelling) return typed;
  const frequencies = (words: readonly string[]) =>
    words.map((word) => {
      const { df } = spelling.wordStats(word);
      return df > 0 ? df : null;
    });
  return withoutWords(typed, commonestWords(typed.include, frequencies, maxConcepts));
}

/**
 * The engine behind SEARCH_ENGINE=sphinxql: searchd ranks, counts and facets; the page's
 * questions, their best answers and the highlights come from the archive (the same hit
 * reader as the embedded engine's), so a hit looks the same on either engine.
 */
export function createSphinxQLEngine(
  settings: SphinxQLSettings,
  /** The connection pool (default: one for settings.url); the profiler passes one that times each call. */
  client: SphinxQLClient = createSphinxQLClient({
    url: settings.url,
    timeoutMs: settings.timeoutMs,
    connections: settings.connections,
  }),
): RemoteSearchEngine {
  const matching = settings.matching ?? defaultSearchSettings();
  const options: SphinxQLSearchOptions = {
    client,
    index: settings.index,
    timeoutMs: settings.timeoutMs,
    relaxed: matching.relaxed
      ? { exponent: matching.coverageExponent, minimumShare: matching.minimumShare, titleWeight: matching.titleWeight }
      : null,
    window: settings.window ?? SPHINXQL_DEFAULTS.window,
    sample: settings.sample ?? SPHINXQL_DEFAULTS.sample,
  };
  const { pageHits } = createHitReader();
  // Query understanding reads the archive the site always has (its spelling tables), once per archive.
  let lexicon: { generation: number; value: Lexicon | null } | undefined;
  const currentLexicon = () => {
    const { generation } = archiveInfo();
    if (lexicon?.generation !== generation) lexicon = { generation, value: archiveLexicon(getArchive()) };
    return lexicon.value;
  };
  return {
    name: 'sphinxql',
    // The shared query layer's text (corrected, a place taken out) and its synonym expansions.
    async search(request, query) {
      const ranked = await searchRankedDocs(
        options,
        request,
        searchedWords(parseSearchText(query?.text ?? request.q), currentLexicon, matching.maxConcepts),
        query?.expansions,
        query?.widen !== false,
        conceptInformation,
        archivePlan,
      );
      // Expansions are highlighted too: they are why a question matched.
      const marked = {
        ...ranked.parsed,
        include: ranked.plan.concepts.flatMap((c) => c.alternatives.map((a) => a.phrase)),
      };
      const rows = ranked.docs.map((d) => ({ doc: d.doc, rank: request.sort === 'newest' ? 0 : -d.score }));
      const hits = pageHits(answeredFirstPage(rows, request, docAnswered), marked);
      return {
        request,
        hits,
        total: ranked.total,
        totalApproximate: ranked.totalApproximate,
        page: request.page,
        pageSize: requestWindow(request).limit,
        mode: ranked.mode,
        // Relevance over the newest matches only: the embedded engine's name for the same bound.
        ranking: request.sort === 'newest' ? 'date' : ranked.complete ? 'sphinxql' : 'recent-window',
        facets: ranked.facets,
        dropped: ranked.parsed.dropped,
      };
    },
    stats: archiveStats,
    lexicon: currentLexicon,
    health: () => client.health(),
    probe: () => client.probe(),
    close: () => client.close(),
  };
}
