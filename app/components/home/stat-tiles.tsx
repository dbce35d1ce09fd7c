import type { StatTile } from '#app/domain/home.ts';

/** The four archive figures under the hero; the exact number is in each tile's detail line. */
export function StatTiles({ tiles }: { tiles: readonly StatTile[] }) {
  return (
    <section aria-label="The archive in figures" className="px-4">
      <dl className="mx-auto grid max-w-5xl grid-cols-2 gap-4 lg:grid-cols-4">
        {tiles.map((tile) => (
          <div
            key={tile.label}
            className="flex flex-col rounded-lg border border-slate-200 bg-white p-5 text-center shadow-sm dark:border-slate-700 dark:bg-slate-900"
          >
            <dt className="text-sm font-medium text-slate-700 dark:text-slate-300">{tile.label}</dt>
            <dd className="order-first text-3xl font-bold tracking-tight text-brand-700 dark:text-brand-100">
              {tile.value}
            </dd>
            <dd className="mt-1 text-xs text-slate-600 dark:text-slate-400">{tile.detail}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
