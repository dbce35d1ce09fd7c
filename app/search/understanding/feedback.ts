import type { ParsedQuery } from '../query/parse.ts';
import { tokenize } from '../query/parse.ts';

/**
 * Pseudo-relevance feedback (RM3-style, decision 0014): for a long natural-language question,
 * the few words most over-represented in the first search's top results relative to the
 * archive, added as low-weight words that only re-rank (they never make a question match).
 */
export const FEEDBACK = {
  /** Informative typed words a query needs (no quoted phrase, no exclusion). */
  minWords: 4,
  /** Function words (stopwords, question phrasing) it needs: typed as a question, not as keywords. */
  minDropped: 1,
  /** Top results read. */
  depth: 10,
  /** Of them, a word must appear in at least this many. */
  minDocs: 5,
  /** Words added. */
  terms: 2,
  /** Weight of an added word (a typed word weighs 1, a synonym 0.25). */
  weight: 0.05,
} as const;

/** True for a query shaped like a natural-language question: many words, no operators. */
export function wantsFeedback(parsed: ParsedQuery, shape: { readonly minWords: number; readonly minDropped: number } = FEEDBACK): boolean {
  return (
    parsed.exclude.length === 0 &&
    parsed.include.every((p) => p.length === 1) &&
    parsed.include.length >= shape.minWords &&
    parsed.dropped.length >= shape.minDropped
  );
}

/**
 * The feedback words: in `texts` (the top results), each word's count of results having it
 * times its IDF in the archive (`df`, `total` questions); not a typed word nor a form of one,
 * not a stopword, not a number.
 */
export function feedbackWords(
  parsed: ParsedQuery,
  texts: readonly string[],
  archive: { df: (word: string) => number; total: number; stopwords: ReadonlySet<string> },
  options: { readonly minDocs: number; readonly terms: number } = FEEDBACK,
): string[] {
  const typed = parsed.include.map((p) => p[0]!);
  // A form of a typed word ("wage" for "wages", "cars" for "car"): the same first four letters (all of a shorter word).
  const isTyped = (word: string) =>
    typed.some((t) => {
      const n = Math.min(4, t.length, word.length);
      return word.slice(0, n) === t.slice(0, n);
    });
  const seen = new Map<string, number>();
  for (const text of texts) {
    for (const word of new Set(tokenize(text))) {
      if (word.length < 3 || /\d/.test(word) || archive.stopwords.has(word) || isTyped(word)) continue;
      seen.set(word, (seen.get(word) ?? 0) + 1);
    }
  }
  const scored: Array<{ word: string; score: number }> = [];
  for (const [word, docs] of seen) {
    if (docs < options.minDocs) continue;
    const df = archive.df(word);
    // A word in a fifth of the archive or more says nothing of this question.
    if (df <= 0 || df * 5 > archive.total) continue;
    // Kullback-Leibler divergence term (Carpineto et al.): the word's share of the top results
    // against its share of the archive; a word as common there as everywhere scores 0.
    const top = docs / texts.length;
    scored.push({ word, score: top * Math.log(top / Math.min(1, df / archive.total)) });
  }
  scored.sort((a, b) => b.score - a.score || (a.word < b.word ? -1 : 1));
  return scored.slice(0, options.terms).filter((s) => s.score > 0).map((s) => s.word);
}
