import { cleanText, decodeEntities } from '#app/domain/text.ts';
import type { Database } from 'better-sqlite3';

interface ArticleRow {
  id: number;
  category_token: string;
  title: string;
  excerpt: string;
  full_summary: string;
  content_html: string;
  key_topics: string;
}

/**
 * Fills article_search (migration 0801) with plain text: tags and entities are removed in
 * TypeScript because tag names and attributes would otherwise be indexed as words.
 */
export default function deriveArticleSearch(db: Database): void {
  const insert = db.prepare(
    'INSERT INTO article_search (rowid, title, summary, body, topics, category) VALUES (?, ?, ?, ?, ?, ?)',
  );
  // Articles number in the thousands at most: read them all (a connection cannot write while iterating).
  // The category token is made in SQL, as the queries in app/data/articles.server.ts make it.
  const rows = db
    .prepare(
      "SELECT id, 'c' || hex(category_slug) AS category_token, title, excerpt, full_summary, content_html, key_topics FROM articles",
    )
    .all() as ArticleRow[];
  db.transaction(() => {
    for (const row of rows) {
      insert.run(
        row.id,
        decodeEntities(row.title),
        cleanText(`${row.excerpt}\n${row.full_summary}`),
        cleanText(row.content_html),
        topicsText(row.key_topics),
        row.category_token,
      );
    }
  })();
  // Best matches first: title counts most, then topics, summary, body; the category token not at all.
  db.exec("INSERT INTO article_search (article_search, rank) VALUES ('rank', 'bm25(10.0, 4.0, 1.0, 6.0, 0.0)')");
  db.exec("INSERT INTO article_search (article_search) VALUES ('optimize')");
}

function topicsText(json: string): string {
  try {
    const topics: unknown = JSON.parse(json);
    return Array.isArray(topics) ? topics.filter((t) => typeof t === 'string').join('\n') : '';
  } catch {
    return '';
  }
}
