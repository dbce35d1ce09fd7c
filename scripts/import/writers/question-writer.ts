import { questionRecord, type QuestionRecord } from '#scripts/import/records.ts';
import { questionSlug } from '#app/domain/slug.ts';
import { cleanTextFast, shortTextFast } from '../fast-text.ts';
import { isoToEpochSeconds } from '../dates.ts';
import { isUniqueViolation, parseWith, toFlag, type LineWriter, type WriterContext } from './context.ts';

const SHORT_TEXT_MAX = 300;

/**
 * Questions with their answers and tags. A line is imported whole or not at all: the
 * build runs with journal_mode=OFF (no ROLLBACK), so when an answer turns out to be a
 * duplicate the rows this line already wrote are deleted again (tags come last, so there
 * are none yet).
 */
export function questionWriter(context: WriterContext): LineWriter {
  const { db } = context;
  // answer_count is known here (a line brings all its answers): counting later rewrites every row.
  const insertQuestion = db.prepare(
    `INSERT INTO questions (id, slug, title, body, question_short, category_id, state, country, posted_at, url, answer_count)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const insertAnswer = db.prepare(
    `INSERT INTO answers (id, question_id, attorney_id, position, body, answer_short, posted_at, vote_up, vote_down, is_accepted, is_best)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const insertTag = db.prepare('INSERT INTO question_tags (question_id, tag) VALUES (?, ?)');
  const deleteAnswer = db.prepare('DELETE FROM answers WHERE id = ?');
  const deleteQuestion = db.prepare('DELETE FROM questions WHERE id = ?');

  return (value) => {
    const parsed = parseWith(questionRecord, value);
    if (!parsed.ok) return parsed.reason;
    const q = parsed.record;
    const problem = unknownAttorney(q, context.attorneyIds);
    if (problem) return problem;

    const title = cleanTextFast(q.title);
    if (!title) return 'title: is empty once HTML tags are removed';
    const body = cleanTextFast(q.body);
    try {
      insertQuestion.run(
        q.id,
        questionSlug(title) || 'question',
        title,
        body,
        shortTextFast(body || title, SHORT_TEXT_MAX),
        q.categoryId,
        q.state ?? null,
        q.country ?? (q.state ? 'US' : null),
        isoToEpochSeconds(q.postedAt),
        q.url ?? null,
        q.answers.length,
      );
    } catch (error) {
      if (isUniqueViolation(error)) return `duplicate question id ${q.id}`;
      throw error;
    }

    for (const [position, a] of q.answers.entries()) {
      const answerBody = cleanTextFast(a.body);
      try {
        insertAnswer.run(
          a.id,
          q.id,
          a.attorneyId ?? null,
          position,
          answerBody,
          shortTextFast(answerBody, SHORT_TEXT_MAX),
          isoToEpochSeconds(a.postedAt),
          a.voteUp,
          a.voteDown,
          toFlag(a.isAccepted),
          toFlag(a.isBest),
        );
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        // By primary key: the answers_by_question index is only built after the load.
        for (const written of q.answers.slice(0, position)) deleteAnswer.run(written.id);
        deleteQuestion.run(q.id);
        return `answers[${position}].id: duplicate answer id ${a.id}`;
      }
    }
    for (const tag of new Set(q.tags.map(cleanTextFast).filter(Boolean))) insertTag.run(q.id, tag);
    context.answers += q.answers.length;
    return null;
  };
}

function unknownAttorney(q: QuestionRecord, attorneyIds: Set<number>): string | null {
  for (const [i, a] of q.answers.entries()) {
    if (a.attorneyId != null && !attorneyIds.has(a.attorneyId)) {
      return `answers[${i}].attorneyId ${a.attorneyId} is not in attorneys.jsonl`;
    }
  }
  return null;
}
