import * as Dialog from '@radix-ui/react-dialog';
import { useState } from 'react';
import { Link } from 'react-router';
import { DRAWER_GROUPS } from '#app/domain/navigation.ts';
import { HeaderSearch } from './header-search.tsx';

/**
 * Mobile slide-in drawer. Before JavaScript loads the Menu control is a plain link to the
 * footer's navigation, so every page stays reachable; once hydrated it opens the drawer.
 */
export function MobileDrawer() {
  const [open, setOpen] = useState(false);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <a
        href="#footer-navigation"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={(event) => {
          event.preventDefault();
          setOpen(true);
        }}
        className="inline-flex h-10 min-w-10 items-center justify-center gap-1 rounded-md px-2 text-sm font-medium text-slate-700 hover:bg-slate-100 lg:hidden dark:text-slate-200 dark:hover:bg-slate-800"
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="h-6 w-6">
          <path fill="currentColor" d="M3 6h18v2H3zm0 5h18v2H3zm0 5h18v2H3z" />
        </svg>
        Menu
      </a>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/50" />
        <Dialog.Content className="fixed inset-y-0 right-0 z-50 flex w-80 max-w-[85vw] flex-col gap-4 overflow-y-auto bg-white p-4 shadow-xl dark:bg-slate-900">
          <div className="flex items-center justify-between">
            <Dialog.Title className="text-lg font-semibold">Menu</Dialog.Title>
            <Dialog.Close className="inline-flex h-10 w-10 items-center justify-center rounded-md hover:bg-slate-100 dark:hover:bg-slate-800">
              <span className="sr-only">Close menu</span>
              <svg aria-hidden="true" viewBox="0 0 24 24" className="h-6 w-6">
                <path fill="currentColor" d="m6.4 5 12.6 12.6-1.4 1.4L5 6.4zM17.6 5 19 6.4 6.4 19 5 17.6z" />
              </svg>
            </Dialog.Close>
          </div>
          <Dialog.Description className="sr-only">Site navigation</Dialog.Description>
          <HeaderSearch id="drawer-search" />
          <nav aria-label="Mobile">
            <Link to="/" onClick={() => setOpen(false)} className="block rounded px-2 py-2 font-medium hover:bg-slate-100 dark:hover:bg-slate-800">
              Home
            </Link>
            {DRAWER_GROUPS.map((group) => (
              <section key={group.title} className="mt-3">
                <h2 className="px-2 text-xs font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-400">{group.title}</h2>
                <ul>
                  {group.links.map((link) => (
                    <li key={link.to}>
                      <Link
                        to={link.to}
                        onClick={() => setOpen(false)}
                        className="block rounded px-2 py-2 hover:bg-slate-100 dark:hover:bg-slate-800"
                      >
                        {link.label}
                      </Link>
                    </li>
                  ))}
                </ul>
              </section>
            ))}
          </nav>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
