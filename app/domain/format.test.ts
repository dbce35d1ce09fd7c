import { describe, expect, it } from 'vitest';
import {
  formatCount,
  formatDate,
  formatIsoDate,
  formatNumber,
  keywordList,
  lengthLabel,
  metaDescription,
  pageTitle,
  readingTimeMinutes,
} from './format.ts';

describe('number and count formats', () => {
  it('formats numbers with US thousands separators', () => {
    expect(formatNumber(1234567)).toBe('1,234,567');
    expect(formatNumber(999)).toBe('999');
  });

  it.each([
    [999, '999'],
    [1000, '1K'],
    [14_499, '14K'],
    [14_500, '15K'],
    [999_999, '1000K'],
    [1_000_000, '1.0M'],
    [1_180_000, '1.2M'],
    [1_140_000, '1.1M'],
  ])('formatCount(%d) = %s', (value, text) => {
    expect(formatCount(value)).toBe(text);
  });
});

describe('dates', () => {
  it('shows seconds since epoch like Jan 5, 2025 (UTC)', () => {
    expect(formatDate(Date.UTC(2025, 0, 5, 12) / 1000)).toBe('Jan 5, 2025');
  });
  it('shows ISO dates and falls back for unparseable ones', () => {
    expect(formatIsoDate('2019-11-30')).toBe('Nov 30, 2019');
    expect(formatIsoDate('not a date')).toBe('Date unavailable');
    expect(formatIsoDate(null)).toBe('Date unavailable');
  });
});

describe('reading time and length label (spec section 9)', () => {
  it.each([
    [0, 5],
    [750, 5],
    [751, 6],
    [1500, 10],
  ])('reading time of %d characters is %d minutes', (length, minutes) => {
    expect(readingTimeMinutes(length)).toBe(minutes);
  });

  it.each([
    [0, 'Short'],
    [150, 'Short'],
    [151, 'Medium'],
    [300, 'Medium'],
    [301, 'Long'],
  ] as const)('length %d is %s', (length, label) => {
    expect(lengthLabel(length)).toBe(label);
  });
});

describe('page title, description and keywords', () => {
  it('keeps short titles whole with the brand suffix', () => {
    expect(pageTitle('Search', 'OpenCounsel')).toBe('Search | OpenCounsel');
  });
  it('cuts long titles to 60 characters on a word boundary, keeping the suffix', () => {
    const title = pageTitle('Can my landlord keep my whole security deposit after I moved out early?', 'OpenCounsel');
    expect(title.length).toBeLessThanOrEqual(60);
    expect(title.endsWith('… | OpenCounsel')).toBe(true);
  });
  it('uses the site name alone for an empty title', () => {
    expect(pageTitle('   ', 'OpenCounsel')).toBe('OpenCounsel');
  });
  it('cuts descriptions at 160 characters', () => {
    const description = metaDescription('word '.repeat(100));
    expect(description.length).toBeLessThanOrEqual(160);
    expect(description.endsWith('…')).toBe(true);
    expect(metaDescription('Short and sweet.')).toBe('Short and sweet.');
  });
  it('keeps at most 6 distinct keywords', () => {
    expect(keywordList(['DUI', 'dui', ' ', 'custody', 'a', 'b', 'c', 'd', 'e'])).toEqual(['DUI', 'custody', 'a', 'b', 'c', 'd']);
  });
});
