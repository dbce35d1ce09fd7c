import { categoryName } from './reference/categories.ts';
import { countryName, stateName } from './reference/places.ts';

/** What every list of questions (home, search, categories, places, guides) shows per item. */
export interface QuestionSummary {
  readonly id: number;
  readonly title: string;
  readonly questionShort: string;
  readonly answerShort?: string | null;
  readonly state: string | null;
  readonly country: string | null;
  readonly categoryId: number;
  readonly postedAt: number;
  readonly answerCount: number;
}

/** A question in a listing (place, practice-area and category pages): its card shows the top answer's excerpt. */
export interface ListedQuestion extends Omit<QuestionSummary, 'questionShort' | 'answerShort'> {
  readonly answerShort: string | null;
}

/**
 * Only what a listing's card shows: a page's loader data is also written into the page for
 * hydration, so a field no card reads would be encoded and sent with every page for nothing.
 */
export function listedQuestion(row: ListedQuestion): ListedQuestion {
  const { id, title, state, country, categoryId, postedAt, answerCount, answerShort } = row;
  return { id, title, state, country, categoryId, postedAt, answerCount, answerShort };
}

/** "Family Law, Divorce, ... · California": the category and place label line. */
export function questionLabels(question: Pick<QuestionSummary, 'categoryId' | 'state' | 'country'>): string[] {
  const place = question.state ? stateName(question.state) : question.country && question.country !== 'US' ? countryName(question.country) : '';
  return [categoryName(question.categoryId), place].filter(Boolean);
}
