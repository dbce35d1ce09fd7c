import type { FacetCount } from './result.ts';

/**
 * What the SphinxQL engine makes of the newest matches it reads (decision 0015): a total
 * beyond them, and facet counts scaled up to it. Pure.
 */

/** Most frequent first, ties by value: the embedded engine's order. */
export function facetList<K extends string | number>(counts: Map<K, number>, scale: number): FacetCount<K>[] {
  const list = [...counts].map(([value, count]) => ({ value, count: Math.max(1, Math.round(count * scale)) }));
  return list.sort((a, b) => b.count - a.count || (a.value < b.value ? -1 : a.value > b.value ? 1 : 0));
}

/**
 * The total of a query from its newest `sample` matches when there are more: matches spread
 * evenly over the docs of the date range (as the embedded engine's estimate), at least one
 * more than the sample.
 */
export function estimateTotal(sampleDocs: readonly number[], range: { lo: number; hi: number }): number {
  const oldest = sampleDocs.reduce((min, doc) => (doc < min ? doc : min), range.hi);
  const covered = Math.max(1, range.hi - oldest + 1);
  return Math.max(sampleDocs.length + 1, Math.round((sampleDocs.length * (range.hi - range.lo + 1)) / covered));
}

