/** One corpus's eval, as `eval:relevance --json` prints it. */
export interface CorpusSummary {
  readonly corpus: string;
  readonly set?: string;
  readonly skipped?: string;
  readonly queries?: number;
  /** The full per-metric tables (formatReport). */
  readonly text?: string;
  readonly ndcg10?: ReadonlyArray<{ readonly engine: string; readonly byType: Readonly<Record<string, number>> }>;
  readonly counts?: Readonly<Record<string, number>>;
}

/**
 * nDCG@10 of every corpus side by side (a row per query type, a column per corpus and
 * engine), then each corpus's full tables.
 */
export function sideBySide(summaries: readonly CorpusSummary[]): string {
  const measured = summaries.filter((s) => s.ndcg10 && s.counts);
  const types = [...new Set(measured.flatMap((s) => Object.keys(s.counts!)))];
  types.sort((a, b) => Number(a === 'overall') - Number(b === 'overall'));
  const header = ['nDCG@10'];
  const groups: string[] = [''];
  for (const s of measured) {
    groups.push(s.corpus, ...s.ndcg10!.map(() => ''));
    header.push('queries', ...s.ndcg10!.map((e) => e.engine));
  }
  const rows = types.map((type) => {
    const cells = [type];
    for (const s of measured) {
      const n = s.counts![type];
      cells.push(n === undefined ? '-' : String(n), ...s.ndcg10!.map((e) => (n === undefined ? '-' : e.byType[type]!.toFixed(3))));
    }
    return cells;
  });
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  const groupLine = groups.map((g, i) => g.padEnd(widths[i]!)).join('  ').trimEnd();
  const parts = [groupLine, line(header), ...rows.map(line)].join('\n');
  const details = summaries.map((s) =>
    s.skipped ? `## ${s.corpus}: skipped, ${s.skipped}` : `## ${s.corpus} (${s.queries} judged queries, ${s.set} set)\n\n${s.text}`,
  );
  return [parts, ...details].join('\n\n');
}
