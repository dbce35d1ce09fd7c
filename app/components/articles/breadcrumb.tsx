import { Link } from '#app/components/ui/link.tsx';

export interface BreadcrumbItem {
  readonly name: string;
  /** Absent for the current page (the last crumb). */
  readonly to?: string;
}

/** A trail of links ending with the current page (WAI-ARIA breadcrumb pattern). */
export function Breadcrumb({ items }: { items: readonly BreadcrumbItem[] }) {
  return (
    <nav aria-label="Breadcrumb" className="text-sm text-slate-700 dark:text-slate-300">
      <ol className="flex flex-wrap items-center gap-x-2 gap-y-1">
        {items.map((item, index) => (
          <li key={`${index}-${item.name}`} className="flex items-center gap-2">
            {index > 0 && (
              <span aria-hidden="true" className="text-slate-500 dark:text-slate-400">
                /
              </span>
            )}
            {item.to ? (
              <Link to={item.to} className="underline-offset-2 hover:underline">
                {item.name}
              </Link>
            ) : (
              <span aria-current="page" className="font-medium text-slate-900 dark:text-slate-100">
                {item.name}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
