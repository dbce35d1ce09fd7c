/**
 * What the demo generator is calibrated against (docs/demo-archive.md): the real
 * corpus's distinct search terms and their growth, measured by `npm run calibrate`, and
 * the bands a generated archive must fall in. Tests read these without the corpus.
 */
export const REAL_CORPUS = {
  questions: 3_175,
  /** Rows of search_terms after importing the corpus. */
  searchTerms: 12_163,
} as const;

/** A generated archive of the corpus's size has this many search terms, give or take BAND. */
export const SEARCH_TERMS_BAND = 0.3;

/** Distinct search terms a full-size (1.2M-question) archive must reach at least. */
export const FULL_SIZE_SEARCH_TERMS = { questions: 1_200_000, atLeast: 300_000 } as const;

/**
 * Heaps' exponent between those two points (V = K n^beta): the growth a generated archive
 * needs to go from the corpus's vocabulary at its size to FULL_SIZE_SEARCH_TERMS.
 */
export const REQUIRED_HEAPS_BETA =
  Math.log(FULL_SIZE_SEARCH_TERMS.atLeast / REAL_CORPUS.searchTerms) /
  Math.log(FULL_SIZE_SEARCH_TERMS.questions / REAL_CORPUS.questions);

/** The band of distinct search terms expected of a generated archive of `questions`. */
export function searchTermsBand(questions: number): { low: number; high: number } {
  const expected = REAL_CORPUS.searchTerms * Math.pow(questions / REAL_CORPUS.questions, REQUIRED_HEAPS_BETA);
  return { low: Math.round(expected * (1 - SEARCH_TERMS_BAND)), high: Math.round(expected * (1 + SEARCH_TERMS_BAND)) };
}
