import type Database from 'better-sqlite3';
import { andExpressions, filterExpression, matchAllExpression, matchAnyExpression, parseSearchText, STOPWORDS } from '#app/search/query/parse.ts';
import { parseSearchParams, type SearchRequest } from '#app/search/request.ts';
import { defaultSearchSettings, type SearchSettings } from '#app/search/config.ts';
import type { RankedSearchResult } from '#app/search/results/result.ts';
import { answeredFirstPage, rankingWindow } from '#app/search/ranking/answered-first.ts';
import type { SqliteEngine } from '#app/search/engines/sqlite/engine.server.ts';

export type SearchFn = (request: SearchRequest) => RankedSearchResult;
export type ExhaustiveFn = (request: SearchRequest, k: number) => number[];

/** A search request from a query string, as the API parses it (throws on an invalid one). */
export function searchRequest(query: string): SearchRequest {
  const parsed = parseSearchParams(new URLSearchParams(query));
  if (!parsed.ok) throw new Error(parsed.error);
  return parsed.request;
}

/**
 * The engine's exact rankings alone (no query understanding, no relaxed matching): what the
 * tests comparing the accelerators with FTS5's exhaustive bm25 search with.
 */
export const EXACT_RANKING: Partial<SearchSettings> = { relaxed: false, correction: false, expansion: false, places: false, maxConcepts: 0 };

/** What the site runs with: understanding and relaxed matching on (the search code's SEARCH_SETTINGS). */
export const SITE_DEFAULTS: Partial<SearchSettings> = defaultSearchSettings();

/**
 * A search service over a new SQLite engine with `settings` (else the search code's own), and
 * its exhaustive FTS5 reference, on `archive`: DATABASE_PATH is set before the archive
 * module loads (it opens the archive on first use).
 */
export async function loadSearchService(
  archive: string,
  settings: Partial<SearchSettings> = {},
): Promise<{ search: SearchFn; exhaustive: ExhaustiveFn; engine: SqliteEngine }> {
  process.env.DATABASE_PATH = archive;
  const { archiveInfo } = await import('#app/data/archive.server.ts');
  const { createSearchService } = await import('#app/search/service.ts');
  const { createSqliteEngine } = await import('#app/search/engines/sqlite/engine.server.ts');
  const chosen = defaultSearchSettings(settings);
  const engine = createSqliteEngine(chosen);
  const service = createSearchService(engine, () => archiveInfo().generation, chosen);
  return { search: service.search, exhaustive: engine.exhaustiveTopIds, engine };
}

/** FTS5's own answers on the archive `db`: the reference the search tests compare the service with. */
export function fts5Reference(db: Database.Database) {
  const inDates = 'rowid IN (SELECT doc FROM question_search_docs WHERE posted_at BETWEEN ? AND ?)';
  const dates = (r: SearchRequest) => [r.from ?? -1e15, r.to ?? 1e15];
  const counted = db.prepare(`SELECT count(*) FROM question_search WHERE question_search MATCH ? AND ${inDates}`).pluck();
  const scored = db
    .prepare('SELECT -bm25(question_search, 8.0, 2.0, 1.0, 0.0, 0.0) FROM question_search WHERE question_search MATCH ? AND rowid = (SELECT doc FROM question_search_docs WHERE question_id = ?)')
    .pluck();
  const facetOf = (column: 'state' | 'category_id') =>
    db.prepare(
      `SELECT d.${column} AS value, count(*) AS count FROM question_search s JOIN question_search_docs d ON d.doc = s.rowid
       WHERE question_search MATCH ? AND d.${column} IS NOT NULL AND s.${inDates} GROUP BY d.${column}`,
    );
  const facets = { state: facetOf('state'), category: facetOf('category_id') };
  const top = db.prepare(
    `SELECT d.question_id AS doc, bm25(question_search, 8.0, 2.0, 1.0, 0.0, 0.0) AS rank, q.answer_count AS answers
     FROM question_search s JOIN question_search_docs d ON d.doc = s.rowid JOIN questions q ON q.id = d.question_id
     WHERE question_search MATCH ? AND s.${inDates}
     ORDER BY bm25(question_search, 8.0, 2.0, 1.0, 0.0, 0.0), s.rowid DESC LIMIT ?`,
  );
  /** FTS5's bm25 order, then the site's answered-first rule (app/search/ranking/answered-first.ts). */
  const answeredFirstTop = (expression: string, r: SearchRequest, k: number) => {
    const window = { ...r, sort: 'relevance' as const, offset: 0, limit: k };
    const rows = top.all(expression, ...dates(r), rankingWindow(window).limit) as Array<{ doc: number; rank: number; answers: number }>;
    const answered = new Set(rows.filter((row) => row.answers > 0).map((row) => row.doc));
    return answeredFirstPage(rows, window, (id) => answered.has(id)).map((row) => row.doc);
  };
  const total = (expression: string, r: SearchRequest) => counted.get(expression, ...dates(r)) as number;
  return {
    /** FTS5's expression for the request: all terms, or any when no row in its dates has them all. */
    expressionOf(r: SearchRequest): string {
      const parsed = parseSearchText(r.q);
      const filters = filterExpression(r);
      const all = andExpressions(matchAllExpression(parsed), filters)!;
      return total(all, r) === 0 && parsed.include.length > 1 ? andExpressions(matchAnyExpression(parsed), filters)! : all;
    },
    /** Rows matching `expression` within the request's dates. */
    total,
    /** FTS5's bm25 of a question for `expression`, as the service reports it (higher is better). */
    score: (expression: string, questionId: number) => scored.get(expression, questionId) as number,
    /** Question ids of FTS5's exhaustive bm25 top k within the request's dates (same tie-break as the engine), answered first. */
    topIds: answeredFirstTop,
    /** A facet's counts within the request's dates, as { value: count }. */
    facet: (name: keyof typeof facets, expression: string, r: SearchRequest): Record<string, number> =>
      Object.fromEntries((facets[name].all(expression, ...dates(r)) as Array<{ value: string | number; count: number }>).map((f) => [f.value, f.count])),
  };
}

/**
 * Words of the archive that are their own stem (FTS5 finds each in exactly `df` rows), not
 * stopwords, with `df` in [minDf, maxDf], most frequent first: query words whose reference
 * counts are plain. `withPostings`: only words the import stored postings for.
 */
export function surfaceWords(
  db: Database.Database,
  { minDf, maxDf, limit, minLength = 1, withPostings = false }: { minDf: number; maxDf: number; limit: number; minLength?: number; withPostings?: boolean },
): string[] {
  const count = db.prepare('SELECT count(*) FROM question_search WHERE question_search MATCH ?').pluck();
  const rows = db
    .prepare(
      `SELECT t.term, t.df FROM search_terms t ${withPostings ? 'JOIN search_postings p ON p.term = t.term' : ''}
       WHERE t.df BETWEEN ? AND ? AND t.term GLOB ? AND t.term NOT GLOB '*[^a-z]*' ORDER BY t.df DESC, t.term`,
    )
    .all(minDf, maxDf, `${'[a-z]'.repeat(minLength)}*`) as Array<{ term: string; df: number }>;
  return rows
    .filter(({ term, df }) => !STOPWORDS.has(term) && count.get(`"${term}"`) === df)
    .slice(0, limit)
    .map(({ term }) => term);
}

