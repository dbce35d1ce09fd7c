import type { Route } from './+types/api.attorneys.search';
import { searchAttorneys } from '#app/data/attorney-search.server.ts';
import { parseAttorneySearch } from '#app/domain/attorney-search-params.ts';
import { requestLog } from '#app/log.server.ts';

/** GET /api/attorneys/search (document 2, section 7); a bad parameter answers 400 naming it. */
export function loader({ request }: Route.LoaderArgs) {
  const parsed = parseAttorneySearch(new URL(request.url).searchParams);
  if (!parsed.ok) return Response.json({ error: parsed.message, parameter: parsed.parameter }, { status: 400 });
  try {
    return Response.json(searchAttorneys(parsed.params));
  } catch (error) {
    requestLog(request).error({ err: error }, 'attorney search failed');
    return Response.json({ error: 'Attorney search failed' }, { status: 500 });
  }
}
