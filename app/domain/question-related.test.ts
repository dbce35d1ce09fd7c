import { describe, expect, it } from 'vitest';
import { RelatedIndex, titleShape, titleTerms } from './question-related.ts';

describe('titleTerms', () => {
  it('keeps distinctive words, folding plurals and possessives, without stop words or numbers', () => {
    expect(titleTerms("Can my landlord keep my deposits? Landlord's 30 days")).toEqual(['landlord', 'keep', 'deposit']);
    expect(titleTerms('What are the penalties for a DUI?')).toEqual(['penalty', 'dui']);
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

describe('titleShape in related lists', () => {
  it('leaves out a candidate whose title differs from a better one only in numbers and names', () => {
    const index = new RelatedIndex();
    const rows: Array<[number, string, number, string]> = [
      [10, 'OH', 1, 'Divorce after 5 years: will I have to pay alimony?'],
      [10, 'OH', 2, 'Divorce after 14 years: will I have to pay alimony?'],
      [10, 'OH', 3, 'Divorce after 6 years in Ohio: will I have to pay alimony?'],
      [10, 'OH', 4, 'Alimony after a short marriage with no children'],
    ];
    for (const [category, place, postedAt, title] of rows)
      index.add(category, place, postedAt, titleTerms(title), title);
    const [first] = index.compute({ perQuestion: 6, termsPerQuestion: 6, window: 40 });
    // 1 is 0 with another number; 2 says "in Ohio", a shape of its own.
    expect(first).toEqual([2, 3]);
    expect(titleShape('Divorce after 5 years: will I have to pay alimony?')).toBe(
      'divorce after years will i have to pay alimony',
    );
  });
});
