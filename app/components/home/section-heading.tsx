import type { ReactNode } from 'react';
import { Link } from '#app/components/ui/link.tsx';

/** A home section's heading row: title, a line of context and an optional link on the right. */
export function SectionHeading({
  id,
  title,
  children,
  link,
}: {
  id: string;
  title: string;
  children?: ReactNode;
  link?: { to: string; label: string };
}) {
  return (
    <div className="flex flex-wrap items-end justify-between gap-4">
      <div>
        <h2 id={id} className="text-2xl font-bold tracking-tight">
          {title}
        </h2>
        {children && <p className="mt-1 text-slate-700 dark:text-slate-300">{children}</p>}
      </div>
      {link && (
        <Link
          to={link.to}
          className="inline-flex h-10 items-center rounded-md border border-brand-700 px-4 text-sm font-semibold text-brand-700 hover:bg-brand-50 dark:border-brand-100 dark:text-brand-100 dark:hover:bg-slate-800"
        >
          {link.label}
          <span aria-hidden="true" className="ml-1">
            →
          </span>
        </Link>
      )}
    </div>
  );
}
