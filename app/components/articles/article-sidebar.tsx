import { Link } from '#app/components/ui/link.tsx';
import { readingTimeLabel } from '#app/domain/article-display.ts';
import { searchPath } from '#app/domain/urls.ts';

export interface ArticleSidebarData {
  readonly readingTime: number;
  readonly contentDifficulty: string | null;
  readonly primaryLegalArea: string | null;
  readonly contentType: string | null;
  readonly author: string;
  readonly keyTopics: readonly string[];
  readonly quickSummary: string | null;
  readonly pullQuote: string | null;
}

/** Sidebar of an article (spec 2.15): details, key topics (each a search), quick summary with pull quote. */
export function ArticleSidebar({ article }: { article: ArticleSidebarData }) {
  const details: Array<[string, string | null]> = [
    ['Reading time', readingTimeLabel(article.readingTime)],
    ['Difficulty', article.contentDifficulty],
    ['Legal area', article.primaryLegalArea],
    ['Content type', article.contentType],
    ['Author', article.author],
  ];
  const panel = 'rounded-lg border border-slate-200 bg-slate-50 p-5 dark:border-slate-700 dark:bg-slate-900';
  return (
    <aside aria-label="About this article" className="space-y-6">
      <section aria-labelledby="article-details" className={panel}>
        <h2 id="article-details" className="text-base font-semibold">
          Article details
        </h2>
        <dl className="mt-3 space-y-2 text-sm">
          {details
            .filter((detail): detail is [string, string] => Boolean(detail[1]))
            .map(([term, value]) => (
              <div key={term} className="flex justify-between gap-4">
                <dt className="text-slate-700 dark:text-slate-300">{term}</dt>
                <dd className="text-right font-medium">{value}</dd>
              </div>
            ))}
        </dl>
      </section>
      {article.keyTopics.length > 0 && (
        <section aria-labelledby="article-topics" className={panel}>
          <h2 id="article-topics" className="text-base font-semibold">
            Key topics
          </h2>
          <ul className="mt-3 flex flex-wrap gap-2">
            {article.keyTopics.map((topic) => (
              <li key={topic}>
                <Link
                  to={searchPath({ q: topic })}
                  className="inline-flex min-h-8 items-center rounded-full border border-brand-600 bg-white px-3 text-sm text-brand-700 hover:bg-brand-50 dark:bg-slate-950 dark:text-brand-100 dark:hover:bg-slate-800"
                >
                  {topic}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
      {(article.quickSummary || article.pullQuote) && (
        <section aria-labelledby="article-quick-summary" className={panel}>
          <h2 id="article-quick-summary" className="text-base font-semibold">
            Quick summary
          </h2>
          {article.quickSummary && (
            <p className="mt-3 text-sm text-slate-800 dark:text-slate-200">{article.quickSummary}</p>
          )}
          {article.pullQuote && (
            <blockquote className="mt-4 border-l-4 border-brand-600 pl-4 text-base font-medium text-slate-900 italic dark:text-slate-100">
              <p>“{article.pullQuote}”</p>
            </blockquote>
          )}
        </section>
      )}
    </aside>
  );
}
