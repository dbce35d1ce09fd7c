import type { Log } from '#app/log.server.ts';
import { answerContext, type AnswerContext } from '#app/domain/answer-context.ts';
import { buildQuestionView, buildRelatedView, type QuestionView, type RelatedView } from '#app/domain/question-view.ts';
import { getQuestionAnswers, getQuestionRecord, getRelatedQuestions } from './question.server.ts';

export interface QuestionPageData {
  readonly question: QuestionView;
  /** Null when the related questions could not be read (the page says so). */
  readonly related: RelatedView[] | null;
  /** The answers' ages and the question's and attorneys' places, as of `nowSeconds`. */
  readonly context: AnswerContext;
}

/** Everything the question page shows, or null when the question does not exist. */
export function loadQuestionPage(id: number, log: Log, nowSeconds = Math.floor(Date.now() / 1000)): QuestionPageData | null {
  const record = getQuestionRecord(id);
  if (!record) return null;
  const question = buildQuestionView(record, getQuestionAnswers(id));
  return { question, related: loadRelated(id, log, nowSeconds), context: answerContext(question, nowSeconds) };
}

/** The related questions, or null (logged on the request's log) when they cannot be read. */
export function loadRelated(id: number, log: Log, nowSeconds = Math.floor(Date.now() / 1000)): RelatedView[] | null {
  try {
    return buildRelatedView(getRelatedQuestions(id), nowSeconds);
  } catch (error) {
    log.error({ err: error, questionId: id }, 'related questions unavailable');
    return null;
  }
}
