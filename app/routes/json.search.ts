import { timingSafeEqual } from 'node:crypto';
import type { Route } from './+types/json.search';
import { getConfig } from '#app/config/get-config.server.ts';
import { jsonSearchResponse } from '#app/search/index.ts';
import { parseJsonSearchBody, search } from '#app/search/index.server.ts';
import { requestLog } from '#app/log.server.ts';

/**
 * POST /json/search: the original search service's call (spec section 7), answered from
 * our index. When SEARCH_API_KEY is set, the key must come in `X-Api-Key` (or
 * `Authorization: Bearer <key>`).
 */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== 'POST')
    return Response.json({ error: 'Use POST' }, { status: 405, headers: { Allow: 'POST' } });
  const key = getConfig().SEARCH_API_KEY;
  if (key && !keyMatches(request, key))
    return Response.json({ error: 'A valid API key is required (X-Api-Key header)' }, { status: 401 });
  // The media type itself, parameters (charset) aside: not application/jsonx or text/x-application/json.
  if ((request.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase() !== 'application/json')
    return Response.json({ error: 'content-type: must be application/json' }, { status: 400 });
  let body: unknown;
  try {
    const text = await request.text();
    if (text.length > 100_000) return Response.json({ error: 'body: too large' }, { status: 413 });
    body = JSON.parse(text);
  } catch {
    return Response.json({ error: 'body: not valid JSON' }, { status: 400 });
  }
  const parsed = parseJsonSearchBody(body);
  if (!parsed.ok) return Response.json({ error: parsed.error }, { status: 400 });
  try {
    return Response.json(jsonSearchResponse(await search(parsed.request, { context, signal: request.signal })));
  } catch (error) {
    // The engine failed or is down (a search server stopped, a search past SEARCH_TIMEOUT_MS):
    // a transient failure, 503, which no cache keeps.
    requestLog(request).error({ err: error }, 'search failed');
    return Response.json({ error: 'Search failed' }, { status: 503, headers: { 'Cache-Control': 'no-store', 'Retry-After': '5' } });
  }
}

export function loader() {
  return Response.json({ error: 'Use POST' }, { status: 405, headers: { Allow: 'POST' } });
}

function keyMatches(request: Request, key: string): boolean {
  const given =
    request.headers.get('x-api-key') ?? /^Bearer\s+(.+)$/i.exec(request.headers.get('authorization') ?? '')?.[1] ?? '';
  const a = Buffer.from(given);
  const b = Buffer.from(key);
  return a.length === b.length && timingSafeEqual(a, b);
}
