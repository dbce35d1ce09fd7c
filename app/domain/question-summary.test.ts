import { describe, expect, it } from 'vitest';
import { listedQuestion, questionLabels } from './question-summary.ts';

describe('listedQuestion', () => {
  it('keeps what a listing card shows and drops what no card reads', () => {
    const row = {
      id: 7,
      title: 'Can my landlord keep my deposit?',
      questionShort: 'The question excerpt, which a listing card never shows.',
      state: 'TX',
      country: 'US',
      categoryId: 12,
      postedAt: 1_600_000_000,
      answerCount: 3,
      answerShort: 'The top answer excerpt.',
      votes: 9,
      lastActivityAt: 1_600_100_000,
    };
    expect(listedQuestion(row)).toEqual({
      id: 7,
      title: 'Can my landlord keep my deposit?',
      state: 'TX',
      country: 'US',
      categoryId: 12,
      postedAt: 1_600_000_000,
      answerCount: 3,
      answerShort: 'The top answer excerpt.',
    });
  });

  it('keeps a missing answer excerpt as null (the card then says there is none)', () => {
    const row = { id: 1, title: 't', state: null, country: 'CA', categoryId: 2, postedAt: 0, answerCount: 0, answerShort: null };
    expect(listedQuestion(row)).toEqual(row);
    expect(questionLabels(listedQuestion(row))).toEqual(questionLabels(row));
  });
});
