import { describe, expect, it } from 'vitest';
import { spellingFromCounts, type WordStats } from './spelling.ts';
import { createLexicon, understandQuery } from './understand.ts';

const STOPWORDS = new Set(['a', 'the', 'my', 'in', 'for', 'of', 'to', 'can', 'i', 'they', 'their', 'what', 'when']);
const counts = new Map<string, WordStats>(
  Object.entries({
    bankruptcy: 1925,
    bankrupcy: 11,
    student: 2360,
    loans: 2400,
    repossession: 420,
    car: 900,
    foreclosure: 1800,
    chapter: 1103,
    custody: 670,
    report: 368,
    part: 5000,
    pratt: 2,
    texas: 900,
  }).map(([word, df]) => [word, { df, properName: false }]),
);
const lexicon = createLexicon({ spelling: spellingFromCounts(counts, 3), stopwords: STOPWORDS });

describe('understandQuery', () => {
  it('corrects a misspelled word and says what it searched', () => {
    const u = understandQuery('bankrupcy student loans', lexicon);
    expect(u).toMatchObject({
      original: 'bankrupcy student loans',
      corrected: 'bankruptcy student loans',
      corrections: [{ from: 'bankrupcy', to: 'bankruptcy' }],
      place: null,
      text: 'bankruptcy student loans',
    });
  });

  it('searches exactly what was typed when asked not to correct', () => {
    const u = understandQuery('bankrupcy student loans', lexicon, { correct: false });
    expect(u.corrected).toBeNull();
    expect(u.corrections).toEqual([]);
    expect(u.text).toBe('bankrupcy student loans');
  });

  it('corrects, then takes out the place, then expands the rest', () => {
    const u = understandQuery('car reposession in Texas', lexicon);
    expect(u.corrected).toBe('car repossession in Texas');
    expect(u.place).toEqual({ code: 'TX', name: 'Texas', typed: 'in Texas' });
    expect(u.text).toBe('car repossession');
    expect(u.expansions.flatMap((e) => e.phrases.map((p) => p.join(' ')))).toEqual(
      expect.arrayContaining(['vehicle', 'repossessed']),
    );
  });

  it('leaves quoted phrases, exclusions, lay words and names typed in capitals as they are', () => {
    expect(understandQuery('"bankrupcy" -forclosure', lexicon).corrected).toBeNull();
    expect(understandQuery('repo', lexicon)).toMatchObject({
      corrected: null,
      expansions: [expect.objectContaining({ matched: 'repo' })],
    });
    expect(understandQuery('lawsuit against Prat', lexicon).corrected).toBeNull();
    expect(understandQuery('prat lawsuit', lexicon).corrected).toBe('part lawsuit');
  });

  it('keeps the rest of the text exactly as typed around a correction', () => {
    expect(understandQuery('Bankrupcy, "chapter 7"  and  -divorce', lexicon).corrected).toBe(
      'Bankruptcy, "chapter 7" and -divorce',
    );
  });

  it('leaves the place in the words when places are off (a state filter was chosen)', () => {
    const u = understandQuery('custody in texas', lexicon, { places: false });
    expect(u.place).toBeNull();
    expect(u.text).toBe('custody in texas');
  });

  it('works without spelling data (an archive built before it)', () => {
    const bare = createLexicon({ spelling: null, stopwords: STOPWORDS });
    expect(understandQuery('bankrupcy in texas', bare)).toMatchObject({
      corrected: null,
      place: { code: 'TX' },
      text: 'bankrupcy',
    });
  });

  it('never throws on hostile input', () => {
    for (const raw of [
      '',
      '   ',
      '"',
      '-',
      '-"',
      'in',
      '😀 in TX',
      'x'.repeat(5000),
      'NEAR( a* : {b} ^c',
      '\u0000\u0301',
    ]) {
      expect(() => understandQuery(raw, lexicon)).not.toThrow();
    }
  });
});
