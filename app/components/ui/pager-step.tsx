import type { ReactNode } from 'react';
import { Link } from '#app/components/ui/link.tsx';

/** A pager button's look, idle or at an end (the shape classes come from the pager). */
export const pagerIdle = (shape: string) =>
  `${shape} border-slate-300 text-slate-800 hover:bg-slate-100 dark:border-slate-600 dark:text-slate-100 dark:hover:bg-slate-800`;
const pagerDisabled = (shape: string) =>
  `${shape} border-slate-200 text-slate-500 dark:border-slate-700 dark:text-slate-400`;

/**
 * Previous or Next of a pager: a real link (paging works without JavaScript), or the same
 * words marked disabled at either end.
 */
export function PagerStep({
  href,
  rel,
  shape,
  children,
}: {
  href: string | null;
  rel: 'prev' | 'next';
  shape: string;
  children: ReactNode;
}) {
  return href !== null ? (
    <Link to={href} rel={rel} className={pagerIdle(shape)}>
      {children}
    </Link>
  ) : (
    <span aria-disabled="true" className={pagerDisabled(shape)}>
      {children}
    </span>
  );
}
