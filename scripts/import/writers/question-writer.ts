import { isUniqueViolation, type WriterContext } from './context.ts';
import type { PreparedQuestion } from './question-rows.ts';

/**
 * Inserts prepared questions (question-rows.ts) with their answers and tags. A line is
 * imported whole or not at all: the build runs with journal_mode=OFF (no ROLLBACK), so
 * when an answer turns out to be a duplicate the rows this line already wrote are deleted
 * again (tags come last, so there are none yet). Returns null when imported, else why not.
 */
export function questionInserter(context: WriterContext): (q: PreparedQuestion) => string | null {
  const { db } = context;
  const insertQuestion = db.prepare(
    `INSERT INTO questions (id, slug, title, body, question_short, category_id, state, country, posted_at, url, answer_count)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  // The quality columns get placeholders as wide as any score (a fraction takes 8 bytes, a
  // 0-100 integer at most 1), so that applying the real scores (db/derive/0411) never grows
  // a row and rewrites the answers in place instead of splitting every page.
  const insertAnswer = db.prepare(
    `INSERT INTO answers (id, question_id, attorney_id, position, body, answer_short, posted_at, vote_up, vote_down, is_accepted, is_best,
       quality_score, quality_authority, quality_actionability, quality_thoroughness, quality_confidence, quality_readability)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 0.5, 100, 100, 100, 100, 100)`,
  );
  const insertTag = db.prepare('INSERT INTO question_tags (question_id, tag) VALUES (?, ?)');
  const deleteAnswer = db.prepare('DELETE FROM answers WHERE id = ?');
  const deleteQuestion = db.prepare('DELETE FROM questions WHERE id = ?');

  return (q) => {
    try {
      insertQuestion.run(q.question);
    } catch (error) {
      if (isUniqueViolation(error)) return `duplicate question id ${q.id}`;
      throw error;
    }
    for (let position = 0; position < q.answers.length; position++) {
      const answer = q.answers[position]!;
      try {
        insertAnswer.run(answer);
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        // By primary key: the answers_by_question index is only built after the load.
        for (const written of q.answers.slice(0, position)) deleteAnswer.run(written[0]);
        deleteQuestion.run(q.id);
        return `answers[${position}].id: duplicate answer id ${String(answer[0])}`;
      }
    }
    for (const tag of q.tags) insertTag.run(q.id, tag);
    context.answers += q.answers.length;
    return null;
  };
}
