import { LRUCache } from 'lru-cache';
import type { EngineResult, SearchEngine } from './engine.ts';
import { parseSearchText } from './query/parse.ts';
import { searchCacheKey, type SearchRequest } from './request.ts';
import type { RankedSearchResult, SearchStats } from './result.ts';

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

export function createSearchService(engine: SearchEngine, archive: () => unknown = () => null): SearchService {
  const cache = new LRUCache<string, EngineResult>({ max: 2_000, ttl: SEARCH_TTL_MS });
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
    search(request, options = {}) {
      const started = performance.now();
      current();
      const key = searchCacheKey(request, parseSearchText(request.q));
      const useCache = options.cache !== false;
      const hit = useCache ? cache.get(key) : undefined;
      const result = hit ?? engine.search(request);
      if (!hit && useCache) cache.set(key, result);
      return { ...result, request, elapsedMs: Math.round((performance.now() - started) * 100) / 100, cached: Boolean(hit) };
    },
    stats() {
      current();
      if (!stats || Date.now() - stats.at > STATS_TTL_MS) stats = { value: engine.stats(), at: Date.now() };
      return stats.value;
    },
  };
}
