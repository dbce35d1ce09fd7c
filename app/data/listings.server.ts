import type { ListedQuestion, QuestionSummary } from '#app/domain/question-summary.ts';
import { SORT_CODES, pageOffset, type LIST_KIND } from '#app/domain/listing-options.ts';
import { statement } from './archive.server.ts';

/** A question row of a browse listing: the summary plus its top answer's excerpt. */
export interface ListingQuestion extends QuestionSummary {
  readonly answerShort: string | null;
  readonly votes: number;
  readonly lastActivityAt: number;
}

export interface ListingPage {
  readonly results: ListingQuestion[];
  readonly total: number;
}

export type ListKind = (typeof LIST_KIND)[keyof typeof LIST_KIND];

/**
 * Page `page` of a list in a given order, whole rows (the browse API): ranks were written at import (db/derive/0710),
 * so this is a range seek on listing_ranks' primary key at any depth, then 20 row lookups.
 */
export function getListingPage(kind: ListKind, listId: number, sort: number, filter: number, page: number, limit: number): ListingPage {
  const total = getListingSize(kind, listId, filter);
  const offset = pageOffset(page, limit);
  if (offset >= total) return { results: [], total };
  const results = statement(
    `SELECT q.id, q.title, q.question_short AS questionShort, q.state, q.country, q.category_id AS categoryId,
            q.posted_at AS postedAt, q.answer_count AS answerCount, a.answer_short AS answerShort,
            coalesce(l.votes, 0) AS votes, coalesce(l.last_activity_at, q.posted_at) AS lastActivityAt
     FROM listing_ranks r
     JOIN questions q ON q.id = r.question_id
     LEFT JOIN question_listing l ON l.question_id = q.id
     LEFT JOIN answers a ON a.id = l.top_answer_id
     WHERE r.kind = ? AND r.sort = ? AND r.filter = ? AND r.list_id = ? AND r.rank > ? AND r.rank <= ?
     ORDER BY r.rank`,
  ).all(kind, sort, filter, listId, offset, offset + limit) as ListingQuestion[];
  return { results, total };
}

/**
 * Page `page` of a list as its cards show it (the place, practice-area and category pages):
 * the same ranks, then one narrow row per question from question_cards, so a page read from
 * disk costs 20 row reads instead of 60.
 */
export function getListingCards(kind: ListKind, listId: number, sort: number, filter: number, page: number, limit: number) {
  const total = getListingSize(kind, listId, filter);
  const offset = pageOffset(page, limit);
  if (offset >= total) return { results: [] as ListedQuestion[], total };
  const results = statement(
    `SELECT c.question_id AS id, c.title, c.state, c.country, c.category_id AS categoryId, c.posted_at AS postedAt,
            c.answer_count AS answerCount, c.answer_short AS answerShort
     FROM listing_ranks r JOIN question_cards c ON c.question_id = r.question_id
     WHERE r.kind = ? AND r.sort = ? AND r.filter = ? AND r.list_id = ? AND r.rank > ? AND r.rank <= ?
     ORDER BY r.rank`,
  ).all(kind, sort, filter, listId, offset, offset + limit) as ListedQuestion[];
  return { results, total };
}

export function getListingSize(kind: ListKind, listId: number, filter: number): number {
  const row = statement('SELECT total FROM listing_sizes WHERE kind = ? AND filter = ? AND list_id = ?').get(kind, filter, listId) as
    | { total: number }
    | undefined;
  return row?.total ?? 0;
}

/** The most used tags of a list, most used first (computed at import; at most 8). */
export function getPopularTopics(kind: ListKind, listId: number): string[] {
  const rows = statement('SELECT topic FROM listing_topics WHERE kind = ? AND list_id = ? ORDER BY position').all(kind, listId) as {
    topic: string;
  }[];
  return rows.map((r) => r.topic);
}

/** The first questions of a list by relevance ("trending questions" of the API). */
export function getTopQuestions(kind: ListKind, listId: number, limit: number): ListingQuestion[] {
  return getListingPage(kind, listId, SORT_CODES.relevance, 0, 1, limit).results;
}
