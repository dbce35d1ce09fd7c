import { lazy, Suspense, useRef, useState } from 'react';
import { useHydrated } from '#app/components/ui/hydration.tsx';

const loadDialog = () => import('./drawer-dialog.tsx');
const DrawerDialog = lazy(loadDialog);

/**
 * Mobile slide-in drawer. Before JavaScript loads the Menu control is a plain link to the
 * footer's navigation, so every page stays reachable; once hydrated it opens the drawer.
 * The dialog's code is fetched when the control is first pointed at, focused or used.
 */
export function MobileDrawer() {
  const [open, setOpen] = useState(false);
  // Mounted from the first use on, so closing keeps Radix's focus return and later opens are instant.
  const [used, setUsed] = useState(false);
  // Before hydration the control is a link to the footer menu; after, it acts as a button.
  const hydrated = useHydrated();
  const trigger = useRef<HTMLAnchorElement>(null);
  const openDrawer = () => {
    setUsed(true);
    setOpen(true);
  };
  return (
    <>
      <a
        ref={trigger}
        href="#footer-navigation"
        role={hydrated ? 'button' : undefined}
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
        onClick={(event) => {
          event.preventDefault();
          openDrawer();
        }}
        onKeyDown={(event) => {
          if (event.key === ' ') {
            event.preventDefault();
            openDrawer();
          }
        }}
        className="inline-flex h-10 min-w-10 items-center justify-center gap-1 rounded-md px-2 text-sm font-medium text-slate-700 hover:bg-slate-100 lg:hidden dark:text-slate-200 dark:hover:bg-slate-800"
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="h-6 w-6">
          <path fill="currentColor" d="M3 6h18v2H3zm0 5h18v2H3zm0 5h18v2H3z" />
        </svg>
        Menu
      </a>
      {used && (
        <Suspense fallback={null}>
          <DrawerDialog open={open} onOpenChange={setOpen} trigger={trigger} />
        </Suspense>
      )}
    </>
  );
}
