import { Link } from '#app/components/ui/link.tsx';

/** Home › Legal Help › … › the current page (not a link). */
export function Breadcrumb({ items }: { items: ReadonlyArray<{ label: string; to?: string }> }) {
  return (
    <nav aria-label="Breadcrumb" className="text-sm">
      <ol className="flex flex-wrap items-center gap-1 text-slate-700 dark:text-slate-300">
        {items.map((item, index) => (
          <li key={item.label} className="flex items-center gap-1">
            {index > 0 && <span aria-hidden="true">›</span>}
            {item.to ? (
              <Link to={item.to} className="text-brand-700 hover:underline dark:text-brand-100">
                {item.label}
              </Link>
            ) : (
              <span aria-current="page" className="font-medium">
                {item.label}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
