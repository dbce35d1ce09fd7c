/**
 * A phrase bank per question category: the raw material of questions and answers.
 * Templates use the shared slots of ../slots.ts plus the bank's own `slots` lists.
 * Lists are ordered from common to rare (they are drawn Zipf-like).
 */
export interface CategoryBank {
  readonly categoryId: number;
  /** Relative share of questions in the archive (family law is the largest). */
  readonly weight: number;
  /** Short topic labels used as question tags. */
  readonly tags: readonly string[];
  readonly slots?: Readonly<Record<string, readonly string[]>>;
  /** Question titles, 30-120 characters once filled. */
  readonly titles: readonly string[];
  /** Opening sentences of a question body: what happened. */
  readonly situations: readonly string[];
  /** Further facts, added until the body reaches its target length. */
  readonly details: readonly string[];
  /** The actual question(s) that close the body. */
  readonly asks: readonly string[];
  /** Attorney answer sentences: the substance of the advice. */
  readonly advice: readonly string[];
  /** Statutes and rules described in general terms. */
  readonly law?: readonly string[];
  /** Concrete next steps specific to the topic. */
  readonly steps?: readonly string[];
}
