import { describe, expect, it } from 'vitest';
import {
  activityLevel,
  experienceTier,
  percentileText,
  percentiles,
  placeRankingTitle,
  qualityFigures,
  ranksDescending,
  successRate,
} from './attorney-rankings.ts';

describe('ranksDescending', () => {
  it('ranks the highest first and lets ties share a rank', () => {
    expect(ranksDescending([9, 7, 7, 2])).toEqual([1, 2, 2, 4]);
    expect(ranksDescending([2, 9, 7, 7])).toEqual([4, 1, 2, 2]);
    expect(ranksDescending([0, 0, 0])).toEqual([1, 1, 1]);
    expect(ranksDescending([])).toEqual([]);
  });
});

describe('percentiles', () => {
  it('is the share at or below, floored; the top is 100', () => {
    expect(percentiles([10, 20, 30, 40])).toEqual([25, 50, 75, 100]);
    expect(percentiles([5])).toEqual([100]);
    expect(percentiles([3, 3, 1])).toEqual([100, 100, 33]);
  });
  it('keeps only the very top at 100 in a large group', () => {
    const values = Array.from({ length: 1000 }, (_, i) => i);
    const result = percentiles(values);
    expect(result[999]).toBe(100);
    expect(result[998]).toBe(99);
    expect(result[0]).toBe(0);
  });
});

describe('percentileText (spec section 9)', () => {
  it.each([
    [100, '100th percentile'],
    [99, 'Top 1%'],
    [75, 'Top 25%'],
    [50, 'Top 50%'],
    [49, '49th percentile'],
    [22, '22nd percentile'],
    [1, '1st percentile'],
    [0, '0th percentile'],
    [99.6, '100th percentile'],
  ])('%s -> %s', (p, text) => expect(percentileText(p)).toBe(text));
});

describe('placeRankingTitle', () => {
  it.each([
    [1, 500, '#1 in California'],
    [10, 500, 'Top 10 in California'],
    [50, 500, 'Top 10% in California'],
    [125, 500, 'Top 25% in California'],
    [250, 500, 'Top 50% in California'],
    [251, 500, 'Ranked in California'],
    [1, 11, '#1 in California'],
    [7, 7, '#7 of 7 in California'],
    [1, 1, '#1 of 1 in California'],
    [10, 10, '#10 of 10 in California'],
  ])('rank %i of %i -> %s', (rank, total, title) => expect(placeRankingTitle(rank, total, 'California')).toBe(title));
});

describe('experienceTier and activityLevel', () => {
  it('follow the badge steps', () => {
    expect([0, 4, 5, 10, 15, 25].map(experienceTier)).toEqual([
      'Early Career',
      'Early Career',
      'Practicing',
      'Seasoned',
      'Experienced',
      'Distinguished',
    ]);
    expect([0, 1, 49, 50, 200, 500, 1000].map(activityLevel)).toEqual([
      'No answers yet',
      'Contributor',
      'Contributor',
      'Member',
      'Active',
      'Expert',
      'Elite',
    ]);
  });
});

describe('qualityFigures', () => {
  it('computes acceptance rate and votes per answer', () => {
    expect(qualityFigures(200, 50, 130)).toEqual({ acceptanceRate: 25, avgVotes: 0.7, level: 'Very Good' });
    expect(qualityFigures(200, 20, 130).level).toBe('Good');
    expect(qualityFigures(10, 4, 0)).toEqual({ acceptanceRate: 40, avgVotes: 0, level: 'Excellent' });
    expect(qualityFigures(100, 39, 2000)).toEqual({ acceptanceRate: 39, avgVotes: 20, level: 'Very Good' });
    expect(qualityFigures(100, 9, 5)).toEqual({ acceptanceRate: 9, avgVotes: 0.1, level: 'Fair' });
  });
  it('does not rate fewer than 5 answers, and handles none', () => {
    expect(qualityFigures(4, 4, 40).level).toBe('Not rated');
    expect(qualityFigures(0, 0, 0)).toEqual({ acceptanceRate: 0, avgVotes: 0, level: 'Not rated' });
  });
});

describe('successRate', () => {
  it('is won / completed in percent when known and consistent', () => {
    expect(successRate(200, 150)).toBe(75);
    expect(successRate(3, 2)).toBe(66.7);
    expect(successRate(null, 5)).toBeNull();
    expect(successRate(0, 0)).toBeNull();
    expect(successRate(10, null)).toBeNull();
    expect(successRate(10, 11)).toBeNull();
  });
});
