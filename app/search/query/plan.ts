import type { ParsedQuery, Phrase } from './parse.ts';

/**
 * What an engine searches for (decision 0011): the query's concepts, each a typed word or
 * phrase with the phrases that stand for it (a synonym's legal words, weighted less), the
 * phrases to exclude, and how many concepts a document must have.
 */
export interface QueryConcept {
  /** The first is what was typed (or its correction); the others are expansions. */
  readonly alternatives: ReadonlyArray<{ readonly phrase: Phrase; readonly weight: number }>;
}

export interface QueryPlan {
  readonly concepts: readonly QueryConcept[];
  readonly exclude: readonly Phrase[];
  /** Concepts a document must have: the minimum-should-match rule below. */
  readonly minimum: number;
  /** True when relaxed matching answers (several concepts, or expansions); else all terms, then any. */
  readonly relaxed: boolean;
}

/**
 * The minimum-should-match rule, as Elasticsearch writes it, `2<75%`: up to two concepts,
 * every one; more, three quarters of them rounded down (3 of 4, 3 of 5, 4 of 6), chosen on
 * the relevance benchmark (decision 0011); and never more than four (decision 0024): a
 * question typed in 15 words is answered by questions that share its four or five telling
 * words, not eleven of its fifteen.
 */
export const MINIMUM_SHOULD_MATCH = { all: 2, share: 0.75, most: 4 } as const;

export interface MinimumShouldMatchRule {
  /** Every concept up to this many. */
  readonly all: number;
  /** Above, this share of them, rounded down... */
  readonly share: number;
  /** ...and at most this many. */
  readonly most: number;
}

/** How many of `n` concepts a document must have. */
export function minimumShouldMatch(n: number, rule: MinimumShouldMatchRule = MINIMUM_SHOULD_MATCH): number {
  if (n <= rule.all) return n;
  return Math.min(rule.most, Math.max(rule.all, Math.floor(n * rule.share)));
}

/**
 * Matching by information (decisions 0033, 0035): besides the minimum of concepts, a
 * question qualifies when the concepts it has carry at least this share of the query's
 * information, a concept's information being its IDF (informationOf). Any telling word
 * makes a candidate ("expungement" for "criminal record expungement"), and the coverage
 * factor ranks those with more of the query above it; a question with only the query's
 * commonest words needs the minimum.
 */
export const INFORMATION_SHARE = 0.2;

/** Matching by information applies from this many concepts (two: both, then either, relaxedMinimums). */
export const INFORMED_MIN_CONCEPTS = 3;

/** A concept's information: the IDF ln(N / df) of what was typed for it, over `questions` questions (0 when no question has it). */
export function informationOf(df: number, questions: number): number {
  return df > 0 && questions > df ? Math.log(questions / df) : 0;
}

/**
 * The sets of concepts (by bit mask, concepts in the order of `information`) that carry at
 * least `share` of the query's information: 1 when the set qualifies by information.
 */
export function informedSets(information: readonly number[], share: number = INFORMATION_SHARE): Uint8Array {
  const n = information.length;
  const sum = new Float64Array(1 << n);
  const informed = new Uint8Array(1 << n);
  const total = information.reduce((a, b) => a + b, 0);
  // Two concepts: every one first, then either (relaxedMinimums), as the count decides.
  if (total <= 0 || n > 16 || n < INFORMED_MIN_CONCEPTS) return informed;
  const needed = share * total * (1 - 1e-9);
  for (let mask = 1; mask < sum.length; mask++) {
    const low = mask & -mask;
    sum[mask] = sum[mask ^ low]! + information[31 - Math.clz32(low)]!;
    informed[mask] = sum[mask]! >= needed ? 1 : 0;
  }
  return informed;
}

/**
 * The smallest sets of concepts that qualify by information but have fewer than `minimum`
 * concepts (the others qualify by count anyway), each as its concepts' indexes: what a
 * search server's query text adds to the minimum-should-match rule.
 */
export function informedWays(information: readonly number[], minimum: number, share: number = INFORMATION_SHARE): number[][] {
  const informed = informedSets(information, share);
  const ways: number[] = [];
  for (let mask = 1; mask < informed.length; mask++) {
    if (!informed[mask]) continue;
    const bits = countBits(mask);
    if (bits >= minimum) continue;
    // Minimal: no set with one concept fewer qualifies.
    let minimal = true;
    for (let rest = mask; rest !== 0 && minimal; rest &= rest - 1) if (informed[mask ^ (rest & -rest)]) minimal = false;
    if (minimal) ways.push(mask);
  }
  return ways.map((mask) => information.flatMap((_, i) => ((mask >> i) & 1 ? [i] : [])));
}

