import type { Route } from './+types/api.search';
import { search } from '#app/search/index.server.ts';
import { parseSearchParams, searchApiResponse } from '#app/search/index.ts';
import { requestLog } from '#app/log.server.ts';

/** GET /api/search?q=&state=&category=&from=&to=&sort=&page= (400 names a bad parameter). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const parsed = parseSearchParams(new URL(request.url).searchParams);
  if (!parsed.ok) return Response.json({ error: parsed.error, parameter: parsed.parameter }, { status: 400 });
  try {
    return Response.json(searchApiResponse(await search(parsed.request, { context, signal: request.signal })), {
      headers: { 'Cache-Control': 'public, max-age=300' },
    });
  } catch (error) {
    // The engine failed or is down (a search server stopped, a search past SEARCH_TIMEOUT_MS):
    // a transient failure, 503, which no cache keeps.
    requestLog(request).error({ err: error }, 'search failed');
    return Response.json({ error: 'Search failed' }, { status: 503, headers: { 'Cache-Control': 'no-store', 'Retry-After': '5' } });
  }
}
