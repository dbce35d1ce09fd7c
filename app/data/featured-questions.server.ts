import type { QuestionSummary } from '#app/domain/question-summary.ts';
import { statement } from './archive.server.ts';

const COLUMNS = `q.id, q.title, q.question_short AS questionShort, q.state, q.country,
  q.category_id AS categoryId, q.posted_at AS postedAt, q.answer_count AS answerCount`;

/**
 * Recently asked, well-answered questions (at least two attorney answers), newest first:
 * the home page's "Recently Asked Questions" and the search page's "Featured Questions".
 * Walks the posted_at index from the newest row, so it costs a few row reads.
 */
export function getFeaturedQuestions(limit: number): QuestionSummary[] {
  return statement(
    `SELECT ${COLUMNS} FROM questions q INDEXED BY questions_by_date
     WHERE q.answer_count >= 2 ORDER BY q.posted_at DESC, q.id DESC LIMIT ?`,
  ).all(limit) as QuestionSummary[];
}
