import * as NavigationMenu from '@radix-ui/react-navigation-menu';
import { useLocation } from 'react-router';
import { Link } from '#app/components/ui/link.tsx';
import { useHydrated } from '#app/components/ui/hydration.tsx';
import { HEADER_GROUPS, type NavGroup } from '#app/domain/navigation.ts';

const triggerClass =
  'group flex h-10 items-center gap-1 rounded-md px-3 text-sm font-medium text-slate-700 hover:bg-slate-100 data-[state=open]:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800 dark:data-[state=open]:bg-slate-800';
const panelClass =
  'absolute top-full left-0 z-50 mt-1 w-56 rounded-md border border-slate-200 bg-white p-1 shadow-lg dark:border-slate-700 dark:bg-slate-900';
const linkClass =
  'block rounded px-3 py-2 text-sm text-slate-700 hover:bg-slate-100 focus-visible:bg-slate-100 data-[active]:font-semibold data-[active]:text-brand-800 dark:text-slate-200 dark:hover:bg-slate-800 dark:focus-visible:bg-slate-800 dark:data-[active]:text-brand-100';

function Chevron() {
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
 * Desktop dropdown groups (Legal Help, Resources, Help). Radix's navigation menu gives the
 * keyboard and screen-reader behaviour; the delays are the spec's: open 200 ms, skip
 * 300 ms, and Radix closes after 150 ms. Until JavaScript runs, each group is a
 * details/summary disclosure, so the menus open and their links work without it.
 */
export function DesktopNav() {
  const { pathname } = useLocation();
  if (!useHydrated()) return <DisclosureNav pathname={pathname} />;
  return (
    <NavigationMenu.Root delayDuration={200} skipDelayDuration={300} aria-label="Main" className="hidden lg:block">
      <NavigationMenu.List className="flex items-center gap-1">
        {HEADER_GROUPS.map((group) => (
          <NavigationMenu.Item key={group.title} className="relative">
            <NavigationMenu.Trigger className={triggerClass}>
              {group.title}
              <Chevron />
            </NavigationMenu.Trigger>
            <NavigationMenu.Content className={panelClass}>
              <ul>
                {group.links.map((link) => (
                  <li key={link.to}>
                    <NavigationMenu.Link asChild active={pathname === link.to}>
                      <Link to={link.to} className={linkClass}>
                        {link.label}
                      </Link>
                    </NavigationMenu.Link>
                  </li>
                ))}
              </ul>
            </NavigationMenu.Content>
          </NavigationMenu.Item>
        ))}
      </NavigationMenu.List>
    </NavigationMenu.Root>
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
