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
  searchPageTitle,
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
    [4_876, '4.8K'],
    [4_999, '4.9K'],
    [5_000, '5K'],
    [9_999, '9.9K'],
    [14_499, '14K'],
    [14_999, '14K'],
    [999_999, '999K'],
    [1_000_000, '1M'],
    [1_180_000, '1.1M'],
    [2_300_000, '2.3M'],
    [12_900_000, '12M'],
  ])('formatCount(%d) = %s', (value, text) => {
    expect(formatCount(value)).toBe(text);
  });

  it('never shows a count above the real number', () => {
    const parse = (text: string) => Number(text.replace(/[KM]$/, '')) * (text.endsWith('M') ? 1e6 : text.endsWith('K') ? 1e3 : 1);
    for (let value = 0; value < 3_000_000; value += 997) expect(parse(formatCount(value)), String(value)).toBeLessThanOrEqual(value);
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
    [0, 1],
    [200, 1],
    [201, 2],
    [1000, 5],
  ])('reading time of %d words is %d minutes (200 a minute, at least 1)', (words, minutes) => {
    expect(readingTimeMinutes(Array.from({ length: words }, () => 'word').join(' '))).toBe(minutes);
  });

  it('counts the words of every text given', () => {
    const hundred = Array.from({ length: 100 }, () => 'word').join('\n');
    expect(readingTimeMinutes(hundred, hundred, ' ')).toBe(1);
    expect(readingTimeMinutes(hundred, hundred, 'one more')).toBe(2);
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
  it('cuts a long search query on a word boundary with an ellipsis, keeping " – Search" and the brand within 60', () => {
    const title = pageTitle(searchPageTitle('what happens to my car if i file bankruptcy', 'OpenCounsel'), 'OpenCounsel');
    expect(title).toBe('what happens to my car if i file… – Search | OpenCounsel');
    expect(title.length).toBeLessThanOrEqual(60);
    for (const query of ['a'.repeat(80), 'can my landlord keep my deposit '.repeat(3), 'x y '.repeat(40)]) {
      const long = pageTitle(searchPageTitle(query, 'OpenCounsel'), 'OpenCounsel');
      expect(long.length, query).toBeLessThanOrEqual(60);
      expect(long, query).toMatch(/… – Search \| OpenCounsel$/);
    }
    // A word is cut only when a single word fills the room.
    expect(pageTitle(searchPageTitle('can my landlord keep my deposit '.repeat(3), 'OpenCounsel'), 'OpenCounsel')).toBe(
      'can my landlord keep my deposit can… – Search | OpenCounsel',
    );
  });
  it('keeps a short search query whole, and names the page for an empty one', () => {
    expect(searchPageTitle('  dog   bite ', 'OpenCounsel')).toBe('dog bite – Search');
    expect(searchPageTitle('   ', 'OpenCounsel')).toBe('Search Legal Questions');
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

  it('keeps a name with commas one keyword, so the joined list still has at most 6 entries', () => {
    const words = ['Family Law, Divorce, Child Custody and Adoption', 'Probate, Trusts, Wills & Estates', 'a', 'b', 'c', 'd', 'e'];
    const list = keywordList(words);
    expect(list[0]).toBe('Family Law Divorce Child Custody and Adoption');
    expect(list.join(', ').split(',')).toHaveLength(6);
  });
});
