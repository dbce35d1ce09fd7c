/**
 * An attorney's whole record on the profile: every answer, a page at a time, newest or most
 * helpful first. Each page and order is its own URL, so the list works without JavaScript.
 */
import { totalPages } from './pagination.ts';

export const ATTORNEY_ANSWERS_PAGE_SIZE = 20;

export const ATTORNEY_ANSWER_SORTS = ['newest', 'helpful'] as const;
export type AttorneyAnswerSort = (typeof ATTORNEY_ANSWER_SORTS)[number];

export const ATTORNEY_ANSWER_SORT_LABELS: Record<AttorneyAnswerSort, string> = {
  newest: 'Newest first',
  helpful: 'Most helpful first',
};

/** What "most helpful" means, said on the page beside the order. */
export const HELPFUL_RULE = 'most up-votes first; ties newest first';

export interface AttorneyAnswerQuery {
  readonly sort: AttorneyAnswerSort;
  readonly page: number;
}

/**
 * The list's order and page from the profile URL. An unknown order is the default; a page
 * that is not a whole number from 1 is page 1, and one past the end is the last page.
 */
export function parseAttorneyAnswerQuery(params: URLSearchParams, totalAnswers: number): AttorneyAnswerQuery {
  const rawSort = params.get('sort');
  const sort = (ATTORNEY_ANSWER_SORTS as readonly string[]).includes(rawSort ?? '') ? (rawSort as AttorneyAnswerSort) : 'newest';
  const rawPage = params.get('page') ?? '';
  const asked = /^[1-9]\d{0,5}$/.test(rawPage) ? Number(rawPage) : 1;
  const last = Math.max(1, totalPages(totalAnswers, ATTORNEY_ANSWERS_PAGE_SIZE));
  return { sort, page: Math.min(asked, last) };
}

/** The profile URL of one page of the list, anchored at the list. */
export function attorneyAnswersHref(profilePath: string, query: AttorneyAnswerQuery): string {
  const search = new URLSearchParams();
  if (query.sort !== 'newest') search.set('sort', query.sort);
  if (query.page > 1) search.set('page', String(query.page));
  const text = search.toString();
  return `${profilePath}${text ? `?${text}` : ''}#answers`;
}
