import { meanScores, scoreRanking, type QueryScores } from './metrics.ts';
import type { RankingEngine } from './engines.ts';
import { judgmentsOf, QUERY_TYPES, type JudgmentsFile, type QueryType, type RelevanceQuery } from './relevance-set.ts';

/** Results read per query: recall@20 needs 20. */
export const EVAL_DEPTH = 20;

export interface EngineReport {
  readonly engine: string;
  /** Mean scores per query type present in the set, and 'overall' (every query counts once). */
  readonly byType: ReadonlyMap<QueryType | 'overall', QueryScores>;
  readonly perQuery: ReadonlyMap<string, QueryScores>;
}

/** Runs every judged query through every engine. Queries without any judgment are left out (and listed). */
export async function evaluate(
  engines: readonly RankingEngine[],
  queries: readonly RelevanceQuery[],
  judgments: JudgmentsFile,
): Promise<{ reports: EngineReport[]; unjudgedQueries: string[] }> {
  const judged = queries.filter((q) => Object.keys(judgments.judgments[q.id] ?? {}).length > 0);
  const reports: EngineReport[] = [];
  for (const engine of engines) {
    const perQuery = new Map<string, QueryScores>();
    for (const q of judged)
      perQuery.set(q.id, scoreRanking(await engine.rank(q, EVAL_DEPTH), judgmentsOf(judgments, q.id)));
    const byType = new Map<QueryType | 'overall', QueryScores>();
    for (const type of QUERY_TYPES) {
      const ofType = judged.filter((q) => q.type === type);
      if (ofType.length > 0) byType.set(type, meanScores(ofType.map((q) => perQuery.get(q.id)!)));
    }
    byType.set('overall', meanScores([...perQuery.values()]));
    reports.push({ engine: engine.name, byType, perQuery });
  }
  return { reports, unjudgedQueries: queries.filter((q) => !judged.includes(q)).map((q) => q.id) };
}

/** Plain-text tables, one per metric: a row per query type, a column per engine. */
export function formatReport(reports: readonly EngineReport[], queries: readonly RelevanceQuery[]): string {
  const metrics: Array<[keyof QueryScores, string]> = [
    ['ndcg10', 'nDCG@10'],
    ['p10', 'P@10'],
    ['mrr', 'MRR'],
    ['recall20', 'recall@20'],
  ];
  const rows = [...(reports[0]?.byType.keys() ?? [])];
  const count = (row: QueryType | 'overall') =>
    row === 'overall'
      ? reports[0]!.perQuery.size
      : queries.filter((q) => q.type === row && reports[0]!.perQuery.has(q.id)).length;
  return metrics
    .map(([key, label]) => {
      const header = [label, 'queries', ...reports.map((r) => r.engine)];
      const body = rows.map((row) => [
        row,
        String(count(row)),
        ...reports.map((r) => r.byType.get(row)![key].toFixed(3)),
      ]);
      const widths = header.map((h, i) => Math.max(h.length, ...body.map((b) => b[i]!.length)));
      const line = (cells: string[]) =>
        cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
      return [line(header), ...body.map(line)].join('\n');
    })
    .join('\n\n');
}
