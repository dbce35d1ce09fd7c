/** Relaxed matching over the postings (decisions 0011, 0021): the concepts' lists, the minimums tried, sampled when long. */
import { type Postings, type PostingsResult } from './lists.ts';
import { type RelaxedList, type RelaxedQuery, relaxedTopK } from './relaxed-top-k.ts';
import { type Phrase } from '#app/search/query/parse.ts';
import { impactHeadOf } from './impact-lists.server.ts';
import { newestRelaxedMatches, prunedRelaxedTopK, topOfMatches } from './relaxed-pruned.ts';
import { conceptInformation } from '../information.server.ts';
import { informedSets, MINIMUM_SHOULD_MATCH, minimumShouldMatch, type QueryPlan, relaxedMinimums, TITLE_COVERAGE_MIN_CONCEPTS } from '../../../query/plan.ts';
import { type Loaded, RELAXED_FIRST_DEPTH } from './store.server.ts';
import type { PostingsReader } from './reader.server.ts';

/**
 * Relaxed matching over the postings (decision 0011): the rows with at least the plan's
 * minimum of concepts, ranked by bm25 (expansions weighted) times coverage; or, when no
 * row has that many, any concept. Null when a word has no stored postings or a phrase
 * cannot be read from the index (the caller then uses the other paths).
 */
export function relaxedSearch(
  reader: PostingsReader,
  plan: QueryPlan,
  k: number,
  filter: { lo: number; hi: number; accept: ((doc: number) => boolean) | null },
  options: { exponent: number; newest: boolean; coverage: 'idf' | 'count' | 'tiered'; minimumShare: number; titleWeight: number; widen?: boolean },
): (PostingsResult & { mode: 'all' | 'most' | 'any'; complete: boolean }) | null {
  const state = reader.load();
  if (!reader.settings.postings || !state || plan.concepts.length === 0 || plan.concepts.length > 16) return null;
  const phrases = plan.concepts.flatMap((c) => c.alternatives.map((a) => a.phrase));
  const stems = reader.scratch.stemPhrases([...phrases, ...plan.exclude]);
  if (!stems || stems.flat().some((t) => /^xq/.test(t) || /^f[sc].*0$/.test(t))) return null;
  const byKey = new Map<string, Postings | null>();
  const postingsFor = (terms: string[], phrase: Phrase) => {
    const key = terms.join(' ');
    if (!byKey.has(key)) byKey.set(key, terms.length === 1 ? reader.postingsOf(terms[0]!) : reader.phrasePostings(terms, state, phrase));
    return byKey.get(key)!;
  };
  const lists: RelaxedList[] = [];
  /** The word of each list (null: a phrase), for its impact list. */
  const listTerms: Array<string | null> = [];
  const conceptIdf: number[] = [];
  /** The plan's concepts that some row has, in the order of conceptIdf. */
  const liveConcepts: number[] = [];
  let at = 0;
  for (const [c, concept] of plan.concepts.entries()) {
    let idf = 0;
    const index = conceptIdf.length;
    const terms = concept.alternatives.map(() => stems[at++]!);
    const found = terms.map((t, i) => postingsFor(t, concept.alternatives[i]!.phrase));
    if (found.some((p) => p === null)) return null;
    // An expansion never weighs more than the word typed for it (when the archive has that word).
    const typed = found[0]!.docs.length > 0 ? found[0]!.idf : Infinity;
    concept.alternatives.forEach((alternative, i) => {
      const postings = found[i]!;
      if (postings.docs.length === 0) return;
      const weight = i === 0 ? alternative.weight : alternative.weight * Math.min(1, typed / postings.idf);
      lists.push({ postings, concept: index, weight });
      listTerms.push(terms[i]!.length === 1 ? terms[i]![0]! : null);
      idf = Math.max(idf, postings.idf * weight);
    });
    // A concept no row has cannot be covered: it does not count (nor raise the minimum).
    if (lists.length > 0 && lists[lists.length - 1]!.concept === index) {
      conceptIdf.push(idf);
      liveConcepts.push(c);
    }
  }
  const exclude: Postings[] = [];
  for (const [i, terms] of stems.slice(phrases.length).entries()) {
    const postings = postingsFor(terms, plan.exclude[i]!);
    if (!postings) return null;
    if (postings.docs.length > 0) exclude.push(postings);
  }
  const live = conceptIdf.length;
  const weights = options.coverage === 'idf' ? conceptIdf : conceptIdf.map(() => 1);
  // Title coverage for questions typed in many words (decision 0014); not for newest first.
  const titles =
    options.titleWeight > 0 && live >= TITLE_COVERAGE_MIN_CONCEPTS && !options.newest
      ? reader.titleCoverage(plan, liveConcepts, options.titleWeight)
      : null;
  const query = { lists, conceptIdf: weights, exclude, k, ...filter, lengthTerm: state.lengthTerm, exponent: options.exponent, newest: options.newest, tiered: options.coverage === 'tiered', titles, informed: informedSets(liveInformation(plan, liveConcepts)) };
  const minimum = minimumShouldMatch(live, { ...MINIMUM_SHOULD_MATCH, share: options.minimumShare });
  const postings = lists.reduce((n, l) => n + l.postings.docs.length, 0);
  const sampled = postings >= reader.settings.postingsSampledMin && options.coverage !== 'tiered';
  /** The rows with at least `min` concepts (null: none): sampled when the lists are long, else (or unproven) summed. */
  const matching = (min: number) => {
    const answer = sampled ? relaxedSampled(reader, { ...query, minimum: min }, listTerms, options.newest, state) : null;
    if (answer === 'none') return null;
    if (answer) return answer;
    const summed = relaxedTopK({ ...query, minimum: min }, state.scratch);
    return summed.matches.length > 0 ? { ...summed, complete: true } : null;
  };
  const nothing = { rows: [], matches: new Int32Array(0), complete: true };
  // The minimums to try (query/plan.ts); an incomplete answer is the newest of many matches: enough.
  const minimums = relaxedMinimums(live, minimum, options.widen !== false);
  let found: ReturnType<typeof matching> = null;
  let step = minimums.next();
  while (!step.done) {
    found = matching(step.value) ?? found;
    step = minimums.next(found === null ? 0 : found.complete ? found.matches.length : Infinity);
  }
  return { ...(found ?? nothing), mode: step.value };
}

