import Database from 'better-sqlite3';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildFixtureArchive } from '../helpers/fixture-archive.ts';
import { loadSearchService, searchRequest, type ExhaustiveFn, type SearchFn } from '../helpers/search-service.ts';
import { andExpressions, filterExpression, matchAllExpression, matchAnyExpression, parseSearchText, STOPWORDS } from '#app/domain/search-query.ts';
import type { SearchRequest } from '#app/domain/search-request.ts';

/**
 * Quoted phrases read from the FTS5 index's own pages (app/domain/search-fts5-doclist.ts,
 * phrasePostings in app/data/search-postings.server.ts) on the fixture archive built by
 * the real importer: with state, category and date filters, other words and exclusions,
 * every answer equals FTS5's (ids in order, scores, total, facets), and the answers really
 * came from the index (no doclist refused against the stored postings).
 */

let search: SearchFn;
let exhaustive: ExhaustiveFn;
let db: Database.Database;
let stats: { indexPhrases: number; indexPhrasesRefused: number };
let clearPhraseCache: () => void;
let phrases: string[];
let categories: number[];

beforeAll(async () => {
  const archive = await buildFixtureArchive('tests/fixtures/demo-small', 'tests/fixtures/search');
  db = new Database(archive, { readonly: true });
  // Two-word phrases from the fixture's titles, and common ones (in many rows).
  const found = new Map<string, number>();
  for (const title of db.prepare('SELECT title FROM questions ORDER BY id').pluck().all() as string[]) {
    const tokens = title.toLowerCase().match(/[a-z]+/g) ?? [];
    for (let i = 0; i + 1 < tokens.length; i++)
      if (tokens[i]!.length > 2 && tokens[i + 1]!.length > 2 && !STOPWORDS.has(tokens[i]!) && !STOPWORDS.has(tokens[i + 1]!)) {
        const phrase = `${tokens[i]} ${tokens[i + 1]}`;
        found.set(phrase, (found.get(phrase) ?? 0) + 1);
      }
  }
  const byCount = [...found].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)).map(([p]) => p);
  phrases = [...byCount.slice(0, 20), ...byCount.slice(-10)];
  categories = db.prepare('SELECT category_id FROM questions GROUP BY category_id ORDER BY count(*) DESC LIMIT 3').pluck().all() as number[];
  ({ search, exhaustive } = await loadSearchService(archive));
  ({ postingsStats: stats, clearPhraseCache } = await import('#app/data/search-postings.server.ts'));
});

const count = (expression: string, r: SearchRequest) =>
  db
    .prepare('SELECT count(*) FROM question_search WHERE question_search MATCH ? AND rowid IN (SELECT doc FROM question_search_docs WHERE posted_at BETWEEN ? AND ?)')
    .pluck()
    .get(expression, r.from ?? -1e15, r.to ?? 1e15) as number;

/** FTS5's expression for the request: all terms, or any when no row has them all. */
function expressionOf(r: SearchRequest): string {
  const parsed = parseSearchText(r.q);
  const filters = filterExpression(r);
  const all = andExpressions(matchAllExpression(parsed), filters)!;
  return count(all, r) === 0 && parsed.include.length > 1 ? andExpressions(matchAnyExpression(parsed), filters)! : all;
}

describe('quoted phrases from the index pages', () => {
  it('equal FTS5 with state, category and date filters, other words and exclusions: ids, scores, total, facets', () => {
    expect(phrases.length).toBeGreaterThan(20);
    expect(categories.length).toBe(3);
    const queries: string[] = [];
    phrases.forEach((phrase, i) => {
      const q = `%22${phrase.replace(' ', '+')}%22`;
      const [a, b] = phrase.split(' ');
      const category = categories[i % 3]!;
      queries.push(`q=${q}&state=CA`, `q=${q}&state=NY&category=${category}`, `q=${q}&category=${category}`, `q=${q}&state=TX&from=2012-01-01&to=2023-12-31`);
      if (i % 2 === 0) queries.push(`q=${q}`, `q=${q}+${a}&state=CA`, `q=${b}+${q}&category=${category}`, `q=${q}+-${a}&state=CA`, `q=${a}+-${q}&category=${category}`, `q=${q}&state=CA&page=2`);
    });
    const score = db.prepare('SELECT -bm25(question_search, 8.0, 2.0, 1.0, 0.0, 0.0) FROM question_search WHERE question_search MATCH ? AND rowid = (SELECT doc FROM question_search_docs WHERE question_id = ?)').pluck();
    const facet = db.prepare(
      `SELECT d.state AS value, count(*) AS count FROM question_search s JOIN question_search_docs d ON d.doc = s.rowid
       WHERE question_search MATCH ? AND d.state IS NOT NULL AND d.posted_at BETWEEN ? AND ? GROUP BY d.state`,
    );
    const categoryFacet = db.prepare(
      `SELECT d.category_id AS value, count(*) AS count FROM question_search s JOIN question_search_docs d ON d.doc = s.rowid
       WHERE question_search MATCH ? AND d.posted_at BETWEEN ? AND ? GROUP BY d.category_id`,
    );
    const before = stats.indexPhrases;
    let matched = 0;
    for (const query of queries) {
      const r = searchRequest(query);
      const result = search(r, { cache: false });
      expect(result.ranking, query).toBe('postings');
      expect(result.hits.map((h) => h.id), query).toEqual(exhaustive(r, r.page * 10).slice((r.page - 1) * 10));
      const expression = expressionOf(r);
      result.hits.forEach((h) => expect(h.score, `${query} ${h.id}`).toBeCloseTo(score.get(expression, h.id) as number, 9));
      expect(result.total, query).toBe(count(expression, r));
      expect(result.totalApproximate, query).toBe(false);
      const dates = [r.from ?? -1e15, r.to ?? 1e15];
      const asObject = (rows: ReadonlyArray<{ value: string | number; count: number }>) => Object.fromEntries(rows.map((x) => [x.value, x.count]));
      expect(asObject(result.facets.state), query).toEqual(asObject(facet.all(expression, ...dates) as Array<{ value: string; count: number }>));
      expect(asObject(result.facets.category), query).toEqual(asObject(categoryFacet.all(expression, ...dates) as Array<{ value: number; count: number }>));
      if (result.total > 0) matched++;
    }
    expect(matched).toBeGreaterThan(queries.length / 3); // the filters leave matches to compare
    expect(stats.indexPhrases - before).toBeGreaterThan(phrases.length / 2); // read from the index (the rest from the cache)
    expect(stats.indexPhrasesRefused).toBe(0);
  });

  it('a phrase read afresh and from the cache gives the same answer', () => {
    const r = searchRequest(`q=%22${phrases[0]!.replace(' ', '+')}%22&state=CA`);
    clearPhraseCache();
    const fresh = search(r, { cache: false });
    const cached = search(r, { cache: false });
    expect(cached.hits.map((h) => [h.id, h.score])).toEqual(fresh.hits.map((h) => [h.id, h.score]));
    expect(cached.total).toBe(fresh.total);
  });
});
