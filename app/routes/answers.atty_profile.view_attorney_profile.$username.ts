import { redirect } from 'react-router';
import type { Route } from './+types/answers.atty_profile.view_attorney_profile.$username';
import { attorneyPathByUsername } from '#app/data/attorney-profile.server.ts';

/** The old site's profile URL: 301 to the profile, or to /find-attorney for an unknown username. */
export function loader({ params }: Route.LoaderArgs) {
  return redirect(attorneyPathByUsername(params.username) ?? '/find-attorney', 301);
}
