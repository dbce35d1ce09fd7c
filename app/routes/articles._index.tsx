import { useState } from 'react';
import { Form, isRouteErrorResponse, Link } from 'react-router';
import type { Route } from './+types/articles._index';
import { CategoryCard } from '#app/components/articles/category-card.tsx';
import { pageMeta } from '#app/components/page-meta.ts';
import { NotFoundPage, StatusPage } from '#app/components/status-page.tsx';
import { listArticleCategories } from '#app/data/article-categories.server.ts';
import { filterArticleCategories } from '#app/domain/article-categories.ts';
import { normalizeArticleQuery } from '#app/domain/article-listing.ts';
import { formatNumber } from '#app/domain/format.ts';

export function loader({ request }: Route.LoaderArgs) {
  const q = normalizeArticleQuery(new URL(request.url).searchParams.get('q'));
  // A failure to read the categories reaches the ErrorBoundary below ("Unable to Load Categories").
  const categories = listArticleCategories().map(({ slug, title, articleCount }) => ({ slug, title, articleCount }));
  const articles = categories.reduce((sum, category) => sum + category.articleCount, 0);
  return { q, categories, totals: { articles, categories: categories.length } };
}

export function meta({ matches, loaderData, error }: Route.MetaArgs) {
  if (error)
    return [
      {
        title: isRouteErrorResponse(error) && error.status === 404 ? '404 Page Not Found' : 'Unable to Load Categories',
      },
    ];
  const totals = loaderData?.totals;
  return pageMeta(matches, {
    title: 'Legal Articles by Category',
    description: totals
      ? `Read ${formatNumber(totals.articles)} plain-English legal articles in ${formatNumber(totals.categories)} categories, from personal injury and family law to estate planning.`
      : 'Plain-English legal articles by category.',
    path: '/articles',
    noindex: Boolean(loaderData?.q),
  });
}

export default function ArticlesIndex({ loaderData }: Route.ComponentProps) {
  const { categories, totals } = loaderData;
  const [filter, setFilter] = useState(loaderData.q);
  const shown = filterArticleCategories(categories, filter);
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
            {totals.articles === 1 ? 'article' : 'articles'}
          </span>
          <span>
            <strong className="text-xl text-brand-700 dark:text-brand-100">{formatNumber(totals.categories)}</strong>{' '}
            {totals.categories === 1 ? 'category' : 'categories'}
          </span>
        </p>
      </header>

      <Form method="get" role="search" className="mt-8 flex max-w-xl gap-2">
        <label htmlFor="category-filter" className="sr-only">
          Filter categories
        </label>
        <input
          id="category-filter"
          name="q"
          type="search"
          value={filter}
          onChange={(event) => setFilter(event.target.value)}
          placeholder="Filter categories..."
          maxLength={100}
          autoComplete="off"
          className="h-11 flex-1 rounded-md border border-slate-400 bg-white px-3 text-base dark:border-slate-500 dark:bg-slate-900"
        />
        <button
          type="submit"
          className="h-11 rounded-md bg-brand-700 px-5 font-medium text-white hover:bg-brand-800 dark:bg-brand-600"
        >
          Filter
        </button>
      </Form>
      <p role="status" className="mt-3 text-sm text-slate-700 dark:text-slate-300">
        {filter.trim() ? `${shown.length} of ${categories.length} categories match.` : ''}
      </p>

      {shown.length > 0 ? (
        <ul className="mt-4 grid gap-5 sm:grid-cols-2 lg:grid-cols-3" aria-label="Article categories">
          {shown.map((category) => (
            <CategoryCard key={category.slug} category={category} />
          ))}
        </ul>
      ) : (
        <div className="mt-6 rounded-lg border border-dashed border-slate-300 p-8 text-center dark:border-slate-600">
          <p className="text-lg font-semibold">No categories found</p>
          {filter.trim() && (
            <p className="mt-2 text-slate-700 dark:text-slate-300">
              Nothing matches “{filter.trim()}”.{' '}
              <Link
                to="/articles"
                onClick={() => setFilter('')}
                className="text-brand-700 underline dark:text-brand-100"
              >
                Show all categories
              </Link>
            </p>
          )}
        </div>
      )}
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
