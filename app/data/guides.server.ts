import type { QuestionSummary } from '#app/domain/question-summary.ts';
import { statement } from './archive.server.ts';

export interface GuideCase extends QuestionSummary {
  readonly rank: number;
  readonly votes: number;
}

/**
 * The archive questions a guide draws on ("Based on 50 real cases"), chosen at import by
 * db/derive/0510_home.sql: the category's most answered questions, then the most
 * up-voted, then the newest. A primary-key range read of at most 50 rows.
 */
export function getGuideCases(categoryId: number): GuideCase[] {
  return statement(
    `SELECT g.rank, g.votes, q.id, q.title, q.question_short AS questionShort, q.state, q.country,
       q.category_id AS categoryId, q.posted_at AS postedAt, q.answer_count AS answerCount
     FROM guide_cases g JOIN questions q ON q.id = g.question_id
     WHERE g.category_id = ? ORDER BY g.rank`,
  ).all(categoryId) as GuideCase[];
}
