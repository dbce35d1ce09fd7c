import { describe, expect, it } from 'vitest';
import { parseJsonSearchBody } from '#app/search/json-body.ts';

const should = (text: string) => ({
  bool: { should: [{ match: { question_short: text } }, { match: { answer_short: text } }] },
});

describe('parseJsonSearchBody', () => {
  it('reads the original body', () => {
    const result = parseJsonSearchBody({
      index: 'questions',
      query: should('divorce'),
      limit: 20,
      offset: 40,
      filter: [
        { equals: { state: 'ca' } },
        { equals: { category: 10 } },
        { range: { posted_ts: { gte: 100, lte: 200 } } },
      ],
    });
    expect(result).toMatchObject({
      ok: true,
      request: {
        q: 'divorce',
        state: 'CA',
        category: 10,
        from: 100,
        to: 200,
        limit: 20,
        offset: 40,
        sort: 'relevance',
      },
    });
  });
  it('accepts filters inside the bool query and term for equals', () => {
    const result = parseJsonSearchBody({
      index: 'q',
      query: { bool: { ...should('x').bool, filter: [{ term: { state: 'NY' } }] } },
    });
    expect(result).toMatchObject({ ok: true, request: { state: 'NY', limit: 10, offset: 0 } });
  });
  it('accepts a country equals filter (this site\'s addition)', () => {
    const result = parseJsonSearchBody({ index: 'q', query: should('visa'), filter: [{ equals: { country: 'gb' } }] });
    expect(result).toMatchObject({ ok: true, request: { country: 'GB', state: null } });
  });
  it.each([
    [null, 'body'],
    [[], 'body'],
    [{ query: should('x') }, 'index'],
    [{ index: 'q' }, 'query'],
    [{ index: 'q', query: { bool: { should: [] } } }, 'query.bool.should'],
    [{ index: 'q', query: should('x'), limit: 0 }, 'limit'],
    [{ index: 'q', query: should('x'), limit: 101 }, 'limit'],
    [{ index: 'q', query: should('x'), offset: -1 }, 'offset'],
    [{ index: 'q', query: should('x'), offset: 995, limit: 10 }, 'offset'],
    [{ index: 'q', query: should('x'), filter: [{ equals: { city: 'x' } }] }, 'filter'],
    [{ index: 'q', query: should('x'), filter: [{ equals: { state: 'ZZ' } }] }, 'filter.equals.state'],
    [{ index: 'q', query: should('x'), filter: [{ equals: { country: 'ZZ' } }] }, 'filter.equals.country'],
    [
      { index: 'q', query: should('x'), filter: [{ range: { posted_ts: { gte: 5, lte: 1 } } }] },
      'filter.range.posted_ts',
    ],
    [{ index: 'q', query: should('x'), extra: 1 }, 'body'],
  ])('%j is rejected naming %s', (body, path) => {
    const result = parseJsonSearchBody(body);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.startsWith(path)).toBe(true);
  });
});
