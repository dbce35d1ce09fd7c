import { describe, expect, it } from 'vitest';
import { ascending, percentile } from './percentile.ts';

describe('percentile (nearest rank)', () => {
  const hundred = ascending(Array.from({ length: 100 }, (_, i) => 100 - i)); // 1..100

  it('is the value at rank ceil(p% of n)', () => {
    expect(percentile(hundred, 50)).toBe(50);
    expect(percentile(hundred, 95)).toBe(95);
    expect(percentile(hundred, 99)).toBe(99);
    expect(percentile([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20], 95)).toBe(19);
    expect(percentile([10, 20, 30], 50)).toBe(20);
  });

  it('gives the smallest at 0, the largest at 100, NaN for no values', () => {
    expect(percentile(hundred, 0)).toBe(1);
    expect(percentile(hundred, 100)).toBe(100);
    expect(percentile(Float64Array.from([2, 7]), 100)).toBe(7);
    expect(percentile([], 50)).toBeNaN();
  });

  it('has at least p% of the values at or below it, and fewer below it', () => {
    for (const n of [1, 7, 20, 248, 1000])
      for (const p of [50, 90, 95, 99]) {
        const values = ascending(Array.from({ length: n }, (_, i) => (i * 7919) % 1009));
        const v = percentile(values, p);
        expect(values.filter((x) => x <= v).length / n).toBeGreaterThanOrEqual(p / 100);
        expect(values.filter((x) => x < v).length / n).toBeLessThan(p / 100);
      }
  });
});
