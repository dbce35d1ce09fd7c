import { describe, expect, it } from 'vitest';
import {
  MAX_TERMS,
  andExpressions,
  canonicalQuery,
  filterExpression,
  matchAllExpression,
  matchAnyExpression,
  parseSearchText,
  titleTierExpression,
} from '#app/search/query/parse.ts';

describe('parseSearchText and matchAllExpression', () => {
  const cases: Array<[string, string | null]> = [
    ['divorce', '"divorce"'],
    ['  Divorce   Custody ', '"divorce" AND "custody"'],
    ['"child support"', '"child support"'],
    ['"child support" -custody', '("child support") NOT ("custody")'],
    ['landlord -"security deposit"', '("landlord") NOT ("security deposit")'],
    ['can my landlord keep my deposit', '"landlord" AND "keep" AND "deposit"'],
    // Only stopwords: kept, or nothing would be searched.
    ['the', '"the"'],
    ['"the"', '"the"'],
    // Operators and syntax typed by a visitor are words or separators, never syntax.
    ['AND', '"and"'],
    ['divorce AND custody', '"divorce" AND "custody"'],
    ['divorce OR custody', '"divorce" AND "custody"'],
    ['NOT divorce', '"divorce"'],
    ['NEAR(divorce custody, 2)', '"near divorce" AND "custody" AND "2"'],
    ['divorce*', '"divorce"'],
    ['title:divorce', '"title divorce"'],
    ['{title}: divorce', '"title" AND "divorce"'],
    ['^divorce', '"divorce"'],
    ['"unbalanced quote', '"unbalanced quote"'],
    ['divorce "', '"divorce"'],
    ['""', null],
    ['"" "" -""', null],
    ['-', null],
    ['--divorce', null],
    ['-divorce', null],
    ['😀😀😀', null],
    ['custody 😀 rights', '"custody" AND "rights"'],
    ["don't", '"don t"'],
    ['e-mail harassment', '"e mail" AND "harassment"'],
    ['Café Ñandú', '"café" AND "ñandú"'],
    ['divorce divorce DIVORCE', '"divorce"'],
    ['', null],
    ['   ', null],
    ['\u0000\u0001 divorce \uE000', '"divorce"'],
    ['(((', null],
    [')))) divorce', '"divorce"'],
  ];
  it.each(cases)('%j -> %s', (input, expected) => {
    expect(matchAllExpression(parseSearchText(input))).toBe(expected);
  });

  it('caps the number of terms and the length searched', () => {
    const long = Array.from({ length: 5000 }, (_, i) => `word${i}`).join(' ');
    const parsed = parseSearchText(long);
    expect(parsed.include.length).toBeLessThanOrEqual(MAX_TERMS);
    expect(parseSearchText('x'.repeat(5000)).include).toEqual([['x'.repeat(64)]]);
  });

  it('emits only quoted alphanumeric tokens for any input', () => {
    const hostile = [
      '"a" OR "b" NOT c*',
      'a" OR rowid:1 --',
      "'; DROP TABLE questions; --",
      'NEAR("a" "b", 5)',
      '{body}:x',
      'x AND (y OR',
    ];
    for (const input of hostile) {
      const expression = matchAllExpression(parseSearchText(input)) ?? '';
      const inner = expression.replace(/\(|\)| AND | NOT | OR |:/g, ' ');
      for (const token of inner.trim().split(/\s+/).filter(Boolean))
        expect(token).toMatch(/^"[\p{L}\p{N}\p{M} ]*"?$|^[\p{L}\p{N}\p{M}]+"?$/u);
    }
  });
});

describe('other expressions', () => {
  const parsed = parseSearchText('landlord deposit -eviction');
  it('any term', () => expect(matchAnyExpression(parsed)).toBe('("landlord" OR "deposit") NOT ("eviction")'));
  it('title tier', () => {
    expect(titleTierExpression(parsed)).toBe('("xqlandlord" OR "xqdeposit")');
    expect(titleTierExpression(parseSearchText('"security deposit"'))).toBe('("xqsecurity xqdeposit")');
  });
  it('filters', () => {
    expect(filterExpression({ state: 'CA', category: 10 })).toBe('{filters} : ("fsca0" AND "fc10z0")');
    expect(filterExpression({ state: null, category: 0 })).toBe('{filters} : ("fc0z0")');
    expect(filterExpression({})).toBeNull();
  });
  it('and', () => {
    expect(andExpressions('a', null, 'b')).toBe('(a) AND (b)');
    expect(andExpressions(null, 'a')).toBe('a');
    expect(andExpressions(null)).toBeNull();
  });
  it('canonical form ignores case, spacing, repeats and stopwords', () => {
    expect(canonicalQuery(parseSearchText('The Landlord  landlord deposit'))).toBe(
      canonicalQuery(parseSearchText('landlord deposit')),
    );
  });
});

describe('question phrasing and legal stopwords (decision 0011)', () => {
  it('drops the words of question phrasing when words of substance remain', () => {
    const parsed = parseSearchText('what happens to my tax refund when I file bankruptcy');
    expect(parsed.include.map((p) => p.join(' '))).toEqual(['tax', 'refund', 'file', 'bankruptcy']);
    expect(parsed.dropped).toContain('happens');
  });

  it('drops the words around a question (please help, supposed to, thinking of, hello, is that true)', () => {
    const words = (text: string) => parseSearchText(text).include.map((p) => p.join(' '));
    const plain = words('can I keep my house if I file chapter 7');
    expect(words('hello, please help: am I supposed to keep my house if I file chapter 7, is that true')).toEqual(
      plain,
    );
    expect(words('thinking of considering chapter 7, can I keep my house')).toEqual(['chapter', '7', 'keep', 'house']);
    expect(words('help')).toEqual(['help']);
  });

  it('keeps a question word when nothing else is left', () => {
    expect(parseSearchText('need').include).toEqual([['need']]);
  });

  it('keeps "will" next to estate words, and drops it elsewhere', () => {
    expect(parseSearchText('last will and testament').include.map((p) => p.join(' '))).toEqual([
      'last',
      'will',
      'testament',
    ]);
    expect(parseSearchText('will contest deadline').include.map((p) => p.join(' '))).toContain('will');
    expect(parseSearchText('will I lose my house').include.map((p) => p.join(' '))).toEqual(['lose', 'house']);
  });

  const words = (text: string) => parseSearchText(text).include.map((p) => p.join(' '));

  it.each([
    ['what happens to my parents house if they die without a will', 'die'],
    ['my dad dies and has no will', 'dies'],
    ['mom died and left a will', 'died'],
    ['dying without a will in texas', 'dying'],
    ['who gets the house on death if there is no will', 'death'],
    ['is a will valid if the deceased signed it at home', 'deceased'],
    ['my father passed away and left a will', 'passed away'],
    ['when my mother passes away will her will go to probate', 'passes away'],
    ['which of two wills will count', 'wills'],
    ['the trust and the will both name me', 'trust'],
    ['our family trusts and will', 'trusts'],
    ['estate and will of my aunt', 'estate'],
  ])('keeps "will" in "%s" (beside "%s")', (query) => {
    expect(words(query)).toContain('will');
  });

  it('keeps "wills" and "estate", which are no stopwords', () => {
    expect(words('do wills need witnesses')).toEqual(['wills', 'witnesses']);
    expect(words('is the estate taxed')).toEqual(['estate', 'taxed']);
  });

  it.each([
    ['do I need a will', 'a'],
    ['where is my will kept', 'my'],
    ["my dad's will says the house is mine", 's'],
    ['the will leaves everything to my brother', 'the'],
  ])('keeps "will" as a noun in "%s" (after "%s")', (query) => {
    expect(words(query)).toContain('will');
  });

  it.each([
    'will I lose my house if I file chapter 7',
    'when will the trustee close my case',
    'will my wages be garnished',
    'what will happen if I passed the deadline',
  ])('drops the verb "will" in "%s"', (query) => {
    expect(words(query)).not.toContain('will');
  });

  it('drops "long", "soon", ... right after "how" (decision 0012), and keeps them elsewhere', () => {
    const words = (text: string) => parseSearchText(text).include.map((p) => p.join(' '));
    expect(words('how long does bankruptcy stay on my credit report')).toEqual([
      'bankruptcy',
      'stay',
      'credit',
      'report',
    ]);
    expect(words('how soon can I file again')).toEqual(['file', 'again']);
    expect(parseSearchText('how often do I pay the trustee').dropped).toContain('often');
    expect(words('long arm statute')).toEqual(['long', 'arm', 'statute']);
    expect(words('filed too soon')).toEqual(['filed', 'soon']);
    // Alone, it is what was asked.
    expect(words('how long')).toEqual(['long']);
  });

  it('drops "find out", "found out", "figure out" (learning something: question phrasing, decision 0014), and keeps the words elsewhere', () => {
    const words = (text: string) => parseSearchText(text).include.map((p) => p.join(' '));
    expect(words('what if the trustee finds out I gave money to my family')).toEqual([
      'trustee',
      'gave',
      'money',
      'family',
    ]);
    expect(words('how do I find out if there is a case filed against me')).toEqual(['case', 'filed', 'against']);
    expect(words('found out my identity was stolen')).toEqual(['identity', 'stolen']);
    expect(words('found a lawyer')).toEqual(['found', 'lawyer']);
    expect(words('kicked out of my apartment')).toEqual(['kicked', 'out', 'apartment']);
    // Alone, it is what was asked.
    expect(words('find out')).toEqual(['find', 'out']);
  });
});
