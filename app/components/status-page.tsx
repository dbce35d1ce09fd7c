import type { ReactNode } from 'react';
import { Link } from '#app/components/ui/link.tsx';
import { useSearchBox } from '#app/components/search/use-search-box.ts';

/** Shared look of not-found, invalid and error states: a heading, a line, one way on. */
export function StatusPage({
  title,
  message,
  action,
}: {
  title: string;
  message: ReactNode;
  action?: { to: string; label: string };
}) {
  return (
    <section className="mx-auto max-w-2xl px-4 py-20 text-center">
      <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
      <p className="mt-4 text-lg text-slate-700 dark:text-slate-300">{message}</p>
      {action && (
        <Link
          to={action.to}
          className="mt-8 inline-flex h-11 items-center rounded-md bg-brand-700 px-5 font-medium text-white hover:bg-brand-800 dark:bg-brand-600"
        >
          {action.label}
        </Link>
      )}
    </section>
  );
}

/**
 * The 404 page: the spec's title and line, then ways back in: a search box (a GET form, so
 * it works without JavaScript), the practice areas with the most questions when the page
 * knows them, all practice areas, and the home page.
 */
export function NotFoundPage({ areas = [] }: { areas?: readonly { name: string; path: string }[] }) {
  const { text, setText, onSubmit } = useSearchBox();
  const chip =
    'inline-flex min-h-10 items-center rounded-full border border-brand-600 px-4 py-1 text-sm text-brand-700 hover:bg-brand-50 dark:border-brand-100 dark:text-brand-100 dark:hover:bg-slate-800';
  return (
    <section className="mx-auto max-w-2xl px-4 py-16 text-center sm:py-20">
      <h1 className="text-3xl font-bold tracking-tight">404 Page Not Found</h1>
      <p className="mt-4 text-lg text-slate-700 dark:text-slate-300">
        The page you're looking for doesn't exist or may have been moved.
      </p>
      <form
        role="search"
        aria-label="Search the archive"
        method="get"
        action="/search"
        onSubmit={onSubmit}
        className="mt-8 flex flex-col gap-2 text-left sm:flex-row"
      >
        <label htmlFor="not-found-search" className="sr-only">
          Search legal questions
        </label>
        <input
          id="not-found-search"
          name="q"
          type="search"
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder="Search legal questions..."
          required
          pattern=".*\S.*"
          maxLength={500}
          className="h-12 w-full min-w-0 rounded-md border border-slate-400 bg-white px-4 text-base text-slate-900 placeholder:text-slate-600 sm:flex-1 dark:border-slate-500 dark:bg-slate-900 dark:text-slate-100 dark:placeholder:text-slate-400"
        />
        <button
          type="submit"
          className="h-12 rounded-md bg-brand-700 px-6 font-semibold text-white hover:bg-brand-800 dark:bg-brand-600 dark:hover:bg-brand-700"
        >
          Search
        </button>
      </form>
      <nav aria-labelledby="not-found-ways" className="mt-10">
        <h2 id="not-found-ways" className="text-lg font-semibold">
          {areas.length > 0 ? 'Practice areas people ask about most' : 'Browse the archive'}
        </h2>
        <ul className="mt-3 flex flex-wrap justify-center gap-2">
          {areas.map((area) => (
            <li key={area.path}>
              <Link to={area.path} className={chip}>
                {area.name}
              </Link>
            </li>
          ))}
          <li>
            <Link to="/categories" className={chip}>
              All practice areas
            </Link>
          </li>
        </ul>
      </nav>
      <Link
        to="/"
        className="mt-10 inline-flex h-11 items-center rounded-md bg-brand-700 px-5 font-medium text-white hover:bg-brand-800 dark:bg-brand-600"
      >
        Go to Home
      </Link>
    </section>
  );
}
