import { Link } from '#app/components/ui/link.tsx';
import type { PageItem } from '#app/domain/pagination.ts';
import { PagerStep, pagerIdle } from '#app/components/ui/pager-step.tsx';

/**
 * A page bar of real links (works without JavaScript; each page is its own URL). The
 * caller picks the shape (pagesAroundCurrent or pagesWindow) and how a page's URL looks.
 */
export function Pagination({
  current,
  last,
  items,
  hrefFor,
  label = 'Pagination',
}: {
  current: number;
  last: number;
  items: readonly PageItem[];
  hrefFor: (page: number) => string;
  label?: string;
}) {
  if (last <= 1) return null;
  const base =
    'inline-flex h-10 min-w-9 items-center justify-center rounded-md border px-2 text-sm font-medium sm:min-w-10 sm:px-3';
  const idle = pagerIdle(base);
  // On a phone the bar does not fit one line: Previous and Next share the first row (so
  // Next is never left alone) and the page numbers have the second to themselves.
  return (
    <nav
      aria-label={label}
      className="mt-8 grid grid-cols-2 items-center gap-2 sm:flex sm:flex-wrap sm:justify-center"
    >
      <PagerStep href={current > 1 ? hrefFor(current - 1) : null} rel="prev" shape={`${base} justify-self-start`}>
        Previous
      </PagerStep>
      <ul className="col-span-2 row-start-2 flex flex-wrap items-center justify-center gap-1 sm:gap-2">
        {items.map((item, index) =>
          item === 'ellipsis' ? (
            <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-slate-600 dark:text-slate-400">
              …
            </li>
          ) : (
            <li key={item}>
              {item === current ? (
                <span
                  aria-current="page"
                  className={`${base} border-brand-700 bg-brand-700 text-white dark:border-brand-600 dark:bg-brand-600`}
                >
                  <span className="sr-only">Page </span>
                  {item}
                </span>
              ) : (
                <Link to={hrefFor(item)} className={idle}>
                  <span className="sr-only">Page </span>
                  {item}
                </Link>
              )}
            </li>
          ),
        )}
      </ul>
      <PagerStep
        href={current < last ? hrefFor(current + 1) : null}
        rel="next"
        shape={`${base} col-start-2 row-start-1 justify-self-end`}
      >
        Next
      </PagerStep>
    </nav>
  );
}
