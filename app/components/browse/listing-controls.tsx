import { Form } from 'react-router';
import { UntilHydrated } from '#app/components/ui/hydration.tsx';

export interface SelectControl {
  readonly name: string;
  readonly label: string;
  readonly value: string;
  readonly options: ReadonlyArray<{ value: string; label: string }>;
}

/**
 * Sort and filter as a GET form: the choice lands in the query string and the page resets
 * to 1 (the form carries no page). With JavaScript a change submits at once; without it the
 * Apply button does (shown only until the page is hydrated).
 */
export function ListingControls({ action, selects }: { action: string; selects: readonly SelectControl[] }) {
  return (
    <Form method="get" action={action} className="flex flex-wrap items-end gap-4" aria-label="Sort and filter">
      {selects.map((select) => (
        <div key={select.name} className="flex flex-col gap-1">
          <label htmlFor={`listing-${select.name}`} className="text-sm font-medium">
            {select.label}
          </label>
          <select
            id={`listing-${select.name}`}
            name={select.name}
            defaultValue={select.value}
            key={select.value}
            onChange={(event) => event.currentTarget.form?.requestSubmit()}
            className="h-10 rounded-md border border-slate-300 bg-white px-3 text-sm dark:border-slate-600 dark:bg-slate-900"
          >
            {select.options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
      ))}
      <UntilHydrated>
        <button
          type="submit"
          className="h-10 rounded-md border border-brand-700 px-4 text-sm font-medium text-brand-700 hover:bg-brand-50 dark:border-brand-100 dark:text-brand-100 dark:hover:bg-slate-800"
        >
          Apply
        </button>
      </UntilHydrated>
    </Form>
  );
}
