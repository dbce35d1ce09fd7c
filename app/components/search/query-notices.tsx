import { Link } from '#app/components/ui/link.tsx';
import { searchPath } from '#app/domain/urls.ts';
import type { SearchResult } from '#app/search/index.ts';

/**
 * What search understood of the words, said above the results (docs/search.md,
 * "Understanding a query"): the corrected query it searched, with a link to search exactly
 * what was typed instead; and the state it read from the words and applied (first, with
 * other states after it, when it has fewer questions than a page), with a link to search
 * every state.
 */
export function QueryNotices({ result }: { result: SearchResult }) {
  const { request, correctedQuery, originalQuery, placeFilter } = result;
  if (!correctedQuery && !placeFilter) return null;
  const link = 'font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900 dark:text-brand-300';
  return (
    <div className="mb-4 space-y-1 text-sm text-slate-800 dark:text-slate-200" data-testid="query-notices">
      {correctedQuery && (
        <p role="status" data-testid="spelling-notice">
          Showing results for{' '}
          <Link to={searchPath({ ...request, q: correctedQuery, page: 1 })} className={`${link} italic`}>
            {correctedQuery}
          </Link>
          .{' '}
          <span className="block sm:inline">
            Search instead for{' '}
            <Link
              to={searchPath({ ...request, q: originalQuery, exact: true, page: 1 })}
              className={`${link} italic`}
            >
              {originalQuery}
            </Link>
          </span>
        </p>
      )}
      {placeFilter && (
        <p role="status" data-testid="place-notice">
          Questions from <strong>{placeFilter.name}</strong>, named in your search, come first among questions of
          similar relevance; questions from every state are included.{' '}
          <Link to={searchPath({ ...request, state: null, noPlace: true, page: 1 })} className={link}>
            Search everywhere without preferring {placeFilter.name}
          </Link>
        </p>
      )}
    </div>
  );
}
