import type { Route } from './+types/api.attorneys.$identifier';
import { getAttorneyProfile } from '#app/data/attorney-profile.server.ts';

/** GET /api/attorneys/{slug or id}: the attorney profile, or 404. */
export function loader({ params }: Route.LoaderArgs) {
  const profile = getAttorneyProfile(params.identifier);
  if (!profile) return Response.json({ error: 'Attorney not found' }, { status: 404 });
  return Response.json(profile);
}
