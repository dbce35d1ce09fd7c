import type { Route } from './+types/api.search';
import { searchQuestions } from '#app/data/search.server.ts';
import { searchApiResponse } from '#app/domain/search-api.ts';
import { parseSearchParams } from '#app/domain/search-request.ts';

/** GET /api/search?q=&state=&category=&from=&to=&sort=&page= (issue 3; 400 names a bad parameter). */
export function loader({ request }: Route.LoaderArgs) {
  const parsed = parseSearchParams(new URL(request.url).searchParams);
  if (!parsed.ok) return Response.json({ error: parsed.error, parameter: parsed.parameter }, { status: 400 });
  try {
    return Response.json(searchApiResponse(searchQuestions(parsed.request)), {
      headers: { 'Cache-Control': 'public, max-age=300' },
    });
  } catch (error) {
    console.error('search failed', error);
    return Response.json({ error: 'Search failed' }, { status: 500 });
  }
}
