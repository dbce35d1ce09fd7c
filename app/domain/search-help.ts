import { isSmallWord, suggestWords } from './suggest.ts';

/** The help panel shows when a search finds fewer questions than this (a page of results). */
export const HELP_BELOW = 10;
/** Words of the query tried one by one, at most. */
export const HELP_MAX_WORDS = 4;
/** Practice areas shown, at most. */
export const HELP_MAX_AREAS = 5;
/** Questions of the likeliest area shown. */
export const HELP_QUESTIONS = 5;

/** The words of a query worth searching one at a time: not the small ones, each once, in the order typed. */
export function helpWords(query: string): string[] {
  const words = suggestWords(query).filter((w) => w.length >= 2 && !isSmallWord(w) && !/^\d+$/.test(w));
  return [...new Set(words)].slice(0, HELP_MAX_WORDS);
}

export interface AreaHint {
  readonly categoryId: number;
  /** How many questions of the area have `word`. */
  readonly count: number;
  readonly word: string;
}

/**
 * The practice areas the words point to: per area, the word most of its questions have and
 * how many do (a count that means one thing, not a sum over words that would count a
 * question twice), most first.
 */
export function areaHints(perWord: ReadonlyArray<{ word: string; areas: ReadonlyArray<{ value: number; count: number }> }>, limit = HELP_MAX_AREAS): AreaHint[] {
  const best = new Map<number, AreaHint>();
  for (const { word, areas } of perWord) {
    for (const { value, count } of areas) {
      if (count <= 0) continue;
      const seen = best.get(value);
      if (!seen || count > seen.count) best.set(value, { categoryId: value, count, word });
    }
  }
  return [...best.values()].sort((a, b) => b.count - a.count || a.categoryId - b.categoryId).slice(0, limit);
}
