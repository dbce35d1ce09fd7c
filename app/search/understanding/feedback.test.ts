import { describe, expect, it } from 'vitest';
import { parseSearchText } from '../query/parse.ts';
import { feedbackWords, wantsFeedback } from './feedback.ts';

describe('pseudo-relevance feedback (decision 0014)', () => {
  it('takes long questions typed as questions, not keywords, phrases or exclusions', () => {
    expect(wantsFeedback(parseSearchText('can I keep my house if I file chapter 7'))).toBe(true);
    expect(wantsFeedback(parseSearchText('chapter 7 student loans'))).toBe(false); // keywords: nothing dropped
    expect(wantsFeedback(parseSearchText('can I keep my house'))).toBe(false); // two words of substance
    expect(wantsFeedback(parseSearchText('can I keep my "house" if I file chapter 7 -divorce'))).toBe(false);
    expect(wantsFeedback(parseSearchText('can I keep my "paid off house" if I file chapter 7'))).toBe(false);
  });

  const parsed = parseSearchText('what happens to my car loan if I file chapter 7');
  const archive = {
    total: 1000,
    stopwords: new Set(['the', 'and', 'was']),
    df: (word: string) => ({ reaffirm: 20, vehicle: 40, payments: 400, the: 990, and: 990, was: 900, cars: 50, loans: 60 })[word] ?? 5,
  };
  const texts = [
    'the vehicle and reaffirm payments cars loans',
    'reaffirm the vehicle payments cars',
    'reaffirm vehicle payments was loans',
    'reaffirm vehicle payments cars',
    'reaffirm vehicle payments rare',
    'reaffirm payments',
    'something else entirely',
  ];

  it('picks the words most over-represented in the top results against the archive, rarer first', () => {
    expect(feedbackWords(parsed, texts, archive, { minDocs: 5, terms: 2 })).toEqual(['reaffirm', 'vehicle']);
  });

  it('never picks a typed word or a form of one, a stopword, a number, or a word in too few results', () => {
    const words = feedbackWords(parsed, [...texts, 'file filing 2019 2019', 'file filing 2019'], archive, { minDocs: 2, terms: 10 });
    expect(words).not.toContain('cars'); // "car" typed
    expect(words).not.toContain('loans'); // "loan" typed
    expect(words).not.toContain('file');
    expect(words).not.toContain('the');
    expect(words).not.toContain('2019');
    expect(words).not.toContain('rare'); // in one result only
    expect(words.slice(0, 2)).toEqual(['reaffirm', 'vehicle']);
  });

  it('drops a word in a fifth of the archive or more', () => {
    expect(feedbackWords(parsed, texts, archive, { minDocs: 3, terms: 5 })).not.toContain('payments');
  });
});
