import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cleanText, shortText } from '#app/domain/text.ts';
import { cleanTextFast, shortTextFast } from './fast-text.ts';

// Text made of the characters the rules care about, so edge cases come up often.
const UNITS = [
  'a',
  'b',
  'word',
  'longerword',
  ' ',
  ' ',
  '  ',
  '\n',
  '\r',
  '\t',
  '\u00a0',
  '\u2003',
  '<',
  '>',
  '&',
  'amp;',
];
const MORE_UNITS = ['#39;', '<p>', '</p>', '<br>', '.', ',', ';', ':', '-', '…', 'é'];
const tricky = fc.string({ unit: fc.constantFrom(...UNITS, ...MORE_UNITS), maxLength: 2000 });

describe('fast text helpers', () => {
  it('cleanTextFast equals cleanText', () => {
    fc.assert(
      fc.property(tricky, (text) => {
        expect(cleanTextFast(text)).toBe(cleanText(text));
      }),
      { numRuns: 2000 },
    );
  });

  it('shortTextFast equals shortText', () => {
    fc.assert(
      fc.property(tricky, fc.integer({ min: 5, max: 400 }), (text, max) => {
        expect(shortTextFast(text, max)).toBe(shortText(text, max));
      }),
      { numRuns: 2000 },
    );
  });

  it.each([
    ['plain', '  plain text  ', 'plain text'],
    ['entities', 'a &amp; b', 'a & b'],
    ['double space', 'a  b', 'a b'],
  ])('cleans %s', (_name, input, expected) => {
    expect(cleanTextFast(input)).toBe(expected);
  });
});
