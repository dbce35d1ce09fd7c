import { HELP_BELOW, helpWords } from '#app/domain/search-help.ts';
import { EMPTY_REQUEST, searchCacheKey, searchPageRequest, type SearchRequest } from './request.ts';
import type { SearchResult } from './results/result.ts';
import type { Searcher } from './search.server.ts';

/**
 * The searches of the search page's help panel (app/data/search-help.server.ts): each telling
 * word of a search that found less than a page, searched alone. None for a page or more.
 */
export function helpSearches(result: SearchResult): Array<{ word: string; request: SearchRequest }> {
  if (result.total >= HELP_BELOW || result.page > 1) return [];
  return helpWords(result.correctedQuery ?? result.request.q).map((word) => ({
    word,
    request: { ...EMPTY_REQUEST, q: word, exact: true, noPlace: true },
  }));
}

/**
 * What the server needs to know of a GET before it hands it to a render thread (server/
 * render-pool.ts asks here and knows no route): whether to answer it on the request thread
 * (the search call: a search and a JSON answer, no page to render), and the searches its
 * render will ask for, run now behind the one searcher so that the render reuses them
 * (search.server.ts, `done`) instead of asking again mid-render.
 */
export interface RenderPlan {
  readonly onRequestThread: boolean;
  readonly searched: ReadonlyArray<readonly [key: string, result: SearchResult]>;
}

const NOTHING: RenderPlan = { onRequestThread: false, searched: [] };

export async function searchesBeforeRender(url: URL, searcher: Searcher): Promise<RenderPlan> {
  if (url.pathname === '/api/search') return { onRequestThread: true, searched: [] };
  if (url.pathname !== '/search') return NOTHING;
  const { request } = searchPageRequest(url.searchParams);
  if (!request.q) return NOTHING;
  let result: SearchResult;
  try {
    result = await searcher(request);
  } catch {
    return NOTHING; // the render asks again and shows the spec's failure message
  }
  const searched: Array<readonly [string, SearchResult]> = [[searchCacheKey(request), result]];
  const help = await Promise.all(helpSearches(result).map(({ request: alone }) => searcher(alone).then((found) => [searchCacheKey(alone), found] as const, () => null)));
  for (const one of help) if (one) searched.push(one);
  return { onRequestThread: false, searched };
}
