import { describe, expect, it } from 'vitest';
import { loadJudgmentsFile, loadQueries, QUERY_TYPES } from './relevance-set.ts';

describe('the judged query set (tests/fixtures/relevance)', () => {
  const queries = loadQueries();
  const judgments = loadJudgmentsFile();

  it('has at least 80 queries covering every query type', () => {
    expect(queries.length).toBeGreaterThanOrEqual(80);
    for (const type of QUERY_TYPES)
      expect(queries.filter((q) => q.type === type).length, type).toBeGreaterThanOrEqual(8);
  });

  it('judges every query, with at least one relevant question each, and nothing else', () => {
    const ids = new Set(queries.map((q) => q.id));
    expect(Object.keys(judgments.judgments).filter((id) => !ids.has(id))).toEqual([]);
    for (const q of queries)
      expect(
        Object.values(judgments.judgments[q.id] ?? {}).some((g) => g > 0),
        q.id,
      ).toBe(true);
  });

  it('records how the pool was built', () => {
    expect(judgments.pooling.length).toBeGreaterThan(0);
  });

  it('gives place queries the state they name, and only them', () => {
    for (const q of queries) expect(q.state !== undefined, q.id).toBe(q.type === 'place');
  });
});
