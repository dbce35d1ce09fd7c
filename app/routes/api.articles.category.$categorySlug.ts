import type { Route } from './+types/api.articles.category.$categorySlug';
import { findArticleCategory } from '#app/data/article-categories.server.ts';
import { listCategoryArticles } from '#app/data/articles.server.ts';
import { articlePagination, parseArticleListParams } from '#app/domain/article-listing.ts';

/**
 * GET /api/articles/category/{slug}?page=&limit=12[&q=]: a page of the category's articles
 * ({id, slug, title, excerpt, published_date, author_name}) and
 * pagination {page, total, totalPages, hasPrev, hasNext}. 400 for a bad page or limit,
 * 404 for an unknown category; a page past the end is an empty list.
 */
export function loader({ params, request }: Route.LoaderArgs) {
  const parsed = parseArticleListParams(new URL(request.url).searchParams);
  if (!parsed.ok) return Response.json({ error: parsed.error }, { status: 400 });
  const category = findArticleCategory(params.categorySlug);
  if (!category) return Response.json({ error: 'Category not found' }, { status: 404 });
  const { page, limit, q } = parsed.params;
  const list = listCategoryArticles(category, parsed.params);
  return Response.json(
    {
      category: {
        category_slug: category.slug,
        category_name: category.name,
        display_name: category.title,
        article_count: category.articleCount,
      },
      ...(q ? { q } : {}),
      articles: list.items.map((item) => ({
        id: item.id,
        slug: item.slug,
        title: item.title,
        excerpt: item.excerpt,
        published_date: new Date(item.publishedAt * 1000).toISOString(),
        author_name: item.author,
      })),
      pagination: articlePagination(page, list.total, limit),
    },
    { headers: { 'Cache-Control': 'public, max-age=300' } },
  );
}
