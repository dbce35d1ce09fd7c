import { PagerStep } from '#app/components/ui/pager-step.tsx';

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
  const shape = 'inline-flex h-10 items-center justify-center rounded-md border px-4 text-sm font-medium';
  return (
    <nav aria-label="Pagination" className="mt-10 flex items-center justify-center gap-4">
      <PagerStep href={page > 1 ? hrefFor(page - 1) : null} rel="prev" shape={shape}>
        Previous
      </PagerStep>
      <p className="text-sm text-slate-700 dark:text-slate-300" aria-live="polite">
        Page {page} of {totalPages}
      </p>
      <PagerStep href={page < totalPages ? hrefFor(page + 1) : null} rel="next" shape={shape}>
        Next
      </PagerStep>
    </nav>
  );
}
