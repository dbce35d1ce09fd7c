import type { Route } from './+types/api.attorneys.states';
import { listAttorneyStates } from '#app/data/attorney-directory.server.ts';
import { requestLog } from '#app/log.server.ts';

/** GET /api/attorneys/states: [{state, count}] for the states that have attorneys. */
export function loader({ request }: Route.LoaderArgs) {
  try {
    return Response.json(listAttorneyStates());
  } catch (error) {
    requestLog(request).error({ err: error }, 'attorney states failed');
    return Response.json({ error: 'Failed to get attorney states' }, { status: 500 });
  }
}
