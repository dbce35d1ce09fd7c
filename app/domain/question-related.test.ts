import { describe, expect, it } from 'vitest';
import { RelatedIndex, sentenceHashes, titleKey, titleShape, titleTerms } from './question-related.ts';

describe('titleTerms', () => {
  it('keeps distinctive words, folding plurals and possessives, without stop words or numbers', () => {
    expect(titleTerms("Can my landlord keep my deposits? Landlord's 30 days")).toEqual(['landlord', 'keep', 'deposit']);
    expect(titleTerms('What are the penalties for a DUI?')).toEqual(['penalty', 'dui']);
  });

  it('keeps form and visa names whole', () => {
    expect(titleTerms('What happens to my H-1B if my company closes? Filed an I-130')).toEqual([
      'h1b',
      'company',
      'close',
      'filed',
      'i130',
    ]);
  });
});

describe('RelatedIndex', () => {
  function build(rows: [number, string, number, string][]) {
    const index = new RelatedIndex();
    for (const [category, place, postedAt, title] of rows) index.add(category, place, postedAt, titleTerms(title));
    return index.compute({ perQuestion: 3, termsPerQuestion: 6, window: 10 });
  }

  it('ranks by shared rare words, preferring the same category and place', () => {
    // Given in (category, place, date) order, as the derive step reads them.
    const related = build([
      [10, 'CA', 1, 'Child custody relocation to Oregon'],
      [10, 'CA', 2, 'Custody relocation after divorce'],
      [10, 'TX', 3, 'Custody relocation question'],
      [10, 'TX', 4, 'Alimony after divorce'],
      [11, 'CA', 5, 'Custody of seized car'],
      [17, 'CA', 6, 'Oregon relocation of a fence'],
    ]);
    expect(related[0]).toEqual([1, 2, 5]);
    expect(related[3]).toEqual([1]);
  });

  it("never lists the question's own title, nor one title twice", () => {
    const index = new RelatedIndex();
    const rows: [number, string, number, string][] = [
      [10, 'CA', 1, 'Custody relocation to Oregon'],
      [10, 'CA', 2, 'Custody relocation to Oregon'],
      [10, 'CA', 3, 'Custody relocation to Nevada'],
      [10, 'CA', 4, 'Custody relocation to Nevada'],
      [10, 'CA', 5, 'Custody relocation after divorce'],
    ];
    for (const [category, place, postedAt, title] of rows)
      index.add(category, place, postedAt, titleTerms(title), title);
    const related = index.compute({ perQuestion: 3, termsPerQuestion: 6, window: 10 });
    // 1 has the question's title; 2 and 3 differ from it only in a name (one shape).
    expect(related[0]).toEqual([4]);
    for (const [q, list] of related.entries()) {
      const titles = [q, ...list].map((i) => rows[i]![3]);
      expect(new Set(titles).size).toBe(titles.length);
    }
  });

  it('requires two shared words from another category, and returns nothing without shared words', () => {
    const related = build([
      [1, 'CA', 1, 'Slip and fall in grocery store'],
      [2, 'CA', 2, 'Fall at work warehouse'],
      [3, 'NY', 3, 'Unrelated tax refund'],
    ]);
    expect(related[0]).toEqual([]);
    expect(related[2]).toEqual([]);
  });

  it('never lists a question as related to itself', () => {
    const related = build([
      [1, '', 1, 'Same words here'],
      [1, '', 2, 'Same words here'],
    ]);
    expect(related).toEqual([[1], [0]]);
  });
});

describe('twin titles in related lists', () => {
  const related = (titles: string[]) => {
    const index = new RelatedIndex();
    titles.forEach((title, i) => index.add(10, 'OH', i + 1, titleTerms(title), title));
    return index.compute({ perQuestion: 6, termsPerQuestion: 6, window: 40 })[0];
  };

  it('leaves out a candidate whose title differs from a better one only in numbers and names', () => {
    const first = related([
      'Divorce after 5 years: will I have to pay alimony?',
      'Divorce after 14 years: will I have to pay alimony?',
      'Divorce after 6 years in Ohio: will I have to pay alimony?',
      'Alimony after a short marriage with no children',
    ]);
    // 1 and 2 are 0 with another number or a place.
    expect(first).toEqual([3]);
    expect(titleShape('Divorce after 5 years: will I have to pay alimony?')).toBe(
      'divorce after years will i have to pay alimony',
    );
  });

  it('leaves out titles that share three quarters of their words, whatever they ask', () => {
    expect(
      related([
        'The judge ruled against me after a two-day trial last February - what can I do?',
        'Florida: the judge ruled against me after a two-day trial last March - what are my options?',
        'The judge ruled against me after a two-day trial last January - where do I start?',
        'The judge ruled against me after a one-day trial - how long do I have to appeal?',
        'Can the judge refuse to look at my evidence at trial?',
      ]),
    ).toEqual([3, 4]);
    const first = related([
      'How long do I have to appeal after I lost my case?',
      'I lost my case in Newark and I think the judge made a legal mistake. What now?',
      'I lost my case in Lawton and I think the judge made a legal mistake - what can I do?',
    ]);
    expect(first).toHaveLength(1);
    expect(titleKey('The judge ruled against me after a two-day trial last January - where do I start?')).toEqual(
      titleKey('The judge ruled against me after a two-day trial last February - what are my options?'),
    );
  });

  it('keeps titles that add a detail of their own', () => {
    const first = related([
      'Landlord kept my security deposit - what can I do?',
      'Landlord kept my security deposit for carpet cleaning',
      'Can my landlord keep my deposit for normal wear and tear?',
    ]);
    expect(first).toHaveLength(2);
  });
});

describe('bodies told alike in related lists', () => {
  it('hashes long sentences, names and numbers aside', () => {
    const a = sentenceHashes(
      'I was laid off from Garorlaney Foods on Monday and I am on an H-1B visa. Help! My wife is here on an H-4 too.',
    );
    const b = sentenceHashes(
      'I was laid off from Triaria Manufacturing on Monday and I am on an H-1B visa. My wife is here on an H-4 too.',
    );
    expect(a).toHaveLength(2);
    expect(a).toEqual(b);
    expect(sentenceHashes('Too short to count. Help me.')).toEqual([]);
  });

  it('leaves out a candidate whose body shares two long sentences with a better one', () => {
    const story = (company: string, extra: string) =>
      `I was laid off from ${company} on Monday and I am on an H-1B visa. My employer says my last day is at the end of the month. ${extra}`;
    const index = new RelatedIndex();
    const rows: Array<[string, string]> = [
      ['Laid off on an H-1B - how long can I stay?', story('Acme Foods', 'I have two interviews next week.')],
      ['H-1B job ends soon, what are my options?', story('Triaria Staffing', 'My wife is here on an H-4.')],
      ['Can I change to visitor status after my H-1B job ends?', story('Bolt Logistics', 'I do not want to leave.')],
      [
        'H-1B transfer to a new employer after a layoff',
        'My new employer wants to file a transfer for my H-1B petition next week, before my grace period ends.',
      ],
    ];
    rows.forEach(([title, body], i) => index.add(14, 'CA', i + 1, titleTerms(title), title, body));
    const [first] = index.compute({ perQuestion: 6, termsPerQuestion: 6, window: 40 });
    expect(first).toEqual([3]);
  });
});
