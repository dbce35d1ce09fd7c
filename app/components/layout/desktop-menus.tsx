import * as NavigationMenu from '@radix-ui/react-navigation-menu';
import { Link } from '#app/components/ui/link.tsx';
import { HEADER_GROUPS } from '#app/domain/navigation.ts';
import { Chevron, linkClass, panelClass, triggerClass } from './desktop-nav.tsx';

/**
 * Desktop dropdown groups (Legal Help, Resources, Help). Radix's navigation menu gives the
 * keyboard and screen-reader behaviour; the delays are the spec's: open 200 ms, skip
 * 300 ms, and Radix closes after 150 ms. Fetched once a page runs at desktop width
 * (app/components/layout/desktop-nav.tsx); until then the menus are native disclosures.
 */
export default function DesktopMenus({ pathname }: { pathname: string }) {
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

