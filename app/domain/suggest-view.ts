import type { Suggestion } from './suggest.ts';
import { questionPath, searchPath } from './urls.ts';

/** A suggestion as the search box shows it: a question title opens the question, a phrase runs a search. */
export interface SuggestionView {
  readonly text: string;
  readonly kind: 'question' | 'search';
  readonly href: string;
}

export function suggestionView(s: Suggestion): SuggestionView {
  return s.questionId === null
    ? { text: s.text, kind: 'search', href: searchPath({ q: s.text }) }
    : { text: s.text, kind: 'question', href: questionPath({ id: s.questionId, title: s.text, state: s.state }) };
}
