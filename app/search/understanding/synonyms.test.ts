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

/** A round's tables: each query must bring its legal phrase, or must not. */
type QueryAndPhrase = ReadonlyArray<readonly [string, string]>;
const itBrings = (cases: QueryAndPhrase) =>
  it.each(cases)('"%s" brings "%s"', (query, legal) => {
    expect(brought(query)).toContain(legal);
  });
const itKeepsOut = (cases: QueryAndPhrase) =>
  it.each(cases)('"%s" does not bring "%s"', (query, legal) => {
    expect(brought(query)).not.toContain(legal);
  });

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
});

describe('the glossary of consumer-debt and bankruptcy ideas (decision 0018)', () => {
  // One line per entry: a realistic query and a legal phrase it must bring.
  const brings: QueryAndPhrase = [
    ['will my car loan survive bankruptcy', 'nondischargeable'],
    ['which debts cannot be discharged', 'exception to discharge'],
    ['does bankruptcy protection stop a lawsuit', 'automatic stay'],
    ['what happens at the meeting of creditors', '341 meeting'],
    ['what questions does the trustee ask at the meeting with the trustee', 'meeting of creditors'],
    ['I make too much money to file chapter 7', 'means test'],
    ['can I buy back my car in chapter 7', 'redemption'],
    ['cram down on my truck', 'cramdown'],
    ['can I lower my car loan in chapter 13', 'cram down'],
    ['strip my second mortgage in chapter 13', 'lien stripping'],
    ['how do I remove a lien from a judgment', 'judicial lien'],
    ['do I still owe the difference after the repo', 'deficiency'],
    ['my house auction is next week', 'foreclosure sale'],
    ['can I give the car back in bankruptcy', 'surrender'],
    ['should I walk away from my house', 'deed in lieu'],
    ['can I keep paying my car loan without signing anything', 'ride through'],
    ['what if I hide money from the trustee', 'bankruptcy fraud'],
    ['do I have to list my savings in bankruptcy', 'disclose'],
    ['do I still owe condo fees to the association after chapter 7', 'assessments'],
    ['the irs took my tax refund', 'offset'],
    ['can creditors take my 401k', 'retirement account'],
    ['can a creditor take my social security check', 'exempt'],
    ['I have equity in my house and want to file bankruptcy', 'homestead exemption'],
    ['can I switch to chapter 7 from chapter 13', 'convert'],
    ['my chapter 13 case was thrown out', 'dismissed'],
    ['I missed a plan payment in chapter 13', 'hardship discharge'],
    ['credit counselling before filing', 'credit counseling'],
    ['where do I take the bankruptcy class', 'debtor education'],
    ['they are taking money out of my paycheck for a debt', 'wage garnishment'],
    ['the bank took money out of my account', 'bank levy'],
    ['can they take money from my checking account', 'bank account'],
    ['the house is in both our names', 'joint account'],
    ['I signed for my daughter car loan', 'co debtor'],
    ['got a 1099 c after a debt was settled', 'cancellation of debt'],
    ['do I pay taxes on a credit card that was charged off', 'cancellation of debt'],
    ['I owe online loans and payday lenders', 'payday loan'],
    ['payday lender keeps taking money out of my account', 'ach'],
    ['should I use a debt relief company or bankruptcy', 'debt settlement'],
    ['the collector keeps calling my job', 'fdcpa'],
    ['this is not my debt and the collector wants money', 'debt validation'],
    ['my credit card company sold my debt', 'debt buyer'],
    ['discharged debt still on my credit report', 'fcra'],
    ['they took the car because I was behind on payments', 'repossession'],
    ['is alimony wiped out in bankruptcy', 'domestic support obligation'],
    ['I personally guaranteed a business loan', 'personally liable'],
    ['my ex stopped paying the debt from the divorce', 'hold harmless'],
    ['am I responsible for my husband debt', 'community property'],
    ['who gets the house in a divorce', 'marital property'],
    ['how do I lower my child support', 'modification'],
    ['my dad passed away with credit card debt', 'probate'],
    ['can I inherit debt from my parents', 'personally liable'],
    ['landlord sued me for back rent', 'unpaid rent'],
    ['can I pay back the victim after a conviction', 'restitution'],
    ['bankruptcy for parking tickets', 'fines'],
    ['owe the ftb', 'franchise tax board'],
    ['do I have to pay back unemployment after bankruptcy', 'overpayment'],
    ['the mortgage company will not answer', 'servicer'],
    ['loan mod denied', 'loan modification'],
    ['I am behind on my car note', 'car loan'],
    ['will my electric bill be discharged', 'utilities'],
    ['can they shut off my power after I file', 'utility'],
    ['can I transfer my house to my son before bankruptcy', 'fraudulent transfer'],
    ['can they still sue me for a credit card from 2009', 'statute of limitations'],
    ['someone used my social security number to open cards', 'identity theft'],
    ['can I add a creditor after my bankruptcy was discharged', 'motion to reopen'],
    ['how do I catch up on my mortgage', 'arrears'],
    ['can the filing fee be paid in installments in bankruptcy', 'fee waiver'],
    ['should my llc file chapter 11', 'reorganization'],
    ['I want to close my business and I have debts', 'dissolve'],
    ['what is straight bankruptcy', 'chapter 7'],
    ['is there a bankruptcy payment plan for my debts', 'chapter 13'],
    ['ticket for driving without insurance', 'financial responsibility'],
    ['will bankruptcy affect my citizenship', 'naturalization'],
    ['what happens to my house when I die', 'estate planning'],
    ['my landlord entered my apartment without notice', 'right of entry'],
  ];
  itBrings(brings);

  // Where a lay phrase means something else, the entry's condition keeps it out.
  const keepsOut: QueryAndPhrase = [
    ['I make too much noise for my neighbors', 'means test'],
    ['lower my car payment by refinancing', 'cram down'],
    ['strip club zoning', 'lien stripping'],
    ['irs put a lien on my house', 'judicial lien'],
    ['what is the difference between chapter 7 and 13 for my car', 'deficiency'],
    ['county auction of unclaimed items', 'foreclosure sale'],
    ['keep paying my employees', 'reaffirmation'],
    ['hide and seek', 'bankruptcy fraud'],
    ['monthly dues at my gym', 'assessments'],
    ['how do I intercept a package', 'offset'],
    ['how much should I save for retirement', 'exempt'],
    ['how to apply for social security benefits', 'exempt'],
    ['home equity for a remodel', 'homestead exemption'],
    ['switch phone carriers', 'convert'],
    ['I missed my flight', 'hardship discharge'],
    ['how do I take the real estate class', 'debtor education'],
    ['my paycheck was short this week', 'wage garnishment'],
    ['1099 contractor taxes', 'cancellation of debt'],
    ['I owe back taxes that were forgiven', 'cancellation of debt'],
    ['gym is taking money out of my account', 'ach'],
    ['consolidate two lawsuits', 'debt settlement'],
    ['my neighbor is calling my job about the fence', 'fdcpa'],
    ['I never heard of this law', 'debt validation'],
    ['my score still shows the old address', 'fcra'],
    ['my ex took the car when we split', 'repossession'],
    ['I filed for child support', 'domestic support obligation'],
    ['the road was cut off by the flood', 'utilities'],
    ['I transfer the car title to my buyer', 'fraudulent transfer'],
    ['can my ex still come after me for the house', 'statute of limitations'],
    ['add a creditor to my business plan', 'motion to reopen'],
    ['catch up with my ex', 'arrears'],
    ['filing fee for a divorce', 'fee waiver'],
    ['no insurance for my dental work', 'financial responsibility'],
    ['I was fired without notice', 'quiet enjoyment'],
    ['my grandmother passed away', 'probate'],
  ];
  itKeepsOut(keepsOut);

  it("reads calls as a collector's harassment only with debt words", () => {
    expect(brought('bill collectors keep calling me')).toContain('fdcpa');
    expect(brought('the credit card company keeps calling my mother')).toContain('fdcpa');
    expect(brought('my ex keeps calling me')).not.toContain('fdcpa');
  });

  it('reads 1099 with debt words as cancelled debt, not as an independent contractor', () => {
    expect(brought('got a 1099 after my debt was forgiven')).toContain('cancellation of debt');
    expect(brought('got a 1099 after my debt was forgiven')).not.toContain('independent contractor');
    expect(brought('my boss pays me on a 1099')).toContain('independent contractor');
  });

  it('lets a shorter phrase match when a longer one around it fails its condition', () => {
    // "my paycheck" (garnishment, only with debt words) does not hide "paycheck" (a wage claim).
    expect(brought('my paycheck was short this week')).toContain('wage claim');
    expect(brought('they are taking money out of my paycheck for a debt')).not.toContain('wage claim');
  });
});

