import Database from 'better-sqlite3';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildFixtureArchive } from '../helpers/fixture-archive.ts';
import { fts5Reference, EXACT_RANKING, loadSearchService, searchRequest, type ExhaustiveFn, type SearchFn } from '../helpers/search-service.ts';
import { STOPWORDS } from '#app/search/query/parse.ts';

/**
 * Quoted phrases read from the FTS5 index's own pages (app/search/index/fts5-doclist.ts,
 * phrasePostings in app/search/engines/sqlite/postings/reader.server.ts) on the fixture archive built by
 * the real importer: with state, category and date filters, other words and exclusions,
 * every answer equals FTS5's (ids in order, scores, total, facets), and the answers really
 * came from the index (no doclist refused against the stored postings).
 */

let search: SearchFn;
let exhaustive: ExhaustiveFn;
let db: Database.Database;
let stats: { indexPhrases: number; indexPhrasesRefused: number; indexPages: number; indexBytes: number; indexPhrasesAbsent: number };
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
  const loaded = await loadSearchService(archive, EXACT_RANKING);
  ({ search, exhaustive } = loaded);
  stats = loaded.engine.postingsStats;
  clearPhraseCache = loaded.engine.clearPhraseCache;
});

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
    const reference = fts5Reference(db);
    const before = stats.indexPhrases;
    const pagesBefore = stats.indexPages;
    let matched = 0;
    for (const query of queries) {
      const r = searchRequest(query);
      const result = search(r);
      expect(result.ranking, query).toBe('postings');
      expect(result.hits.map((h) => h.id), query).toEqual(exhaustive(r, r.page * 10).slice((r.page - 1) * 10));
      const expression = reference.expressionOf(r);
      result.hits.forEach((h) => expect(h.score, `${query} ${h.id}`).toBeCloseTo(reference.score(expression, h.id), 9));
      expect(result.total, query).toBe(reference.total(expression, r));
      expect(result.totalApproximate, query).toBe(false);
      const asObject = (rows: ReadonlyArray<{ value: string | number; count: number }>) => Object.fromEntries(rows.map((x) => [x.value, x.count]));
      expect(asObject(result.facets.state), query).toEqual(reference.facet('state', expression, r));
      expect(asObject(result.facets.category), query).toEqual(reference.facet('category', expression, r));
      if (result.total > 0) matched++;
    }
    expect(matched).toBeGreaterThan(queries.length / 3); // the filters leave matches to compare
    expect(stats.indexPhrases - before).toBeGreaterThan(phrases.length / 2); // read from the index (the rest from the cache)
    expect(stats.indexPhrasesRefused).toBe(0);
    // What the benchmarks count: the index pages those phrases were read from, and their bytes.
    expect(stats.indexPages - pagesBefore).toBeGreaterThanOrEqual(stats.indexPhrases - before);
    expect(stats.indexBytes).toBeGreaterThan(stats.indexPages * 100);
  });

  it('a phrase read afresh and from the cache gives the same answer', () => {
    const r = searchRequest(`q=%22${phrases[0]!.replace(' ', '+')}%22&state=CA`);
    clearPhraseCache();
    const fresh = search(r);
    const cached = search(r);
    expect(cached.hits.map((h) => [h.id, h.score])).toEqual(fresh.hits.map((h) => [h.id, h.score]));
    expect(cached.total).toBe(fresh.total);
  });

  it('a phrase no row has, though some rows have its words, is ruled out without reading their pages', () => {
    // The common phrases' words the other way round: rows have both words, none has them in that order.
    const count = db.prepare('SELECT count(*) FROM question_search WHERE question_search MATCH ?').pluck();
    const reversed = phrases
      .slice(0, 20)
      .map((p) => p.split(' ').reverse())
      .filter(([a, b]) => count.get(`"${a} ${b}"`) === 0 && (count.get(`${a} ${b}`) as number) > 0);
    expect(reversed.length).toBeGreaterThan(3);
    clearPhraseCache();
    const [absent, pages] = [stats.indexPhrasesAbsent, stats.indexPages];
    for (const [a, b] of reversed) {
      const r = searchRequest(`q=%22${a}+${b}%22`);
      const result = search(r);
      expect([result.total, result.ranking], `${a} ${b}`).toEqual([0, 'postings']);
      // With another word, the phrase still counts for nothing: the answer is FTS5's.
      const other = searchRequest(`q=%22${a}+${b}%22+${a}`);
      expect(search(other).hits.map((h) => h.id), `${a} ${b}`).toEqual(exhaustive(other, 10));
    }
    expect(stats.indexPhrasesAbsent - absent).toBe(reversed.length);
    expect(stats.indexPages).toBe(pages);
  });
});
