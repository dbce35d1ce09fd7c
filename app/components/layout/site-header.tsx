import { useLocation } from 'react-router';
import { Link } from '#app/components/ui/link.tsx';
import { DesktopNav } from './desktop-nav.tsx';
import { HeaderSearch } from './header-search.tsx';
import { MobileDrawer } from './mobile-drawer.tsx';

/** Sticky header: brand, Home (except on the home page), menus, search, drawer. */
export function SiteHeader({ siteName }: { siteName: string }) {
  const { pathname } = useLocation();
  return (
    <header data-print="hide" className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur dark:border-slate-800 dark:bg-slate-950/95">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2 focus:text-slate-900"
      >
        Skip to content
      </a>
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-3 px-4">
        <Link to="/" className="flex shrink-0 items-center gap-2 text-lg font-bold text-brand-800 dark:text-brand-100">
          <svg aria-hidden="true" viewBox="0 0 24 24" className="h-7 w-7">
            <path fill="currentColor" d="M12 2 3 6v2h18V6zm-7 8v7h2v-7zm4 0v7h2v-7zm4 0v7h2v-7zm4 0v7h2v-7zM3 19v3h18v-3z" />
          </svg>
          {siteName}
        </Link>
        {pathname !== '/' && (
          <Link
            to="/"
            className="hidden h-10 items-center rounded-md px-3 text-sm font-medium text-slate-700 hover:bg-slate-100 lg:inline-flex dark:text-slate-200 dark:hover:bg-slate-800"
          >
            Home
          </Link>
        )}
        <DesktopNav />
        <div className="ml-auto hidden w-full max-w-xs sm:block">
          <HeaderSearch />
        </div>
        <div className="ml-auto sm:ml-0">
          <MobileDrawer />
        </div>
      </div>
    </header>
  );
}