describe('the second round: questions about the bankruptcy process in full sentences (decision 0018)', () => {
  // One line per entry: a realistic question and a legal phrase it must bring.
  const brings: QueryAndPhrase = [
    ['how long does it take to get a discharge in chapter 7', 'discharge order'],
    ['can I pay off my plan early in chapter 13', 'commitment period'],
    ['how much does a bankruptcy lawyer charge', 'retainer'],
    ['can I file bankruptcy myself', 'preparer'],
    ['I filed bankruptcy before, can I do it again', 'eight years'],
    ['what happens to my house if I file chapter 7', 'homestead exemption'],
    ['can I keep money in the bank when I file chapter 7', 'wildcard exemption'],
    ['I will inherit money after I file bankruptcy', '180 days'],
    ['I have an injury settlement and want to file chapter 7', 'property of the estate'],
    ['I own a small business and want to file bankruptcy', 'sole proprietor'],
    ['will filing bankruptcy affect my wife', 'non filing spouse'],
    ['the trustee wants my bank statements', 'tax returns'],
    ['what documents do I need to file bankruptcy', 'pay stubs'],
    ['when will my chapter 7 fall off my credit report', '10 years'],
    ['can I rent an apartment after bankruptcy', 'landlord'],
    ['can I get a mortgage after bankruptcy', 'waiting period'],
    ['will my employer find out about my bankruptcy', 'public record'],
    ['will chapter 7 affect my security clearance', 'employer'],
    ['can I lose my nursing license for filing bankruptcy', 'licensing'],
    ['the creditor is still calling me after my discharge', 'discharge injunction'],
    ['can bankruptcy stop an eviction', 'unlawful detainer'],
    ['can I stop the foreclosure by filing', 'sale date'],
    ['can I get my car back after the repo by filing chapter 13', 'turnover'],
    ['is money I earn after filing part of the bankruptcy', 'post petition'],
    ['can I buy a car while in chapter 13', 'incur debt'],
    ['can I sell my house during chapter 13', 'motion to sell'],
    ['I ran up my credit cards before filing bankruptcy', 'luxury goods'],
    ['the creditor objected to my discharge', 'adversary proceeding'],
    ['can income taxes be discharged in chapter 7', '240 days'],
    ['can a dui accident judgment be discharged in bankruptcy', 'willful and malicious'],
    ['will the trustee take my tools in chapter 7', 'non exempt'],
    ['can they go after my cosigner if I file chapter 7', 'co debtor stay'],
    ['can I get out of my car lease in bankruptcy', 'reject the lease'],
    ['can I file again after my case was dismissed in chapter 13', '180 days'],
    ['how do I value my furniture for bankruptcy', 'fair market value'],
    ["does my husband's income count if I file alone", 'household income'],
    ['my car is paid off, can I keep it in chapter 7', 'motor vehicle exemption'],
    ['the bank is suing me, should I file bankruptcy', 'suggestion of bankruptcy'],
    ['can I get my garnished wages back if I file bankruptcy', 'preferential transfer'],
    ['I just moved from another state and want to file bankruptcy', 'domicile'],
    ['can I keep one credit card when I file chapter 7', 'zero balance'],
    ['should I file jointly with my wife in chapter 7', 'joint petition'],
    ['can I still pay a creditor after my chapter 7', 'voluntary payment'],
    ['are gambling debts dischargeable in bankruptcy', 'casino'],
    ['will the trustee take my whole life policy', 'cash surrender value'],
    ['will my bank close my account if I file bankruptcy', 'setoff'],
    ['my house is still in my name after my chapter 7 discharge', 'surrender'],
  ];
  itBrings(brings);

  // Where the everyday phrase means something else, the entry's condition keeps it out.
  const keepsOut: QueryAndPhrase = [
    ['how long does it take to sell a house', 'discharge order'],
    ['can I pay off my plan early with the gym', 'commitment period'],
    ['can I do it on my own for my divorce', 'preparer'],
    ['my taxes were filed before the deadline', 'eight years'],
    ['what happens to my house in a divorce', 'homestead exemption'],
    ['how much money in the bank for a mortgage', 'wildcard exemption'],
    ['can I inherit debt from my parents after bankruptcy', '180 days'],
    ['inheritance from my grandmother', '180 days'],
    ['accident settlement offer from insurance', 'property of the estate'],
    ['I own a small business and need a lease', 'sole proprietor'],
    ['will moving affect my wife', 'non filing spouse'],
    ['what documents do I need for a passport', 'pay stubs'],
    ['rent an apartment near the beach', 'landlord'],
    ['buy a house after college', 'waiting period'],
    ['will my employer find out I am pregnant', 'public record'],
    ['security clearance interview tips', 'employer'],
    ['my license was suspended and I filed bankruptcy', 'licensing'],
    ['my ex is still calling me', 'discharge injunction'],
    ['how do I stop an eviction', 'judgment for possession'],
    ['how do I get my car back from the impound', 'turnover'],
    ['money I earn after graduation', 'post petition'],
    ['can I buy a car with bad credit', 'incur debt'],
    ['the score ran up in the second half', 'luxury goods'],
    ['how do I file income taxes', '240 days'],
    ['dui accident first offense', 'willful and malicious'],
    ['get out of a lease on my apartment early', 'reject the lease'],
    ['my criminal case was dismissed', '180 days'],
    ['how much is my stuff worth at a pawn shop', 'fair market value'],
    ["does my husband's income count for food stamps", 'household income'],
    ['my car is paid off, how do I sell it', 'motor vehicle exemption'],
    ['the bank is suing me over a fence', 'suggestion of bankruptcy'],
    ['can I get my garnished wages back after I paid the judgment', 'preferential transfer'],
    ['I just moved and need a new lease', 'domicile'],
    ['can I keep a credit card open with a zero balance for my credit score', 'list all'],
    ['should we file jointly on our tax return after chapter 7', 'joint petition'],
    ['I still want to pay for the wedding', 'voluntary payment'],
    ['gambling debts between friends', 'nondischargeable'],
    ['how much life insurance do I need', 'cash surrender value'],
    ['the bank closed my account for no reason', 'setoff'],
    ['the car title is still in my name after I sold it', 'surrender'],
  ];
  itKeepsOut(keepsOut);
});