/**
 * A relaxed query over many postings (decision 0021): its newest settings.sampleSize
 * matches (the count and the facets are estimated from them beyond that), and its top k
 * from the impact lists when that is proven exact (relaxed-pruned.ts). 'none' when no row
 * matches; null when nothing proves the top (the caller sums every list).
 */
function relaxedSampled(
  reader: PostingsReader,
  query: RelaxedQuery,
  listTerms: ReadonlyArray<string | null>,
  newest: boolean,
  state: Loaded,
): (PostingsResult & { complete: boolean }) | 'none' | null {
  if (newest) {
    const matches = newestRelaxedMatches(query, Math.max(reader.settings.sampleSize, query.k), state.scratch);
    if (matches.docs.length === 0) return 'none';
    return { rows: Array.from(matches.docs.subarray(0, query.k), (doc) => ({ doc, score: doc })), matches: matches.docs, complete: matches.complete };
  }
  const matches = newestRelaxedMatches(query, reader.settings.sampleSize, state.scratch);
  if (matches.docs.length === 0) return 'none';
  // Few matches: every one of them scored. Many: the top from the impact lists, when proven.
  if (matches.complete) return { rows: topOfMatches(query, matches.docs, state.scratch), matches: matches.docs, complete: true };
  // A state or category filter leaves few of the lists' best rows: they seldom prove the top.
  if (query.accept !== null) return null;
  const deepest = reader.settings.impactReadDepth;
  // With the impact lists off (comparisons) only lists short enough to score whole prove anything.
  const heads = listTerms.map((term) => (term === null || !reader.settings.impact ? null : impactHeadOf(term, deepest)));
  const depths = [...new Set([Math.min(RELAXED_FIRST_DEPTH, deepest), Math.min(RELAXED_FIRST_DEPTH * 4, deepest), deepest])];
  const rows = prunedRelaxedTopK({ ...query, heads, depths, candidateCost: reader.settings.relaxedCandidateCost }, state.scratch);
  reader.stats[rows ? 'relaxedPruned' : 'relaxedUnproven']++;
  return rows ? { rows, matches: matches.docs, complete: false } : null;
}


/** The information of the plan's live concepts (those some row has), in their order (information.server.ts). */
function liveInformation(plan: QueryPlan, live: readonly number[]): number[] {
  const all = conceptInformation(plan);
  return live.map((c) => all[c]!);
}
