import { describe, expect, it } from 'vitest';
import { ANSWERED_FIRST, answeredFirstPage, rankingWindow } from './answered-first.ts';
import { parseSearchParams, type SearchRequest } from '../request.ts';

const request = (query: string): SearchRequest => {
  const parsed = parseSearchParams(new URLSearchParams(query));
  if (!parsed.ok) throw new Error(parsed.error);
  return parsed.request;
};

/** Rows ranked best first with the given scores (rank is minus the score). */
const rows = (...scores: number[]) => scores.map((score, i) => ({ doc: i + 1, rank: -score }));

describe('answered first', () => {
  it('ranks past the page by the lookahead, from the first result', () => {
    expect(rankingWindow(request('q=divorce'))).toEqual({ offset: 0, limit: 10 + ANSWERED_FIRST.lookahead });
    expect(rankingWindow(request('q=divorce&page=3'))).toEqual({ offset: 0, limit: 30 + ANSWERED_FIRST.lookahead });
  });

  it('leaves the newest-first order alone', () => {
    expect(rankingWindow(request('q=divorce&sort=newest&page=2'))).toEqual({ offset: 10, limit: 10 });
    const page = answeredFirstPage(rows(0, 0, 0), request('q=divorce&sort=newest'), (doc) => doc !== 1);
    expect(page.map((r) => r.doc)).toEqual([1, 2, 3]);
  });

  it('puts answered questions of similar relevance above an unanswered one', () => {
    // Docs 1 and 2 are unanswered and slightly more relevant than the answered 3..12.
    const ranked = rows(4.6, 4.5, 4.4, 4.3, 4.2, 4.1, 4.0, 3.9, 3.8, 3.7, 3.6, 3.5);
    const page = answeredFirstPage(ranked, request('q=divorce'), (doc) => doc > 2);
    expect(page.map((r) => r.doc)).toEqual([3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
  });

  it('keeps an unanswered question above answered ones far less relevant', () => {
    const ranked = rows(9, 4, 3.9, 3);
    const page = answeredFirstPage(ranked, request('q=divorce'), (doc) => doc !== 1);
    expect(page.map((r) => r.doc)).toEqual([1, 2, 3, 4]);
  });

  it('pages consistently: the second page continues the first', () => {
    const ranked = rows(...Array.from({ length: 40 }, (_, i) => 40 - i));
    const answered = (doc: number) => doc % 3 !== 0;
    const first = answeredFirstPage(ranked.slice(0, 30), request('q=x'), answered);
    const second = answeredFirstPage(ranked, request('q=x&page=2'), answered);
    const both = [...first, ...second].map((r) => r.doc);
    expect(new Set(both).size).toBe(20);
    expect(answeredFirstPage(ranked, request('q=x'), answered).map((r) => r.doc)).toEqual(first.map((r) => r.doc));
  });
});
