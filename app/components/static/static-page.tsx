import type { ReactNode } from 'react';

/**
 * The frame of the static pages: a title band and a readable column. Typography for the
 * copy comes from the `prose` styles below (no typography plugin needed).
 */
export const proseClass =
  'max-w-none text-slate-800 dark:text-slate-200 [&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline [&_a]:underline-offset-2 dark:[&_a]:text-brand-100 [&_h2]:mt-10 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:tracking-tight [&_h2]:text-slate-900 dark:[&_h2]:text-slate-50 [&_h3]:mt-6 [&_h3]:text-lg [&_h3]:font-semibold [&_h3]:text-slate-900 dark:[&_h3]:text-slate-50 [&_li]:mt-1.5 [&_ol]:mt-4 [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:mt-4 [&_p]:leading-7 [&_ul]:mt-4 [&_ul]:list-disc [&_ul]:pl-6 [&_li]:leading-7';

export function StaticPage({
  title,
  intro,
  updated,
  children,
  aside,
  plain = false,
}: {
  title: string;
  intro?: ReactNode;
  /** "Last updated" line for legal pages. */
  updated?: string;
  children: ReactNode;
  aside?: ReactNode;
  /** Skip the prose styles (pages whose main column is a form or a widget). */
  plain?: boolean;
}) {
  return (
    <>
      <div className="border-b border-slate-200 bg-gradient-to-b from-brand-50 to-white py-12 dark:border-slate-800 dark:from-slate-900 dark:to-slate-950">
        {/* The same column as the body below, so the title starts where the text does. */}
        <div className={`mx-auto px-4 ${aside ? 'max-w-6xl' : 'max-w-4xl'}`}>
          <h1 className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">{title}</h1>
          {intro && <p className="mt-4 text-lg text-slate-700 dark:text-slate-300">{intro}</p>}
          {updated && <p className="mt-3 text-sm text-slate-600 dark:text-slate-400">Last updated {updated}</p>}
        </div>
      </div>
      <div
        className={`mx-auto px-4 py-10 ${aside ? 'grid max-w-6xl gap-10 lg:grid-cols-[minmax(0,1fr)_18rem]' : 'max-w-4xl'}`}
      >
        <div className={plain ? 'min-w-0' : proseClass}>{children}</div>
        {aside && <aside className="space-y-6 lg:pt-4">{aside}</aside>}
      </div>
    </>
  );
}

/** A boxed panel for a static page's side column or call to action. */
export function InfoPanel({
  title,
  children,
  headingLevel = 2,
}: {
  title: string;
  children: ReactNode;
  headingLevel?: 2 | 3;
}) {
  const Heading = `h${headingLevel}` as const;
  return (
    <section className="rounded-lg border border-slate-200 bg-slate-50 p-5 text-sm text-slate-700 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-300">
      <Heading className="text-base font-semibold text-slate-900 dark:text-slate-50">{title}</Heading>
      <div className="mt-2 space-y-2 [&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline dark:[&_a]:text-brand-100">
        {children}
      </div>
    </section>
  );
}

/** The date the legal pages were last revised (one place, so they stay consistent). */
export const LEGAL_PAGES_UPDATED = 'November 22, 2026';
