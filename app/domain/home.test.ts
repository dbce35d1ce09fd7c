import { describe, expect, it } from 'vitest';
import { countClaim, firstSentence, quoteSentence, homeStatTiles, upVoteRating, yearsCovered } from './home.ts';

describe('firstSentence', () => {
  it.each([
    ['You should file a claim. Then wait for the answer.', 'You should file a claim.'],
    ['Call Dr. Smith first. Then sue.', 'Call Dr. Smith first.'],
    ['Is that legal? Probably not.', 'Is that legal?'],
    ['No punctuation at all', 'No punctuation at all'],
    ['  spaced \n out.  Next', 'spaced out.'],
    ['The value is 3.5 percent. Next.', 'The value is 3.5 percent.'],
    ['', ''],
  ])('%j -> %j', (text, expected) => {
    expect(firstSentence(text)).toBe(expected);
  });

  it('cuts a long first sentence on a word boundary', () => {
    const quote = firstSentence(`${'word '.repeat(100)}end.`, 50);
    expect(quote.length).toBeLessThanOrEqual(50);
    expect(quote.endsWith('…')).toBe(true);
  });
});

describe('quoteSentence', () => {
  it('skips pleasantries and short openers', () => {
    expect(
      quoteSentence(
        'I am sorry you are dealing with this. Ok. A landlord must return the deposit within 21 days of move-out. More.',
      ),
    ).toBe('A landlord must return the deposit within 21 days of move-out.');
  });
  it('falls back to the first sentence', () => {
    expect(quoteSentence('Thanks. Short one.')).toBe('Thanks.');
  });
});

describe('figures', () => {
  it('upVoteRating is the up-vote share in percent, null without votes', () => {
    expect(upVoteRating(9, 1)).toBe(90);
    expect(upVoteRating(2, 1)).toBe(67);
    expect(upVoteRating(0, 0)).toBeNull();
  });

  it('countClaim adds + only when the count format rounds', () => {
    expect(countClaim(1_234_567)).toBe('1.2M+');
    expect(countClaim(14_210)).toBe('14K+');
    expect(countClaim(4_876)).toBe('4.8K+');
    expect(countClaim(53)).toBe('53');
  });

  it('yearsCovered counts calendar years inclusively', () => {
    expect(yearsCovered(Date.UTC(1997, 2, 6) / 1000, Date.UTC(2025, 0, 1) / 1000)).toEqual({
      years: 29,
      from: 1997,
      to: 2025,
    });
    expect(yearsCovered(0, 0).years).toBe(0);
  });

  it('homeStatTiles shows the four archive figures', () => {
    const tiles = homeStatTiles({
      answeredQuestions: 1_180_000,
      answeringAttorneys: 14_000,
      categoriesWithQuestions: 52,
      firstPostedAt: Date.UTC(1996, 0, 1) / 1000,
      lastPostedAt: Date.UTC(2025, 5, 1) / 1000,
    });
    expect(tiles.map((t) => `${t.value} ${t.label}`)).toEqual([
      '1.1M+ Questions Answered',
      '14K+ Attorney Contributors',
      '52 Legal Specialties',
      '30 Years Covered',
    ]);
  });
});
