/** One figure of a header: a label above a large value. */
export function StatTile({ label, value, hint }: { label: string; value: string; hint?: string }) {
  return (
    <div className="rounded-lg border border-slate-200 bg-white p-4 text-center shadow-sm dark:border-slate-700 dark:bg-slate-900">
      <dt className="text-sm font-medium text-slate-600 dark:text-slate-400">{label}</dt>
      <dd className="mt-1 text-2xl font-bold text-brand-700 dark:text-brand-100">{value}</dd>
      {hint && <dd className="mt-1 text-xs text-slate-600 dark:text-slate-400">{hint}</dd>}
    </div>
  );
}
