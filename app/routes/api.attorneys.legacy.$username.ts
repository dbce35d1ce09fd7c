import { redirect } from 'react-router';
import type { Route } from './+types/api.attorneys.legacy.$username';
import { attorneyPathByUsername } from '#app/data/attorney-profile.server.ts';

/** GET /api/attorneys/legacy/{username}: 301 to the attorney's profile path, or 404. */
export function loader({ params }: Route.LoaderArgs) {
  const path = attorneyPathByUsername(params.username);
  if (!path) return Response.json({ error: 'Attorney not found' }, { status: 404 });
  return redirect(path, 301);
}
