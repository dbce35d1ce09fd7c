import { Link } from '#app/components/ui/link.tsx';
import { PlaceGlyph } from './place-card.tsx';
import { HubLinks } from './hub-links.tsx';
import { PopularTopics } from './popular-topics.tsx';
import { QuestionListing } from './question-listing.tsx';
import type { ResultRow } from './question-results.tsx';
import { StatusPage } from '#app/components/status-page.tsx';
import { Breadcrumb } from '#app/components/ui/breadcrumb.tsx';
import {
  LOCATION_SORT_LABELS,
  LOCATION_SORTS,
  practiceAreaFilterLabel,
  PRACTICE_AREA_FILTERS,
  type LocationSort,
  type PracticeAreaFilter,
} from '#app/domain/listing-options.ts';
import { placeDescription, placeTrail, type PlaceCardData } from '#app/domain/location-index.ts';
import { placeAreaPath, placePath, searchPath } from '#app/domain/urls.ts';
import { countOf } from '#app/domain/grammar.ts';
import { placeInSentence } from '#app/domain/answer-context.ts';

export interface LocationDetailProps {
  readonly place: PlaceCardData;
  readonly topics: readonly string[];
  readonly areas: ReadonlyArray<{ name: string; slug: string; questionCount: number }>;
  readonly query: { sort: LocationSort; filter: PracticeAreaFilter; page: number };
  readonly results: readonly ResultRow[];
  readonly total: number;
  readonly pages: number;
}

export function LocationNotFound() {
  return (
    <StatusPage
      title="Location Not Found"
      message="The location you're looking for doesn't exist or may have been moved."
      action={{ to: '/legal-help', label: 'Back to Locations' }}
    />
  );
}

/** The state and country page (spec 2.8). */
export function LocationDetail({ place, topics, areas, query, results, total, pages }: LocationDetailProps) {
  const path = placePath(place);
  const badge = 'inline-flex items-center rounded-full px-3 py-1 text-sm font-medium';
  return (
    <div className="mx-auto max-w-5xl px-4 py-8">
      <Breadcrumb items={placeTrail(place)} />
      <header className="mt-6 flex flex-wrap items-start justify-between gap-4">
        <div className="flex items-start gap-4">
          <PlaceGlyph place={place} />
          <div>
            <h1 className="text-3xl font-bold tracking-tight">{place.name} Legal Questions</h1>
            <ul aria-label="Figures" className="mt-3 flex flex-wrap gap-2">
              <li className={`${badge} bg-brand-50 text-brand-800 dark:bg-slate-800 dark:text-brand-100`}>
                {countOf(place.questionCount, 'question')}
              </li>
              <li className={`${badge} bg-emerald-50 text-emerald-900 dark:bg-slate-800 dark:text-emerald-200`}>
                {countOf(place.attorneyCount, 'attorney')}
              </li>
              <li className={`${badge} border border-slate-300 text-slate-800 dark:border-slate-600 dark:text-slate-200`}>
                <span className="sr-only">Code </span>
                {place.code}
              </li>
            </ul>
            <p className="mt-3 max-w-3xl text-slate-700 dark:text-slate-300">{placeDescription(place)}</p>
            {place.kind === 'country' && place.code !== 'US' && (
              <p className="mt-3 max-w-3xl rounded-md border border-amber-700 bg-amber-50 px-3 py-2 text-sm text-amber-950 dark:border-amber-500 dark:bg-amber-950 dark:text-amber-50" data-testid="foreign-note">
                These questions were asked from {placeInSentence(place.name)}. The answers are by US attorneys unless an attorney&apos;s profile says
                otherwise, and the law of {placeInSentence(place.name)} may differ from what they describe.
              </p>
            )}
          </div>
        </div>
        <Link to="/legal-help" className="inline-flex h-10 items-center rounded-md border border-slate-300 px-4 text-sm font-medium hover:bg-slate-100 dark:border-slate-600 dark:hover:bg-slate-800">
          All Locations
        </Link>
      </header>
      <PopularTopics topics={topics} hrefFor={(topic) => searchPath({ q: topic, ...(place.kind === 'state' ? { state: place.code } : { country: place.code }) })} />
      <HubLinks
        id="location-areas"
        heading={`Top practice areas in ${place.name}`}
        links={areas.map((a) => ({ href: placeAreaPath(place, a), name: a.name, questionCount: a.questionCount }))}
      />
      <section aria-labelledby="location-questions" className="mt-10">
        <h2 id="location-questions" className="text-xl font-semibold">
          Questions from {place.name}
        </h2>
        <QuestionListing
          path={path}
          selects={[
            { name: 'sort', label: 'Sort by', value: query.sort, options: LOCATION_SORTS.map((v) => ({ value: v, label: LOCATION_SORT_LABELS[v] })) },
            { name: 'filter', label: 'Practice Area', value: query.filter, options: PRACTICE_AREA_FILTERS.map((v) => ({ value: v, label: practiceAreaFilterLabel(v) })) },
          ]}
          query={query}
          results={results}
          total={total}
          pages={pages}
          label={`Questions from ${place.name}`}
          empty={
            <div role="status" className="mt-10 rounded-lg border border-dashed border-slate-300 p-10 text-center dark:border-slate-600">
              <p className="text-lg font-semibold">No questions found</p>
              <div className="mt-4 flex flex-wrap justify-center gap-3">
                <Link to={path} className="inline-flex h-10 items-center rounded-md bg-brand-700 px-4 text-sm font-medium text-white hover:bg-brand-800 dark:bg-brand-600">
                  Clear Filters
                </Link>
                <Link to="/legal-help" className="inline-flex h-10 items-center rounded-md border border-slate-300 px-4 text-sm font-medium hover:bg-slate-100 dark:border-slate-600 dark:hover:bg-slate-800">
                  Browse Other Locations
                </Link>
              </div>
            </div>
          }
        />
      </section>
    </div>
  );
}
