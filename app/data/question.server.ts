import type { AnswerRecord, QuestionRecord, RelatedRecord } from '#app/domain/question-view.ts';
import { statement } from './archive.server.ts';

/**
 * The question page's reads: a handful of primary-key and index lookups per page
 * (question, its answers with their attorneys, its precomputed related questions).
 */

export function getQuestionRecord(id: number): QuestionRecord | null {
  const row = statement(
    `SELECT id, title, body, question_short AS questionShort, category_id AS categoryId, state, country,
       posted_at AS postedAt, url, answer_count AS answerCount,
       (SELECT json_group_array(tag) FROM (SELECT tag FROM question_tags WHERE question_id = questions.id ORDER BY tag)) AS tags
     FROM questions WHERE id = ?`,
  ).get(id) as (Omit<QuestionRecord, 'tags'> & { tags: string }) | undefined;
  if (!row) return null;
  return { ...row, tags: JSON.parse(row.tags) as string[] };
}

export function getQuestionAnswers(questionId: number): AnswerRecord[] {
  const rows = statement(
    `SELECT a.id, a.body, a.posted_at AS postedAt, a.vote_up AS voteUp, a.vote_down AS voteDown,
       a.is_accepted AS isAccepted, a.is_best AS isBest, a.position,
       a.quality_score AS score, a.quality_authority AS authority, a.quality_actionability AS actionability,
       a.quality_thoroughness AS thoroughness, a.quality_confidence AS confidence, a.quality_readability AS readability,
       t.id AS attorneyId, t.slug AS attorneySlug, t.name AS attorneyName, t.firm AS attorneyFirm, t.city AS attorneyCity,
       t.state AS attorneyState, t.country AS attorneyCountry, t.photo_url AS attorneyPhotoUrl,
       t.photo_fallback_url AS attorneyPhotoFallbackUrl, t.total_answers AS attorneyAnswerCount
     FROM answers a LEFT JOIN attorneys t ON t.id = a.attorney_id
     WHERE a.question_id = ? ORDER BY a.position`,
  ).all(questionId) as (Omit<AnswerRecord, 'isAccepted' | 'isBest'> & { isAccepted: number; isBest: number })[];
  return rows.map((row) => ({ ...row, isAccepted: row.isAccepted === 1, isBest: row.isBest === 1 }));
}

/** Category and place of a question (the metadata call), or null when it does not exist. */
export function getQuestionMetadata(id: number): Pick<QuestionRecord, 'id' | 'title' | 'categoryId' | 'state' | 'country'> | null {
  return (
    (statement('SELECT id, title, category_id AS categoryId, state, country FROM questions WHERE id = ?').get(id) as
      | Pick<QuestionRecord, 'id' | 'title' | 'categoryId' | 'state' | 'country'>
      | undefined) ?? null
  );
}

/**
 * The precomputed related questions, best first (db/derive/0420_related_questions.ts).
 * Throws when the archive cannot answer (the page then says they are unavailable).
 */
export function getRelatedQuestions(id: number): RelatedRecord[] {
  return statement(
    `SELECT q.id, q.title, q.question_short AS questionShort, q.state, q.country, q.category_id AS categoryId,
       q.answer_count AS answerCount, q.posted_at AS postedAt
     FROM related_questions r, json_each(r.related) j JOIN questions q ON q.id = j.value
     WHERE r.question_id = ? ORDER BY j.key`,
  ).all(id) as RelatedRecord[];
}

/** The path parts of a question (for the /q/{id} and /questions/{id} redirects). */
export function getQuestionPathParts(id: number): { id: number; title: string; state: string | null } | null {
  return (
    (statement('SELECT id, title, state FROM questions WHERE id = ?').get(id) as { id: number; title: string; state: string | null } | undefined) ??
    null
  );
}
