import type { Route } from './+types/legal-help._index';
import { PlaceCard } from '#app/components/browse/place-card.tsx';
import { pageMeta } from '#app/components/page-meta.ts';
import { getPlaces } from '#app/data/locations.server.ts';
import { formatNumber } from '#app/domain/format.ts';
import {
  LOCATION_INDEX_SORT_LABELS,
  LOCATION_INDEX_SORTS,
  parseLocationIndexSort,
  placesForIndex,
} from '#app/domain/location-index.ts';
import { IndexFilterForm, useIndexFilter } from '#app/components/browse/index-filter-form.tsx';
import { withoutControlCharacters } from '#app/domain/text.ts';
import { countOf, nounFor } from '#app/domain/grammar.ts';

export function loader({ request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const search = withoutControlCharacters(params.get('q') ?? '').slice(0, 100);
  const sort = parseLocationIndexSort(params.get('sort'));
  const all = getPlaces().map(({ kind, code, name, slug, questionCount, attorneyCount }) => ({
    kind,
    code,
    name,
    slug,
    questionCount,
    attorneyCount,
  }));
  const states = all.filter((p) => p.kind === 'state');
  // The United States as a whole is the sum of its states: the international grid leaves it out.
  const countries = all.filter((p) => p.kind === 'country' && p.code !== 'US');
  const listedStates = states.filter((p) => p.questionCount > 0);
  const listedCountries = countries.filter((p) => p.questionCount > 0);
  const allCountries = all.filter((p) => p.kind === 'country');
  return {
    search: search.trim(),
    sort,
    // Every listed place: the page filters them as the visitor types (with JavaScript),
    // starting from ?q= (which is all there is without JavaScript).
    states: placesForIndex(states, '', sort),
    countries: placesForIndex(countries, '', sort),
    totals: {
      states: listedStates.length,
      countries: listedCountries.length,
      questions: allCountries.reduce((sum, p) => sum + p.questionCount, 0),
      attorneys: allCountries.reduce((sum, p) => sum + p.attorneyCount, 0),
    },
  };
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, {
    title: 'Browse Legal Questions by Location',
    description:
      'Legal questions answered by attorneys, by US state and by country: browse the questions asked where you live.',
    path: '/legal-help',
  });
}

export default function LegalHelpIndex({ loaderData }: Route.ComponentProps) {
  const { search, sort, totals } = loaderData;
  const [filter, setFilter] = useIndexFilter(search);
  const states = placesForIndex(loaderData.states, filter, sort);
  const countries = placesForIndex(loaderData.countries, filter, sort);
  const listed = loaderData.states.length + loaderData.countries.length;
  const empty = states.length === 0 && countries.length === 0;
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="text-3xl font-bold tracking-tight">Browse Legal Questions by Location</h1>
      <p className="mt-2 text-slate-700 dark:text-slate-300">
        Find questions attorneys answered for people in your state or country.
      </p>
      <IndexFilterForm
        name="Find a location"
        inputId="location-search"
        inputLabel="Search states and countries"
        placeholder="Search by name or code..."
        filter={filter}
        onFilter={setFilter}
        select={{
          id: 'location-sort',
          name: 'sort',
          label: 'Sort by',
          value: sort,
          options: LOCATION_INDEX_SORTS,
          labels: LOCATION_INDEX_SORT_LABELS,
        }}
        status={
          filter.trim()
            ? `${formatNumber(states.length + countries.length)} of ${countOf(listed, 'place')} ${nounFor(states.length + countries.length, 'matches', 'match')}.`
            : ''
        }
        statusTestId="location-filter-status"
      />
      {empty ? (
        <div role="status" className="mt-10 text-center">
          <p className="text-lg font-semibold">No locations found</p>
          <p className="mt-2 text-slate-700 dark:text-slate-300">
            Try adjusting your search terms or browse all available locations.
          </p>
        </div>
      ) : (
        <>
          {states.length > 0 && (
            <section aria-labelledby="us-states" className="mt-10">
              <h2 id="us-states" className="text-2xl font-semibold">
                US States ({states.length})
              </h2>
              <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
                {states.map((place) => (
                  <PlaceCard key={place.code} place={place} />
                ))}
              </ul>
            </section>
          )}
          {countries.length > 0 && (
            <section aria-labelledby="international-countries" className="mt-10">
              <h2 id="international-countries" className="scroll-mt-24 text-2xl font-semibold">
                International Countries ({countries.length})
              </h2>
              <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
                {countries.map((place) => (
                  <PlaceCard key={place.code} place={place} />
                ))}
              </ul>
            </section>
          )}
        </>
      )}
      <footer aria-label="Location totals" className="mt-12 rounded-lg bg-slate-100 p-6 dark:bg-slate-800">
        <dl className="grid grid-cols-2 gap-4 text-center md:grid-cols-4">
          <div>
            <dt className="text-sm text-slate-700 dark:text-slate-300">States</dt>
            <dd className="text-2xl font-bold">{formatNumber(totals.states)}</dd>
          </div>
          <div>
            <dt className="text-sm text-slate-700 dark:text-slate-300">Countries</dt>
            <dd className="text-2xl font-bold">{formatNumber(totals.countries)}</dd>
          </div>
          <div>
            <dt className="text-sm text-slate-700 dark:text-slate-300">Total Questions</dt>
            <dd className="text-2xl font-bold">{formatNumber(totals.questions)}</dd>
          </div>
          <div>
            <dt className="text-sm text-slate-700 dark:text-slate-300">Total Attorneys</dt>
            <dd className="text-2xl font-bold">{formatNumber(totals.attorneys)}</dd>
          </div>
        </dl>
      </footer>
    </div>
  );
}
