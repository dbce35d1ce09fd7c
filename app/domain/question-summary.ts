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

/** "Family Law, Divorce, ... · California": the category and place label line. */
export function questionLabels(question: Pick<QuestionSummary, 'categoryId' | 'state' | 'country'>): string[] {
  const place = question.state ? stateName(question.state) : question.country && question.country !== 'US' ? countryName(question.country) : '';
  return [categoryName(question.categoryId), place].filter(Boolean);
}
