import { useRef } from 'react';
import { Form, useNavigate } from 'react-router';
import { Link } from '#app/components/ui/link.tsx';
import { formatNumber } from '#app/domain/format.ts';
import { CATEGORIES, categoryFilterName } from '#app/domain/reference/categories.ts';
import { US_STATES_AND_TERRITORIES, stateName } from '#app/domain/reference/places.ts';
import { type SearchFacets, type SearchRequest } from '#app/search/index.ts';
import { searchPath } from '#app/domain/urls.ts';
import { CollapsibleFilters, UntilHydrated } from '#app/components/ui/hydration.tsx';

const TOP = 6;

/**
 * State, Category and date filters with the query's facet counts. A GET form (an Apply
 * button until the page is hydrated; then a change submits at once), folded behind a Filters
 * button on phones plus links for the
 * largest facet values. Every change leaves out `page`, so it starts again at page 1.
 */
export function FilterSidebar({ request, facets }: { request: SearchRequest; facets: SearchFacets | null }) {
  const navigate = useNavigate();
  const form = useRef<HTMLFormElement>(null);
  const about = facets?.approximate ? 'about ' : '';
  const stateCounts = new Map(facets?.state.map((f) => [f.value, f.count]));
  const categoryCounts = new Map(facets?.category.map((f) => [f.value, f.count]));
  const label = (name: string, count: number | undefined) =>
    facets && count ? `${name} (${about}${formatNumber(count)})` : name;
  // With JavaScript a change applies at once, and the address keeps only the set filters.
  const onChange = () => {
    if (!form.current) return;
    const values = new FormData(form.current);
    const text = (name: string) => {
      const value = values.get(name);
      return typeof value === 'string' && value !== '' && value !== 'all' ? value : null;
    };
    const category = text('category');
    void navigate(
      searchPath({
        q: request.q,
        sort: request.sort,
        state: text('state'),
        country: request.country,
        category: category === null ? null : Number(category),
        fromDate: text('from'),
        toDate: text('to'),
      }),
    );
  };
  const filtered =
    request.state !== null ||
    request.country !== null ||
    request.category !== null ||
    request.fromDate !== null ||
    request.toDate !== null;
  const select =
    'mt-1 h-10 w-full rounded-md border border-slate-300 bg-white px-2 text-sm dark:border-slate-600 dark:bg-slate-900';
  const active = [request.state, request.country, request.category, request.fromDate, request.toDate].filter((v) => v !== null).length;
  return (
    <CollapsibleFilters id="search-filters" active={active}>
      <aside
        aria-labelledby="filters-heading"
        className="rounded-lg border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900"
      >
        <h2 id="filters-heading" className="text-base font-semibold">
          Filters
        </h2>
        <Form ref={form} method="get" action="/search" className="mt-3 space-y-4" onChange={onChange}>
          {request.q && <input type="hidden" name="q" value={request.q} />}
          {request.sort !== 'relevance' && <input type="hidden" name="sort" value={request.sort} />}
          {request.country && <input type="hidden" name="country" value={request.country} />}
          <div>
            <label htmlFor="filter-state" className="text-sm font-medium">
              State
            </label>
            <select
              id="filter-state"
              name="state"
              defaultValue={request.state ?? 'all'}
              key={`s-${request.state}`}
              className={select}
            >
              <option value="all">All states</option>
              {US_STATES_AND_TERRITORIES.map((s) => (
                <option key={s.code} value={s.code}>
                  {label(s.name, stateCounts.get(s.code))}
                </option>
              ))}
            </select>
            <FacetLinks
              title="Most matches by state"
              items={(facets?.state ?? []).slice(0, TOP).map((f) => ({
                key: f.value,
                name: stateName(f.value) || f.value,
                count: f.count,
                href: searchPath({ ...request, state: f.value, page: 1 }),
              }))}
              about={about}
              show={request.state === null}
            />
          </div>
          <div>
            <label htmlFor="filter-category" className="text-sm font-medium">
              Category
            </label>
            <select
              id="filter-category"
              name="category"
              defaultValue={request.category ?? 'all'}
              key={`c-${request.category}`}
              className={select}
            >
              <option value="all">All categories</option>
              {CATEGORIES.map((c) => (
                <option key={c.id} value={c.id}>
                  {label(c.name, categoryCounts.get(c.id))}
                </option>
              ))}
            </select>
            <FacetLinks
              title="Most matches by category"
              items={(facets?.category ?? []).slice(0, TOP).map((f) => ({
                key: String(f.value),
                name: categoryFilterName(f.value),
                count: f.count,
                href: searchPath({ ...request, category: f.value, page: 1 }),
              }))}
              about={about}
              show={request.category === null}
            />
          </div>
          <fieldset>
            <legend className="text-sm font-medium">Posted between</legend>
            {/* Side by side where the column is wide (phones, tablets); one per row in the narrow desktop sidebar, where two would clip the date. */}
            <div className="mt-1 grid grid-cols-2 gap-2 lg:grid-cols-1">
              <label className="text-xs">
                From
                <input
                  type="date"
                  name="from"
                  defaultValue={request.fromDate ?? ''}
                  key={`f-${request.fromDate}`}
                  className={select}
                />
              </label>
              <label className="text-xs">
                To
                <input
                  type="date"
                  name="to"
                  defaultValue={request.toDate ?? ''}
                  key={`t-${request.toDate}`}
                  className={select}
                />
              </label>
            </div>
          </fieldset>
          <UntilHydrated>
            <button type="submit" className="h-10 w-full rounded-md bg-brand-700 text-sm font-semibold text-white">
              Apply filters
            </button>
          </UntilHydrated>
        </Form>
        {filtered && (
          <Link
            to={searchPath({ q: request.q, sort: request.sort })}
            className="mt-4 inline-block text-sm font-medium text-brand-700 underline dark:text-brand-100"
          >
            Clear Filters
          </Link>
        )}
      </aside>
    </CollapsibleFilters>
  );
}

function FacetLinks({
  title,
  items,
  about,
  show,
}: {
  title: string;
  items: Array<{ key: string; name: string; count: number; href: string }>;
  about: string;
  show: boolean;
}) {
  if (!show || items.length === 0) return null;
  return (
    <div className="mt-2">
      <p className="text-xs text-slate-600 dark:text-slate-400">{title}</p>
      <ul className="mt-1 space-y-1 text-sm">
        {items.map((item) => (
          <li key={item.key}>
            <Link to={item.href} className="flex justify-between gap-2 hover:underline">
              <span>{item.name}</span>
              <span className="text-slate-600 dark:text-slate-400">
                {about}
                {formatNumber(item.count)}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
