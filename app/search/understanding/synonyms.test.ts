import { describe, expect, it } from 'vitest';
import shipped from './synonyms.json' with { type: 'json' };
import { compileSynonyms, EXPANSION_WEIGHT, expandSynonyms, shippedSynonyms, synonymWords } from './synonyms.ts';
import { wordSpans } from './text-spans.ts';

const table = shippedSynonyms();
const expand = (text: string) =>
  expandSynonyms(
    wordSpans(text).map((s) => s.word),
    table,
  );
const brought = (text: string) => expand(text).flatMap((e) => e.phrases.map((p) => p.join(' ')));

describe('the shipped synonym table', () => {
  it('has at least 150 entries across practice areas, all valid', () => {
    expect(table.entries.length).toBeGreaterThanOrEqual(150);
    expect(new Set(table.entries.map((e) => e.area)).size).toBeGreaterThanOrEqual(10);
  });

  it('has no phrase twice within an entry and no entry twice', () => {
    const keys = new Set<string>();
    for (const entry of shipped.entries) {
      const key = JSON.stringify(entry);
      expect(keys.has(key), key).toBe(false);
      keys.add(key);
      for (const list of [entry.same, (entry as { lay?: string[] }).lay, (entry as { legal?: string[] }).legal]) {
        if (list) expect(new Set(list).size, JSON.stringify(list)).toBe(list.length);
      }
    }
  });
});

describe('expandSynonyms', () => {
  it('joins DUI, DWI and OWI both ways', () => {
    expect(brought('dui lawyer')).toEqual(expect.arrayContaining(['dwi', 'owi', 'attorney']));
    expect(brought('owi first offense')).toEqual(expect.arrayContaining(['dui', 'dwi']));
  });

  it('brings legal words for lay words, not the other way round', () => {
    expect(brought('repo')).toContain('repossession');
    expect(brought('kicked out of my apartment')).toEqual(expect.arrayContaining(['eviction', 'evict']));
    expect(brought('eviction notice')).not.toContain('kicked out');
    expect(brought('they garnished my wages')).toContain('garnishment');
    expect(brought('can they take my car')).toContain('repossession');
  });

  it('matches phrases of several words, the longest at a place, and plurals of the words', () => {
    const workers = expand('workers comp claim');
    expect(workers[0]).toMatchObject({ matched: 'workers comp' });
    expect(brought('workers comp claim')).toContain('workers compensation');
    expect(brought("my ex wife's lawyer")).toContain('former wife');
    expect(brought('my ex took the kids')).toContain('former spouse');
    expect(brought('lawyers near me')).toContain('attorney');
  });

  it('applies conditions kept in the data: "get rid of" means discharge only with debt words', () => {
    expect(brought('get rid of student loan debt')).toContain('discharge');
    expect(brought('how to get rid of mice in my rental')).not.toContain('discharge');
    expect(brought('kicked out of school')).not.toContain('eviction');
  });

  it('brings no word whose everyday legal sense is another idea (decision 0012)', () => {
    // "dismissal" is a case dismissed, "claim" a creditor's proof of claim, "closing" a case closed.
    expect(brought('can I be fired for filing bankruptcy')).toContain('termination');
    expect(brought('can I be fired for filing bankruptcy')).not.toContain('dismissal');
    expect(brought('can a debt collector sue me')).toContain('lawsuit');
    expect(brought('can a debt collector sue me')).not.toContain('claim');
    expect(brought('can I buy a house after chapter 7')).not.toContain('closing');
  });

  it('brings nothing already typed, and marks every expansion with the lower weight', () => {
    expect(brought('car vehicle')).not.toContain('vehicle');
    expect(brought('car')).toEqual(expect.arrayContaining(['vehicle', 'auto']));
    for (const e of expand('dui car repo')) expect(e.weight).toBe(EXPANSION_WEIGHT);
    // A quarter of a typed word's weight (decision 0012: a half let "ch 13", "foreclose" and
    // "undue hardship" reorder keyword queries whose typed words every top question had).
    expect(EXPANSION_WEIGHT).toBe(0.25);
  });

  it("lists the table's words, which spelling correction leaves alone", () => {
    const words = synonymWords(table);
    expect(words.has('repo')).toBe(true);
    expect(words.has('dui')).toBe(true);
  });
});

describe('compileSynonyms', () => {
  it('rejects malformed entries with the path of the bad one', () => {
    expect(() => compileSynonyms({ entries: [{ area: 'x', lay: ['a'] }] })).toThrow(/entries\.0.*"lay" and "legal"/);
    expect(() => compileSynonyms({ entries: [{ area: 'x', same: ['a', 'b'], lay: ['c'], legal: ['d'] }] })).toThrow(
      /entries\.0/,
    );
    expect(() => compileSynonyms({ entries: [{ area: 'x', same: ['a', '"b"'] }] })).toThrow(
      /entries\.0\.same\.1: no quotes/,
    );
    expect(() => compileSynonyms({ entries: [{ area: 'x', same: ['a', '...'] }] })).toThrow(
      /entries\.0: a phrase without words/,
    );
    expect(() => compileSynonyms({ entries: [{ area: 'x', same: ['a', 'b'], typo: 1 }] })).toThrow(/entries\.0/);
  });

  it('compiles a small table of its own', () => {
    const own = compileSynonyms({
      entries: [{ area: 'test', lay: ['pink slip'], legal: ['termination notice'], unless: ['car'] }],
    });
    expect(expandSynonyms(['got', 'a', 'pink', 'slip'], own)).toEqual([
      { matched: 'pink slip', phrases: [['termination', 'notice']], area: 'test', weight: EXPANSION_WEIGHT, entry: 0 },
    ]);
    expect(expandSynonyms(['car', 'pink', 'slip'], own)).toEqual([]);
  });
});
