import { parseSearchParams, type SearchRequest } from '#app/domain/search-request.ts';
import type { SearchResult } from '#app/domain/search-result.ts';

export type SearchFn = (request: SearchRequest, options?: { cache?: boolean }) => SearchResult;
export type ExhaustiveFn = (request: SearchRequest, k: number) => number[];

/** A search request from a query string, as the API parses it (throws on an invalid one). */
export function searchRequest(query: string): SearchRequest {
  const parsed = parseSearchParams(new URLSearchParams(query));
  if (!parsed.ok) throw new Error(parsed.error);
  return parsed.request;
}

/**
 * The search service and its exhaustive FTS5 reference, on `archive`: DATABASE_PATH is set
 * before the modules load (they open the archive on first use); set any other SEARCH_*
 * variable before calling.
 */
export async function loadSearchService(archive: string): Promise<{ search: SearchFn; exhaustive: ExhaustiveFn }> {
  process.env.DATABASE_PATH = archive;
  const { searchQuestions } = await import('#app/data/search.server.ts');
  const { exhaustiveTopIds } = await import('#app/data/search-sqlite.server.ts');
  return { search: searchQuestions, exhaustive: exhaustiveTopIds };
}