describe("the third round: the askers' own words in the archive (decision 0020)", () => {
  // One line per entry: a question worded as the archive's askers word it, and a legal phrase it must bring.
  const brings: QueryAndPhrase = [
    ['what is the statue of limitations on credit card debt', 'statute of limitations'],
    ['has the sol run on my old credit card debt', 'statute of limitations'],
    ['can I include my cc debt in chapter 7', 'credit card'],
    ['will bk stop a wage garnishment', 'bankruptcy'],
    ['should I file ch7 or ch13', 'chapter 7'],
    ['how long does chap 13 last', 'chapter 13'],
    ['my bankruptcy was finalized last month, can they still collect', 'discharge'],
    ['I have to go to a debtors exam next week', 'judgment debtor examination'],
    ['I won a judgment in small claims but he will not pay', 'writ of execution'],
    ['a friend who owes me money filed bankruptcy', 'proof of claim'],
    ['I lent him money and he never paid me back', 'small claims'],
    ['I am unemployed and a collector is threatening to sue me', 'judgment proof'],
    ['can creditors take my savings if I get sued', 'exempt'],
    ['what happens if I stop paying my credit cards', 'default'],
    ['how do I get my name off the mortgage after the divorce', 'quitclaim deed'],
    ['the bank denied my mod and set a foreclosure date', 'loan modification'],
    ['edd says I was overpaid', 'employment development department'],
    ['there is a lein on my house from an old judgment', 'lien'],
    ['midland funding sent me a summons', 'debt buyer'],
    ['is a debt from 2010 included in my bankruptcy', 'discharged'],
    ['how do I get a copy of my discharge from 2005', 'pacer'],
    ['I reaffirmed my car loan, can I change my mind', 'reaffirmation agreement'],
    ['the credit card company is taking me to court', 'lawsuit'],
    ['I have been served by a collection agency', 'summons'],
    ['the house is in his name only, do I get half if we divorce', 'community property'],
    ['the bank asked the court to lift the stay on my house', 'relief from stay'],
    ['the garnishment is a hardship, I cannot pay my rent', 'claim of exemption'],
    ['I filed a complaint with the labor board for my last paycheck', 'labor commissioner'],
    ['I was never served and now there is a default judgment garnishing my wages', 'motion to vacate'],
    ['the tax board is taking money from my bank account', 'franchise tax board'],
  ];
  itBrings(brings);

  // Where the askers' phrase means something else, the entry's condition keeps it out.
  const keepsOut: QueryAndPhrase = [
    ['sol y sombra restaurant lease', 'statute of limitations'],
    ['cc me on the email to my landlord', 'credit card'],
    ['my divorce was finalized before I filed bankruptcy', 'discharge order'],
    ['my chapter 13 plan was finalized', 'discharge order'],
    ['I won a judgment against him and then he filed bankruptcy', 'writ of execution'],
    ['my brother owes me money for the car', 'proof of claim'],
    ['I lent him money and he filed chapter 7', 'small claims'],
    ['I am unemployed, do I pass the means test', 'judgment proof'],
    ['unemployed and need health insurance', 'judgment proof'],
    ['can they take my car if I owe on it', 'exemption'],
    ['can they take my kids out of state', 'exempt'],
    ['my tenant stopped paying rent', 'default'],
    ['my employer stopped paying my wages', 'defaulted'],
    ['how do I get my name off a group chat', 'quitclaim deed'],
    ['mod for my car engine', 'loan modification'],
    ['my ex is taking me to court for custody', 'lawsuit'],
    ['the car is in my name only and I want to sell it', 'community property'],
    ['the doctor lifted my work restrictions', 'relief from stay'],
    ['will the bankruptcy stay on my credit report after it is lifted', 'relief from stay'],
    ['financial hardship student loan deferment', 'claim of exemption'],
    ['I was never served in the military', 'motion to vacate'],
  ];
  itKeepsOut(keepsOut);
});

