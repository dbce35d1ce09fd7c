import { describe, expect, it } from 'vitest';
import shipped from './synonyms.json' with { type: 'json' };
import { compileSynonyms, EXPANSION_WEIGHT, expandSynonyms, shippedSynonyms, synonymWords } from './synonyms.ts';
import { brought, expand } from './synonyms/cases.ts';

const table = shippedSynonyms();

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

  it('brings the words answers use for what questions ask in everyday words (decision 0014)', () => {
    // Cost: answers speak of fees and prices.
    expect(brought('how much does it cost to file bankruptcy')).toEqual(
      expect.arrayContaining(['fee', 'fees', 'price']),
    );
    expect(brought('cost of living adjustment')).not.toContain('fee');
    // Without a lawyer: pro se, and the phrase with "attorney".
    expect(brought('can I file bankruptcy without a lawyer')).toEqual(
      expect.arrayContaining(['pro se', 'without an attorney']),
    );
    expect(brought('can I do it myself in chapter 7')).toContain('pro se');
    // Buying a house: a mortgage, a home loan (selling one is not a loan).
    expect(brought('can I buy a house after chapter 7')).toEqual(expect.arrayContaining(['mortgage', 'home loan']));
    expect(brought('sell my house before bankruptcy')).not.toContain('mortgage');
    expect(brought('sell my house before bankruptcy')).toContain('real estate transaction');
    // Fired: the employer, the job.
    expect(brought('can I be fired for filing bankruptcy')).toEqual(expect.arrayContaining(['employer', 'employment']));
    // An old debt: the statute of limitations, only with debt words.
    expect(brought('can a collector sue me for a debt that is 10 years old')).toContain('statute of limitations');
    expect(brought('my son is 10 years old')).not.toContain('statute of limitations');
    // Money given to family before filing: a preference or a fraudulent transfer, only with bankruptcy words.
    expect(brought('the trustee finds out I gave money to my family before filing')).toEqual(
      expect.arrayContaining(['preferential transfer', 'fraudulent transfer']),
    );
    expect(brought('I gave money to my family for christmas')).not.toContain('preferential transfer');
    // A creditor forgotten in the schedules: amending them.
    expect(brought('I forgot to list a creditor in my bankruptcy')).toEqual(
      expect.arrayContaining(['amend', 'omitted']),
    );
    expect(brought('I forgot my password')).not.toContain('amend');
    // A spouse filing alone.
    expect(brought('can my wife file bankruptcy without me')).toContain('non filing spouse');
    // Getting credit again after bankruptcy: rebuilding it (not a new card charged before filing).
    expect(brought('can I get a credit card after bankruptcy')).toEqual(
      expect.arrayContaining(['rebuild credit', 'secured credit card']),
    );
    expect(brought('how do I fix my credit after chapter 7')).toContain('credit score');
    expect(brought('I opened a new credit card before filing')).not.toContain('rebuild credit');
    // Stopping a garnishment or a foreclosure: the automatic stay; not a stop sign.
    expect(brought('will bankruptcy stop my wages from being garnished')).toContain('automatic stay');
    expect(brought('ticket for running a stop sign')).not.toContain('automatic stay');
  });

  it('reads "stay" on a credit report as staying, not as the automatic stay (decision 0014)', () => {
    expect(brought('how long does bankruptcy stay on my credit report')).not.toContain('automatic stay');
    expect(brought('does the stay stop the foreclosure in chapter 13')).toContain('automatic stay');
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

  it('lets true equivalents of a word apply inside a longer match, and lay words not', () => {
    const own = compileSynonyms({
      entries: [
        { area: 'test', same: ['executor', 'personal representative'] },
        { area: 'test', lay: ['executor fee'], legal: ['executor compensation'] },
        { area: 'test', lay: ['comp'], legal: ['compensation'] },
        { area: 'test', lay: ['workers comp'], legal: ['workers compensation'] },
      ],
    });
    expect(expandSynonyms(['executor', 'fees', 'estate'], own).map((e) => e.matched)).toEqual(['executor', 'executor fee']);
    expect(expandSynonyms(['workers', 'comp', 'claim'], own).map((e) => e.matched)).toEqual(['workers comp']);
  });
});
