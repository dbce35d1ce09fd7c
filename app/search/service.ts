import type { SearchSettings } from './config.ts';
import { SearchUnavailableError, type EngineResult, type RemoteSearchEngine, type SearchEngine } from './engines/engine.ts';
import { preferPlace } from './ranking/place-preference.ts';
import type { SearchRequest } from './request.ts';
import type { RankedSearchResult, SearchStats } from './results/result.ts';
import { understandQuery, type Lexicon } from './understanding/understand.ts';

/**
 * The search service over one engine: what a request means (understanding), the searches it
 * takes (place-preference.ts) and the engine's answers, timed. It keeps no results: the one
 * result cache is the searcher.s (search.server.ts), in front of every thread. `archive`
 * says which archive the engine answers from (the statistics start afresh on a new one).
 */
export interface SearchService {
  search(request: SearchRequest, options?: SearchOptions): RankedSearchResult;
  stats(): SearchStats;
}

/** `deadline`: the time budget (ms since the epoch), checked before each of the engine's searches. */
export interface SearchOptions {
  readonly deadline?: number;
}

const STATS_TTL_MS = 15 * 60_000;

/** What the query layer does with the visitor's text before the engine sees it (app/search/config.ts). */
export type UnderstandingSettings = Pick<SearchSettings, 'correction' | 'expansion' | 'places'>;

/**
 * Query understanding, for every engine: spelling corrected from the engine's archive, a
 * state named in the text preferred (its questions first among those of similar relevance,
 * place-preference.ts; unless a state, or a country other than the US, was chosen), and the
 * synonym table's expansions, which the engine counts less than the typed words.
 */
export function understandRequest(request: SearchRequest, lexicon: Lexicon | null, settings: UnderstandingSettings) {
  if (!lexicon)
    return { request, query: { text: request.q, expansions: [] }, correctedQuery: null, placeFilter: null };
  const understood = understandQuery(request.q, lexicon, {
    correct: settings.correction && !request.exact,
    places: settings.places && request.state === null && (request.country === null || request.country === 'US') && !request.noPlace,
  });
  const place = understood.place ? { code: understood.place.code, name: understood.place.name } : null;
  return {
    request,
    query: { text: understood.text, expansions: settings.expansion ? understood.expansions : [] },
    correctedQuery: understood.corrected,
    placeFilter: place,
  };
}

/**
 * What both services share: the statistics, and how an engine's answer becomes the visitor's
 * result (with what was understood of the words and how long it took).
 */
function serviceCore(
  engine: Pick<SearchEngine, 'stats' | 'lexicon'>,
  archive: () => unknown,
  settings: UnderstandingSettings,
) {
  let stats: { value: SearchStats; at: number; archive: unknown } | undefined;
  return {
    understand: (request: SearchRequest) => understandRequest(request, engine.lexicon(), settings),
    /** The searches of a request (place-preference.ts: a state read from the words is preferred). */
    plan(understood: ReturnType<typeof understandRequest>) {
      return preferPlace(understood.request, understood.placeFilter ?? null);
    },
    result(request: SearchRequest, understood: ReturnType<typeof understandRequest>, answer: EngineResult, started: number): RankedSearchResult {
      return {
        ...answer,
        request,
        originalQuery: request.q,
        correctedQuery: understood.correctedQuery,
        // Every state's questions are searched: the others always follow (or mix in) when they match.
        placeFilter: understood.placeFilter ? { ...understood.placeFilter, othersFollow: true } : null,
        elapsedMs: Math.round((performance.now() - started) * 100) / 100,
        cached: false,
      };
    },
    stats() {
      const now = archive();
      if (!stats || stats.archive !== now || Date.now() - stats.at > STATS_TTL_MS) stats = { value: engine.stats(), at: Date.now(), archive: now };
      return stats.value;
    },
  };
}

/** Throws the spec's search failure once the time budget is spent (between the engine's searches). */
export function checkDeadline(deadline: number | undefined): void {
  if (deadline !== undefined && Date.now() > deadline) throw new SearchUnavailableError('the search ran past its time budget');
}

export function createSearchService(
  engine: SearchEngine,
  archive: () => unknown = () => null,
  settings: UnderstandingSettings = { correction: true, expansion: true, places: true },
): SearchService {
  const core = serviceCore(engine, archive, settings);
  return {
    search(request, options = {}) {
      const started = performance.now();
      const understood = core.understand(request);
      const steps = core.plan(understood);
      let step = steps.next();
      while (!step.done) {
        checkDeadline(options.deadline);
        step = steps.next(engine.search(step.value, understood.query));
      }
      return core.result(request, understood, step.value, started);
    },
    stats: () => core.stats(),
  };
}

/** The same service over a remote engine (a search server): the same understanding, answers awaited. */
export interface RemoteSearchService {
  search(request: SearchRequest, options?: SearchOptions): Promise<RankedSearchResult>;
  stats(): SearchStats;
}

export function createRemoteSearchService(
  engine: RemoteSearchEngine,
  archive: () => unknown = () => null,
  settings: UnderstandingSettings = { correction: true, expansion: true, places: true },
): RemoteSearchService {
  const core = serviceCore(engine, archive, settings);
  return {
    async search(request, options = {}) {
      const started = performance.now();
      const understood = core.understand(request);
      const steps = core.plan(understood);
      let step = steps.next();
      while (!step.done) {
        checkDeadline(options.deadline);
        step = steps.next(await engine.search(step.value, understood.query));
      }
      return core.result(request, understood, step.value, started);
    },
    stats: () => core.stats(),
  };
}
