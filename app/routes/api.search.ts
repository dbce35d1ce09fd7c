import type { Route } from './+types/api.search';
import { getConfig } from '#app/config/get-config.server.ts';
import { bearerMatches } from '#app/http/bearer.ts';
import { explainSearch, search } from '#app/search/index.server.ts';
import { parseSearchParams, searchApiResponse } from '#app/search/index.ts';
import { requestLog } from '#app/log.server.ts';

/**
 * GET /api/search?q=&state=&category=&from=&to=&sort=&page= (400 names a bad parameter).
 * `explain=1` adds each hit's score taken apart, for the operator only (METRICS_TOKEN as
 * `Authorization: Bearer`); anyone else is refused (403), and the answer is never cached.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const explain = params.has('explain') && params.get('explain') !== '0';
  const noStore = { 'Cache-Control': 'no-store' };
  if (explain) {
    const token = getConfig().METRICS_TOKEN;
    if (!token || !bearerMatches(request.headers.get('authorization'), token))
      return Response.json({ error: 'explain needs the operator token (Authorization: Bearer <METRICS_TOKEN>)' }, { status: 403, headers: noStore });
  }
  const parsed = parseSearchParams(params);
  if (!parsed.ok) return Response.json({ error: parsed.error, parameter: parsed.parameter }, { status: 400 });
  try {
    const result = await search(parsed.request, { context, signal: request.signal });
    if (explain) return Response.json({ ...searchApiResponse(result), explain: explainSearch(result, getConfig().SEARCH_ENGINE) }, { headers: noStore });
    return Response.json(searchApiResponse(result), { headers: { 'Cache-Control': 'public, max-age=300' } });
  } catch (error) {
    // The engine failed or is down (a search server stopped, a search past SEARCH_TIMEOUT_MS):
    // a transient failure, 503, which no cache keeps.
    requestLog(request).error({ err: error }, 'search failed');
    return Response.json({ error: 'Search failed' }, { status: 503, headers: { 'Cache-Control': 'no-store', 'Retry-After': '5' } });
  }
}
