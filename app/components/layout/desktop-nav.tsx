import { lazy, Suspense, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';
import { Link } from '#app/components/ui/link.tsx';
import { HEADER_GROUPS, type NavGroup } from '#app/domain/navigation.ts';

// The menus show from Tailwind's lg breakpoint; phones never fetch their code.
const DESKTOP = '(min-width: 64rem)';
const DesktopMenus = lazy(() => import('./desktop-menus.tsx'));

function subscribe(onChange: () => void) {
  const query = window.matchMedia(DESKTOP);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** True once hydrated at desktop width; false on the server and while hydrating. */
function useDesktop(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(DESKTOP).matches,
    () => false,
  );
}

export const triggerClass =
  'group flex h-10 items-center gap-1 rounded-md px-3 text-sm font-medium text-slate-700 hover:bg-slate-100 data-[state=open]:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800 dark:data-[state=open]:bg-slate-800';
export const panelClass =
  'absolute top-full left-0 z-50 mt-1 w-56 rounded-md border border-slate-200 bg-white p-1 shadow-lg dark:border-slate-700 dark:bg-slate-900';
export const linkClass =
  'block rounded px-3 py-2 text-sm text-slate-700 hover:bg-slate-100 focus-visible:bg-slate-100 data-[active]:font-semibold data-[active]:text-brand-800 dark:text-slate-200 dark:hover:bg-slate-800 dark:focus-visible:bg-slate-800 dark:data-[active]:text-brand-100';

export function Chevron() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 20 20"
      className="h-4 w-4 transition-transform group-open:rotate-180 group-data-[state=open]:rotate-180"
    >
      <path fill="currentColor" d="M5.5 7.5 10 12l4.5-4.5z" />
    </svg>
  );
}

/**
 * Desktop dropdown groups (Legal Help, Resources, Help). Until JavaScript runs, and on a
 * narrow screen, each group is a details/summary disclosure, so the menus open and their
 * links work without it; at desktop width Radix's menus (desktop-menus.tsx) replace them
 * once their code has arrived.
 */
export function DesktopNav() {
  const { pathname } = useLocation();
  const disclosures = <DisclosureNav pathname={pathname} />;
  if (!useDesktop()) return disclosures;
  return (
    <Suspense fallback={disclosures}>
      <DesktopMenus pathname={pathname} />
    </Suspense>
  );
}

/** The same menus as native disclosures: what the server sends and what works without JavaScript. */
function DisclosureNav({ pathname }: { pathname: string }) {
  return (
    <nav aria-label="Main" className="hidden lg:block">
      <ul className="flex items-center gap-1">
        {HEADER_GROUPS.map((group: NavGroup) => (
          <li key={group.title}>
            <details name="main-menu" className="group relative">
              <summary className={`${triggerClass} cursor-pointer list-none group-open:bg-slate-100 dark:group-open:bg-slate-800 [&::-webkit-details-marker]:hidden`}>
                {group.title}
                <Chevron />
              </summary>
              <ul className={panelClass}>
                {group.links.map((link) => (
                  <li key={link.to}>
                    <Link
                      to={link.to}
                      aria-current={pathname === link.to ? 'page' : undefined}
                      data-active={pathname === link.to ? '' : undefined}
                      className={linkClass}
                    >
                      {link.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </details>
          </li>
        ))}
      </ul>
    </nav>
  );
}
