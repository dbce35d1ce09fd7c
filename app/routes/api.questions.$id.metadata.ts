import type { Route } from './+types/api.questions.$id.metadata';
import { getQuestionMetadata } from '#app/data/question.server.ts';
import { questionMetaBody } from '#app/domain/question-view.ts';
import { parsePositiveId } from '#app/domain/urls.ts';

/** GET /api/questions/{id}/metadata: the question's category and place. */
export function loader({ params }: Route.LoaderArgs) {
  const id = parsePositiveId(params.id);
  if (id === null) return Response.json({ error: 'Invalid Question ID' }, { status: 400 });
  const meta = getQuestionMetadata(id);
  if (!meta) return Response.json({ error: 'Question Not Found' }, { status: 404 });
  return Response.json(questionMetaBody(meta), { headers: { 'Cache-Control': 'public, max-age=300' } });
}
