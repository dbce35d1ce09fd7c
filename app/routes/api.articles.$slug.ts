import type { Route } from './+types/api.articles.$slug';
import { findArticle } from '#app/data/articles.server.ts';

/** GET /api/articles/{slug}: the article with the spec's field names; content is sanitized HTML. 404 when unknown. */
export function loader({ params }: Route.LoaderArgs) {
  const article = findArticle(params.slug);
  if (!article) return Response.json({ error: 'Article not found' }, { status: 404 });
  return Response.json(
    {
      slug: article.slug,
      title: article.title,
      metaTitle: article.metaTitle,
      seoMetaDescription: article.seoMetaDescription,
      metaDescription: article.metaDescription,
      excerpt: article.excerpt,
      fullSummary: article.fullSummary,
      content: article.contentHtml,
      publishedDate: new Date(article.publishedAt * 1000).toISOString(),
      authorName: article.author,
      readingTime: article.readingTime,
      contentDifficulty: article.contentDifficulty,
      primaryLegalArea: article.primaryLegalArea,
      contentType: article.contentType,
      keyTopics: article.keyTopics,
      cardSummary: article.cardSummary,
      pullQuote: article.pullQuote,
      category: { slug: article.category.slug, name: article.category.title },
    },
    { headers: { 'Cache-Control': 'public, max-age=300' } },
  );
}
