/**
 * Rules of the search box's suggestions (docs/search.md, "Suggestions and help"): how text is cut
 * into word starts, which title phrases are worth suggesting, and how a typed word is
 * matched, with one typo forgiven from its third letter on. Pure: the import builds the
 * tables with these rules and app/data/suggest.server.ts reads them with the same ones.
 */

/** At most this many suggestions are shown. */
export const SUGGEST_LIMIT = 8;
/** Word starts are indexed up to this many letters; a longer typed word is checked against the text. */
export const SUGGEST_PREFIX_MAX = 12;
/** Each word start keeps its best this many suggestions (ids ascend with weight descending). */
export const SUGGEST_TOP_PER_PREFIX = 128;
/** Typed words are forgiven one typo from this length on. */
export const SUGGEST_FUZZY_FROM = 3;
/** Longer input is not a search-box query: nothing is suggested. */
export const SUGGEST_MAX_CHARS = 100;
export const SUGGEST_MAX_WORDS = 8;

const WORD = /[\p{L}\p{N}]+/gu;

/** Lower case, without accents, cut into words: how suggestions and typed text are compared. */
export function suggestWords(text: string): string[] {
  return (text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().match(WORD) ?? []).map((w) => w.slice(0, 64));
}

/**
 * The words of what the visitor typed, or none when it is not something to suggest for
 * (not a string, too long, too many words). Never throws: hostile input gets an empty list.
 */
export function typedWords(q: unknown): string[] {
  if (typeof q !== 'string' || q.length > SUGGEST_MAX_CHARS) return [];
  const words = suggestWords(q);
  return words.length > SUGGEST_MAX_WORDS ? [] : words;
}

/** The indexed form of a typed word: its first SUGGEST_PREFIX_MAX letters. */
export function indexedPrefix(word: string): string {
  return word.slice(0, SUGGEST_PREFIX_MAX);
}

/** Every word start of a text, as the index keys them (each distinct prefix once). */
export function wordStarts(words: readonly string[]): Set<string> {
  const starts = new Set<string>();
  for (const word of words) for (let n = 1; n <= Math.min(word.length, SUGGEST_PREFIX_MAX); n++) starts.add(word.slice(0, n));
  return starts;
}

/** True when every typed word begins some word of the suggestion. */
export function matchesTyped(suggestion: readonly string[], typed: readonly string[]): boolean {
  return typed.every((t) => suggestion.some((w) => w.startsWith(t)));
}

const LETTERS = 'abcdefghijklmnopqrstuvwxyz';

/** The spellings one edit away (a letter dropped, swapped, changed or added), for a typo in a typed word. */
export function oneEditAway(word: string): string[] {
  const out = new Set<string>();
  for (let i = 0; i < word.length; i++) {
    out.add(word.slice(0, i) + word.slice(i + 1));
    if (i + 1 < word.length) out.add(word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2));
    for (const c of LETTERS) out.add(word.slice(0, i) + c + word.slice(i + 1));
  }
  for (let i = 0; i <= word.length; i++) for (const c of LETTERS) out.add(word.slice(0, i) + c + word.slice(i));
  out.delete(word);
  return [...out].filter((w) => w.length > 0);
}

/** Words that neither start nor end a suggested phrase ("the landlord", "landlord for"). */
const PHRASE_EDGE_WORDS = new Set(
  (
    'a an and are as at be been but by can could did do does for from had has have he her his how i if in into is it its me my ' +
    'no not of on or our she should so than that the their them then there these they this to us was we were what when where ' +
    'which who why will with would you your am any about after all because before being both each few got get just more most ' +
    'much must now only other own same some such too very while anyone someone still please help question need want'
  ).split(' '),
);

/** A word too common to narrow suggestions ("can", "my"). */
export function isSmallWord(word: string): boolean {
  return PHRASE_EDGE_WORDS.has(word);
}

/** Phrases of two and three words in a title that could stand alone as a search ("security deposit"). */
export function titlePhrases(words: readonly string[]): string[] {
  const out = new Set<string>();
  for (let n = 2; n <= 3; n++) {
    for (let i = 0; i + n <= words.length; i++) {
      const gram = words.slice(i, i + n);
      if (PHRASE_EDGE_WORDS.has(gram[0]!) || PHRASE_EDGE_WORDS.has(gram[n - 1]!)) continue;
      if (gram.some((w) => /\d/.test(w) || w.length < 2)) continue;
      // A small word inside is kept only as "of" ("statute of limitations"); "warrant and found" is no phrase.
      if (n === 3 && PHRASE_EDGE_WORDS.has(gram[1]!) && gram[1] !== 'of') continue;
      out.add(gram.join(' '));
    }
  }
  return [...out];
}

/** A phrase is suggested when this many titles have it (a share of the archive, at least 3). */
export function phraseMinTitles(questions: number): number {
  return Math.max(3, Math.round(questions / 20_000));
}

export interface Suggestion {
  readonly text: string;
  /** The question a title suggestion opens; null for a phrase, which runs a search. */
  readonly questionId: number | null;
  readonly state: string | null;
}
