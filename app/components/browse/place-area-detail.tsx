import { Link } from '#app/components/ui/link.tsx';
import { QuestionListing } from './question-listing.tsx';
import type { ResultRow } from './question-results.tsx';
import { StatusPage } from '#app/components/status-page.tsx';
import { Breadcrumb } from '#app/components/ui/breadcrumb.tsx';
import { formatNumber } from '#app/domain/format.ts';
import { countOf } from '#app/domain/grammar.ts';
import {
  CATEGORY_FILTER_LABELS,
  CATEGORY_FILTERS,
  LOCATION_SORT_LABELS,
  LOCATION_SORTS,
  type CategoryFilter,
  type LocationSort,
} from '#app/domain/listing-options.ts';
import { placeTrail } from '#app/domain/location-index.ts';
import { placeAreaName } from '#app/domain/place-areas.ts';
import { attorneyPath, categoryPath, placeAreaPath, placePath } from '#app/domain/urls.ts';

interface PlaceData {
  readonly kind: 'state' | 'country';
  readonly code: string;
  readonly name: string;
  readonly slug: string;
}

export interface PlaceAreaDetailProps {
  readonly place: PlaceData;
  readonly category: { readonly id: number; readonly name: string; readonly slug: string; readonly description: string };
  readonly questionCount: number;
  readonly query: { sort: LocationSort; filter: CategoryFilter; page: number };
  readonly results: readonly ResultRow[];
  readonly total: number;
  readonly pages: number;
  readonly attorneys: ReadonlyArray<{ id: number; slug: string; name: string; city: string | null; answers: number }>;
  readonly neighbours: ReadonlyArray<PlaceData & { questionCount: number }>;
}

/** Home › Legal Help › [Countries ›] the place › the practice area: the page's trail (and its JSON-LD). */
export function placeAreaTrail(place: PlaceData, category: { name: string; slug: string }) {
  return [...placeTrail(place), { name: category.name, path: placeAreaPath(place, category) }];
}

export function PlaceAreaNotFound() {
  return (
    <StatusPage
      title="Page Not Found"
      message="There are no questions of this practice area from this place in the archive."
      action={{ to: '/legal-help', label: 'Back to Locations' }}
    />
  );
}

const linkClass = 'text-brand-700 underline-offset-2 hover:underline dark:text-brand-100';

/** One practice area in one state or country: its questions, its attorneys there, and the ways around it. */
export function PlaceAreaDetail({ place, category, questionCount, query, results, total, pages, attorneys, neighbours }: PlaceAreaDetailProps) {
  const path = placeAreaPath(place, category);
  const name = placeAreaName(category.name, place.name);
  return (
    <div className="mx-auto max-w-5xl px-4 py-8">
      <Breadcrumb items={placeAreaTrail(place, category)} />
      <header className="mt-6">
        <h1 className="text-3xl font-bold tracking-tight">{name}</h1>
        <p className="mt-3 text-slate-700 dark:text-slate-300">
          <strong>{countOf(questionCount, 'question')}</strong> about {category.name.toLowerCase()} asked from {place.name}, with the answers
          attorneys gave.
        </p>
        <p className="mt-2 flex flex-wrap gap-x-6 gap-y-1 text-sm">
          <Link to={placePath(place)} className={linkClass}>
            All questions from {place.name}
          </Link>
          <Link to={categoryPath(category)} className={linkClass}>
            {category.name} everywhere
          </Link>
        </p>
      </header>
      <div className="mt-8 grid gap-10 lg:grid-cols-[minmax(0,1fr)_16rem]">
        <section aria-labelledby="area-questions">
          <h2 id="area-questions" className="text-xl font-semibold">
            Questions
          </h2>
          <QuestionListing
            path={path}
            selects={[
              { name: 'sort', label: 'Sort by', value: query.sort, options: LOCATION_SORTS.map((v) => ({ value: v, label: LOCATION_SORT_LABELS[v] })) },
              { name: 'filter', label: 'Show', value: query.filter, options: CATEGORY_FILTERS.map((v) => ({ value: v, label: CATEGORY_FILTER_LABELS[v] })) },
            ]}
            query={query}
            results={results}
            total={total}
            pages={pages}
            label={`${name} questions`}
            empty={
              <div role="status" className="mt-8 rounded-lg border border-dashed border-slate-300 p-8 text-center dark:border-slate-600">
                <p className="text-lg font-semibold">No questions match this filter</p>
                <Link to={path} className={`mt-3 inline-block ${linkClass}`}>
                  Show all {formatNumber(questionCount)}
                </Link>
              </div>
            }
          />
        </section>
        <div className="space-y-8">
          <section aria-labelledby="area-attorneys">
            <h2 id="area-attorneys" className="text-lg font-semibold">
              Attorneys in {place.name} who answer these most
            </h2>
            {attorneys.length === 0 ? (
              <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">No attorney from {place.name} answered these questions.</p>
            ) : (
              <ol className="mt-3 space-y-2 text-sm">
                {attorneys.map((a) => (
                  <li key={a.id}>
                    <Link to={attorneyPath(a)} className={`font-medium ${linkClass}`}>
                      {a.name}
                    </Link>
                    <span className="block text-slate-700 dark:text-slate-300">
                      {a.city ? `${a.city} · ` : ''}
                      {countOf(a.answers, 'question')} answered here
                    </span>
                  </li>
                ))}
              </ol>
            )}
          </section>
          {neighbours.length > 0 && (
            <section aria-labelledby="area-neighbours">
              <h2 id="area-neighbours" className="text-lg font-semibold">
                {category.name} in neighbouring states
              </h2>
              <ul className="mt-3 space-y-1 text-sm">
                {neighbours.map((n) => (
                  <li key={n.code}>
                    <Link to={placeAreaPath(n, category)} className={linkClass}>
                      {n.name}
                    </Link>{' '}
                    <span className="text-slate-700 dark:text-slate-300">({formatNumber(n.questionCount)})</span>
                  </li>
                ))}
              </ul>
            </section>
          )}
        </div>
      </div>
    </div>
  );
}
