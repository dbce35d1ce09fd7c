import { isRouteErrorResponse } from 'react-router';
import { StatusPage } from '#app/components/status-page.tsx';
import { errorMeta, type MatchLike } from '#app/components/page-meta.ts';

export const INVALID_QUESTION = {
  title: 'Invalid Question ID',
  message: 'A question address must end with a positive whole number.',
};
export const MISSING_QUESTION = {
  title: 'Question Not Found',
  message: 'The requested question could not be found or is no longer available.',
};

const BACK = { to: '/', label: 'Back to Search' };

/** Which of the question page's error states a thrown response is. */
export function questionErrorState(error: unknown): typeof INVALID_QUESTION | typeof MISSING_QUESTION | null {
  if (!isRouteErrorResponse(error)) return null;
  if (error.status === 400) return INVALID_QUESTION;
  if (error.status === 404) return MISSING_QUESTION;
  return null;
}

/** Route meta for the error states: their title, and no indexing. */
export function questionErrorMeta(matches: readonly (MatchLike | undefined)[], error: unknown) {
  return errorMeta(matches, questionErrorState(error)?.title ?? 'Something went wrong');
}

/** The ErrorBoundary of every question route: invalid id (400) and missing question (404). */
export function QuestionErrorBoundary({ error }: { error: unknown }) {
  const state = questionErrorState(error);
  if (!state) return <StatusPage title="Something went wrong" message="Please try again in a moment." action={{ to: '/', label: 'Go to Home' }} />;
  return <StatusPage title={state.title} message={state.message} action={BACK} />;
}
