import { describe, expect, it } from 'vitest';
import {
  HELDOUT_QUERIES_FILE,
  LONG_QUERIES_FILE,
  loadJudgmentsFile,
  loadQueries,
  QUERY_TYPES,
  queryIdMatches,
} from './relevance-set.ts';

describe('the judged query set (tests/fixtures/relevance)', () => {
  const queries = loadQueries();
  const heldout = loadQueries(HELDOUT_QUERIES_FILE);
  const long = loadQueries(LONG_QUERIES_FILE);
  const judgments = loadJudgmentsFile();

  it('has at least 80 queries covering every query type', () => {
    expect(queries.length).toBeGreaterThanOrEqual(80);
    for (const type of QUERY_TYPES)
      expect(queries.filter((q) => q.type === type).length, type).toBeGreaterThanOrEqual(8);
  });

  it('judges every query (held-out and long ones too), with at least one relevant question each, and nothing else', () => {
    const all = [...queries, ...heldout, ...long];
    const ids = new Set(all.map((q) => q.id));
    expect(ids.size).toBe(all.length);
    expect(Object.keys(judgments.judgments).filter((id) => !ids.has(id))).toEqual([]);
    for (const q of all)
      expect(
        Object.values(judgments.judgments[q.id] ?? {}).some((g) => g > 0),
        q.id,
      ).toBe(true);
  });

  it('keeps at least 30 held-out queries apart from the tuned set', () => {
    expect(heldout.length).toBeGreaterThanOrEqual(30);
    expect(heldout.filter((q) => q.type === 'natural').length).toBeGreaterThanOrEqual(15);
  });

  it('keeps at least 20 long questions, each a natural question of 15 to 35 words', () => {
    expect(long.length).toBeGreaterThanOrEqual(20);
    for (const q of long) {
      expect(q.type, q.id).toBe('natural');
      const words = q.query.split(/\s+/).filter(Boolean).length;
      expect(words, q.id).toBeGreaterThanOrEqual(15);
      expect(words, q.id).toBeLessThanOrEqual(35);
    }
  });

  it('records how the pool was built', () => {
    expect(judgments.pooling.length).toBeGreaterThan(0);
  });

  it('gives place queries the state they name, and only them', () => {
    for (const q of queries) expect(q.state !== undefined, q.id).toBe(q.type === 'place');
  });
});

describe('queryIdMatches (eval:relevance --query)', () => {
  it('names one query by its id, and a family of queries by a prefix ending in *', () => {
    expect(queryIdMatches('nl-01', 'nl-01')).toBe(true);
    expect(queryIdMatches('nl-01', 'nl-010')).toBe(false);
    expect(queryIdMatches('nl', 'nl-01')).toBe(false);
    expect(queryIdMatches('ho3*', 'ho3nl-01')).toBe(true);
    expect(queryIdMatches('ho3*', 'ho2nl-01')).toBe(false);
    expect(queryIdMatches('*', 'lay-07')).toBe(true);
  });
});