describe('the fourth round: situations the askers describe and the answers name (decision 0025)', () => {
  // One line per entry: a situation told in everyday words, and a legal phrase the attorneys' answers use for it.
  const brings: QueryAndPhrase = [
    ['should I ignore the summons from the credit card company', 'file an answer'],
    ['I got a collection letter for a debt I do not recognize', 'validation notice'],
    ['who has to pay for the funeral when there is no money', 'funeral expenses'],
    ['my new job pays more, should I file chapter 7 now', 'means test'],
    ['my employer filed for bankruptcy and never paid my last paycheck', 'proof of claim'],
    ["am I responsible for my mother's medical bills", 'personally liable'],
    ['the sheriff is coming friday after the eviction', 'writ of possession'],
    ['I made a payment on an old debt from 2009', 'revive'],
    ['my car was totaled and I still owe on the loan', 'gap insurance'],
    ['I received court papers from a credit card company', 'summons'],
    ['I owe payroll taxes from my old restaurant', 'trust fund recovery penalty'],
    ["my lawyer won't call me back and I paid him in march", 'state bar'],
    ['can they go after my personal assets for the llc loan', 'corporate veil'],
    ['navient is garnishing my tax refund', 'student loan'],
    ['I received a summons from a debt buyer last week', 'default judgment'],
    // Older entries, extended: a business that has closed, an ex who does not pay what the decree says.
    ['I closed my business and still owe the suppliers', 'dissolve'],
    ['the decree says he has to pay me for my half of the house', 'property settlement'],
  ];
  itBrings(brings);

  // Where the phrase means something else, the entry's condition keeps it out.
  const keepsOut: QueryAndPhrase = [
    ['how long do I have to respond to the job offer', 'default judgment'],
    ['I got a summons for jury duty', 'default judgment'],
    ['I just started a new job and love it', 'means test'],
    ['will my new job find out about my chapter 7', 'means test'],
    ['am I responsible for my son if he damages a car', 'personally liable'],
    ['my phone locked me out after the update', 'writ of possession'],
    ['the sheriff is coming to take my car', 'writ of possession'],
    ['I made a payment on my new car loan', 'revive'],
    ['the game was a total loss for our team', 'gap insurance'],
    ['my lawyer sent the divorce court papers', 'summons'],
    ['court papers for my chapter 7 case', 'summons'],
    ['protect my personal assets from a lawsuit', 'corporate veil'],
  ];
  itKeepsOut(keepsOut);
});

