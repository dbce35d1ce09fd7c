import { describe, expect, it } from 'vitest';
import { matchText, searchStatement, type ConceptAlternatives, type EngineQuery } from './statement.ts';

const query = (overrides: Partial<EngineQuery> = {}): EngineQuery => ({
  include: [['custody']],
  exclude: [],
  match: { kind: 'all' },
  state: null,
  country: null,
  category: null,
  from: null,
  to: null,
  sort: 'relevance',
  offset: 0,
  limit: 10,
  window: 10_000,
  sample: 1_000,
  maxQueryMs: 5000,
  ...overrides,
});

const typed = (...words: string[]) => [{ phrase: words, weight: 1 }];

describe('SphinxQL MATCH text', () => {
  it('quotes every phrase and joins them for all and any matching', () => {
    const include = [['child', 'custody'], ['texas'], ['move'], ['school']];
    expect(matchText(include, [], { kind: 'all' })).toBe('"child custody" "texas" "move" "school"');
    expect(matchText(include, [], { kind: 'any' })).toBe('"child custody" | "texas" | "move" | "school"');
  });


  it('asks for at least the minimum of one-word concepts with the quorum operator', () => {
    const concepts = [typed('tax'), typed('refund'), typed('bankruptcy'), typed('file')];
    expect(matchText([], [], { kind: 'concepts', concepts, minimum: 3 })).toBe('"tax refund bankruptcy file"/3');
    expect(matchText([], [], { kind: 'concepts', concepts, minimum: 4 })).toBe('"tax" "refund" "bankruptcy" "file"');
    expect(matchText([], [], { kind: 'concepts', concepts, minimum: 1 })).toBe(
      '"tax" | "refund" | "bankruptcy" | "file"',
    );
  });

  it('counts a phrase or an expanded concept as one concept beside the quorum, expansions boosted down', () => {
    const concepts = [
      [
        { phrase: ['repo'], weight: 1 },
        { phrase: ['repossession'], weight: 0.5 },
      ],
      typed('chapter', '7'),
      typed('car'),
      typed('loan'),
    ];
    // 3 of 4: the phrase (written once) and 2 of the rest, or the group and both words.
    expect(matchText([], [['lease']], { kind: 'concepts', concepts, minimum: 3 })).toBe(
      '((("chapter 7" ((("repo" | "repossession^0.5") "car loan"/1) | ("car" "loan"))) | (("repo" | "repossession^0.5") "car" "loan"))) -"lease"',
    );
  });

  it('leaves out an expansion that contains another alternative of its concept (it matches nothing more)', () => {
    const court = [
      { phrase: ['court'], weight: 1 },
      { phrase: ['hearing'], weight: 0.125 },
      { phrase: ['court', 'hearing'], weight: 0.125 },
    ];
    const date = [
      { phrase: ['date'], weight: 1 },
      { phrase: ['hearing'], weight: 0.125 },
      { phrase: ['court', 'hearing'], weight: 0.125 },
    ];
    expect(matchText([], [], { kind: 'concepts', concepts: [court, date], minimum: 2 })).toBe(
      '("court" | "hearing^0.125") ("date" | "hearing^0.125")',
    );
    // What was typed stays, even inside a shorter expansion's words.
    const support = [
      { phrase: ['child', 'support'], weight: 1 },
      { phrase: ['support'], weight: 0.5 },
    ];
    expect(matchText([], [], { kind: 'concepts', concepts: [support], minimum: 1 })).toBe('("child support" | "support^0.5")');
  });

  it('adds the sets of concepts that qualify by information to the minimum of concepts (decision 0033)', () => {
    const concepts = [typed('criminal'), typed('record'), typed('expungement')];
    expect(matchText([], [], { kind: 'concepts', concepts, minimum: 2, ways: [[2]] })).toBe(
      '("criminal record expungement"/2) | ("expungement")',
    );
    // Nothing to add when any concept is enough.
    expect(matchText([], [], { kind: 'concepts', concepts, minimum: 1, ways: [[2]] })).toBe(
      '"criminal" | "record" | "expungement"',
    );
  });

  it('requires every concept when the subsets of phrases would make the text too long', () => {
    const concepts = Array.from({ length: 12 }, (_, i) => typed('word', String(i)));
    expect(matchText([], [], { kind: 'concepts', concepts, minimum: 9 })).toBe(
      concepts.map((c) => `"${c[0]!.phrase.join(' ')}"`).join(' '),
    );
  });

  it('adds exclusions after the positive part and gives null when nothing positive is left', () => {
    expect(matchText([['lease']], [['car'], ['security', 'deposit']], { kind: 'all' })).toBe(
      '("lease") -"car" -"security deposit"',
    );
    expect(matchText([], [['car']], { kind: 'all' })).toBeNull();
    expect(matchText([[]], [], { kind: 'any' })).toBeNull();
  });
});

