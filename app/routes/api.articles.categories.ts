import type { Route } from './+types/api.articles.categories';
import { listArticleCategories } from '#app/data/article-categories.server.ts';
import { requestLog } from '#app/log.server.ts';

/**
 * GET /api/articles/categories: the categories that have articles, largest first, with the
 * spec's field names (article_count is a number here) and the friendly name.
 */
export function loader({ request }: Route.LoaderArgs) {
  try {
    const categories = listArticleCategories().map((category) => ({
      category_name: category.name,
      category_slug: category.slug,
      display_name: category.title,
      article_count: category.articleCount,
    }));
    const totalArticles = categories.reduce((sum, category) => sum + category.article_count, 0);
    return Response.json(
      { categories, totalArticles, totalCategories: categories.length },
      { headers: { 'Cache-Control': 'public, max-age=300' } },
    );
  } catch (error) {
    requestLog(request).error({ err: error }, 'article categories failed');
    return Response.json({ error: 'Unable to load categories' }, { status: 500 });
  }
}
