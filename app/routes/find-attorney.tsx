import { data, useLocation } from 'react-router';
import type { Route } from './+types/find-attorney';
import { FindAttorneyLanding } from '#app/components/attorney/landing.tsx';
import { FindAttorneyResults, type ResultsState } from '#app/components/attorney/results.tsx';
import { AttorneySearchForm, type FormValues } from '#app/components/attorney/search-form.tsx';
import { pageMeta } from '#app/components/page-meta.ts';
import { getLandingFigures, listAttorneyStates, listPracticeAreas } from '#app/data/attorney-directory.server.ts';
import { searchAttorneys } from '#app/data/attorney-search.server.ts';
import {
  ATTORNEY_SORT_KEYS,
  CITY_NEEDS_STATE,
  isLandingMode,
  parseAttorneySearch,
  type AttorneySortKey,
} from '#app/domain/attorney-search-params.ts';
import { requestLog } from '#app/log.server.ts';
import { withoutControlCharacters } from '#app/domain/text.ts';

export function meta({ matches, loaderData }: Route.MetaArgs) {
  return pageMeta(matches, {
    title: 'Find Qualified Attorneys',
    description:
      'Search the attorney directory by name, city or firm, and filter by state, practice area, experience and free consultation.',
    path: '/find-attorney',
    noindex: loaderData?.mode === 'results',
  });
}

/** The form shows what was asked, even when a value was refused. */
function formValues(search: URLSearchParams): FormValues {
  const text = (name: string) => {
    const v = withoutControlCharacters(search.get(name) ?? '').trim();
    return v.toLowerCase() === 'all' ? '' : v;
  };
  const sortBy = text('sortBy') as AttorneySortKey;
  return {
    query: text('query'),
    state: text('state').toUpperCase(),
    city: text('city'),
    practiceAreas: search
      .getAll('practiceAreas')
      .map(Number)
      .filter((id, i, all) => Number.isSafeInteger(id) && id > 0 && all.indexOf(id) === i),
    minExperience: text('minExperience').replace(/\+$/, ''),
    freeConsultation: text('freeConsultation') === 'true',
    sortBy: ATTORNEY_SORT_KEYS.includes(sortBy) ? sortBy : 'answers',
    sortOrder: text('sortOrder') === 'asc' ? 'asc' : 'desc',
  };
}

export function loader({ request }: Route.LoaderArgs) {
  const search = new URL(request.url).searchParams;
  const common = { practiceAreas: listPracticeAreas(), states: listAttorneyStates(), values: formValues(search) };
  if (isLandingMode(search))
    return { ...common, mode: 'landing' as const, landing: getLandingFigures(), results: null, alert: null };

  const parsed = parseAttorneySearch(search);
  if (!parsed.ok) {
    // The city-without-state rule is the panel's alert; any other bad value is a search error.
    const cityRule = parsed.message === CITY_NEEDS_STATE;
    const results: ResultsState = cityRule ? { kind: 'invalid' } : { kind: 'error', message: parsed.message };
    return data(
      { ...common, mode: 'results' as const, landing: null, results, alert: cityRule ? parsed.message : null },
      { status: 400 },
    );
  }
  try {
    const found = searchAttorneys(parsed.params);
    const results: ResultsState = {
      kind: 'results',
      params: parsed.params,
      attorneys: found.attorneys,
      total: found.total,
    };
    return { ...common, mode: 'results' as const, landing: null, results, alert: null };
  } catch (error) {
    requestLog(request).error({ err: error }, 'attorney search failed');
    const results: ResultsState = { kind: 'error', message: 'Failed to search attorneys. Please try again.' };
    return data({ ...common, mode: 'results' as const, landing: null, results, alert: null }, { status: 500 });
  }
}

export default function FindAttorney({ loaderData }: Route.ComponentProps) {
  const location = useLocation();
  const { mode, landing, results, alert, values, states, practiceAreas } = loaderData;
  return (
    <AttorneySearchForm
      key={location.search}
      values={values}
      states={states}
      practiceAreas={practiceAreas}
      landing={mode === 'landing'}
      serverAlert={alert}
    >
      {({ sortControls }) =>
        mode === 'landing' && landing ? (
          <FindAttorneyLanding data={landing} />
        ) : (
          <FindAttorneyResults state={results ?? { kind: 'invalid' }} sortControls={sortControls} />
        )
      }
    </AttorneySearchForm>
  );
}
