import { describe, expect, it } from 'vitest';
import { countOf, nounFor, ordinal } from './grammar.ts';

describe('countOf', () => {
  it('uses the singular only for exactly one', () => {
    expect(countOf(1, 'answer')).toBe('1 answer');
    expect(countOf(0, 'answer')).toBe('0 answers');
    expect(countOf(2, 'year')).toBe('2 years');
  });

  it('separates thousands and takes irregular plurals', () => {
    expect(countOf(4876, 'question')).toBe('4,876 questions');
    expect(countOf(1, 'category', 'categories')).toBe('1 category');
    expect(countOf(3, 'category', 'categories')).toBe('3 categories');
    expect(nounFor(1, 'attorney')).toBe('attorney');
    expect(nounFor(7, 'attorney')).toBe('attorneys');
  });
});

describe('ordinal', () => {
  it.each([
    [1, '1st'],
    [2, '2nd'],
    [3, '3rd'],
    [4, '4th'],
    [11, '11th'],
    [12, '12th'],
    [13, '13th'],
    [21, '21st'],
    [22, '22nd'],
    [23, '23rd'],
    [93, '93rd'],
    [100, '100th'],
    [101, '101st'],
    [111, '111th'],
    [112, '112th'],
    [1001, '1,001st'],
    [0, '0th'],
  ])('%i -> %s', (n, text) => expect(ordinal(n)).toBe(text));
});
