import { statement } from '#app/data/archive.server.ts';
import type { ParsedQuery, Phrase } from '../../query/parse.ts';
import { informationOf, planQuery, shareExpansions, type PlanExpansion, type QueryPlan } from '../../query/plan.ts';
import { ScratchIndex } from './postings/impact-lists.server.ts';

let scratch: ScratchIndex | undefined;

/** Each phrase's questions as far as the archive's index tells without positions: its rarest word's (0 when a word is missing). */
function phraseDocumentFrequencies(phrases: readonly Phrase[]): number[] {
  scratch ??= new ScratchIndex();
  const stems = scratch.stemPhrases(phrases);
  const dfOf = (term: string) => (statement('SELECT df FROM search_terms WHERE term = ?').pluck().get(term) as number | undefined) ?? 0;
  return phrases.map((_, i) => {
    const terms = stems?.[i] ?? [];
    return terms.length > 0 ? Math.min(...terms.map(dfOf)) : 0;
  });
}

/**
 * Each concept's information for matching by information (decision 0033), from the
 * archive's own index, the same for every engine: the IDF of what was typed for the
 * concept (a phrase: its rarest word), or of its rarest alternative when the archive lacks
 * the typed words; 0 when no question has any.
 */
export function conceptInformation(plan: QueryPlan): number[] {
  const totals = statement('SELECT rows FROM search_index_totals').get() as { rows: number } | undefined;
  const questions = totals?.rows ?? 0;
  const phrases = plan.concepts.map((c) => c.alternatives.map((a) => a.phrase));
  const frequencies = phraseDocumentFrequencies(phrases.flat());
  let at = 0;
  return phrases.map((alternatives) => {
    const dfs = alternatives.map(() => frequencies[at++]!);
    return informationOf(dfs[0]! || Math.max(0, ...dfs), questions);
  });
}

/**
 * A query's plan as every engine searches it: its concepts (planQuery), the expansions of
 * words the archive already uses sharing one weight (shareExpansions, decision 0039), with
 * the phrases' frequencies read from the archive's own index.
 */
export function archivePlan(parsed: ParsedQuery, expansions: readonly PlanExpansion[] = []): QueryPlan {
  const plan = planQuery(parsed, expansions);
  if (!plan.concepts.some((c) => c.alternatives.length > 2)) return plan;
  const phrases = plan.concepts.flatMap((c) => c.alternatives.map((a) => a.phrase));
  const frequencies = new Map(phraseDocumentFrequencies(phrases).map((df, i) => [phrases[i]!.join(' '), df]));
  return shareExpansions(plan, (phrase) => frequencies.get(phrase.join(' ')) ?? 0);
}
