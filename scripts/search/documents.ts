import Database from 'better-sqlite3';
import { searchIdOfDoc, stateAttribute } from '#app/search/engines/sphinxql/schema.ts';

/** One search document as the search server stores it (app/search/engines/sphinxql/schema.ts). */
export interface SearchDocument {
  /** The search server's id of the question's search doc (newest first: schema.ts). */
  readonly id: number;
  readonly title: string;
  readonly body: string;
  readonly answers: string;
  readonly state: number;
  readonly category: number;
  readonly posted: number;
  readonly country: number;
}

/** A part of the archive: documents whose id modulo `of` is `index` (a shard of a cluster). */
export interface Shard {
  readonly index: number;
  readonly of: number;
}

export const WHOLE: Shard = { index: 0, of: 1 };

/** "i/n" (0 <= i < n) as a shard; throws a usage message otherwise. */
export function parseShard(text: string): Shard {
  const match = /^(\d+)\/(\d+)$/.exec(text);
  const shard = match ? { index: Number(match[1]), of: Number(match[2]) } : null;
  if (!shard || shard.of < 1 || shard.index >= shard.of)
    throw new Error(`--shard must be i/n with 0 <= i < n, got "${text}"`);
  return shard;
}

export function openArchive(archivePath: string): Database.Database {
  return new Database(archivePath, { readonly: true, fileMustExist: true });
}

/** How many documents a shard of the archive holds (for progress bars). */
export function countDocuments(db: Database.Database, shard: Shard = WHOLE): number {
  return db
    .prepare('SELECT count(*) FROM question_search_docs WHERE doc % ? = ?')
    .pluck()
    .get(shard.of, shard.index) as number;
}

/**
 * The archive's search documents, newest first (ascending search ids): the same text the embedded engine indexes
 * (db/derive/0020_full_text.sql: title, body, every answer one after another).
 */
export function* readDocuments(db: Database.Database, shard: Shard = WHOLE): Generator<SearchDocument> {
  const rows = db
    .prepare(
      `SELECT d.doc, q.title, q.body,
         coalesce((SELECT group_concat(a.body, char(10)) FROM answers a WHERE a.question_id = q.id), '') AS answers,
         q.state, q.category_id AS category, q.posted_at AS posted, q.country
       FROM question_search_docs d JOIN questions q ON q.id = d.question_id
       WHERE d.doc % ? = ? ORDER BY d.doc DESC`,
    )
    .iterate(shard.of, shard.index) as IterableIterator<{
    doc: number;
    title: string;
    body: string;
    answers: string;
    state: string | null;
    category: number;
    posted: number;
    country: string;
  }>;
  for (const { doc, ...row } of rows)
    yield { ...row, id: searchIdOfDoc(doc), state: stateAttribute(row.state), country: stateAttribute(row.country) };
}

/** Tabs, line breaks and backslashes end or escape a TSV field; in text they are only separators. */
const TSV_UNSAFE = /[\t\n\r\\\0]/g;

/** One line of the tsvpipe source: id, the fields, the attributes (searchd-config.ts's order). */
export function tsvLine(doc: SearchDocument): string {
  const text = (s: string) => s.replace(TSV_UNSAFE, ' ');
  return `${doc.id}\t${text(doc.title)}\t${text(doc.body)}\t${text(doc.answers)}\t${doc.state}\t${doc.category}\t${doc.country}\t${doc.posted}\n`;
}
