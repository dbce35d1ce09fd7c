import type { Database } from 'better-sqlite3';

/**
 * Facet columns for search: the state, category and country of every search document, as
 * byte arrays indexed by document number (question_search rowid), stored as BLOBs. The
 * server loads them once (a few bytes per question) and counts facets for a query, or
 * tests a row against the filters, by walking its matching rowids without a row lookup.
 */
export default function searchFacets(db: Database): void {
  const last = (db.prepare('SELECT coalesce(max(doc), 0) AS n FROM question_search_docs').get() as { n: number }).n;
  const states = db
    .prepare('SELECT DISTINCT state FROM question_search_docs WHERE state IS NOT NULL ORDER BY state')
    .pluck()
    .all() as string[];
  const categories = db
    .prepare('SELECT DISTINCT category_id FROM question_search_docs ORDER BY category_id')
    .pluck()
    .all() as number[];
  if (states.length > 255 || categories.length > 65535)
    throw new Error('too many distinct states or categories for the facet columns');
  const countries = db
    .prepare('SELECT DISTINCT country FROM questions WHERE country IS NOT NULL ORDER BY country')
    .pluck()
    .all() as string[];
  if (countries.length > 255) throw new Error('too many distinct countries for the facet columns');
  const countryIndex = new Map(countries.map((code, i) => [code, i + 1]));
  // Countries from the narrow questions_by_state index, not by a lookup of each wide question
  // row in document (date) order, which reads the table at random.
  const countryOf = new Map<number, number>();
  for (const [id, country] of db
    .prepare('SELECT id, country FROM questions INDEXED BY questions_by_state WHERE country IS NOT NULL')
    .raw()
    .iterate() as IterableIterator<[number, string]>)
    countryOf.set(id, countryIndex.get(country)!);
  const countryData = new Uint8Array(last + 1);
  for (const [doc, id] of db
    .prepare('SELECT doc, question_id FROM question_search_docs')
    .raw()
    .iterate() as IterableIterator<[number, number]>)
    countryData[doc] = countryOf.get(id) ?? 0;
  const stateIndex = new Map(states.map((code, i) => [code, i + 1]));
  const categoryIndex = new Map(categories.map((id, i) => [id, i + 1]));
  const stateData = new Uint8Array(last + 1);
  const categoryData = new Uint16Array(last + 1);
  const rows = db
    .prepare('SELECT doc, state, category_id FROM question_search_docs')
    .raw()
    .iterate() as IterableIterator<[number, string | null, number]>;
  for (const [doc, state, category] of rows) {
    stateData[doc] = state === null ? 0 : stateIndex.get(state)!;
    categoryData[doc] = categoryIndex.get(category)!;
  }
  const insert = db.prepare('INSERT OR REPLACE INTO search_facet_columns (name, codes, data) VALUES (?, ?, ?)');
  insert.run('state', JSON.stringify(states), Buffer.from(stateData.buffer));
  insert.run('category', JSON.stringify(categories), Buffer.from(categoryData.buffer));
  insert.run('country', JSON.stringify(countries), Buffer.from(countryData.buffer));
}
