import type { Route } from './+types/api.attorneys.practice-areas';
import { listPracticeAreas } from '#app/data/attorney-directory.server.ts';
import { requestLog } from '#app/log.server.ts';

/** GET /api/attorneys/practice-areas: [{id, name, count}], most common first. */
export function loader({ request }: Route.LoaderArgs) {
  try {
    return Response.json(listPracticeAreas());
  } catch (error) {
    requestLog(request).error({ err: error }, 'practice areas failed');
    return Response.json({ error: 'Failed to get practice areas' }, { status: 500 });
  }
}
