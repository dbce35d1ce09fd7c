import { Link } from '#app/components/ui/link.tsx';

/** Previous / "Page X of Y" / Next (spec 2.14): real links, so paging works without JavaScript. */
export function ArticlePager({
  page,
  totalPages,
  hrefFor,
}: {
  page: number;
  totalPages: number;
  hrefFor: (page: number) => string;
}) {
  if (totalPages <= 1) return null;
  const base = 'inline-flex h-10 items-center justify-center rounded-md border px-4 text-sm font-medium';
  const idle = `${base} border-slate-300 text-slate-800 hover:bg-slate-100 dark:border-slate-600 dark:text-slate-100 dark:hover:bg-slate-800`;
  const disabled = `${base} border-slate-200 text-slate-500 dark:border-slate-700 dark:text-slate-400`;
  return (
    <nav aria-label="Pagination" className="mt-10 flex items-center justify-center gap-4">
      {page > 1 ? (
        <Link to={hrefFor(page - 1)} rel="prev" className={idle}>
          Previous
        </Link>
      ) : (
        <span aria-disabled="true" className={disabled}>
          Previous
        </span>
      )}
      <p className="text-sm text-slate-700 dark:text-slate-300" aria-live="polite">
        Page {page} of {totalPages}
      </p>
      {page < totalPages ? (
        <Link to={hrefFor(page + 1)} rel="next" className={idle}>
          Next
        </Link>
      ) : (
        <span aria-disabled="true" className={disabled}>
          Next
        </span>
      )}
    </nav>
  );
}
