import type { AnchorHTMLAttributes } from 'react';
import { useLocation } from 'react-router';

/**
 * A link to a page of this site, rendered as a plain anchor. Clicks on it are turned into
 * client-side navigations by one listener on the document (ClientNavigation, in the root
 * layout) rather than by React Router's <Link> in every anchor: its hooks (path resolution,
 * href building, click handler) cost about a tenth of a page's server render, and a listing
 * page has some fifty links. `data-discover` is what React Router's own links carry: it
 * fetches the routes of the links on screen ahead of a click (lazy route discovery).
 */
export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** An absolute path of this site, with its query string if any. */
  to: string;
  /** A full page load instead of a client-side navigation. */
  reloadDocument?: boolean;
}

export function Link({ to, reloadDocument, ...anchor }: LinkProps) {
  // Attributes in the order React Router's <Link> writes them: the same page, the same bytes.
  return <a {...anchor} href={to} data-discover={reloadDocument ? undefined : 'true'} />;
}

/**
 * A navigation link that says when it is the current page (`aria-current="page"`, which the
 * styles key on): the current path equals `to`, or with `end` unset, lies under it.
 */
export function NavLink({ end, ...props }: LinkProps & { end?: boolean }) {
  const { pathname } = useLocation();
  const target = props.to.split(/[?#]/)[0]!;
  const current = pathname === target || (!end && target !== '/' && pathname.startsWith(`${target}/`));
  return <Link aria-current={current ? 'page' : undefined} {...props} />;
}
