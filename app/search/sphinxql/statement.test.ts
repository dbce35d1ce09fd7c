import { describe, expect, it } from 'vitest';
import { matchText, searchStatement, type EngineQuery } from './statement.ts';

const query = (overrides: Partial<EngineQuery> = {}): EngineQuery => ({
  include: [['custody']],
  exclude: [],
  match: { kind: 'all' },
  state: null,
  category: null,
  from: null,
  to: null,
  sort: 'relevance',
  offset: 0,
  limit: 10,
  facets: true,
  maxQueryMs: 5000,
  ...overrides,
});

describe('SphinxQL MATCH text', () => {
  it('quotes every phrase and joins them for all, any and quorum matching', () => {
    const include = [['child', 'custody'], ['texas'], ['move'], ['school']];
    expect(matchText(include, [], { kind: 'all' })).toBe('"child custody" "texas" "move" "school"');
    expect(matchText(include, [], { kind: 'any' })).toBe('"child custody" | "texas" | "move" | "school"');
    // The phrase stays whole and required; 2 of the 3 words (ceil of 0.6 x 3).
    expect(matchText(include, [], { kind: 'quorum', share: 0.6 })).toBe('"child custody" "texas move school"/2');
  });

  it('adds exclusions after the positive part and gives null when nothing positive is left', () => {
    expect(matchText([['lease']], [['car'], ['security', 'deposit']], { kind: 'all' })).toBe(
      '("lease") -"car" -"security deposit"',
    );
    expect(matchText([], [['car']], { kind: 'all' })).toBeNull();
    expect(matchText([[]], [], { kind: 'any' })).toBeNull();
  });
});

describe('SphinxQL search statement', () => {
  it('puts the user text only in a bound value, with filters, order, page and facets', () => {
    const statement = searchStatement(
      'questions',
      query({ state: 'CA', category: 7, from: 100, to: 200, offset: 20, limit: 10 }),
    )!;
    expect(statement.values).toEqual(['"custody"', 97, 7, 100, 200]);
    expect(statement.sql).toContain(
      'FROM questions WHERE MATCH(?) AND state = ? AND category = ? AND posted BETWEEN ? AND ?',
    );
    expect(statement.sql).toContain('ORDER BY WEIGHT() DESC, id DESC LIMIT 20, 10');
    expect(statement.sql).toContain('FACET state ORDER BY COUNT(*) DESC');
    expect(statement.sql).toMatch(/; SHOW META$/);
  });

  it('sorts newest first without ranking, and raises max_matches for deep pages', () => {
    const statement = searchStatement('questions', query({ sort: 'newest', offset: 1_990, limit: 10, facets: false }))!;
    expect(statement.sql).toContain('ORDER BY id DESC LIMIT 1990, 10');
    expect(statement.sql).toContain('ranker=none');
    expect(statement.sql).toContain('max_matches=2000');
    expect(statement.sql).not.toContain('FACET');
  });

  it('gives no statement when the query has no positive word', () => {
    expect(searchStatement('questions', query({ include: [] }))).toBeNull();
  });
});