/**
 * A MATCH text's meaning, read back: quoted phrases (boosts stripped) are atoms a document
 * has or not, `"w1 w2 w3"/k` asks for k of the words, `|` binds tighter than the implicit
 * AND (Sphinx's precedence), parentheses group.
 */
function matches(text: string, has: (atom: string) => boolean): boolean {
  const tokens = text.match(/\(|\)|\||"[^"]*"(\/\d+)?/g)!;
  let i = 0;
  const atom = (): boolean => {
    const token = tokens[i++]!;
    if (token === '(') {
      const value = and();
      i++; // ')'
      return value;
    }
    const [, phrase, k] = /^"([^"]*)"(?:\/(\d+))?$/.exec(token)!;
    const words = phrase!.split(' ').map((w) => w.replace(/\^[\d.]+$/, ''));
    if (k) return words.filter(has).length >= Number(k);
    return has(words.join(' '));
  };
  const or = (): boolean => {
    let value = atom();
    while (tokens[i] === '|') {
      i++;
      value = atom() || value;
    }
    return value;
  };
  const and = (): boolean => {
    let value = or();
    while (i < tokens.length && tokens[i] !== ')') value = or() && value;
    return value;
  };
  return and();
}

describe('relaxed matching: at least the minimum of the concepts, exactly', () => {
  it('lets through exactly the documents with the minimum of concepts, for every document', () => {
    // Concepts of typed words, phrases and expansions, one expansion shared by two concepts.
    const cases: ConceptAlternatives[][] = [
      [typed('tax'), typed('refund'), typed('bankruptcy'), typed('file')],
      [
        [{ phrase: ['statute'], weight: 1 }, { phrase: ['limitations', 'period'], weight: 0.125 }],
        typed('limitations'),
        [{ phrase: ['slip'], weight: 1 }, { phrase: ['premises', 'liability'], weight: 0.125 }],
        [{ phrase: ['fall'], weight: 1 }, { phrase: ['premises', 'liability'], weight: 0.125 }],
        typed('grocery'),
        typed('store'),
      ],
      [
        [{ phrase: ['landlord'], weight: 1 }, { phrase: ['lessor'], weight: 0.25 }],
        [{ phrase: ['keep'], weight: 1 }, { phrase: ['security', 'deposit'], weight: 0.125 }],
        [{ phrase: ['deposit'], weight: 1 }, { phrase: ['security', 'deposit'], weight: 0.125 }],
      ],
      [typed('chapter', '7'), [{ phrase: ['repo'], weight: 1 }, { phrase: ['repossession'], weight: 0.5 }], typed('car'), typed('loan'), typed('lease')],
    ];
    for (const concepts of cases) {
      const atoms = [...new Set(concepts.flatMap((c) => c.map((a) => a.phrase.join(' '))))];
      for (let minimum = 1; minimum <= concepts.length; minimum++) {
        const text = matchText([], [], { kind: 'concepts', concepts, minimum })!;
        for (let mask = 0; mask < 1 << atoms.length; mask++) {
          const has = (atom: string) => (mask & (1 << atoms.indexOf(atom))) !== 0 && atoms.includes(atom);
          // A document with a phrase has its words: only such documents exist.
          const inside = (outer: string, inner: string) => ` ${outer} `.includes(` ${inner} `);
          if (atoms.some((a) => has(a) && atoms.some((b) => b !== a && inside(a, b) && !has(b)))) continue;
          const count = concepts.filter((c) => c.some((a) => has(a.phrase.join(' ')))).length;
          expect(matches(text, has), `${text} with ${atoms.filter(has).join(', ')}`).toBe(count >= minimum);
        }
      }
    }
  });
});

