/** Placeholder shown while a client-side navigation loads another question. */
export function QuestionSkeleton() {
  const bar = 'animate-pulse rounded bg-slate-200 dark:bg-slate-800';
  return (
    <div className="mx-auto max-w-6xl px-4 py-8" role="status" aria-live="polite" data-testid="question-skeleton">
      <span className="sr-only">Loading question…</span>
      <div className={`h-4 w-48 ${bar}`} />
      <div className={`mt-4 h-9 w-3/4 ${bar}`} />
      <div className={`mt-3 h-4 w-1/2 ${bar}`} />
      <div className={`mt-8 h-40 w-full ${bar}`} />
      <div className={`mt-6 h-40 w-full ${bar}`} />
    </div>
  );
}