describe("the fifth round: the legal terms of the attorneys' answers (decision 0028)", () => {
  // One line per entry: a question in everyday words, and a legal term the answers use where the askers do not.
  const brings: QueryAndPhrase = [
    ['am I still on the hook for the car loan after chapter 7', 'personally liable'],
    ['can they take the collateral if I miss a payment', 'security interest'],
    ['can I keep the furniture I bought with a store card if I file', 'purchase money'],
    ['the sheriff took money from my bank account for a judgment', 'levying officer'],
    ['how do I serve the papers to my ex for small claims', 'proof of service'],
    ['how can I fight a credit card lawsuit', 'affirmative defense'],
    ['the original company I owed sold it and now I am being sued', 'original creditor'],
    ['we separated two years ago but never divorced, is his new debt mine', 'date of separation'],
    ['do I have to record the quitclaim deed', 'county recorder'],
    ['are debts from before I filed chapter 13 included', 'pre petition'],
    ['can I get my student loan payments based on my income', 'income based repayment'],
    ['do they have to prove I owe the debt in court', 'burden of proof'],
    ['I paid off the judgment but it still shows on my credit', 'satisfaction of judgment'],
    ['the lender will not release the lien on my title after payoff', 'lien release'],
    ['my brother and I co own a house, can his creditors take it', 'joint tenancy'],
    ['my husband died, do I have to pay his credit cards', 'surviving spouse'],
    ['can I get an emergency custody order today', 'ex parte'],
    ['do I need a sworn statement from the witness', 'affidavit'],
    ["how can I avoid probate for my mother's small bank account", 'small estate affidavit'],
    ['the bank wrote off my credit card debt, can they still collect', 'charge off'],
    ['how long does a judgment last in california', 'renewal'],
    ['can I get half of his pension in the divorce', 'qdro'],
    ["the irs says I owe for my husband's taxes on our joint return", 'innocent spouse'],
    ["the irs kept our tax refund for my husband's student loans", 'injured spouse'],
    ['can I pause my student loan payments while unemployed', 'forbearance'],
    ['the executor is stealing from the estate', 'fiduciary duty'],
    ['how do I start an llc in texas', 'secretary of state'],
    ['what do I need to start a business', 'articles of organization'],
    ['what percentage does a lawyer take from a settlement', 'contingency fee'],
    ['how can I protect my assets from a lawsuit', 'asset protection'],
    ['where are my mortgage papers recorded', 'deed of trust'],
    ['who gets the house after my dad died', 'date of death'],
    ['does a judgment keep growing with interest', 'judgment interest'],
    ['do I have to give the insurance check to the bankruptcy trustee', 'insurance proceeds'],
    ['my lawyer overcharged me, what can I do', 'fee agreement'],
    ['I am on disability, can my student loans be forgiven', 'total and permanent disability'],
    ['how do I get my student loans out of default', 'rehabilitation'],
    ['does the bank have to sue me to foreclose', 'judicial foreclosure'],
    ['I got a letter from my mortgage servicer saying I am behind', 'notice of default'],
    ['is the means test based on my take home pay', 'gross income'],
  ];
  itBrings(brings);

  // Where the everyday words mean something else, the entry's condition keeps it out.
  const keepsOut: QueryAndPhrase = [
    ['I was stopped by the sheriff and arrested', 'levying officer'],
    ['the sheriff is coming to evict us', 'levying officer'],
    ['can I serve on a jury if I filed bankruptcy', 'proof of service'],
    ['how do I fight a dui charge in court', 'affirmative defense'],
    ["how do I contest my mother's will in probate court", 'general denial'],
    ['we separated the laundry', 'date of separation'],
    ['how do I clear my criminal record', 'county recorder'],
    ['before I filed my taxes I moved', 'pre petition'],
    ['my car payments are too high', 'income based repayment'],
    ['I paid off my car loan last year', 'satisfaction of judgment'],
    ['when will I be released from probation', 'lien release'],
    ['my husband and I want to buy a house', 'surviving spouse'],
    ['I went to the emergency room and now owe the hospital', 'ex parte'],
    ['can I write it off as a business expense on my taxes', 'charge off'],
    ['how long does a chapter 7 case take', 'renewal'],
    ['my husband filed jointly with me and we filed bankruptcy', 'innocent spouse'],
    ["my husband's debt was in collections", 'injured spouse'],
    ['the bankruptcy trustee refuses to return my calls', 'fiduciary duty'],
    ['how do I start my car when the battery is dead', 'secretary of state'],
    ['what percentage of my wages can they garnish', 'contingency fee'],
    ['how do I protect my house from a hurricane', 'asset protection'],
    ['after my dad died the collectors keep calling about his debts', 'date of death'],
    ['the interest rate on my credit card went up', 'judgment interest'],
    ['the hospital billed me, do I need a lawyer', 'retainer agreement'],
    ['I am on disability, can my credit card debt be collected', 'total and permanent disability'],
    ['I defaulted on my car loan', 'rehabilitation'],
    ['the court dismissed my chapter 13 and the bank will foreclose', 'judicial foreclosure'],
    ['I got an eviction notice from my landlord for my home', 'notice of default'],
    ['do I pay taxes on my take home pay from a second job', 'gross income'],
  ];
  itKeepsOut(keepsOut);
});

