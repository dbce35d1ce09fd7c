import { LRUCache } from 'lru-cache';
import { onArchiveSwap } from './archive.server.ts';
import { parseSearchText } from '#app/domain/search-query.ts';
import { searchCacheKey, type SearchRequest } from '#app/domain/search-request.ts';
import type { SearchResult, SearchStats } from '#app/domain/search-result.ts';
import { sqliteSearchBackend, type SearchBackend } from './search-sqlite.server.ts';

/**
 * The search service every route uses. The backend is one interface (SQLite FTS5 here),
 * so a large deployment can answer from another engine without touching the routes.
 * Results are cached in-process for 5 minutes (spec section 9), keyed by the normalized
 * request: the same words, filters, sort and page share an entry.
 */
const SEARCH_TTL_MS = 5 * 60_000;
const STATS_TTL_MS = 15 * 60_000;

let backend: SearchBackend = sqliteSearchBackend;
const cache = new LRUCache<string, Omit<SearchResult, 'elapsedMs' | 'cached'>>({ max: 2_000, ttl: SEARCH_TTL_MS });
let stats: { value: SearchStats; at: number } | undefined;

// Results describe one archive: a newly swapped-in archive starts with an empty cache.
onArchiveSwap(() => {
  cache.clear();
  stats = undefined;
});

export function useSearchBackend(next: SearchBackend): void {
  backend = next;
  cache.clear();
  stats = undefined;
}

export function searchQuestions(request: SearchRequest, options: { cache?: boolean } = {}): SearchResult {
  const started = performance.now();
  const key = searchCacheKey(request, parseSearchText(request.q));
  const useCache = options.cache !== false;
  const hit = useCache ? cache.get(key) : undefined;
  const result = hit ?? backend.search(request);
  if (!hit && useCache) cache.set(key, result);
  return { ...result, request, elapsedMs: Math.round((performance.now() - started) * 100) / 100, cached: Boolean(hit) };
}

export function searchStats(): SearchStats {
  if (!stats || Date.now() - stats.at > STATS_TTL_MS) stats = { value: backend.stats(), at: Date.now() };
  return stats.value;
}
