import { describe, expect, it } from 'vitest';
import { editDistance } from './edit-distance.ts';

describe('editDistance', () => {
  it('counts insertions, deletions, substitutions and neighbour swaps as one edit each', () => {
    expect(editDistance('bankrupcy', 'bankruptcy', 2)).toBe(1);
    expect(editDistance('forclosure', 'foreclosure', 2)).toBe(1);
    expect(editDistance('gaurdian', 'guardian', 2)).toBe(1);
    expect(editDistance('custidy', 'custody', 2)).toBe(1);
    expect(editDistance('bankrupsy', 'bankruptcy', 2)).toBe(2);
    expect(editDistance('same', 'same', 2)).toBe(0);
    expect(editDistance('', 'abc', 3)).toBe(3);
  });

  it('stops at max + 1 once the distance is over the bound', () => {
    expect(editDistance('divorce', 'custody', 2)).toBe(3);
    expect(editDistance('a', 'abcdef', 2)).toBe(3);
  });

  it('agrees with a plain dynamic programme on every pair of a small alphabet', () => {
    const reference = (a: string, b: string): number => {
      const d = Array.from({ length: a.length + 1 }, (_, i) =>
        Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
      );
      for (let i = 1; i <= a.length; i++)
        for (let j = 1; j <= b.length; j++) {
          d[i]![j] = Math.min(
            d[i - 1]![j]! + 1,
            d[i]![j - 1]! + 1,
            d[i - 1]![j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1),
          );
          if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
            d[i]![j] = Math.min(d[i]![j]!, d[i - 2]![j - 2]! + 1);
        }
      return d[a.length]![b.length]!;
    };
    const words = ['', 'a', 'ab', 'ba', 'abc', 'acb', 'bca', 'abcd', 'badc', 'aabb', 'abab', 'cab'];
    for (const a of words)
      for (const b of words) expect(editDistance(a, b, 2), `${a}/${b}`).toBe(Math.min(reference(a, b), 3));
  });
});
