import { useState, type ComponentProps } from 'react';
import { Form } from 'react-router';
import { AutoSubmitSelect } from './auto-submit-select.tsx';

/**
 * The text a browse index (practice areas, locations) is filtered by as the visitor types,
 * starting from the address's ?q= (all there is without JavaScript); a navigation to
 * another ?q= starts it again from the address.
 */
export function useIndexFilter(search: string): [string, (text: string) => void] {
  const [filter, setFilter] = useState(search);
  const [filteredFor, setFilteredFor] = useState(search);
  if (filteredFor !== search) {
    setFilteredFor(search);
    setFilter(search);
  }
  return [filter, setFilter];
}

/**
 * A browse index's GET form: the filter box, a select that submits itself, the Search
 * button (without JavaScript), then the live count of what the filter leaves.
 */
export function IndexFilterForm<V extends string>({
  name,
  inputId,
  inputLabel,
  placeholder,
  filter,
  onFilter,
  select,
  status,
  statusTestId,
}: {
  /** The form's accessible name. */
  name: string;
  inputId: string;
  inputLabel: string;
  placeholder: string;
  filter: string;
  onFilter: (text: string) => void;
  select: ComponentProps<typeof AutoSubmitSelect<V>>;
  /** "3 of 50 places match." while filtering; empty otherwise. */
  status: string;
  statusTestId: string;
}) {
  return (
    <>
      <Form method="get" role="search" className="mt-6 flex flex-wrap items-end gap-3" aria-label={name}>
        <div className="flex min-w-64 flex-1 flex-col gap-1">
          <label htmlFor={inputId} className="text-sm font-medium">
            {inputLabel}
          </label>
          <input
            id={inputId}
            name="q"
            type="search"
            value={filter}
            onChange={(event) => onFilter(event.target.value)}
            placeholder={placeholder}
            maxLength={100}
            autoComplete="off"
            className="h-10 rounded-md border border-slate-300 bg-white px-3 dark:border-slate-600 dark:bg-slate-900"
          />
        </div>
        <AutoSubmitSelect {...select} />
        <button
          type="submit"
          className="h-10 rounded-md bg-brand-700 px-5 font-medium text-white hover:bg-brand-800 dark:bg-brand-600"
        >
          Search
        </button>
      </Form>
      <p role="status" className="mt-3 text-sm text-slate-700 dark:text-slate-300" data-testid={statusTestId}>
        {status}
      </p>
    </>
  );
}
