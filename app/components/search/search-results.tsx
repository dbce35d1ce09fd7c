import { Link } from '#app/components/ui/link.tsx';
import { QuestionCard } from '#app/components/question-card.tsx';
import { Pagination } from '#app/components/ui/pagination.tsx';
import { formatNumber } from '#app/domain/format.ts';
import { hasMarks, MAX_SEARCH_PAGE, type SearchResult } from '#app/search/index.ts';
import { pagesAroundCurrent, totalPages } from '#app/domain/pagination.ts';
import { HighlightedText } from './highlighted-text.tsx';
import { QueryNotices } from './query-notices.tsx';
import { countOf } from '#app/domain/grammar.ts';
import { searchPath } from '#app/domain/urls.ts';

export const NO_RESULTS = 'No results found';
export const NO_RESULTS_HINT = 'Try adjusting your search terms or filters.';

/** Count line, sort control, the "any term" notice, result cards and the page bar. */
export function SearchResults({ result }: { result: SearchResult }) {
  const { request } = result;
  const filtered =
    request.state !== null || request.country !== null || request.category !== null || request.fromDate !== null || request.toDate !== null;
  const last = Math.min(totalPages(result.total, result.pageSize), MAX_SEARCH_PAGE);
  if (result.hits.length === 0 && result.total > 0 && result.page > last) {
    return (
      <div className="rounded-lg border border-slate-200 bg-white p-8 text-center dark:border-slate-700 dark:bg-slate-900">
        <h2 className="text-xl font-semibold" data-testid="past-last-page">
          There {last === 1 ? 'is' : 'are'} only {countOf(last, 'page')} of results for “{request.q}”
        </h2>
        <Link
          to={searchPath({ ...request, page: last })}
          className="mt-4 inline-block rounded-md bg-brand-700 px-4 py-2 font-semibold text-white dark:bg-brand-600"
        >
          Go to the last page ({formatNumber(last)})
        </Link>
      </div>
    );
  }
  if (result.total === 0 || result.hits.length === 0) {
    return (
      <div>
        <QueryNotices result={result} />
        <div className="rounded-lg border border-slate-200 bg-white p-8 text-center dark:border-slate-700 dark:bg-slate-900">
        <h2 className="text-xl font-semibold">{NO_RESULTS}</h2>
        <p className="mt-2 text-slate-700 dark:text-slate-300">{NO_RESULTS_HINT}</p>
        {filtered && (
          <Link
            to={searchPath({ q: request.q, sort: request.sort })}
            className="mt-4 inline-block rounded-md bg-brand-700 px-4 py-2 font-semibold text-white dark:bg-brand-600"
          >
            Reset filters
          </Link>
        )}
        </div>
      </div>
    );
  }
  const first = (result.page - 1) * result.pageSize + 1;
  return (
    <div>
      <QueryNotices result={result} />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-slate-700 dark:text-slate-300" data-testid="result-count">
          {result.totalApproximate ? 'About ' : ''}
          {countOf(result.total, 'result')}
          {result.total > result.pageSize &&
            ` (showing ${formatNumber(first)}–${formatNumber(first + result.hits.length - 1)})`}{' '}
          for “{result.correctedQuery ?? request.q}” ·{' '}
          <span data-testid="elapsed">{result.elapsedMs < 1 ? '<1' : Math.round(result.elapsedMs)} ms</span>
        </p>
        <SortControl result={result} />
      </div>
      {result.mode === 'any' && (
        <p
          role="status"
          className="mt-3 rounded-md bg-amber-50 p-3 text-sm text-amber-900 dark:bg-amber-950 dark:text-amber-100"
        >
          No question contains all of your words, so these results contain any of them.
        </p>
      )}
      <ol className="mt-4 space-y-4">
        {result.hits.map((hit) => (
          <li key={hit.id}>
            <QuestionCard
              question={hit}
              headingLevel={2}
              snippet={
                <HighlightedText
                  marked={
                    hit.answerShortMarked && !hasMarks(hit.questionShortMarked) && hasMarks(hit.answerShortMarked)
                      ? hit.answerShortMarked
                      : hit.questionShortMarked
                  }
                />
              }
            />
          </li>
        ))}
      </ol>
      <Pagination
        current={result.page}
        last={last}
        items={pagesAroundCurrent(result.page, last)}
        hrefFor={(page) => searchPath({ ...request, page })}
        label="Search results pages"
      />
    </div>
  );
}

function SortControl({ result }: { result: SearchResult }) {
  const { request } = result;
  const option = (sort: 'relevance' | 'newest', label: string) =>
    request.sort === sort ? (
      <span aria-current="true" className="rounded-md bg-brand-700 px-3 py-1 text-white dark:bg-brand-600">
        {label}
      </span>
    ) : (
      <Link
        to={searchPath({ ...request, sort, page: 1 })}
        className="rounded-md px-3 py-1 hover:bg-slate-100 dark:hover:bg-slate-800"
      >
        {label}
      </Link>
    );
  return (
    <nav aria-label="Sort results" className="flex items-center gap-1 text-sm">
      <span className="mr-1 text-slate-600 dark:text-slate-400">Sort by</span>
      {option('relevance', 'Relevance')}
      {option('newest', 'Date')}
    </nav>
  );
}
