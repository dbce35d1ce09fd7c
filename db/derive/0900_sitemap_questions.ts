import { questionPath } from '#app/domain/urls.ts';
import type { Database } from 'better-sqlite3';

/**
 * Fills sitemap_questions (db/migrations/0900_sitemap.sql): the canonical path of every
 * question, built by the one URL builder the pages use, and its newest change.
 */
export default function sitemapQuestions(db: Database): void {
  db.exec('DELETE FROM sitemap_questions');
  const batch = db.prepare(
    `SELECT q.id, q.title, q.state,
            max(q.posted_at, coalesce((SELECT max(a.posted_at) FROM answers a WHERE a.question_id = q.id), 0)) AS lastmod
     FROM questions q WHERE q.id > ? ORDER BY q.id LIMIT 20000`,
  );
  const insert = db.prepare('INSERT INTO sitemap_questions (id, path, lastmod) VALUES (?, ?, ?)');
  const insertAll = db.transaction((rows: { id: number; title: string; state: string | null; lastmod: number }[]) => {
    for (const row of rows) insert.run(row.id, questionPath(row), row.lastmod);
  });
  let after = -1;
  for (;;) {
    const rows = batch.all(after) as { id: number; title: string; state: string | null; lastmod: number }[];
    if (rows.length === 0) break;
    insertAll(rows);
    after = rows.at(-1)!.id;
  }
}
