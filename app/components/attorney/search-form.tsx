import { useState, type FormEvent, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import {
  ATTORNEY_SORT_KEYS,
  CITY_NEEDS_STATE,
  EXPERIENCE_CHOICES,
  findAttorneyHref,
  pickerOptions,
  SORT_LABELS,
  type AttorneySortKey,
  type SortOrder,
} from '#app/domain/attorney-search-params.ts';
import { formatNumber } from '#app/domain/format.ts';
import { stateName } from '#app/domain/reference/places.ts';
import { CollapsibleFilters, UntilHydrated } from '#app/components/ui/hydration.tsx';

export interface FormValues {
  query: string;
  state: string;
  city: string;
  practiceAreas: number[];
  minExperience: string;
  freeConsultation: boolean;
  sortBy: AttorneySortKey;
  sortOrder: SortOrder;
}

export interface PracticeAreaOption {
  id: number;
  name: string;
  count: number;
}

const field =
  'h-10 w-full rounded-md border border-slate-300 bg-white px-3 text-sm dark:border-slate-600 dark:bg-slate-900';
const primaryButton =
  'inline-flex h-10 items-center justify-center rounded-md bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-800 dark:bg-brand-600';

/**
 * The directory's one GET form: search text, the Filter Attorneys panel and the sort
 * controls. Without JavaScript it submits as a plain GET (offset left out, so every new
 * search starts at the first page); with JavaScript it sends only non-empty values,
 * refuses a city without a state, and ignores a whitespace-only search from the landing page.
 */
export function AttorneySearchForm({
  values,
  states,
  practiceAreas,
  landing,
  serverAlert,
  children,
}: {
  values: FormValues;
  states: ReadonlyArray<{ state: string; count: number }>;
  practiceAreas: readonly PracticeAreaOption[];
  landing: boolean;
  serverAlert?: string | null;
  children: (parts: { sortControls: ReactNode }) => ReactNode;
}) {
  const navigate = useNavigate();
  const [selected, setSelected] = useState<number[]>(values.practiceAreas);
  const [alert, setAlert] = useState<string | null>(serverAlert ?? null);
  const names = new Map(practiceAreas.map((a) => [a.id, a.name]));
  const offered = pickerOptions(practiceAreas, selected);
  const activeFilters =
    [values.state, values.city, values.minExperience].filter(Boolean).length +
    values.practiceAreas.length +
    (values.freeConsultation ? 1 : 0);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const text = (name: string) => String(data.get(name) ?? '').trim();
    const picked = data
      .getAll('practiceAreas')
      .map(Number)
      .filter((id, i, all) => id > 0 && all.indexOf(id) === i);
    const state = text('state') === 'all' ? '' : text('state');
    const params = {
      query: text('query'),
      state,
      city: text('city'),
      practiceAreas: picked,
      minExperience: Number(text('minExperience')) || undefined,
      freeConsultation: data.get('freeConsultation') === 'true',
      sortBy: (text('sortBy') || 'answers') as AttorneySortKey,
      sortOrder: (text('sortOrder') || 'desc') as SortOrder,
    };
    if (params.city && !params.state) {
      setAlert(CITY_NEEDS_STATE);
      return;
    }
    const nothing =
      !params.query &&
      !params.state &&
      !params.city &&
      !picked.length &&
      !params.minExperience &&
      !params.freeConsultation;
    if (landing && nothing) return;
    setAlert(null);
    void navigate(findAttorneyHref(params));
  }

  const searchBox = (
    // On phones the button goes under the box, so the box is wide enough for its whole placeholder.
    <div className="flex flex-col gap-2 sm:flex-row" role="search">
      <label htmlFor="attorney-query" className="sr-only">
        Search attorneys
      </label>
      <input
        id="attorney-query"
        name="query"
        type="search"
        defaultValue={values.query}
        maxLength={200}
        placeholder="Search attorneys by name, city, or firm..."
        className={`${field} ${landing ? 'h-12 text-base' : ''} min-w-0 sm:flex-1`}
      />
      <button type="submit" className={`${primaryButton} ${landing ? 'h-12 px-6' : ''}`}>
        Search
      </button>
    </div>
  );

  const sortControls = (
    <div className="flex flex-wrap items-end gap-2">
      <div>
        <label htmlFor="attorney-sort" className="block text-xs font-medium text-slate-700 dark:text-slate-300">
          Sort by
        </label>
        <select
          id="attorney-sort"
          name="sortBy"
          defaultValue={values.sortBy}
          onChange={(e) => e.currentTarget.form?.requestSubmit()}
          className={`${field} w-auto`}
        >
          {ATTORNEY_SORT_KEYS.map((key) => (
            <option key={key} value={key}>
              {SORT_LABELS[key]}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="attorney-order" className="block text-xs font-medium text-slate-700 dark:text-slate-300">
          Order
        </label>
        <select
          id="attorney-order"
          name="sortOrder"
          defaultValue={values.sortOrder}
          onChange={(e) => e.currentTarget.form?.requestSubmit()}
          className={`${field} w-auto`}
        >
          <option value="desc">Descending</option>
          <option value="asc">Ascending</option>
        </select>
      </div>
      <UntilHydrated>
        <button
          type="submit"
          className="h-10 rounded-md border border-slate-300 px-3 text-sm font-medium dark:border-slate-600"
        >
          Apply sort
        </button>
      </UntilHydrated>
    </div>
  );

  return (
    <form method="get" action="/find-attorney" onSubmit={onSubmit} noValidate className="mx-auto max-w-7xl px-4 py-8">
      {/* The heading and search box come first in the markup (as on /search), so on a phone they
          sit above the Filters toggle, and the tab order matches what is seen at every width. */}
      <div className="mb-6">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Find Qualified Attorneys</h1>
        {landing && (
          <p className="mt-2 text-slate-700 dark:text-slate-300">
            Browse attorneys who answered questions in the archive, by name, place, practice area and experience.
          </p>
        )}
        <div className="mt-6">{searchBox}</div>
      </div>
      <div className="grid gap-6 lg:grid-cols-[18rem_1fr]">
        <CollapsibleFilters id="attorney-filters" active={activeFilters} className="h-fit">
          <aside
            aria-labelledby="filter-heading"
            className="h-fit rounded-lg border border-slate-200 p-4 dark:border-slate-700"
          >
            <h2 id="filter-heading" className="text-lg font-semibold">
              Filter Attorneys
            </h2>
            {alert && (
              <p
                role="alert"
                className="mt-3 rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-900 dark:border-red-700 dark:bg-red-950 dark:text-red-100"
              >
                {alert}
              </p>
            )}
            <div className="mt-4 space-y-4">
              <div>
                <label htmlFor="filter-state" className="block text-sm font-medium">
                  State
                </label>
                <select id="filter-state" name="state" defaultValue={values.state || 'all'} className={field}>
                  <option value="all">All states</option>
                  {[...states]
                    .sort((a, b) => stateName(a.state).localeCompare(stateName(b.state)))
                    .map((s) => (
                      <option key={s.state} value={s.state}>
                        {stateName(s.state)} ({formatNumber(s.count)})
                      </option>
                    ))}
                </select>
              </div>
              <div>
                <label htmlFor="filter-city" className="block text-sm font-medium">
                  City
                </label>
                <input
                  id="filter-city"
                  name="city"
                  type="text"
                  maxLength={100}
                  defaultValue={values.city}
                  className={field}
                />
              </div>
              <fieldset>
                <legend className="text-sm font-medium">Practice areas</legend>
                {selected.length > 0 && (
                  <ul className="mt-2 flex flex-wrap gap-2" aria-label="Selected practice areas">
                    {selected.map((id) => (
                      <li
                        key={id}
                        className="inline-flex items-center gap-1 rounded-full bg-brand-100 px-2 py-1 text-xs font-medium text-brand-900"
                      >
                        <input type="hidden" name="practiceAreas" value={id} />
                        {names.get(id) ?? `Area ${id}`}
                        <button
                          type="button"
                          aria-label={`Remove ${names.get(id) ?? `area ${id}`}`}
                          onClick={() => setSelected((list) => list.filter((x) => x !== id))}
                          className="rounded-full px-1 hover:bg-brand-600 hover:text-white"
                        >
                          ×
                        </button>
                      </li>
                    ))}
                  </ul>
                )}
                <label htmlFor="filter-area" className="sr-only">
                  Add a practice area
                </label>
                <select
                  id="filter-area"
                  name="practiceAreas"
                  defaultValue=""
                  onChange={(e) => {
                    const id = Number(e.currentTarget.value);
                    if (id > 0) setSelected((list) => (list.includes(id) ? list : [...list, id]));
                    e.currentTarget.value = '';
                  }}
                  className={`${field} mt-2`}
                >
                  <option value="">Add a practice area…</option>
                  {offered.map((a) => (
                    <option key={a.id} value={a.id}>
                      {a.name} ({formatNumber(a.count)})
                    </option>
                  ))}
                </select>
              </fieldset>
              <div>
                <label htmlFor="filter-experience" className="block text-sm font-medium">
                  Minimum experience
                </label>
                <select
                  id="filter-experience"
                  name="minExperience"
                  defaultValue={values.minExperience}
                  className={field}
                >
                  <option value="">Any experience</option>
                  {EXPERIENCE_CHOICES.map((years) => (
                    <option key={years} value={years}>
                      {years === 25 ? '25+ years' : `${years}+ years`}
                    </option>
                  ))}
                </select>
              </div>
              <div className="flex items-center gap-2">
                <input
                  id="filter-free"
                  name="freeConsultation"
                  type="checkbox"
                  value="true"
                  defaultChecked={values.freeConsultation}
                  className="h-4 w-4"
                />
                <label htmlFor="filter-free" className="text-sm font-medium">
                  Free consultation
                </label>
              </div>
              <button type="submit" className={`${primaryButton} w-full`}>
                Apply Filters
              </button>
            </div>
          </aside>
        </CollapsibleFilters>
        <div className="min-w-0">{children({ sortControls })}</div>
      </div>
    </form>
  );
}
