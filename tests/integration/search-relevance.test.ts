import Database from 'better-sqlite3';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildFixtureArchive } from '../helpers/fixture-archive.ts';
import {
  andExpressions,
  filterExpression,
  matchAllExpression,
  matchAnyExpression,
  parseSearchText,
  titleTierExpression,
} from '#app/search/query/parse.ts';
import { parseSearchParams } from '#app/search/request.ts';
import { loadSearchService, type SearchFn } from '../helpers/search-service.ts';

let archive: string;
let search: SearchFn;

beforeAll(async () => {
  archive = await buildFixtureArchive('tests/fixtures/demo-small', 'tests/fixtures/search');
  ({ search } = await loadSearchService(archive));
});

function run(query: string) {
  const parsed = parseSearchParams(new URLSearchParams(query));
  if (!parsed.ok) throw new Error(parsed.error);
  return search(parsed.request);
}

describe('relevance on the fixture archive: request -> expected ids in order', () => {
  const cases: Array<[string, number[], string?]> = [
    // Title beats body (3 times), body beats answers (column weights).
    ['q=zorblax', [9030001, 9030002, 9030003]],
    ['q=ZORBLAX!!', [9030001, 9030002, 9030003]],
    // Stemming: divorce matches "divorced". Two words few questions have together bring the
    // questions with either, below (decision 0035).
    ['q=quixotrel+divorce', [9030004], 'most'],
    ['q=quixotrel+divorcing', [9030004], 'most'],
    // Phrases and exclusions.
    ['q=%22plinkett+motion%22', [9030005]],
    // Both titles contain plinkett; the shorter title scores higher.
    ['q=plinkett+motion', [9030006, 9030005], 'most'],
    ['q=plinkett+-denied', [9030006]],
    ['q=plinkett+-%22motion+was+denied%22', [9030006]],
    // Stopwords do not change the result set.
    ['q=the+zorblax+is+my', [9030001, 9030002, 9030003]],
    // Filters: state, category, date range; sort newest.
    ['q=zorblax&state=CA', [9030001]],
    ['q=zorblax&state=ca&category=70', [9030001]],
    ['q=zorblax&category=12', [9030003]],
    ['q=zorblax&from=2016-01-01', [9030002, 9030003]],
    ['q=zorblax&to=2018-06-01', [9030001, 9030002]],
    ['q=zorblax&from=2016-01-01&to=2019-12-31', [9030002]],
    ['q=zorblax&sort=newest', [9030003, 9030002, 9030001]],
    ['q=zorblax&state=all&category=all', [9030001, 9030002, 9030003]],
    ['q=zorblax&state=WY', []],
    ['q=zorblax&from=2030-01-01', []],
    ['q=-zorblax', []],
  ];
  it.each(cases)('%s', (query, ids, mode) => {
    const result = run(query);
    if (mode === 'most') {
      // The questions with every word first, then those with one of them.
      expect(result.hits.map((h) => h.id).slice(0, ids.length)).toEqual(ids);
      expect(result.total).toBeGreaterThan(ids.length);
      expect(result.mode).toBe('most');
      return;
    }
    expect(result.hits.map((h) => h.id)).toEqual(ids);
    expect(result.total).toBe(ids.length);
    expect(result.mode).toBe(ids.length ? 'all' : result.mode);
  });

  it('falls back to any term when no question has all of them, and says so', () => {
    const result = run('q=zorblax+quixotrel');
    expect(result.mode).toBe('any');
    expect(result.hits.map((h) => h.id).sort()).toEqual([9030001, 9030002, 9030003, 9030004]);
  });

  it('counts facets by state and category for the query', () => {
    const result = run('q=zorblax');
    expect(result.facets.approximate).toBe(false);
    expect(result.facets.state).toEqual(
      expect.arrayContaining([
        { value: 'CA', count: 1 },
        { value: 'TX', count: 1 },
        { value: 'NY', count: 1 },
      ]),
    );
    expect(result.facets.category).toEqual([
      { value: 70, count: 2 },
      { value: 12, count: 1 },
    ]);
  });

  it('marks the matches in question_short and answer_short, stemming included', () => {
    const [hit] = run('q=quixotrel+divorce').hits;
    expect(hit!.questionShortMarked).toContain('\uE000divorced\uE001');
    expect(hit!.questionShortMarked).toContain('\uE000quixotrel\uE001');
    const answerHit = run('q=zorblax&category=12').hits[0]!;
    expect(answerHit.answerShortMarked).toContain('\uE000zorblax\uE001');
  });

  it('pages by 10 without repeating a question', () => {
    const first = run('q=custody');
    const second = run('q=custody&page=2');
    expect(first.hits).toHaveLength(10);
    expect(first.total).toBeGreaterThan(10);
    const ids = [...first.hits, ...second.hits].map((h) => h.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (let i = 1; i < first.hits.length; i++)
      expect(first.hits[i - 1]!.score).toBeGreaterThanOrEqual(first.hits[i]!.score);
  });
});

describe('hostile text never breaks the FTS5 query', () => {
  let db: Database.Database;
  beforeAll(() => {
    db = new Database(archive, { readonly: true });
  });
  const check = (text: string) => {
    const parsed = parseSearchText(text);
    for (const expression of [
      matchAllExpression(parsed),
      matchAnyExpression(parsed),
      andExpressions(
        matchAllExpression(parsed),
        titleTierExpression(parsed),
        filterExpression({ state: 'CA', category: 10 }),
      ),
    ]) {
      if (expression) db.prepare('SELECT count(*) FROM question_search WHERE question_search MATCH ?').get(expression);
    }
  };
  it.each([
    'AND',
    'OR',
    'NOT',
    'NEAR(',
    'NEAR(a b, 3)',
    '*',
    'a*',
    '^a',
    ':',
    'title:x',
    '{title}:x',
    '"',
    '"""',
    '"a',
    'a"b"c',
    '(',
    ')',
    '-',
    '--',
    '- -',
    '😀',
    '\u0000',
    'a\u0000b',
    '\uE000x\uE001',
    "'; DROP TABLE questions; --",
    'x'.repeat(5000),
  ])('%j', (text) => {
    expect(() => check(text)).not.toThrow();
  });
  it('random strings (property test)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 200 }), (text) => check(text)),
      { numRuns: 500 },
    );
    fc.assert(
      fc.property(
        fc.array(
          fc.constantFrom('"', '-', '(', ')', '*', ':', '^', '{', '}', 'AND', 'OR', 'NOT', 'NEAR', 'a', 'divorce', ' '),
          { maxLength: 30 },
        ),
        (parts) => check(parts.join('')),
      ),
      { numRuns: 500 },
    );
  });
  it('every search of hostile text answers (results or an empty list)', () => {
    for (const text of ['AND', 'NEAR(', '*', ':', '"', '😀', 'x'.repeat(5000), '-only']) {
      const result = run(`q=${encodeURIComponent(text)}`);
      expect(Array.isArray(result.hits)).toBe(true);
    }
  });
});
