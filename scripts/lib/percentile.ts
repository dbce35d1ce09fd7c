/**
 * The nearest-rank percentile of values sorted ascending: the smallest value with at least
 * p% of the values at or below it (p 0 gives the smallest, 100 the largest; NaN when there
 * are no values). Every benchmark reports its p50/p95/p99 with this one rule.
 */
export function percentile(sorted: ArrayLike<number>, p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank - 1))]!;
}

/** The values sorted ascending (a copy), ready for percentile(). */
export const ascending = (values: Iterable<number>): number[] => [...values].sort((a, b) => a - b);
