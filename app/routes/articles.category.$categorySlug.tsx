import { data, Form, isRouteErrorResponse, redirect } from 'react-router';
import { Link } from '#app/components/ui/link.tsx';
import type { Route } from './+types/articles.category.$categorySlug';
import { ArticleCard } from '#app/components/articles/article-card.tsx';
import { ArticlePager } from '#app/components/articles/article-pager.tsx';
import { Breadcrumb } from '#app/components/ui/breadcrumb.tsx';
import { errorMeta, pageMeta, siteFromMatches } from '#app/components/page-meta.ts';
import { articleCategoryTrail, breadcrumbJsonLd } from '#app/domain/breadcrumbs.ts';
import { NotFoundPage, StatusPage } from '#app/components/status-page.tsx';
import { findArticleCategory } from '#app/data/article-categories.server.ts';
import { listCategoryArticles } from '#app/data/articles.server.ts';
import { ARTICLE_CATEGORY_SLUG_ALIASES, articleCountLabel } from '#app/domain/article-categories.ts';
import {
  ARTICLES_PAGE_SIZE,
  articlePagination,
  categoryArticlesHref,
  normalizeArticleQuery,
} from '#app/domain/article-listing.ts';
import { formatNumber } from '#app/domain/format.ts';
import { parsePage } from '#app/domain/pagination.ts';
import { articleCategoryPath } from '#app/domain/urls.ts';
import { nounFor } from '#app/domain/grammar.ts';

export function loader({ params, request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const slug = params.categorySlug;
  const category = findArticleCategory(slug);
  if (!category) {
    const alias = Object.hasOwn(ARTICLE_CATEGORY_SLUG_ALIASES, slug) ? ARTICLE_CATEGORY_SLUG_ALIASES[slug] : undefined;
    if (alias && findArticleCategory(alias))
      throw redirect(`${articleCategoryPath({ slug: alias })}${url.search}`, 301);
    throw data({ missing: 'category' }, { status: 404 });
  }
  const page = parsePage(url.searchParams.get('page'));
  if (page === null) throw data({ invalid: 'page' }, { status: 400 });
  const q = normalizeArticleQuery(url.searchParams.get('q'));
  const list = listCategoryArticles(category, { page, limit: ARTICLES_PAGE_SIZE, q });
  const pagination = articlePagination(page, list.total, ARTICLES_PAGE_SIZE);
  if (page > pagination.totalPages) throw data({ missing: 'page' }, { status: 404 });
  return {
    category: { slug: category.slug, title: category.title, articleCount: category.articleCount },
    q,
    articles: list.items,
    pagination,
  };
}

export function meta({ matches, loaderData, error }: Route.MetaArgs) {
  if (error) return errorMeta(matches, categoryErrorTitle(error));
  if (!loaderData) return [];
  const { category, pagination, q } = loaderData;
  const pageSuffix = pagination.page > 1 ? ` (Page ${pagination.page})` : '';
  return pageMeta(matches, {
    title: `${category.title} Articles${pageSuffix}`,
    description: `${articleCountLabel(category.articleCount)} on ${category.title.toLowerCase()}: plain-English guides, explainers and checklists to help you understand your legal options.`,
    path: categoryArticlesHref(category.slug, { page: pagination.page }),
    noindex: Boolean(q),
    jsonLd: [breadcrumbJsonLd(siteFromMatches(matches).siteUrl, articleCategoryTrail(category))],
  });
}

export default function ArticleCategoryPage({ loaderData }: Route.ComponentProps) {
  const { category, q, articles, pagination } = loaderData;
  const searchId = 'category-article-search';
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <Breadcrumb items={articleCategoryTrail(category)} />
      <header className="mt-6">
        <h1 className="text-3xl font-bold tracking-tight wrap-anywhere sm:text-4xl">{category.title}</h1>
        <p className="mt-2 text-slate-700 dark:text-slate-300" data-testid="category-count">
          {q
            ? `${formatNumber(pagination.total)} of ${articleCountLabel(category.articleCount)} ${nounFor(pagination.total, 'matches', 'match')} “${q}”`
            : articleCountLabel(category.articleCount)}
        </p>
      </header>

      {category.articleCount > 0 && (
        <Form method="get" role="search" className="mt-6 flex max-w-xl gap-2">
          <label htmlFor={searchId} className="sr-only">
            Search articles in {category.title}
          </label>
          <input
            id={searchId}
            key={q}
            name="q"
            type="search"
            defaultValue={q}
            placeholder={`Search ${category.title} articles...`}
            maxLength={100}
            className="h-11 flex-1 rounded-md border border-slate-400 bg-white px-3 text-base dark:border-slate-500 dark:bg-slate-900"
          />
          <button
            type="submit"
            className="h-11 rounded-md bg-brand-700 px-5 font-medium text-white hover:bg-brand-800 dark:bg-brand-600"
          >
            Search
          </button>
          {q && (
            <Link
              to={articleCategoryPath(category)}
              className="inline-flex h-11 items-center rounded-md border border-slate-300 px-4 text-sm font-medium hover:bg-slate-100 dark:border-slate-600 dark:hover:bg-slate-800"
            >
              Clear
            </Link>
          )}
        </Form>
      )}

      {articles.length > 0 ? (
        <ul className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-3" aria-label={`${category.title} articles`}>
          {articles.map((article) => (
            <ArticleCard key={article.slug} article={article} />
          ))}
        </ul>
      ) : (
        <div className="mt-8 rounded-lg border border-dashed border-slate-300 p-8 text-center dark:border-slate-600">
          <p className="text-lg font-semibold">{q ? 'No articles found' : 'No articles in this category yet'}</p>
          <p className="mt-2 text-slate-700 dark:text-slate-300">
            {q ? `No article in ${category.title} matches “${q}”. ` : ''}
            <Link
              to={q ? articleCategoryPath(category) : '/articles'}
              className="text-brand-700 underline dark:text-brand-100"
            >
              {q ? 'Show all articles in this category' : 'Browse all categories'}
            </Link>
          </p>
        </div>
      )}

      <ArticlePager
        page={pagination.page}
        totalPages={pagination.totalPages}
        hrefFor={(page) => categoryArticlesHref(category.slug, { page, q })}
      />
    </div>
  );
}

function categoryErrorTitle(error: unknown): string {
  if (!isRouteErrorResponse(error)) return 'Something went wrong';
  if (error.status === 400) return 'Bad Request';
  return (error.data as { missing?: string } | null)?.missing === 'category'
    ? 'Category Not Found'
    : '404 Page Not Found';
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const title = categoryErrorTitle(error);
  if (title === 'Category Not Found') {
    return (
      <StatusPage
        title="Category Not Found"
        message="The requested category could not be found."
        action={{ to: '/articles', label: 'Back to Articles' }}
      />
    );
  }
  if (title === '404 Page Not Found') return <NotFoundPage />;
  return (
    <StatusPage
      title={title}
      message={
        title === 'Bad Request' ? 'The address has a value this page cannot use.' : 'Please try again in a moment.'
      }
      action={{ to: '/articles', label: 'Back to Articles' }}
    />
  );
}
