import { describe, expect, it } from 'vitest';
import {
  activityLevel,
  categoriesForIndex,
  matchesVolume,
  parseVolumeFilter,
  responseRate,
} from './category-stats.ts';
import { categorySlug } from './slug.ts';
import { CATEGORIES } from './reference/categories.ts';

describe('responseRate (attorneys / questions * 100 * 50, rounded, clamped 75..95, default 90)', () => {
  it.each([
    [10, 1000, 75], // 50 -> clamped up
    [17, 1000, 85],
    [171, 10000, 86], // 85.5 rounds to 86
    [19, 1000, 95],
    [100, 1000, 95], // 500 -> clamped down
    [0, 500, 75],
  ])('%i attorneys over %i questions -> %i%%', (attorneys, questions, expected) => {
    expect(responseRate(attorneys, questions)).toBe(expected);
  });
  it('defaults to 90 when it cannot be computed', () => {
    expect(responseRate(10, 0)).toBe(90);
    expect(responseRate(10, null)).toBe(90);
    expect(responseRate(undefined, 100)).toBe(90);
    expect(responseRate(Number.NaN, 100)).toBe(90);
  });
});

describe('activityLevel', () => {
  it.each([
    [10_001, 'Very High'],
    [10_000, 'High'],
    [5_001, 'High'],
    [5_000, 'Active'],
    [1_001, 'Active'],
    [1_000, 'Moderate'],
    [0, 'Moderate'],
  ] as const)('%i questions -> %s', (questions, level) => {
    expect(activityLevel(questions)).toBe(level);
  });
  it('is Active when unknown', () => {
    expect(activityLevel(undefined)).toBe('Active');
    expect(activityLevel(null)).toBe('Active');
  });
});

describe('volume filters', () => {
  const c = (questionCount: number, attorneyCount = 0) => ({ questionCount, attorneyCount });
  it('high volume is more than 10,000 questions', () => {
    expect(matchesVolume('high', c(10_001))).toBe(true);
    expect(matchesVolume('high', c(10_000))).toBe(false);
  });
  it('medium is 1,000 to 10,000 inclusive', () => {
    expect(matchesVolume('medium', c(1_000))).toBe(true);
    expect(matchesVolume('medium', c(10_000))).toBe(true);
    expect(matchesVolume('medium', c(999))).toBe(false);
    expect(matchesVolume('medium', c(10_001))).toBe(false);
  });
  it('many attorneys is more than 1,000 attorneys', () => {
    expect(matchesVolume('attorneys', c(5, 1_001))).toBe(true);
    expect(matchesVolume('attorneys', c(5, 1_000))).toBe(false);
  });
  it('parses unknown values as all', () => {
    expect(parseVolumeFilter('high')).toBe('high');
    expect(parseVolumeFilter('HIGH')).toBe('all');
    expect(parseVolumeFilter(null)).toBe('all');
  });
});

describe('categoriesForIndex', () => {
  const rows = [
    { id: 1, name: 'Zoning Law', slug: 'zoning-law', questionCount: 20_000, attorneyCount: 5 },
    { id: 2, name: 'Admiralty Law', slug: 'admiralty-law', questionCount: 0, attorneyCount: 0 },
    { id: 3, name: 'Bankruptcy Law', slug: 'bankruptcy-law', questionCount: 0, attorneyCount: 3 },
    { id: 4, name: 'Elder Law', slug: 'elder-law', questionCount: 2_000, attorneyCount: 1_500 },
  ];
  it('keeps categories with questions or attorneys (the rule the home page counts by), sorted by name', () => {
    expect(categoriesForIndex(rows, '', 'all').map((r) => r.id)).toEqual([3, 4, 1]);
  });
  it('searches names case-insensitively after trimming, and applies the volume filter', () => {
    expect(categoriesForIndex(rows, '  LAW ', 'high').map((r) => r.id)).toEqual([1]);
    expect(categoriesForIndex(rows, 'elder', 'all').map((r) => r.id)).toEqual([4]);
    expect(categoriesForIndex(rows, '', 'attorneys').map((r) => r.id)).toEqual([4]);
    expect(categoriesForIndex(rows, 'nothing', 'all')).toEqual([]);
  });
});

describe('category slugs and icons', () => {
  it('builds the canonical slug by the rule of spec section 5', () => {
    expect(categorySlug('Family Law, Divorce, Child Custody and Adoption')).toBe('family-law-divorce-child-custody-and-adoption');
    expect(categorySlug("Workers' Compensation Law")).toBe('workers-compensation-law');
    expect(categorySlug('Probate, Trusts, Wills & Estates')).toBe('probate-trusts-wills-estates');
    expect(categorySlug('  --Drunk   Driving -- & DUI Law-- ')).toBe('drunk-driving-dui-law');
  });
  it('gives every reference category a distinct slug', () => {
    const slugs = CATEGORIES.map((c) => categorySlug(c.name));
    expect(new Set(slugs).size).toBe(slugs.length);
  });
});
