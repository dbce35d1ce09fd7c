import { useState } from 'react';
import { useRouteLoaderData } from 'react-router';
import { formatDate } from '#app/domain/format.ts';
import { useHydrated } from './hydration.tsx';

interface RootData {
  readonly site?: { readonly siteUrl: string };
}

/**
 * Keep and share a page: a plain link to its address (works without JavaScript; copy it
 * or open it), and once the page runs JavaScript a button that opens the system's share
 * sheet where the browser has one (Web Share API), else copies the address. Printed, the
 * page shows its address and date instead.
 */
export function ShareLink({ path, title, date, dateLabel }: { path: string; title: string; date: number; dateLabel: string }) {
  const site = (useRouteLoaderData('root') as RootData | undefined)?.site;
  const url = `${site?.siteUrl ?? ''}${path}`;
  const hydrated = useHydrated();
  const [status, setStatus] = useState('');
  const canShare = hydrated && typeof navigator.share === 'function';

  async function share() {
    try {
      if (canShare) {
        await navigator.share({ title, url });
        return;
      }
      await navigator.clipboard.writeText(url);
      setStatus('Link copied');
    } catch (error) {
      // The visitor closed the share sheet: nothing to report.
      if (error instanceof DOMException && error.name === 'AbortError') return;
      setStatus('Could not copy: use the link instead');
    }
  }

  return (
    <>
      <div className="mt-3 flex flex-wrap items-center gap-3 text-sm" data-print="hide" data-testid="share">
        {hydrated && (
          <button
            type="button"
            onClick={() => void share()}
            className="inline-flex h-9 items-center rounded-md border border-slate-300 px-3 font-medium hover:bg-slate-100 dark:border-slate-600 dark:hover:bg-slate-800"
            data-share-button=""
          >
            {canShare ? 'Share' : 'Copy link'}
          </button>
        )}
        <a href={path} className="font-medium text-brand-700 underline dark:text-brand-100" data-share-link="">
          Link to this page
        </a>
        <span role="status" className="text-slate-700 dark:text-slate-300">
          {status}
        </span>
      </div>
      <p className="hidden text-sm print:block" data-testid="print-source">
        {url} · {dateLabel} {formatDate(date)}
      </p>
    </>
  );
}