function countBits(mask: number): number {
  let n = 0;
  for (let m = mask; m !== 0; m &= m - 1) n++;
  return n;
}

/**
 * A relaxed query whose minimum of concepts lets through fewer questions than this (a
 * question typed in many words: 9 of 13 concepts) asks one concept fewer at a time, down
 * to any concept, until it has this many (decision 0022).
 */
export const RELAXED_ENOUGH_MATCHES = 10;

/** True when a relaxed query's matches need not be widened to fewer concepts. */
export function enoughMatches(total: number): boolean {
  return total >= RELAXED_ENOUGH_MATCHES;
}

/**
 * The minimums of concepts a relaxed query tries (decisions 0011, 0022, 0035), as a
 * generator so that one rule serves the embedded engine (answers at once) and a search
 * server (answers awaited): it yields each minimum to try and receives how many rows have
 * it (Infinity: more than a sample); it returns the mode of the last minimum tried, whose
 * matches are the answer. With fewer than a page at its minimum, a query asks one concept
 * fewer at a time, down to any, unless `widen` is false: two words that few questions have
 * together bring the questions with one of them, ranked below. The mode is `any` only when
 * no question had every concept asked at first.
 */
export function* relaxedMinimums(
  concepts: number,
  minimum: number,
  widen: boolean,
): Generator<number, 'all' | 'most' | 'any', number> {
  let min = minimum;
  const first = yield min;
  let found = first;
  if (widen) while (min > 1 && !enoughMatches(found)) found = yield --min;
  if (found > 0 || min <= 1) {
    if (min >= concepts) return 'all';
    return min < minimum && min <= 1 && !(minimum >= concepts && first > 0) ? 'any' : 'most';
  }
  yield 1;
  return 'any';
}

/**
 * A question typed in more concepts than this is searched for this many: its most telling
 * words, those the archive has in the fewest questions (decision 0027). A 30-word question
 * is answered by the questions that share its rare words, and its commonest words ("file",
 * "pay", "month") cost the most to sum and change no top ten.
 */
export const MAX_CONCEPTS = 10;

/**
 * The bare words of a parsed query to leave out so that at most `max` concepts remain
 * (decision 0027): a word no question has first (it matches nothing), then the commonest;
 * of two equally common words, the later. `documentFrequencies` gives each word's count of
 * questions, or null when it is not known (such a word stays). A quoted phrase always stays,
 * and so does everything when `max` is 0.
 */
export function commonestWords(
  include: readonly Phrase[],
  documentFrequencies: (words: readonly string[]) => ReadonlyArray<number | null>,
  max: number = MAX_CONCEPTS,
): string[] {
  if (max <= 0 || include.length <= max) return [];
  const bare = include.flatMap((phrase, position) => (phrase.length === 1 ? [{ word: phrase[0]!, position }] : []));
  const dfs = documentFrequencies(bare.map((w) => w.word));
  const commonness = (df: number | null) => (df === null ? -1 : df === 0 ? Infinity : df);
  const words = bare.map((w, i) => ({ ...w, commonness: commonness(dfs[i] ?? null) }));
  words.sort((a, b) => b.commonness - a.commonness || b.position - a.position);
  return words.slice(0, include.length - max).map((w) => w.word);
}

/**
 * The parsed query without the bare words left out (commonestWords): what an engine
 * searches. They join the stopwords in `dropped`: words of the query that were not searched.
 */
export function withoutWords(parsed: ParsedQuery, leaveOut: readonly string[] = []): ParsedQuery {
  if (leaveOut.length === 0) return parsed;
  const left = new Set(leaveOut);
  const leftOut = (phrase: Phrase) => phrase.length === 1 && left.has(phrase[0]!);
  return {
    ...parsed,
    include: parsed.include.filter((phrase) => !leftOut(phrase)),
    dropped: [...parsed.dropped, ...parsed.include.filter(leftOut).map((phrase) => phrase[0]!)],
  };
}

