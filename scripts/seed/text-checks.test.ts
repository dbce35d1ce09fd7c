import { describe, expect, it } from 'vitest';
import {
  fillerSentences,
  keyWordCoverage,
  openingShape,
  repeatedAnswerSentences,
  titleKeyWords,
  titleShape,
} from './text-checks.ts';

describe('titleKeyWords and keyWordCoverage', () => {
  it('keeps the story words of a title, not the words of its question form', () => {
    expect(titleKeyWords('How long does a landlord have to return my deposit in Ohio?')).toEqual([
      'landlord',
      'return',
      'deposit',
      'ohio',
    ]);
  });

  it('measures how many of them the body repeats, by root', () => {
    const title = 'Can my landlord evict me for one late rent payment?';
    expect(keyWordCoverage(title, 'My landlord filed an eviction after one late rent payment.')).toBe(1);
    expect(keyWordCoverage(title, 'My ex wants to move the kids to Texas.')).toBe(0);
  });
});

describe('repeatedAnswerSentences', () => {
  it('finds a sentence two answers share, and none within one answer', () => {
    const shared = 'File a written answer before the deadline, or you lose by default.';
    expect(repeatedAnswerSentences([`Yes. ${shared}`, `${shared} Good luck with it all, truly.`])).toEqual([shared]);
    expect(repeatedAnswerSentences([`${shared} ${shared}`, 'A different answer that says something else.'])).toEqual(
      [],
    );
  });
});

describe('titleShape', () => {
  it('gives one shape to titles that differ only in numbers and names', () => {
    expect(titleShape('Divorce after 5 years of marriage: will I pay alimony?')).toBe(
      titleShape('Divorce after 14 years of marriage: will I pay alimony?'),
    );
    expect(titleShape('Rear-ended on Kelverton Road by John Smith')).toBe(
      titleShape('Rear-ended on Oak Lane by Ann Lee'),
    );
    expect(titleShape('Can my landlord keep my deposit?')).not.toBe(titleShape('Can my landlord raise my rent?'));
  });
});

describe('fillerSentences', () => {
  it('finds the company and claim-number sentences that played no part', () => {
    expect(
      fillerSentences(
        'I was rear-ended. The company is Triocorp Towing. My claim number is BB99036474, if that helps.',
      ),
    ).toHaveLength(2);
    expect(fillerSentences('My landlord, Kelverton Property Management, kept my $900 deposit.')).toEqual([]);
  });
});

describe('openingShape', () => {
  it('reads "My landlord, Trivexon Realty, ..." and "Our old landlord ..." as one opening', () => {
    const shapes = [
      'My landlord, Trivexon Realty, gave me a notice to pay or quit.',
      'My old landlord, Norelvatra Apartments, is keeping my $1,225 deposit.',
      'Our landlord ignores our texts about a leaking roof.',
    ].map(openingShape);
    expect(new Set(shapes)).toEqual(new Set(['my landlord']));
  });

  it('tells apart bodies that open with a lead-in or another subject', () => {
    expect(openingShape('First time posting here. My landlord kept my deposit.')).toBe('first time');
    expect(openingShape('I moved out of my apartment in Honolulu in August.')).toBe('i moved');
    expect(openingShape('I can&#39;t afford to get this wrong.')).toBe("i can't");
  });
});
