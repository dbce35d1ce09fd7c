import { describe, expect, it } from 'vitest';
import { meanScores, ndcgAt, precisionAt, recallAt, reciprocalRank, scoreRanking, type Grade } from './metrics.ts';

const judged = (entries: Array<[number, Grade]>) => new Map(entries);

describe('relevance metrics', () => {
  const grades = judged([
    [1, 2],
    [2, 1],
    [3, 0],
    [4, 2],
  ]);

  it('nDCG is 1 for the ideal order and lower for any other', () => {
    expect(ndcgAt(10, [1, 4, 2], grades)).toBeCloseTo(1, 12);
    expect(ndcgAt(10, [4, 1, 2, 3], grades)).toBeCloseTo(1, 12);
    const swapped = ndcgAt(10, [2, 1, 4], grades);
    // DCG = 1/log2(2) + 3/log2(3) + 3/log2(4); ideal = 3 + 3/log2(3) + 1/2.
    expect(swapped).toBeCloseTo((1 + 3 / Math.log2(3) + 1.5) / (3 + 3 / Math.log2(3) + 0.5), 12);
    expect(ndcgAt(10, [3, 99], grades)).toBe(0);
  });

  it('nDCG counts only the first k places and unjudged results as 0', () => {
    expect(ndcgAt(1, [99, 1], grades)).toBe(0);
    expect(ndcgAt(1, [1, 99], grades)).toBe(1);
    expect(ndcgAt(10, [1], judged([[1, 0]]))).toBe(0);
  });

  it('precision, reciprocal rank and recall treat grades 1 and 2 as relevant', () => {
    expect(precisionAt(10, [1, 2, 3, 4], grades)).toBe(0.3);
    expect(precisionAt(2, [3, 2], grades)).toBe(0.5);
    expect(reciprocalRank([3, 99, 2], grades)).toBeCloseTo(1 / 3, 12);
    expect(reciprocalRank([3, 99], grades)).toBe(0);
    expect(recallAt(20, [4, 3], grades)).toBeCloseTo(1 / 3, 12);
    expect(recallAt(1, [3, 4], grades)).toBe(0);
    expect(recallAt(20, [1], judged([[1, 0]]))).toBe(0);
  });

  it('averages per-query scores', () => {
    const a = scoreRanking([1, 4, 2], grades);
    const b = scoreRanking([], grades);
    expect(a).toEqual({ ndcg10: expect.closeTo(1, 12), p10: 0.3, mrr: 1, recall20: 1 });
    expect(meanScores([a, b])).toEqual({ ndcg10: expect.closeTo(0.5, 12), p10: 0.15, mrr: 0.5, recall20: 0.5 });
    expect(meanScores([])).toEqual({ ndcg10: 0, p10: 0, mrr: 0, recall20: 0 });
  });
});
