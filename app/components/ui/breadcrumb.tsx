import { Link } from '#app/components/ui/link.tsx';

export interface BreadcrumbItem {
  readonly name: string;
  /** The crumb's page; the last crumb is the current page and is not a link. */
  readonly path?: string;
}

/** Home › … › the current page: a trail of links ending with the page itself (WAI-ARIA breadcrumb pattern). */
export function Breadcrumb({ items }: { items: readonly BreadcrumbItem[] }) {
  return (
    <nav aria-label="Breadcrumb" className="text-sm">
      <ol className="flex flex-wrap items-center gap-1 text-slate-700 dark:text-slate-300">
        {items.map((item, index) => (
          <li key={`${index}-${item.name}`} className="flex max-w-full min-w-0 items-center gap-1">
            {index > 0 && <span aria-hidden="true">›</span>}
            {item.path && index < items.length - 1 ? (
              <Link to={item.path} className="text-brand-700 hover:underline dark:text-brand-100">
                {item.name}
              </Link>
            ) : (
              // A long current page (a question's title) keeps to one line: the heading below shows it whole.
              <span aria-current="page" className="truncate font-medium">
                {item.name}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
