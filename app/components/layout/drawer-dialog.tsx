import * as Dialog from '@radix-ui/react-dialog';
import type { RefObject } from 'react';
import { NavLink } from '#app/components/ui/link.tsx';
import { DRAWER_GROUPS } from '#app/domain/navigation.ts';
import { HeaderSearch } from './header-search.tsx';

/**
 * The mobile drawer's dialog (Radix: focus trap, Escape, the rest of the page hidden from
 * assistive technology). Fetched when the Menu control is first pointed at or used
 * (app/components/layout/mobile-drawer.tsx), which then keeps it mounted.
 */
export default function DrawerDialog({
  open,
  onOpenChange,
  trigger,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  trigger: RefObject<HTMLAnchorElement | null>;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/50" />
        <Dialog.Content
          onEscapeKeyDown={(event) => {
            // Escape in the search box closes its open suggestions first, not the drawer.
            if (event.target instanceof HTMLElement && event.target.getAttribute('aria-expanded') === 'true') event.preventDefault();
          }}
          onCloseAutoFocus={(event) => {
            // The control is not a Radix Trigger, so hand focus back to it ourselves.
            event.preventDefault();
            trigger.current?.focus();
          }}
          className="fixed inset-y-0 right-0 z-50 flex w-80 max-w-[85vw] flex-col gap-4 overflow-y-auto bg-white p-4 shadow-xl dark:bg-slate-900">
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
            <NavLink
              to="/"
              end
              onClick={() => onOpenChange(false)}
              className="block rounded px-2 py-2 font-medium hover:bg-slate-100 aria-[current=page]:bg-brand-50 aria-[current=page]:text-brand-800 dark:hover:bg-slate-800 dark:aria-[current=page]:bg-slate-800 dark:aria-[current=page]:text-brand-100"
            >
              Home
            </NavLink>
            {DRAWER_GROUPS.map((group) => (
              <section key={group.title} className="mt-3">
                <h2 className="px-2 text-xs font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-400">{group.title}</h2>
                <ul>
                  {group.links.map((link) => (
                    <li key={link.to}>
                      <NavLink
                        to={link.to}
                        end
                        onClick={() => onOpenChange(false)}
                        className="block rounded px-2 py-2 hover:bg-slate-100 aria-[current=page]:bg-brand-50 aria-[current=page]:font-semibold aria-[current=page]:text-brand-800 dark:hover:bg-slate-800 dark:aria-[current=page]:bg-slate-800 dark:aria-[current=page]:text-brand-100"
                      >
                        {link.label}
                      </NavLink>
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
