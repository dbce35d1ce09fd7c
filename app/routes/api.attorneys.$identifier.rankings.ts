import type { Route } from './+types/api.attorneys.$identifier.rankings';
import { getAttorneyProfile, getAttorneyRankings } from '#app/data/attorney-profile.server.ts';

/** GET /api/attorneys/{slug or id}/rankings: peer comparison figures computed at import. */
export function loader({ params }: Route.LoaderArgs) {
  const profile = getAttorneyProfile(params.identifier);
  if (!profile) return Response.json({ error: 'Attorney not found' }, { status: 404 });
  const rankings = getAttorneyRankings(profile.id);
  if (!rankings) return Response.json({ error: 'Rankings unavailable' }, { status: 404 });
  return Response.json(rankings);
}