/**
 * Relaxed matching starts at this many concepts (one word: its rows). Two words are relaxed
 * too (decision 0035): a question with only the rarer one is a candidate, ranked below
 * those with both unless far more relevant.
 */
export const RELAXED_MIN_CONCEPTS = 2;

/**
 * Title coverage (decision 0014) applies from this many concepts: a question typed in many
 * words is best answered by a question whose title asks it. Below, keyword queries and
 * exclusions (three concepts or fewer) measured worse with it.
 */
export const TITLE_COVERAGE_MIN_CONCEPTS = 4;

/**
 * In a question typed in many words (TITLE_COVERAGE_MIN_CONCEPTS or more), an expansion
 * weighs this many times what it weighs elsewhere (0.25 -> 0.625 of a typed word; decision
 * 0016): a long question is told in the visitor's words, and the legal words they stand
 * for are what the answers use. Keyword queries keep the lower weight (decision 0012).
 */
export const QUESTION_EXPANSION_BOOST = 2.5;

/**
 * Expansions of the archive's own words (decision 0039): a concept whose typed words are in
 * at least as many questions as every phrase its expansions bring is already said in the
 * archive's words, so its expansions share one expansion's weight (each weighs 1/k of it)
 * instead of each adding its own; lay words the archive rarely uses keep every expansion at
 * its weight. `documentFrequency` gives a phrase's questions as both engines read them from
 * the archive (its rarest word's, information.server.ts); what was typed is never changed.
 */
export function shareExpansions(plan: QueryPlan, documentFrequency: (phrase: Phrase) => number): QueryPlan {
  let changed = false;
  const concepts = plan.concepts.map((concept) => {
    const [typed, ...expansions] = concept.alternatives;
    if (!typed || expansions.length < 2) return concept;
    const typedDf = documentFrequency(typed.phrase);
    if (typedDf <= 0 || expansions.some((e) => documentFrequency(e.phrase) > typedDf)) return concept;
    changed = true;
    return { alternatives: [typed, ...expansions.map((e) => ({ phrase: e.phrase, weight: e.weight / expansions.length }))] };
  });
  return changed ? { ...plan, concepts } : plan;
}

/** An expansion of the query's words (app/search/understanding/synonyms.ts). */
export interface PlanExpansion {
  /** The typed words it stands for ("kicked out"). */
  readonly matched: string;
  readonly phrases: readonly Phrase[];
  readonly weight: number;
}

/**
 * The plan of a parsed query: one concept per included phrase; an expansion joins the
 * typed words it stands for as an alternative of each (with its lower weight, shared).
 * A query with an exclusion is searched as typed, without expansions: who writes -word
 * asks for exactly these words, and synonyms outranked them (decision 0012).
 */
export function planQuery(parsed: ParsedQuery, expansions: readonly PlanExpansion[] = []): QueryPlan {
  const concepts: Array<{ alternatives: Array<{ phrase: Phrase; weight: number }> }> = parsed.include.map((phrase) => ({
    alternatives: [{ phrase, weight: 1 }],
  }));
  let expanded = false;
  for (const expansion of parsed.exclude.length > 0 ? [] : expansions) {
    const words = new Set(expansion.matched.toLowerCase().split(/\s+/));
    const members = parsed.include.flatMap((phrase, i) => (phrase.length === 1 && words.has(phrase[0]!) ? [i] : []));
    if (members.length === 0) continue;
    // The phrase stands for every typed word it replaces: it covers each of their concepts,
    // its weight shared among them (a row with it scores once, not once per word).
    for (const i of members) {
      const target = concepts[i]!;
      const known = new Set(target.alternatives.map((a) => a.phrase.join(' ')));
      for (const phrase of expansion.phrases) {
        if (known.has(phrase.join(' '))) continue;
        target.alternatives.push({ phrase, weight: expansion.weight / members.length });
        expanded = true;
      }
    }
  }
  if (concepts.length >= TITLE_COVERAGE_MIN_CONCEPTS)
    for (const concept of concepts)
      for (let i = 1; i < concept.alternatives.length; i++) concept.alternatives[i]!.weight *= QUESTION_EXPANSION_BOOST;
  const minimum = minimumShouldMatch(concepts.length);
  return {
    concepts,
    exclude: parsed.exclude,
    minimum,
    relaxed: expanded || concepts.length >= RELAXED_MIN_CONCEPTS,
  };
}
