import type { Route } from './+types/api.questions.$id.related';
import { loadRelated } from '#app/data/question-page.server.ts';
import { getQuestionMetadata } from '#app/data/question.server.ts';
import { relatedApiBody } from '#app/domain/question-view.ts';
import { parsePositiveId } from '#app/domain/urls.ts';
import { requestLog } from '#app/log.server.ts';

/** GET /api/questions/{id}/related: related[] (id, question_short, state, answer_count, days_ago). */
export function loader({ params, request }: Route.LoaderArgs) {
  const id = parsePositiveId(params.id);
  if (id === null) return Response.json({ error: 'Invalid Question ID' }, { status: 400 });
  if (!getQuestionMetadata(id)) return Response.json({ error: 'Question Not Found' }, { status: 404 });
  const related = loadRelated(id, requestLog(request));
  if (!related) return Response.json({ error: 'Related questions temporarily unavailable.' }, { status: 503 });
  return Response.json(relatedApiBody(related), { headers: { 'Cache-Control': 'public, max-age=600' } });
}