describe('SphinxQL search statement', () => {
  it('puts the user text only in bound values, with filters, order, page, window and sample', () => {
    const statement = searchStatement(
      'questions',
      query({ state: 'CA', category: 7, from: 100, to: 200, offset: 20, limit: 10 }),
    )!;
    // The page's statement, then the sample's: the same match and filters in each.
    expect(statement.values).toEqual(['"custody"', 97, 7, 100, 200, '"custody"', 97, 7, 100, 200]);
    expect(statement.sql).toContain(
      'FROM questions WHERE MATCH(?) AND state = ? AND category = ? AND posted BETWEEN ? AND ?',
    );
    // Ids run newest first, so ties go to the newest and the cutoff keeps the newest matches.
    expect(statement.sql).toContain('ORDER BY WEIGHT() DESC, id ASC LIMIT 20, 10');
    expect(statement.sql).toContain('cutoff=10000');
    expect(statement.sql).toContain('SELECT id, state, category FROM questions');
    expect(statement.sql).toContain('ORDER BY id ASC LIMIT 0, 1000 OPTION ranker=none, max_matches=1000, cutoff=1001');
    // FACET counts every match again whatever the cutoff (Sphinx 2.2.11): never sent.
    expect(statement.sql).not.toContain('FACET');
    expect(statement.sql.match(/SHOW META/g)).toHaveLength(2);
    // A country (a country page's topic chips): the same two-letter number as a state, in its own attribute.
    const country = searchStatement('questions', query({ country: 'CA' }))!;
    expect(country.values).toEqual(['"custody"', 97, '"custody"', 97]);
    expect(country.sql).toContain('WHERE MATCH(?) AND country = ?');
  });

  it('ranks every match when the window is 0, and never stops before the page ends', () => {
    expect(searchStatement('questions', query({ window: 0 }))!.sql.split('; SHOW META')[0]).not.toContain('cutoff');
    const deep = searchStatement('questions', query({ window: 100, offset: 490, limit: 10 }))!;
    expect(deep.sql).toContain('cutoff=500,');
  });

  it('sorts newest first without ranking, reading only as far as the page ends', () => {
    const statement = searchStatement('questions', query({ sort: 'newest', offset: 1_990, limit: 10 }))!;
    expect(statement.sql).toContain('ORDER BY id ASC LIMIT 1990, 10');
    expect(statement.sql).toContain('ranker=none');
    expect(statement.sql).toContain('max_matches=2000, cutoff=2000,');
  });

  it('multiplies by 1 + weight x the title share for a question of many words (decision 0014), and only then', () => {
    const titled = searchStatement('questions', query({ coverage: { words: 5, exponent: 2, titleWeight: 2 } }))!;
    expect(titled.sql).toContain('*(1+2*min(sum(if(user_weight>2,word_count,0)),5)/5.0)');
    expect(titled.sql).toContain('field_weights=(title=8,body=2,answers=1)');
    const plain = searchStatement('questions', query({ coverage: { words: 5, exponent: 2, titleWeight: 0 } }))!;
    expect(plain.sql).toContain("ranker=expr('10000*bm25f(1.2,0.75,{title=8,body=2,answers=1})*pow((min(doc_word_count,5)/5.0),2)')");
    expect(plain.sql).not.toContain('user_weight');
    expect(plain.sql).not.toContain('field_weights');
  });

  it('gives no statement when the query has no positive word', () => {
    expect(searchStatement('questions', query({ include: [] }))).toBeNull();
  });
});
