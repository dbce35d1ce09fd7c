import { buildQuestionView, buildRelatedView, type QuestionView, type RelatedView } from '#app/domain/question-view.ts';
import { getQuestionAnswers, getQuestionRecord, getRelatedQuestions } from './question.server.ts';

export interface QuestionPageData {
  readonly question: QuestionView;
  /** Null when the related questions could not be read (the page says so). */
  readonly related: RelatedView[] | null;
}

/** Everything the question page shows, or null when the question does not exist. */
export function loadQuestionPage(id: number, nowSeconds = Math.floor(Date.now() / 1000)): QuestionPageData | null {
  const record = getQuestionRecord(id);
  if (!record) return null;
  const question = buildQuestionView(record, getQuestionAnswers(id));
  return { question, related: loadRelated(id, nowSeconds) };
}

export function loadRelated(id: number, nowSeconds = Math.floor(Date.now() / 1000)): RelatedView[] | null {
  try {
    return buildRelatedView(getRelatedQuestions(id), nowSeconds);
  } catch (error) {
    console.error(`related questions of ${id} unavailable: ${(error as Error).message}`);
    return null;
  }
}