describe("the sixth round: the answers' rarer legal terms (decision 0030)", () => {
  // A realistic query -> a legal phrase the attorneys' answers use for its idea.
  const brings: QueryAndPhrase = [
    ['a debt collector keeps sending robocalls to my cell phone', 'tcpa'],
    ['will the credit union take my car if I discharge the credit card', 'cross collateralization'],
    ['I have a judgment against him but he lives in another state', 'sister state judgment'],
    ['does the statute of limitations stop while I lived overseas', 'tolling'],
    ['I am the beneficiary of an irrevocable trust and filing bankruptcy', 'spendthrift trust'],
    ['I commingled my inheritance with our joint money, is it still separate property in the divorce', 'commingling'],
    ['is my wife responsible for my debt from before we got married', 'premarital'],
    ['do I need a pre nup to protect me from his student loans', 'prenuptial agreement'],
    ['my business partner embezzled money from the company', 'embezzlement'],
    ['my mom has dementia and cannot pay her bills', 'conservatorship'],
    ["am I responsible for my husband's medical bills", 'doctrine of necessaries'],
    ['can I make them pay my attorney fees if I win', 'prevailing party'],
    ['the plaintiff in my lawsuit sent me questions to answer', 'interrogatories'],
    ['how do I get the collection lawsuit dismissed', 'motion to dismiss'],
    ['the title company missed a judgment on the house I bought', 'title insurance'],
    ['can I take over the mortgage on my parents house', 'loan assumption'],
    ['do I have to pay tax on a gift of money from my father', 'gift tax'],
    ['do I pay taxes on the house I inherited when my father died', 'estate tax'],
    ['can a creditor garnish my food stamps', 'public benefits'],
    ['can I get damages from a debt collector who keeps harassing me', 'statutory damages'],
    ["they garnish my wages and I'm a single mom", 'head of household'],
    ['should I pay off my car before filing chapter 7', 'pre bankruptcy planning'],
    ['my tax preparer made a mistake on my return', 'enrolled agent'],
    ['what is the deadline for creditors to file a claim in my chapter 13', 'bar date'],
    ["the trustee doesn't want my house, can I keep it", 'abandonment'],
    ['is there money left over after the foreclosure auction', 'surplus funds'],
    ['we both signed the loan, can they sue just me for the debt', 'joint and several'],
    ['how do I clear the title on land my grandfather owned', 'quiet title'],
    ['I hired an unlicensed contractor who wants more money', 'licensed contractor'],
    ['my employer got an order to garnish my wages', 'earnings withholding order'],
    ['can I go after the owner of the llc personally', 'alter ego'],
    ["the sheriff levied a car that belongs to my son, not mine, for my judgment", 'third party claim'],
  ];
  itBrings(brings);

  // The same lay words about another idea: the entry's conditions keep its legal words out.
  const keepsOut: QueryAndPhrase = [
    ['my bank sent me text messages about my account', 'tcpa'],
    ['can I join a credit union after bankruptcy', 'cross collateralization'],
    ['I filed chapter 7 in another state, can the judgment creditor still collect', 'sister state judgment'],
    ['I moved out of state with my kids', 'tolling'],
    ['the trustee of the deed of trust sent a notice', 'spendthrift trust'],
    ['I mixed up the dates on my form', 'commingling'],
    ['we met before we got married at church', 'premarital'],
    ['what can I do about my medical bills', 'doctrine of necessaries'],
    ['can I recover my deposit from the landlord', 'prevailing party'],
    ['the trustee sent me questions to answer about my bankruptcy', 'interrogatories'],
    ['my chapter 13 case was dismissed, can I refile', 'demurrer'],
    ['my dui charges were dismissed', 'motion to dismiss'],
    ['is a gift card an asset', 'gift tax'],
    ['I owe back taxes and my father died', 'estate tax'],
    ['how do I apply for food stamps', 'public benefits'],
    ['what damages can I get for my car accident', 'statutory damages'],
    ['I am a single mom looking for a divorce lawyer', 'head of household'],
    ['how long before filing my taxes is the deadline', 'pre bankruptcy planning'],
    ['can I file a claim of exemption after my bankruptcy', 'bar date'],
    ['is there money left over from my tax refund', 'surplus funds'],
    ['we both filed bankruptcy and the loan was discharged', 'joint and several'],
    ['my car title has a title problem at the dmv', 'quiet title'],
    ['can I drive without a license', 'licensed contractor'],
    ['the bank may garnish my account', 'earnings withholding order'],
    ['is the owner personally liable for a sole proprietorship tax', 'alter ego'],
    ['that debt is not mine, they say I owe it', 'third party claim'],
  ];
  itKeepsOut(keepsOut);
});

