import { statement } from '#app/data/archive.server.ts';
import { informationOf, type QueryPlan } from '../../query/plan.ts';
import { ScratchIndex } from './postings/impact-lists.server.ts';

let scratch: ScratchIndex | undefined;

/**
 * Each concept's information for matching by information (decision 0033), from the
 * archive's own index, the same for every engine: the IDF of what was typed for the
 * concept (a phrase: its rarest word), or of its rarest alternative when the archive lacks
 * the typed words; 0 when no question has any.
 */
export function conceptInformation(plan: QueryPlan): number[] {
  const totals = statement('SELECT rows FROM search_index_totals').get() as { rows: number } | undefined;
  const questions = totals?.rows ?? 0;
  scratch ??= new ScratchIndex();
  const phrases = plan.concepts.map((c) => c.alternatives.map((a) => a.phrase));
  const stems = scratch.stemPhrases(phrases.flat());
  const dfOf = (term: string) => (statement('SELECT df FROM search_terms WHERE term = ?').pluck().get(term) as number | undefined) ?? 0;
  let at = 0;
  return phrases.map((alternatives) => {
    const dfs = alternatives.map(() => {
      const terms = stems?.[at++] ?? [];
      return terms.length > 0 ? Math.min(...terms.map(dfOf)) : 0;
    });
    return informationOf(dfs[0]! || Math.max(0, ...dfs), questions);
  });
}
