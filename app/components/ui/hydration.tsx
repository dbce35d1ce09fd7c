import { useState, useSyncExternalStore, type ReactNode } from 'react';

const subscribe = () => () => {};

/**
 * False while the server renders and while React hydrates; true once the page runs
 * JavaScript. Controls that only matter without JavaScript use it to step aside.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}

/**
 * Content needed only without JavaScript, such as an "Apply" button for selects that
 * apply themselves on change: shown until the page is hydrated, then removed.
 */
export function UntilHydrated({ children }: { children: ReactNode }) {
  return useHydrated() ? null : children;
}

/**
 * A filter panel that folds away behind a "Filters" button below the lg breakpoint, so on
 * a phone the first result is in view without scrolling past every filter. Without
 * JavaScript (and until hydration) the panel is simply shown, as the button could do nothing.
 */
export function CollapsibleFilters({
  id,
  children,
  active = 0,
  className,
}: {
  /**
   * The panel's id, named by the caller: useId would differ between the server's React and
   * the browser's Preact, and hydration keeps the server's attributes.
   */
  id: string;
  children: ReactNode;
  /** How many filters are set, shown on the button. */
  active?: number;
  className?: string;
}) {
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  return (
    <div className={className}>
      {hydrated && (
        <button
          type="button"
          aria-expanded={open}
          aria-controls={id}
          onClick={() => setOpen((value) => !value)}
          data-filters-toggle=""
          className="flex h-11 w-full items-center justify-between rounded-md border border-slate-300 bg-white px-4 text-sm font-semibold lg:hidden dark:border-slate-600 dark:bg-slate-900"
        >
          <span>Filters{active > 0 ? ` (${active})` : ''}</span>
          <span aria-hidden="true">{open ? '▲' : '▼'}</span>
        </button>
      )}
      <div id={id} className={hydrated && !open ? 'max-lg:hidden' : hydrated ? 'max-lg:mt-3' : undefined}>
        {children}
      </div>
    </div>
  );
}
