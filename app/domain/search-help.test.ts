import { describe, expect, it } from 'vitest';
import { areaHints, helpWords } from './search-help.ts';

describe('helpWords', () => {
  it('keeps the telling words once, in the order typed, at most four', () => {
    expect(helpWords('Can my landlord keep my deposit for the carpet')).toEqual(['landlord', 'keep', 'deposit', 'carpet']);
    expect(helpWords('divorce divorce 2019 a')).toEqual(['divorce']);
    expect(helpWords('the of and')).toEqual([]);
  });
});

describe('areaHints', () => {
  it('gives each area the word most of its questions have, never a sum, most first', () => {
    const hints = areaHints([
      { word: 'custody', areas: [{ value: 4, count: 30 }, { value: 9, count: 2 }] },
      { word: 'school', areas: [{ value: 4, count: 12 }, { value: 7, count: 40 }, { value: 9, count: 0 }] },
    ]);
    expect(hints).toEqual([
      { categoryId: 7, count: 40, word: 'school' },
      { categoryId: 4, count: 30, word: 'custody' },
      { categoryId: 9, count: 2, word: 'custody' },
    ]);
    expect(areaHints([{ word: 'x', areas: [] }])).toEqual([]);
  });
});
