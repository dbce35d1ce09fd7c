import { isRouteErrorResponse } from 'react-router';
import type { Route } from './+types/articles._index';
import { CategoryBrowser } from '#app/components/articles/category-browser.tsx';
import { errorMeta, pageMeta } from '#app/components/page-meta.ts';
import { NotFoundPage, StatusPage } from '#app/components/status-page.tsx';
import { listArticleCategories } from '#app/data/article-categories.server.ts';
import { normalizeArticleQuery } from '#app/domain/article-listing.ts';
import { formatNumber } from '#app/domain/format.ts';
import { countOf, nounFor } from '#app/domain/grammar.ts';

export function loader({ request }: Route.LoaderArgs) {
  const q = normalizeArticleQuery(new URL(request.url).searchParams.get('q'));
  // A failure to read the categories reaches the ErrorBoundary below ("Unable to Load Categories").
  const categories = listArticleCategories().map(({ slug, title, articleCount }) => ({ slug, title, articleCount }));
  const articles = categories.reduce((sum, category) => sum + category.articleCount, 0);
  return { q, categories, totals: { articles, categories: categories.length } };
}

export function meta({ matches, loaderData, error }: Route.MetaArgs) {
  if (error)
    return errorMeta(matches, isRouteErrorResponse(error) && error.status === 404 ? '404 Page Not Found' : 'Unable to Load Categories');
  const totals = loaderData?.totals;
  return pageMeta(matches, {
    title: 'Legal Articles by Category',
    description: totals
      ? `Read ${countOf(totals.articles, 'plain-English legal article')} in ${countOf(totals.categories, 'category', 'categories')}, from personal injury and family law to estate planning.`
      : 'Plain-English legal articles by category.',
    path: '/articles',
    noindex: Boolean(loaderData?.q),
  });
}

export default function ArticlesIndex({ loaderData }: Route.ComponentProps) {
  const { categories, totals, q } = loaderData;
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <header className="max-w-3xl">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Legal Articles</h1>
        <p className="mt-3 text-lg text-slate-700 dark:text-slate-300">
          Plain-English guides and explainers, written to help you understand your situation before you talk to an
          attorney.
        </p>
        <p
          className="mt-4 flex flex-wrap gap-x-6 gap-y-1 text-sm font-medium text-slate-800 dark:text-slate-200"
          data-testid="article-totals"
        >
          <span>
            <strong className="text-xl text-brand-700 dark:text-brand-100">{formatNumber(totals.articles)}</strong>{' '}
            {nounFor(totals.articles, 'article')}
          </span>
          <span>
            <strong className="text-xl text-brand-700 dark:text-brand-100">{formatNumber(totals.categories)}</strong>{' '}
            {nounFor(totals.categories, 'category', 'categories')}
          </span>
        </p>
      </header>
      {/* Keyed by the query in the address, so a navigation to another ?q= starts from it. */}
      <CategoryBrowser key={q} categories={categories} initialFilter={q} />
    </div>
  );
}

/** Any failure to read the categories (spec section 8); a thrown 404 stays the 404 page. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  return (
    <StatusPage
      title="Unable to Load Categories"
      message="Please try refreshing the page or contact support if the problem persists."
      action={{ to: '/articles', label: 'Try Again' }}
    />
  );
}
