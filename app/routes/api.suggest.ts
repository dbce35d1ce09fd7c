import type { Route } from './+types/api.suggest';
import { getSuggestions } from '#app/data/suggest.server.ts';
import { suggestionView } from '#app/domain/suggest-view.ts';

/**
 * GET /api/suggest?q=: at most 8 suggestions for what the visitor has typed. Anything
 * hostile or unusable (no q, several q, too long) gets an empty list, never an error.
 */
export function loader({ request }: Route.LoaderArgs) {
  const values = new URL(request.url).searchParams.getAll('q');
  const suggestions = values.length === 1 ? getSuggestions(values[0]).map(suggestionView) : [];
  return Response.json({ suggestions }, { headers: { 'Cache-Control': 'public, max-age=300' } });
}
