import type { Route } from './+types/api.questions.$id';
import { loadQuestionPage } from '#app/data/question-page.server.ts';
import { questionApiBody } from '#app/domain/question-view.ts';
import { parsePositiveId } from '#app/domain/urls.ts';
import { requestLog } from '#app/log.server.ts';

/** GET /api/questions/{id}: question, questionUrl, questionMeta, answers (ranked), stats. */
export function loader({ params, request }: Route.LoaderArgs) {
  const id = parsePositiveId(params.id);
  if (id === null) return Response.json({ error: 'Invalid Question ID' }, { status: 400 });
  const page = loadQuestionPage(id, requestLog(request));
  if (!page) return Response.json({ error: 'Question Not Found' }, { status: 404 });
  return Response.json(questionApiBody(page.question), { headers: { 'Cache-Control': 'public, max-age=300' } });
}
