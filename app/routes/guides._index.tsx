import { Link } from '#app/components/ui/link.tsx';
import type { Route } from './+types/guides._index';
import { pageMeta } from '#app/components/page-meta.ts';
import { getGuideCases } from '#app/data/guides.server.ts';
import { basedOnCasesLabel, GUIDES, guidePath } from '#app/domain/guides.ts';

export function loader() {
  return {
    guides: GUIDES.map((guide) => ({
      ...guide,
      caseCount: guide.available && guide.categoryId !== null ? getGuideCases(guide.categoryId).length : 0,
    })),
  };
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, {
    title: 'Legal Guides',
    description:
      'Plain-language guides to personal injury and criminal defense, each based on 50 real questions from the archive and the answers attorneys gave.',
    path: '/guides',
  });
}

export default function Guides({ loaderData }: Route.ComponentProps) {
  const available = loaderData.guides.filter((g) => g.available);
  const coming = loaderData.guides.filter((g) => !g.available);
  return (
    <>
      <div className="border-b border-slate-200 bg-gradient-to-b from-brand-50 to-white px-4 py-12 dark:border-slate-800 dark:from-slate-900 dark:to-slate-950">
        <div className="mx-auto max-w-6xl">
          <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Legal Guides</h1>
          <p className="mt-4 max-w-3xl text-lg text-slate-700 dark:text-slate-300">
            Each guide explains an area of law in plain language and is based on 50 real cases: it draws on the most
            answered questions of its practice area in the archive, and lists and links every one of them so you can
            read what attorneys actually said.
          </p>
        </div>
      </div>
      <div className="mx-auto max-w-6xl space-y-12 px-4 py-10">
        <section aria-labelledby="available-guides">
          <h2 id="available-guides" className="text-2xl font-bold tracking-tight">
            Available now
          </h2>
          <ul className="mt-6 grid gap-6 md:grid-cols-2">
            {available.map((guide) => (
              <li
                key={guide.slug}
                className="flex flex-col rounded-lg border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-700 dark:bg-slate-900"
              >
                <p className="text-sm font-semibold text-brand-700 dark:text-brand-100">
                  {basedOnCasesLabel(guide.caseCount)}
                </p>
                <h3 className="mt-1 text-xl font-semibold">
                  <Link to={guidePath(guide)} className="hover:underline">
                    {guide.title}
                  </Link>
                </h3>
                <p className="mt-2 text-slate-700 dark:text-slate-300">{guide.summary}</p>
                <p className="mt-auto pt-4">
                  <Link
                    to={guidePath(guide)}
                    className="inline-flex h-10 items-center rounded-md bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-800 dark:bg-brand-600 dark:hover:bg-brand-700"
                  >
                    Read the guide<span className="sr-only">: {guide.title}</span>
                  </Link>
                </p>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="coming-guides">
          <h2 id="coming-guides" className="text-2xl font-bold tracking-tight">
            Coming soon
          </h2>
          <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {coming.map((guide) => (
              <li
                key={guide.slug}
                className="rounded-lg border border-dashed border-slate-300 p-5 dark:border-slate-600"
              >
                <p className="inline-flex rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-semibold text-slate-700 dark:bg-slate-800 dark:text-slate-200">
                  Coming Soon · In Development
                </p>
                <h3 className="mt-2 text-lg font-semibold">{guide.title}</h3>
                <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">{guide.summary}</p>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="more-help" className="rounded-lg bg-slate-50 p-6 dark:bg-slate-900">
          <h2 id="more-help" className="text-xl font-semibold">
            Looking for something else?
          </h2>
          <p className="mt-2 text-slate-700 dark:text-slate-300">
            <Link to="/categories" className="font-medium text-brand-700 underline dark:text-brand-100">
              Browse all practice areas
            </Link>
            ,{' '}
            <Link to="/search" className="font-medium text-brand-700 underline dark:text-brand-100">
              search the archive
            </Link>{' '}
            or{' '}
            <Link to="/find-attorney" className="font-medium text-brand-700 underline dark:text-brand-100">
              find an attorney
            </Link>
            .
          </p>
        </section>
      </div>
    </>
  );
}
