import type { Route } from './+types/api.attorneys.$identifier.answers';
import { getAnswerHistory, getAnswerPage, getAttorneyProfile } from '#app/data/attorney-profile.server.ts';
import { ATTORNEY_ANSWERS_PAGE_SIZE, parseAttorneyAnswerQuery } from '#app/domain/attorney-answers.ts';

/**
 * GET /api/attorneys/{slug or id}/answers: the Top Answers slots and answer totals, and
 * `all`: one page of every answer (?sort=newest|helpful&page=N), as the profile lists them.
 */
export function loader({ params, request }: Route.LoaderArgs) {
  const profile = getAttorneyProfile(params.identifier);
  if (!profile) return Response.json({ error: 'Attorney not found' }, { status: 404 });
  const history = getAnswerHistory(profile.id);
  if (!history) return Response.json({ error: 'Answer history unavailable' }, { status: 404 });
  const query = parseAttorneyAnswerQuery(new URL(request.url).searchParams, profile.totalAnswers);
  const all = {
    ...query,
    pageSize: ATTORNEY_ANSWERS_PAGE_SIZE,
    total: profile.totalAnswers,
    answers: getAnswerPage(profile.id, query),
  };
  return Response.json({ ...history, all });
}
