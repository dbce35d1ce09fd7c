import { describe, expect, it } from 'vitest';
import { estimateTotal, facetList } from './sample.ts';

describe('totals and facets from the newest matches', () => {
  it('spreads the newest matches over the date range', () => {
    // 100 matches among the newest 1,000 of 10,000 docs: about 1,000 in all.
    const sample = Array.from({ length: 100 }, (_, i) => 9_991 - i * 10);
    expect(estimateTotal(sample, { lo: 1, hi: 10_000 })).toBe(1_000);
    // Within a range: only the range's docs count.
    expect(estimateTotal(sample, { lo: 9_001, hi: 10_000 })).toBe(100 + 1);
    expect(estimateTotal(sample, { lo: 5_001, hi: 10_000 })).toBe(500);
  });

  it('never estimates fewer than one more than the sample it saw', () => {
    expect(estimateTotal([5, 4, 3], { lo: 3, hi: 5 })).toBe(4);
  });

  it('scales facet counts, at least 1 each, most frequent first and ties by value', () => {
    const counts = new Map([
      ['TX', 2],
      ['CA', 5],
      ['AK', 2],
      ['NY', 0.1],
    ]);
    expect(facetList(counts, 10)).toEqual([
      { value: 'CA', count: 50 },
      { value: 'AK', count: 20 },
      { value: 'TX', count: 20 },
      { value: 'NY', count: 1 },
    ]);
    expect(facetList(new Map([[3, 4]]), 1)).toEqual([{ value: 3, count: 4 }]);
  });
});
