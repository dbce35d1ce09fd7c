import { LRUCache } from 'lru-cache';
import type { SearchSettings } from './config.ts';
import type { EngineQuery, EngineResult, RemoteSearchEngine, SearchEngine } from './engine.ts';
import { preferPlace } from './place-preference.ts';
import { parseSearchText } from './query/parse.ts';
import { searchCacheKey, type SearchRequest } from './request.ts';
import type { RankedSearchResult, SearchStats } from './result.ts';
import { understandQuery, type Lexicon } from './understanding/understand.ts';

/**
 * The search service every route uses, over one engine (SQLite FTS5 here), so a large
 * deployment can answer from another engine without touching the routes. Results are
 * cached in-process for 5 minutes (spec section 9), keyed by the normalized request: the
 * same words, filters, sort and page share an entry. `archive` says which archive the
 * engine answers from: a newly swapped-in archive starts with an empty cache.
 */
export interface SearchService {
  search(request: SearchRequest, options?: { cache?: boolean }): RankedSearchResult;
  stats(): SearchStats;
}

const SEARCH_TTL_MS = 5 * 60_000;
const STATS_TTL_MS = 15 * 60_000;

/** What the query layer does with the visitor's text before the engine sees it (app/search/config.ts). */
export type UnderstandingSettings = Pick<SearchSettings, 'correction' | 'expansion' | 'places'>;

type Kept = EngineResult & Pick<RankedSearchResult, 'originalQuery' | 'correctedQuery' | 'placeFilter'>;

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
 * What both services share: the result cache (emptied when the archive changes), the
 * statistics, and how an engine's answer becomes the visitor's result. A service looks a
 * request up, asks its engine on a miss, and keeps the answer.
 */
function serviceCore(
  engine: Pick<SearchEngine, 'stats' | 'lexicon'>,
  archive: () => unknown,
  settings: UnderstandingSettings,
) {
  const cache = new LRUCache<string, Kept>({ max: 2_000, ttl: SEARCH_TTL_MS });
  let stats: { value: SearchStats; at: number } | undefined;
  let cachedFor: unknown;
  const current = () => {
    const now = archive();
    if (now === cachedFor) return;
    cachedFor = now;
    cache.clear();
    stats = undefined;
  };
  return {
    lookup(request: SearchRequest, options: { cache?: boolean }) {
      current();
      const key = searchCacheKey(request, parseSearchText(request.q));
      const useCache = options.cache !== false;
      return { key, useCache, started: performance.now(), hit: useCache ? cache.get(key) : undefined };
    },
    understand: (request: SearchRequest) => understandRequest(request, engine.lexicon(), settings),
    /** What the engine searches for a request: the understood text and its expansions. */
    query: (understood: ReturnType<typeof understandRequest>): EngineQuery => understood.query,
    /** The searches of a request (place-preference.ts: a state read from the words is preferred). */
    plan(understood: ReturnType<typeof understandRequest>) {
      return preferPlace(understood.request, understood.placeFilter ?? null);
    },
    kept(request: SearchRequest, understood: ReturnType<typeof understandRequest>, answer: EngineResult): Kept {
      return {
        ...answer,
        originalQuery: request.q,
        correctedQuery: understood.correctedQuery,
        // Every state's questions are searched: the others always follow (or mix in) when they match.
        placeFilter: understood.placeFilter ? { ...understood.placeFilter, othersFollow: true } : null,
      };
    },
    finish(
      request: SearchRequest,
      found: { key: string; useCache: boolean; started: number; hit: Kept | undefined },
      result: Kept,
    ): RankedSearchResult {
      if (!found.hit && found.useCache) cache.set(found.key, result);
      return {
        ...result,
        request,
        elapsedMs: Math.round((performance.now() - found.started) * 100) / 100,
        cached: Boolean(found.hit),
      };
    },
    stats() {
      current();
      if (!stats || Date.now() - stats.at > STATS_TTL_MS) stats = { value: engine.stats(), at: Date.now() };
      return stats.value;
    },
  };
}

export function createSearchService(
  engine: SearchEngine,
  archive: () => unknown = () => null,
  settings: UnderstandingSettings = { correction: true, expansion: true, places: true },
): SearchService {
  const core = serviceCore(engine, archive, settings);
  return {
    search(request, options = {}) {
      const found = core.lookup(request, options);
      if (found.hit) return core.finish(request, found, found.hit);
      const understood = core.understand(request);
      const steps = core.plan(understood);
      let step = steps.next();
      while (!step.done) step = steps.next(engine.search(step.value, core.query(understood)));
      const answer = step.value;
      return core.finish(request, found, core.kept(request, understood, answer));
    },
    stats: () => core.stats(),
  };
}

/** The same service over a remote engine (a search server): the same understanding and cache, answers awaited. */
export interface RemoteSearchService {
  search(request: SearchRequest, options?: { cache?: boolean }): Promise<RankedSearchResult>;
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
      const found = core.lookup(request, options);
      if (found.hit) return core.finish(request, found, found.hit);
      const understood = core.understand(request);
      const steps = core.plan(understood);
      let step = steps.next();
      while (!step.done) step = steps.next(await engine.search(step.value, core.query(understood)));
      const answer = step.value;
      return core.finish(request, found, core.kept(request, understood, answer));
    },
    stats: () => core.stats(),
  };
}
