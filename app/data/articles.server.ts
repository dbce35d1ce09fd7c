import { getConfig } from '#app/config/get-config.server.ts';
import { articleAuthor, articleReadingTime, editorialTeam, parseKeyTopics } from '#app/domain/article-display.ts';
import { articleSearchExpression, type ArticleListParams } from '#app/domain/article-listing.ts';
import { sanitizeArticleHtml } from '#app/domain/sanitize-html.ts';
import { cleanText } from '#app/domain/text.ts';
import { findArticleCategory, type ArticleCategory } from './article-categories.server.ts';
import { statement } from './archive.server.ts';

/** One card of a category page (spec's "article list item"), display rules applied. */
export interface ArticleListItem {
  readonly id: number;
  readonly slug: string;
  readonly title: string;
  readonly excerpt: string;
  readonly publishedAt: number;
  readonly author: string;
}

export interface ArticleList {
  readonly items: ArticleListItem[];
  readonly total: number;
}

interface ListRow {
  id: number;
  slug: string;
  title: string;
  excerpt: string;
  full_summary: string;
  published_at: number;
  author_name: string | null;
}

const LIST_COLUMNS = 'a.id, a.slug, a.title, a.excerpt, substr(a.full_summary, 1, 400) AS full_summary, a.published_at, a.author_name';

function toListItem(row: ListRow, siteName: string): ArticleListItem {
  return {
    id: row.id,
    slug: row.slug,
    title: cleanText(row.title),
    excerpt: cleanText(row.excerpt) || cleanText(row.full_summary),
    publishedAt: row.published_at,
    author: articleAuthor(row.author_name, siteName),
  };
}

/**
 * A page of a category's articles, newest first; with `q`, only the articles whose title,
 * summary, body or topics hold every word (best matches first), through article_search.
 */
export function listCategoryArticles(category: ArticleCategory, params: ArticleListParams): ArticleList {
  const siteName = getConfig().SITE_NAME;
  const offset = (params.page - 1) * params.limit;
  const expression = params.q ? articleSearchExpression(params.q) : null;
  if (params.q && !expression) return { items: [], total: 0 };
  if (!expression) {
    const rows = statement(
      `SELECT ${LIST_COLUMNS} FROM articles a WHERE a.category_slug = ?
       ORDER BY a.published_at DESC, a.id LIMIT ? OFFSET ?`,
    ).all(category.slug, params.limit, offset) as ListRow[];
    return { items: rows.map((row) => toListItem(row, siteName)), total: category.articleCount };
  }
  // The category is a token of the index itself ('c' || hex(slug), db/derive/0801), so the
  // count and the ranking never touch article rows; only the page's rows are read.
  // The words are confined to the text columns, so they can never match a category token.
  const match = `SELECT 'category:"c' || hex(?) || '" AND {title summary body topics}:(' || ? || ')'`;
  const total = statement(`SELECT count(*) FROM article_search WHERE article_search MATCH (${match})`)
    .pluck()
    .get(category.slug, expression) as number;
  const rows =
    total > offset
      ? (statement(
          `SELECT ${LIST_COLUMNS}
           FROM (SELECT rowid, rank FROM article_search WHERE article_search MATCH (${match}) ORDER BY rank LIMIT ? OFFSET ?) s
           JOIN articles a ON a.id = s.rowid
           ORDER BY s.rank, a.id`,
        ).all(category.slug, expression, params.limit, offset) as ListRow[])
      : [];
  return { items: rows.map((row) => toListItem(row, siteName)), total };
}

/** An article as pages and the API show it: text cleaned, body sanitized again, display rules applied. */
export interface Article {
  readonly id: number;
  readonly slug: string;
  readonly category: { readonly slug: string; readonly title: string };
  readonly title: string;
  readonly metaTitle: string | null;
  readonly seoMetaDescription: string | null;
  readonly metaDescription: string | null;
  readonly excerpt: string;
  readonly fullSummary: string;
  readonly contentHtml: string;
  readonly publishedAt: number;
  readonly author: string;
  readonly isEditorialTeam: boolean;
  readonly readingTime: number;
  readonly contentDifficulty: string | null;
  readonly primaryLegalArea: string | null;
  readonly contentType: string | null;
  readonly keyTopics: string[];
  readonly cardSummary: string | null;
  readonly pullQuote: string | null;
}

interface ArticleRow {
  id: number;
  slug: string;
  category_slug: string;
  title: string;
  meta_title: string | null;
  seo_meta_description: string | null;
  meta_description: string | null;
  excerpt: string;
  full_summary: string;
  content_html: string;
  published_at: number;
  author_name: string | null;
  reading_time: number | null;
  content_difficulty: string | null;
  primary_legal_area: string | null;
  content_type: string | null;
  key_topics: string;
  card_summary: string | null;
  pull_quote: string | null;
}

const optionalText = (value: string | null) => (value === null ? null : cleanText(value) || null);

export function findArticle(slug: string): Article | null {
  const row = statement('SELECT * FROM articles WHERE slug = ?').get(slug) as ArticleRow | undefined;
  if (!row) return null;
  const siteName = getConfig().SITE_NAME;
  const category = findArticleCategory(row.category_slug);
  const contentHtml = sanitizeArticleHtml(row.content_html);
  const author = articleAuthor(row.author_name, siteName);
  return {
    id: row.id,
    slug: row.slug,
    category: { slug: row.category_slug, title: category?.title ?? row.category_slug },
    title: cleanText(row.title),
    metaTitle: optionalText(row.meta_title),
    seoMetaDescription: optionalText(row.seo_meta_description),
    metaDescription: optionalText(row.meta_description),
    excerpt: cleanText(row.excerpt),
    fullSummary: cleanText(row.full_summary),
    contentHtml,
    publishedAt: row.published_at,
    author,
    isEditorialTeam: author === editorialTeam(siteName),
    readingTime: articleReadingTime(row.reading_time, cleanText(contentHtml)),
    contentDifficulty: optionalText(row.content_difficulty),
    primaryLegalArea: optionalText(row.primary_legal_area),
    contentType: optionalText(row.content_type),
    keyTopics: parseKeyTopics(row.key_topics),
    cardSummary: optionalText(row.card_summary),
    pullQuote: optionalText(row.pull_quote),
  };
}
