/**
 * A phrase bank per question category: the raw material of questions and answers.
 * Templates use the shared slots of ../slots.ts plus the bank's and the story's own
 * `slots` lists. Lists are ordered from common to rare (they are drawn Zipf-like).
 */

/**
 * One situation people ask about: every part of a question (title, body, tags, answers)
 * is drawn from the same story, so they tell one story with the same facts.
 */
export interface Story {
  /** Tags the question may carry: the story's own topics. */
  readonly tags: readonly string[];
  /** Topic lists of this story only ("{deduction}"): one value per question. */
  readonly slots?: Readonly<Record<string, readonly string[]>>;
  /**
   * Titles of several kinds (how long, how much, can they, what happens if, do I need a
   * lawyer), each worded around the story's key words, which its openings repeat.
   */
  readonly titles: readonly string[];
  /**
   * Short statements of what happened ("Landlord kept my deposit"), which askers follow
   * in a title with one of the story's asks: "Landlord kept my deposit. Can they do that?"
   */
  readonly gists?: readonly string[];
  /** The first sentence of the body: what happened, with the title's key words. */
  readonly openings: readonly string[];
  /** Further facts of the same situation, added until the body reaches its length. */
  readonly details: readonly string[];
  /** The question(s) that close the body. */
  readonly asks: readonly string[];
  /** Attorneys' sentences about this situation; no two answers of a question share one. */
  readonly advice: readonly string[];
  /**
   * Points attorneys disagree on: the first answer to raise one takes a side, a later
   * answer that raises it takes the other.
   */
  readonly views?: ReadonlyArray<readonly [string, string]>;
}

export interface CategoryBank {
  readonly categoryId: number;
  /** Relative share of questions in the archive (family law is the largest). */
  readonly weight: number;
  /**
   * Facts any story of the bank may add that name someone in it (the other side's lawyer,
   * the adjuster, the town): the archive's names and places, each with its part to play.
   */
  readonly people?: readonly string[];
  /** Topic lists every story of the bank may use. */
  readonly slots?: Readonly<Record<string, readonly string[]>>;
  readonly stories: readonly Story[];
  /** Statutes and rules of the field described in general terms. */
  readonly law?: readonly string[];
  /** Concrete next steps of the field. */
  readonly steps?: readonly string[];
}
