import { articleCategoryTitle } from '#app/domain/article-categories.ts';
import { statement } from './archive.server.ts';

export interface ArticleCategory {
  readonly slug: string;
  /** As stored (may hold HTML entities; the API reports it unchanged). */
  readonly name: string;
  /** The friendly name shown on pages (spec's slug mapping, else the decoded name). */
  readonly title: string;
  /** Counted at import (db/derive/0010_counts.sql). */
  readonly articleCount: number;
}

interface CategoryRow {
  slug: string;
  name: string;
  article_count: number;
}

function toCategory(row: CategoryRow): ArticleCategory {
  return { slug: row.slug, name: row.name, title: articleCategoryTitle(row.slug, row.name), articleCount: row.article_count };
}

/** Categories that have articles, largest first. Throws when the archive cannot be read. */
export function listArticleCategories(): ArticleCategory[] {
  const rows = statement(
    'SELECT slug, name, article_count FROM article_categories WHERE article_count > 0 ORDER BY article_count DESC, name',
  ).all() as CategoryRow[];
  return rows.map(toCategory);
}

export function findArticleCategory(slug: string): ArticleCategory | null {
  const row = statement('SELECT slug, name, article_count FROM article_categories WHERE slug = ?').get(slug) as CategoryRow | undefined;
  return row ? toCategory(row) : null;
}
