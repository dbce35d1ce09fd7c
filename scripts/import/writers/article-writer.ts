import { articleCategoryRecord, articleRecord } from '#scripts/import/records.ts';
import { isoToEpochSeconds } from '../dates.ts';
import { sanitizeArticleHtml } from '../sanitize-article.ts';
import { parseWith, type LineWriter, type WriterContext } from './context.ts';

export function articleCategoryWriter(context: WriterContext): LineWriter {
  const insert = context.db.prepare('INSERT INTO article_categories (slug, name) VALUES (?, ?)');
  return (value) => {
    const parsed = parseWith(articleCategoryRecord, value);
    if (!parsed.ok) return parsed.reason;
    const { slug, name } = parsed.record;
    if (context.articleCategorySlugs.has(slug)) return `duplicate article category slug ${slug}`;
    insert.run(slug, name);
    context.articleCategorySlugs.add(slug);
    return null;
  };
}

export function articleWriter(context: WriterContext): LineWriter {
  const slugs = new Set<string>();
  const insert = context.db.prepare(
    `INSERT INTO articles (slug, category_slug, title, meta_title, seo_meta_description, meta_description, excerpt,
       full_summary, content_html, published_at, author_name, reading_time, content_difficulty, primary_legal_area,
       content_type, key_topics, card_summary, pull_quote)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  return (value) => {
    const parsed = parseWith(articleRecord, value);
    if (!parsed.ok) return parsed.reason;
    const a = parsed.record;
    if (slugs.has(a.slug)) return `duplicate article slug ${a.slug}`;
    if (!context.articleCategorySlugs.has(a.categorySlug)) {
      return `categorySlug ${a.categorySlug} is not in article-categories.jsonl`;
    }
    insert.run(
      a.slug,
      a.categorySlug,
      a.title,
      a.metaTitle ?? null,
      a.seoMetaDescription ?? null,
      a.metaDescription ?? null,
      a.excerpt,
      a.fullSummary,
      sanitizeArticleHtml(a.content),
      isoToEpochSeconds(a.publishedDate),
      a.authorName ?? null,
      a.readingTime ?? null,
      a.contentDifficulty ?? null,
      a.primaryLegalArea ?? null,
      a.contentType ?? null,
      JSON.stringify(a.keyTopics),
      a.cardSummary ?? null,
      a.pullQuote ?? null,
    );
    slugs.add(a.slug);
    return null;
  };
}
