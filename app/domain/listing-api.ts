import type { QuestionSummary } from './question-summary.ts';
import { questionPath } from './urls.ts';

/** JSON shapes of the browse API (spec document 2, section 7), snake_case like the spec's responses. */
export interface ListingRowInput extends QuestionSummary {
  readonly answerShort: string | null;
  readonly votes: number;
  readonly lastActivityAt: number;
}

export function listingResultJson(q: ListingRowInput) {
  return {
    id: q.id,
    title: q.title,
    question_short: q.questionShort,
    answer_short: q.answerShort,
    state: q.state,
    country: q.country,
    category: q.categoryId,
    posted_ts: q.postedAt,
    answer_count: q.answerCount,
    vote_up: q.votes,
    last_activity_ts: q.lastActivityAt,
    url: questionPath(q),
  };
}

/** Cache-Control of the browse API: the archive is immutable while served (spec: info 15 minutes, questions 5). */
export const INFO_CACHE = 'public, max-age=900';
export const QUESTIONS_CACHE = 'public, max-age=300';

export function badRequest(message: string): Response {
  return Response.json({ error: message }, { status: 400 });
}

export function notFound(message: string): Response {
  return Response.json({ error: message }, { status: 404 });
}
