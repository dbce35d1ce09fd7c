import { describe, expect, it } from 'vitest';
import { HELDOUT_QUERIES_FILE, loadJudgmentsFile, loadQueries, QUERY_TYPES } from './relevance-set.ts';

describe('the judged query set (tests/fixtures/relevance)', () => {
  const queries = loadQueries();
  const heldout = loadQueries(HELDOUT_QUERIES_FILE);
  const judgments = loadJudgmentsFile();

  it('has at least 80 queries covering every query type', () => {
    expect(queries.length).toBeGreaterThanOrEqual(80);
    for (const type of QUERY_TYPES)
      expect(queries.filter((q) => q.type === type).length, type).toBeGreaterThanOrEqual(8);
  });

  it('judges every query (held-out ones too), with at least one relevant question each, and nothing else', () => {
    const ids = new Set([...queries, ...heldout].map((q) => q.id));
    expect(ids.size).toBe(queries.length + heldout.length);
    expect(Object.keys(judgments.judgments).filter((id) => !ids.has(id))).toEqual([]);
    for (const q of [...queries, ...heldout])
      expect(
        Object.values(judgments.judgments[q.id] ?? {}).some((g) => g > 0),
        q.id,
      ).toBe(true);
  });

  it('keeps at least 30 held-out queries apart from the tuned set', () => {
    expect(heldout.length).toBeGreaterThanOrEqual(30);
    expect(heldout.filter((q) => q.type === 'natural').length).toBeGreaterThanOrEqual(15);
  });

  it('records how the pool was built', () => {
    expect(judgments.pooling.length).toBeGreaterThan(0);
  });

  it('gives place queries the state they name, and only them', () => {
    for (const q of queries) expect(q.state !== undefined, q.id).toBe(q.type === 'place');
  });
});
