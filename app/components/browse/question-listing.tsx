import type { ReactNode } from 'react';
import { Pagination } from '#app/components/ui/pagination.tsx';
import { formatNumber } from '#app/domain/format.ts';
import { countOf } from '#app/domain/grammar.ts';
import { LISTING_PAGE_SIZE, listingSearch, shownRange } from '#app/domain/listing-options.ts';
import { pagesWindow } from '#app/domain/pagination.ts';
import { ListingControls, type SelectControl } from './listing-controls.tsx';
import { QuestionResults, type ResultRow } from './question-results.tsx';

export interface QuestionListingProps {
  /** The page's path: where the sort and filter form goes, and the pager's links. */
  readonly path: string;
  readonly selects: readonly SelectControl[];
  readonly query: { readonly sort: string; readonly filter: string; readonly page: number };
  readonly results: readonly ResultRow[];
  readonly total: number;
  readonly pages: number;
  /** The list's accessible name. */
  readonly label: string;
  /** What stands in the list's place when the page has no questions. */
  readonly empty: ReactNode;
  /** Whether "Showing 1-20 of N questions" stands above the list. */
  readonly showRange?: boolean;
}

/**
 * A browse page's questions: sort and filter controls, one page of questions (or the
 * empty state), and the pager, laid out the same on every page that lists questions.
 */
export function QuestionListing({ path, selects, query, results, total, pages, label, empty, showRange = true }: QuestionListingProps) {
  const { from, to } = shownRange(query.page, LISTING_PAGE_SIZE, total);
  return (
    <>
      <div className="mt-4">
        <ListingControls action={path} selects={selects} />
      </div>
      {results.length === 0 ? (
        empty
      ) : (
        <>
          {showRange && (
            <p className="mt-6 text-sm text-slate-700 dark:text-slate-300">
              Showing {formatNumber(from)}-{formatNumber(to)} of {countOf(total, 'question')}
            </p>
          )}
          <QuestionResults results={results} label={label} />
        </>
      )}
      <Pagination
        current={query.page}
        last={pages}
        items={pagesWindow(query.page, pages)}
        hrefFor={(page) => `${path}${listingSearch({ ...query, page })}`}
        label="Question pages"
      />
    </>
  );
}