describe("the seventh round: the askers' topic tags as a checklist (decision 0031)", () => {
  // A realistic query -> a legal phrase the answers of that topic's questions use.
  const brings: QueryAndPhrase = [
    ['we are separated but not divorced, am I responsible for his debts', 'legal separation'],
    ['we are legally separated and I want to file bankruptcy', 'legal separation'],
    ['we agree on everything, what is the cheapest way to get a divorce', 'summary dissolution'],
    ['my ex is not following the court order to pay the credit card', 'order to show cause'],
    ['can I go to jail for not paying a credit card debt', 'civil matter'],
    ['I bounced a check to a payday lender', 'insufficient funds'],
    ['my license was suspended over a judgment from an accident', 'financial responsibility'],
    ['the stress from the collection agency calls is making me sick', 'emotional distress'],
    ["can the state take my mother's house for her medicaid after she dies", 'estate recovery'],
    ['my father died and I am the beneficiary of his life insurance, can his creditors take it', 'named beneficiary'],
    ['how do I file a complaint against my lawyer', 'state bar'],
    ['in chapter 13 which creditors get paid first', 'priority claims'],
    ['my 50 50 partner in the llc wants out', 'operating agreement'],
    ['my car is worth less than what I owe on the loan', 'negative equity'],
    ['the other driver was uninsured and I was hurt in the accident', 'uninsured motorist'],
    ["do the creditors of my mother's estate get paid before the heirs in probate", 'creditor s claim'],
    ["the trustee of my mom's trust won't give me my share", 'distribution'],
    ['my dad died and I became the trustee of his living trust', 'successor trustee'],
    ['do I have to take a class before I file bankruptcy', 'financial management course'],
    ['I sponsored my husband for his green card and now I want to file bankruptcy', 'affidavit of support'],
    ['my mother died and the house was in both our names', 'right of survivorship'],
    ['I was convicted of theft and ordered to pay back the victim, can bankruptcy wipe it out', 'restitution'],
    ['the store sent me a letter demanding money after I was caught shoplifting', 'civil demand'],
    ['I never went to court and the creditor got a judgment', 'default judgment'],
    ['will my property taxes go up if I inherit my parents house', 'parent child exclusion'],
    ['do I have to disclose my 401k on the bankruptcy forms', 'statement of financial affairs'],
    ['the irs put a lien on my house for back taxes', 'federal tax lien'],
    ['my credit card agreement says I have to arbitrate', 'arbitration agreement'],
    ['the court ordered us to see a mediator in our divorce', 'mediation'],
    ['the debt buyer sued me but can they prove I owe it', 'hearsay'],
  ];
  itBrings(brings);

  // The same lay words about another idea: the entry's conditions keep its legal words out.
  const keepsOut: QueryAndPhrase = [
    ["am I legally responsible for my wife's debts", 'legal separation'],
    ['what is the cheapest way to file bankruptcy', 'summary dissolution'],
    ['can I go to jail for a dui', 'civil matter'],
    ['my nursing license was suspended after bankruptcy', 'financial responsibility'],
    ['bankruptcy is causing me a lot of stress', 'emotional distress'],
    ['does medicaid cover my surgery', 'estate recovery'],
    ['I want to start a new life after bankruptcy', 'named beneficiary'],
    ['how do I report a debt collector to the attorney general', 'state bar'],
    ['do I get paid first or my landlord', 'priority claims'],
    ['my partner and I are not married, can she take my house', 'operating agreement'],
    ['I owe more than $5000 on my credit card', 'negative equity'],
    ['my sister is uninsured and needs surgery', 'uninsured motorist'],
    ['my bankruptcy estate has creditors with claims', 'creditor s claim'],
    ['when do I get my tax refund', 'distribution'],
    ['the bankruptcy trustee wants my tax refund', 'successor trustee'],
    ['of course I want to file bankruptcy', 'financial management course'],
    ['our bank account is in both our names', 'right of survivorship'],
    ['I was the victim of a car accident', 'restitution'],
    ['I got a demand letter from a collection agency', 'civil demand'],
    ['I never went to court for my traffic ticket', 'default judgment'],
    ['can I deduct property taxes on my tax return', 'parent child exclusion'],
    ['do I have to report the accident to the police', 'statement of financial affairs'],
    ['there is a mechanics lien on my house', 'federal tax lien'],
    ['there is no proof he cheated on me', 'hearsay'],
  ];
  itKeepsOut(keepsOut);
});
