import type { Route } from './+types/api.attorneys.$identifier.answers';
import { getAnswerHistory, getAttorneyProfile } from '#app/data/attorney-profile.server.ts';

/** GET /api/attorneys/{slug or id}/answers: the Top Answers slots and answer totals. */
export function loader({ params }: Route.LoaderArgs) {
  const profile = getAttorneyProfile(params.identifier);
  if (!profile) return Response.json({ error: 'Attorney not found' }, { status: 404 });
  const history = getAnswerHistory(profile.id);
  if (!history) return Response.json({ error: 'Answer history unavailable' }, { status: 404 });
  return Response.json(history);
}
