import { defaultSearchSettings, type SphinxQLSettings } from '../config.ts';
import { SearchUnavailableError, type RemoteSearchEngine } from '../engine.ts';
import { parseSearchText, type ParsedQuery } from '../query/parse.ts';
import {
  MINIMUM_SHOULD_MATCH,
  minimumShouldMatch,
  planQuery,
  TITLE_COVERAGE_MIN_CONCEPTS,
  type PlanExpansion,
  type QueryPlan,
} from '../query/plan.ts';
import { requestWindow, type SearchRequest } from '../request.ts';
import type { FacetCount, SearchFacets, SearchMode } from '../result.ts';
import { archiveStats, createHitReader } from '../sqlite/hits.server.ts';
import { archiveLexicon } from '../sqlite/spelling.server.ts';
import type { Lexicon } from '../understanding/understand.ts';
import { archiveInfo, getArchive } from '#app/data/archive.server.ts';
import { createSphinxQLClient, type SphinxQLClient } from './client.server.ts';
import { stateOfAttribute } from './schema.ts';
import { searchStatement, WEIGHT_SCALE, type EngineQuery, type MatchMode } from './statement.ts';

/**
 * The SphinxQL engine's search (docs/search.md, "The SphinxQL engine"): the shared query
 * layer's phrases become one SELECT with its facets and SHOW META, sent to searchd (or
 * Manticore, or a distributed index over several) in one round trip. Totals and facets are
 * searchd's exact counts over every match. The ranked documents are search doc numbers,
 * which the caller maps to questions and highlights from the archive as the embedded
 * engine does.
 */
export interface RankedDocs {
  readonly parsed: ParsedQuery;
  readonly plan: QueryPlan;
  readonly docs: readonly { readonly doc: number; readonly score: number }[];
  readonly total: number;
  readonly mode: SearchMode;
  readonly facets: SearchFacets;
}

type Row = Record<string, unknown>;

/** The result sets of `SELECT ... FACET state FACET category; SHOW META`. */
function readResults(results: unknown, facets: boolean) {
  const sets = results as Row[][];
  const page = sets[0] ?? [];
  const meta = sets[sets.length - 1] ?? [];
  const metaValue = (name: string) => Number(meta.find((m) => m.Variable_name === name)?.Value ?? 0);
  const stateRows = facets ? (sets[1] ?? []) : [];
  const categoryRows = facets ? (sets[2] ?? []) : [];
  const count = (r: Row) => Number(r['count(*)'] ?? 0);
  const state: FacetCount<string>[] = [];
  for (const r of stateRows) {
    const code = stateOfAttribute(Number(r.state));
    if (code) state.push({ value: code, count: count(r) });
  }
  const category = categoryRows.map((r) => ({ value: Number(r.category), count: count(r) }));
  // Most frequent first, ties by value: the embedded engine's order.
  const order = <K extends string | number>(a: FacetCount<K>, b: FacetCount<K>) =>
    b.count - a.count || (a.value < b.value ? -1 : a.value > b.value ? 1 : 0);
  state.sort(order);
  category.sort(order);
  return {
    docs: page.map((r) => ({ doc: Number(r.id), score: Number(r['weight()']) / WEIGHT_SCALE })),
    total: metaValue('total_found'),
    facets: { state, category, approximate: false },
  };
}

export interface SphinxQLSearchOptions {
  readonly client: SphinxQLClient;
  readonly index: string;
  /** The whole search (both statements when the any-word fallback runs) ends by then. */
  readonly timeoutMs: number;
  /** Relaxed matching (decision 0011) as the embedded engine applies it; null: every word, then any word. */
  readonly relaxed?: { readonly exponent: number; readonly minimumShare: number; readonly titleWeight?: number } | null;
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
): Promise<RankedDocs> {
  const deadline = Date.now() + options.timeoutMs;
  const { offset, limit } = requestWindow(request);
  const facets = true;
  const plan = planQuery(parsed, expansions);
  const relaxed = options.relaxed && plan.relaxed ? options.relaxed : null;
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
    facets,
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
    return readResults(await options.client.query(statement.sql, statement.values), facets);
  };
  if (relaxed) {
    const concepts = plan.concepts.map((c) => c.alternatives);
    const minimum = minimumShouldMatch(concepts.length, { all: MINIMUM_SHOULD_MATCH.all, share: relaxed.minimumShare });
    const most = await run({ kind: 'concepts', concepts, minimum });
    if (!most) return { parsed, plan, docs: [], total: 0, mode: 'none', facets: noFacets() };
    if (most.total > 0 || minimum <= 1)
      return { parsed, plan, ...most, mode: minimum >= concepts.length ? 'all' : 'most' };
    const any = await run({ kind: 'concepts', concepts, minimum: 1 });
    return { parsed, plan, ...(any ?? most), mode: 'any' };
  }
  const all = await run({ kind: 'all' });
  if (!all) return { parsed, plan, docs: [], total: 0, mode: 'none', facets: noFacets() };
  if (all.total === 0 && parsed.include.length > 1) {
    const any = await run({ kind: 'any' });
    if (any) return { parsed, plan, ...any, mode: 'any' };
  }
  return { parsed, plan, ...all, mode: 'all' };
}

/**
 * The engine behind SEARCH_ENGINE=sphinxql: searchd ranks, counts and facets; the page's
 * questions, their best answers and the highlights come from the archive (the same hit
 * reader as the embedded engine's), so a hit looks the same on either engine.
 */
export function createSphinxQLEngine(settings: SphinxQLSettings): RemoteSearchEngine {
  const client = createSphinxQLClient({
    url: settings.url,
    timeoutMs: settings.timeoutMs,
    connections: settings.connections,
  });
  const matching = settings.matching ?? defaultSearchSettings();
  const options: SphinxQLSearchOptions = {
    client,
    index: settings.index,
    timeoutMs: settings.timeoutMs,
    relaxed: matching.relaxed
      ? { exponent: matching.coverageExponent, minimumShare: matching.minimumShare, titleWeight: matching.titleWeight }
      : null,
  };
  const { pageHits } = createHitReader();
  // Query understanding reads the archive the site always has (its spelling tables), once per archive.
  let lexicon: { generation: number; value: Lexicon | null } | undefined;
  return {
    name: 'sphinxql',
    // The shared query layer's text (corrected, a place taken out) and its synonym expansions.
    async search(request, query) {
      const ranked = await searchRankedDocs(
        options,
        request,
        parseSearchText(query?.text ?? request.q),
        query?.expansions,
      );
      // Expansions are highlighted too: they are why a question matched.
      const marked = {
        ...ranked.parsed,
        include: ranked.plan.concepts.flatMap((c) => c.alternatives.map((a) => a.phrase)),
      };
      const hits = pageHits(
        ranked.docs.map((d) => ({ doc: d.doc, rank: request.sort === 'newest' ? 0 : -d.score })),
        marked,
      );
      return {
        request,
        hits,
        total: ranked.total,
        totalApproximate: false,
        page: request.page,
        pageSize: requestWindow(request).limit,
        mode: ranked.mode,
        ranking: request.sort === 'newest' ? 'date' : 'sphinxql',
        facets: ranked.facets,
        dropped: ranked.parsed.dropped,
      };
    },
    stats: archiveStats,
    lexicon() {
      const { generation } = archiveInfo();
      if (lexicon?.generation !== generation) lexicon = { generation, value: archiveLexicon(getArchive()) };
      return lexicon.value;
    },
    health: () => client.health(),
    close: () => client.close(),
  };
}
