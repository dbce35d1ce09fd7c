import { data, isRouteErrorResponse } from 'react-router';
import { Link } from '#app/components/ui/link.tsx';
import type { Route } from './+types/articles.$slug';
import { ArticleBody } from '#app/components/articles/article-body.tsx';
import { ArticleSidebar } from '#app/components/articles/article-sidebar.tsx';
import { Breadcrumb } from '#app/components/ui/breadcrumb.tsx';
import { ShareLink } from '#app/components/ui/share-link.tsx';
import { errorMeta, pageMeta, siteFromMatches } from '#app/components/page-meta.ts';
import { StatusPage } from '#app/components/status-page.tsx';
import { findArticle } from '#app/data/articles.server.ts';
import {
  articleJsonLd,
  articleMetaDescription,
  articleMetaTitle,
  readingTimeLabel,
} from '#app/domain/article-display.ts';
import { articleTrail, breadcrumbJsonLd } from '#app/domain/breadcrumbs.ts';
import { formatDate } from '#app/domain/format.ts';
import { articlePath } from '#app/domain/urls.ts';

export function loader({ params }: Route.LoaderArgs) {
  const article = findArticle(params.slug);
  if (!article) throw data(null, { status: 404 });
  return { article };
}

export function meta({ matches, loaderData, error }: Route.MetaArgs) {
  if (error || !loaderData) {
    const notFound = isRouteErrorResponse(error) && error.status === 404;
    return errorMeta(matches, notFound ? 'Article Not Found' : 'Something went wrong');
  }
  const { article } = loaderData;
  const site = siteFromMatches(matches);
  const path = articlePath(article);
  const description = articleMetaDescription(article);
  return pageMeta(matches, {
    title: articleMetaTitle(article.metaTitle, article.title),
    description,
    path,
    type: 'article',
    keywords: article.keyTopics,
    jsonLd: [
      articleJsonLd({
        url: `${site.siteUrl}${path}`,
        title: article.title,
        description,
        publishedAt: article.publishedAt,
        author: article.author,
        isEditorialTeam: article.isEditorialTeam,
        section: article.category.title,
        keywords: article.keyTopics,
        siteName: site.siteName,
        siteUrl: site.siteUrl,
      }),
      breadcrumbJsonLd(site.siteUrl, articleTrail({ ...article, path })),
    ],
  });
}

export default function ArticlePage({ loaderData }: Route.ComponentProps) {
  const { article } = loaderData;
  const button = 'inline-flex h-11 items-center rounded-md px-5 font-medium';
  return (
    <article className="mx-auto max-w-6xl px-4 py-10">
      <Breadcrumb items={articleTrail({ ...article, path: articlePath(article) })} />
      <header className="mt-6 max-w-3xl">
        <h1 className="text-3xl font-bold tracking-tight wrap-anywhere sm:text-4xl">{article.title}</h1>
        {(article.fullSummary || article.excerpt) && (
          <p className="mt-4 text-lg text-slate-700 dark:text-slate-300" data-testid="article-summary">
            {article.fullSummary || article.excerpt}
          </p>
        )}
        <p
          className="mt-4 flex flex-wrap gap-x-2 text-sm text-slate-700 dark:text-slate-300"
          data-testid="article-byline"
        >
          <time dateTime={new Date(article.publishedAt * 1000).toISOString()}>{formatDate(article.publishedAt)}</time>
          <span aria-hidden="true">·</span>
          <span>
            By <span className="font-medium text-slate-900 dark:text-slate-100">{article.author}</span>
          </span>
          <span aria-hidden="true">·</span>
          <span>{readingTimeLabel(article.readingTime)}</span>
        </p>
        <ShareLink path={articlePath(article)} title={article.title} date={article.publishedAt} dateLabel="Published" />
      </header>

      <div className="mt-10 grid gap-10 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="min-w-0 max-w-3xl">
          <ArticleBody sanitizedHtml={article.contentHtml} />
          <footer className="mt-12 flex flex-wrap gap-3 border-t border-slate-200 pt-8 dark:border-slate-700">
            <Link
              to="/find-attorney"
              className={`${button} bg-brand-700 text-white hover:bg-brand-800 dark:bg-brand-600`}
            >
              Find an Attorney
            </Link>
            <Link
              to="/search"
              className={`${button} border border-brand-700 text-brand-700 hover:bg-brand-50 dark:border-brand-100 dark:text-brand-100 dark:hover:bg-slate-800`}
            >
              Search Legal Q&amp;A
            </Link>
          </footer>
        </div>
        <ArticleSidebar
          article={{
            readingTime: article.readingTime,
            contentDifficulty: article.contentDifficulty,
            primaryLegalArea: article.primaryLegalArea,
            contentType: article.contentType,
            author: article.author,
            keyTopics: article.keyTopics,
            quickSummary: article.cardSummary ?? (article.excerpt || null),
            pullQuote: article.pullQuote,
          }}
        />
      </div>
    </article>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <StatusPage
        title="Article Not Found"
        message="The article you're looking for doesn't exist or has been removed."
        action={{ to: '/', label: 'Back to Home' }}
      />
    );
  }
  return (
    <StatusPage
      title="Something went wrong"
      message="Please try again in a moment."
      action={{ to: '/', label: 'Go to Home' }}
    />
  );
}
