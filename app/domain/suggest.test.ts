import { describe, expect, it } from 'vitest';
import { matchesTyped, oneEditAway, phraseMinTitles, suggestWords, titlePhrases, typedWords, wordStarts, SUGGEST_PREFIX_MAX } from './suggest.ts';

describe('suggestWords', () => {
  it('lower-cases, drops accents and cuts at anything but letters and digits', () => {
    expect(suggestWords('Landlord’s Deposit: Café, 30-day notice')).toEqual(['landlord', 's', 'deposit', 'cafe', '30', 'day', 'notice']);
  });
});

describe('typedWords', () => {
  it('gives nothing for hostile or unusable input, never throws', () => {
    for (const bad of [undefined, null, 42, ['a'], { q: 'a' }, 'x'.repeat(101), 'a b c d e f g h i', '', '   ', '"*()^:{}'])
      expect(typedWords(bad)).toEqual([]);
    expect(typedWords('Divorce  cust')).toEqual(['divorce', 'cust']);
  });
});

describe('wordStarts', () => {
  it('keys every start of every word, up to the indexed length', () => {
    const starts = wordStarts(['tax', 'lien']);
    expect([...starts].sort()).toEqual(['l', 'li', 'lie', 'lien', 't', 'ta', 'tax']);
    const long = wordStarts(['unconscionability']);
    expect(Math.max(...[...long].map((s) => s.length))).toBe(SUGGEST_PREFIX_MAX);
  });
});

describe('matchesTyped', () => {
  it('needs every typed word to begin a word of the suggestion, in any order', () => {
    const words = suggestWords('Can my landlord keep my security deposit');
    expect(matchesTyped(words, ['secur', 'land'])).toBe(true);
    expect(matchesTyped(words, ['deposit', 'lease'])).toBe(false);
    // Inside a word is not a word start.
    expect(matchesTyped(words, ['lord'])).toBe(false);
  });
});

describe('oneEditAway', () => {
  it('covers a dropped, swapped, changed and added letter', () => {
    const variants = new Set(oneEditAway('divroce'));
    expect(variants.has('divorce')).toBe(true); // swapped
    expect(new Set(oneEditAway('landlrd')).has('landlord')).toBe(true); // added
    expect(new Set(oneEditAway('custtody')).has('custody')).toBe(true); // dropped
    expect(new Set(oneEditAway('evixtion')).has('eviction')).toBe(true); // changed
    expect(variants.has('divroce')).toBe(false);
  });
});

describe('titlePhrases', () => {
  it('keeps phrases that neither start nor end with a small word and hold no digits', () => {
    const phrases = titlePhrases(suggestWords('Can my landlord keep my security deposit after 30 days'));
    expect(phrases).toContain('security deposit');
    expect(phrases).toContain('landlord keep');
    expect(phrases).not.toContain('my security');
    expect(phrases).not.toContain('deposit after');
    expect(phrases.some((p) => /\d/.test(p))).toBe(false);
    expect(titlePhrases(suggestWords('statute of limitations'))).toContain('statute of limitations');
    expect(titlePhrases(suggestWords('warrant and found'))).not.toContain('warrant and found');
  });
});

describe('phraseMinTitles', () => {
  it('asks more titles of a bigger archive, never fewer than 3', () => {
    expect(phraseMinTitles(3000)).toBe(3);
    expect(phraseMinTitles(1_200_000)).toBe(60);
  });
});
