import { questionRecord, type QuestionRecord } from '#scripts/import/records.ts';
import { questionSlug } from '#app/domain/slug.ts';
import { cleanTextFast, shortTextFast } from '../fast-text.ts';
import { isoToEpochSeconds } from '../dates.ts';
import { parseWith, toFlag } from './context.ts';

const SHORT_TEXT_MAX = 300;

/**
 * A question line checked and turned into the values of its rows, without a database: the
 * parse threads (parse-pool.ts) prepare lines while the main thread inserts earlier ones.
 * Duplicates are left to the insert (question-writer.ts), which sees every row.
 */
export interface PreparedQuestion {
  id: number;
  /** questions (id, slug, title, body, question_short, category_id, state, country, posted_at, url, answer_count). */
  question: unknown[];
  /** answers (id, question_id, attorney_id, position, body, answer_short, posted_at, vote_up, vote_down, is_accepted, is_best). */
  answers: unknown[][];
  tags: string[];
}

/** The line's rows, or why it cannot be imported. */
export function prepareQuestion(value: unknown, attorneyIds: ReadonlySet<number>): PreparedQuestion | string {
  const parsed = parseWith(questionRecord, value);
  if (!parsed.ok) return parsed.reason;
  const q = parsed.record;
  const problem = unknownAttorney(q, attorneyIds);
  if (problem) return problem;

  const title = cleanTextFast(q.title);
  if (!title) return 'title: is empty once HTML tags are removed';
  const body = cleanTextFast(q.body);
  const question = [
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
    // answer_count is known here (a line brings all its answers): counting later rewrites every row.
    q.answers.length,
  ];
  const answers = q.answers.map((a, position) => {
    const answerBody = cleanTextFast(a.body);
    return [
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
    ];
  });
  const tags = [...new Set(q.tags.map(cleanTextFast).filter(Boolean))];
  return { id: q.id, question, answers, tags };
}

function unknownAttorney(q: QuestionRecord, attorneyIds: ReadonlySet<number>): string | null {
  for (const [i, a] of q.answers.entries()) {
    if (a.attorneyId != null && !attorneyIds.has(a.attorneyId)) {
      return `answers[${i}].attorneyId ${a.attorneyId} is not in attorneys.jsonl`;
    }
  }
  return null;
}
