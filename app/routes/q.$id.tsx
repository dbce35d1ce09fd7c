import { data, redirect } from 'react-router';
import type { Route } from './+types/q.$id';
import { QuestionErrorBoundary, questionErrorMeta } from '#app/components/question/question-status.tsx';
import { getQuestionPathParts } from '#app/data/question.server.ts';
import { parsePositiveId, questionPath } from '#app/domain/urls.ts';

/** /q/{id} and /questions/{id} (which re-exports this module): 301 to the canonical question URL; 400 for a bad id, 404 for a missing question. */
export function loader({ params }: Route.LoaderArgs) {
  const id = parsePositiveId(params.id);
  if (id === null) throw data(null, { status: 400 });
  const parts = getQuestionPathParts(id);
  if (!parts) throw data(null, { status: 404 });
  throw redirect(questionPath(parts), 301);
}

export function meta({ error, matches }: Route.MetaArgs) {
  return questionErrorMeta(matches, error);
}

export default function QuestionRedirect() {
  return null;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <QuestionErrorBoundary error={error} />;
}
