import { Link } from '#app/components/ui/link.tsx';
import { formatDate } from '#app/domain/format.ts';
import { articlePath } from '#app/domain/urls.ts';

export interface ArticleCardData {
  readonly slug: string;
  readonly title: string;
  readonly excerpt: string;
  readonly publishedAt: number;
  readonly author: string;
}

/** One article in a category grid: title, excerpt, date and author. */
export function ArticleCard({ article }: { article: ArticleCardData }) {
  return (
    <li className="relative flex flex-col rounded-lg border border-slate-200 bg-white p-5 shadow-sm transition hover:border-brand-600 focus-within:border-brand-600 dark:border-slate-700 dark:bg-slate-900">
      <h2 className="text-lg leading-snug font-semibold wrap-anywhere">
        <Link to={articlePath(article)} className="after:absolute after:inset-0 hover:underline">
          {article.title}
        </Link>
      </h2>
      {article.excerpt && (
        <p className="mt-2 line-clamp-4 text-sm text-slate-700 dark:text-slate-300">{article.excerpt}</p>
      )}
      <p className="mt-auto pt-4 text-xs text-slate-600 dark:text-slate-400">
        <time dateTime={new Date(article.publishedAt * 1000).toISOString()}>{formatDate(article.publishedAt)}</time>
        <span aria-hidden="true"> · </span>
        <span className="sr-only">, by </span>
        <span>{article.author}</span>
      </p>
    </li>
  );
}
