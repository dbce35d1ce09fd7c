/**
 * Search's public surface (docs/search.md): requests (from URLs and JSON bodies), results,
 * the APIs' JSON shapes, highlighting, the search page's fixed content and the config
 * section. Safe in the browser; running a search is index.server.ts. Nothing else of
 * app/search/ is imported from outside it (ESLint enforces it).
 */
export {
  EMPTY_REQUEST,
  MAX_SEARCH_PAGE,
  parseSearchPageParams,
  searchPageRequest,
  parseSearchParams,
  searchCacheKey,
  type SearchRequest,
} from './request.ts';
export type { FacetCount, RankedSearchResult, SearchFacets, SearchHit, SearchResult, SearchStats } from './results/result.ts';
export { jsonSearchResponse, searchApiResponse } from './results/api.ts';
export { hasMarks, highlightSegments } from './query/highlight.ts';
export { POPULAR_TOPICS, SEARCH_TIPS } from './discovery.ts';
