import type { ReactNode } from 'react';
import { Link } from '#app/components/ui/link.tsx';
import { Pagination } from '#app/components/ui/pagination.tsx';
import { findAttorneyHref, type AttorneySearchParams } from '#app/domain/attorney-search-params.ts';
import { pagesWindow, totalPages } from '#app/domain/pagination.ts';
import { AttorneyCard, type AttorneyCardData } from './attorney-card.tsx';
import { countOf } from '#app/domain/grammar.ts';

export type ResultsState =
  | { kind: 'results'; params: AttorneySearchParams; attorneys: AttorneyCardData[]; total: number }
  | { kind: 'error'; message: string }
  | { kind: 'invalid' };

/** Results mode of /find-attorney: compact search bar, 'Search Results' with count, sort and paging. */
export function FindAttorneyResults({ state, sortControls }: { state: ResultsState; sortControls: ReactNode }) {
  return (
    <div className="space-y-6">
      <section
        aria-labelledby="results-heading"
        className="rounded-lg border border-slate-200 p-4 dark:border-slate-700"
      >
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div>
            <h2 id="results-heading" className="text-xl font-semibold">
              Search Results
            </h2>
            {state.kind === 'results' && (
              <p className="text-sm text-slate-700 dark:text-slate-300" data-testid="found-count">
                Found {countOf(state.total, 'attorney')}
              </p>
            )}
          </div>
          {sortControls}
        </div>
        <div className="mt-6">{body(state)}</div>
      </section>
    </div>
  );
}

function body(state: ResultsState) {
  if (state.kind === 'invalid') return null;
  if (state.kind === 'error')
    return (
      <div
        role="alert"
        className="rounded-md border border-red-300 bg-red-50 p-4 text-red-900 dark:border-red-700 dark:bg-red-950 dark:text-red-100"
      >
        <h3 className="font-semibold">Search Error</h3>
        <p className="text-sm">{state.message}</p>
      </div>
    );
  if (state.total === 0 || state.attorneys.length === 0)
    return (
      <div className="py-10 text-center">
        <h3 className="text-lg font-semibold">No Attorneys Found</h3>
        <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">Try other words or fewer filters.</p>
        <Link
          to="/find-attorney"
          reloadDocument
          className="mt-4 inline-flex h-10 items-center rounded-md bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-800 dark:bg-brand-600"
        >
          Reset Search
        </Link>
      </div>
    );
  const { params } = state;
  const current = Math.floor(params.offset / params.limit) + 1;
  const last = totalPages(state.total, params.limit);
  return (
    <>
      <ol className="space-y-4" aria-label="Attorneys">
        {state.attorneys.map((attorney) => (
          <li key={attorney.id}>
            <AttorneyCard attorney={attorney} />
          </li>
        ))}
      </ol>
      <Pagination
        current={current}
        last={last}
        items={pagesWindow(current, last, 5)}
        hrefFor={(page) => findAttorneyHref({ ...params, offset: (page - 1) * params.limit })}
        label="Attorney results pages"
      />
    </>
  );
}
