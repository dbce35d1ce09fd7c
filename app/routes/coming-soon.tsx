import { Link } from '#app/components/ui/link.tsx';
import type { Route } from './+types/coming-soon';
import { pageMeta } from '#app/components/page-meta.ts';
import { useArchiveSize, useSiteName } from '#app/components/static/site-name.ts';
import { countOf } from '#app/domain/grammar.ts';

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, {
    title: 'Attorney Network Coming Soon',
    description:
      'An enhanced attorney network is on its way: claim your profile, keep it current and show the answers you have written.',
    path: '/coming-soon',
  });
}

const PLANS = [
  {
    title: 'Claim your profile',
    text: 'Confirm that the profile built from your answers is yours, and correct your firm, city and practice areas.',
  },
  {
    title: 'Show your work',
    text: 'Choose the answers that best represent your practice and pin them to the top of your profile.',
  },
  {
    title: 'Stay current',
    text: 'Add your bar admissions, languages and how clients can reach you, and keep them up to date yourself.',
  },
] as const;

export default function ComingSoon() {
  const site = useSiteName();
  const { answeringAttorneys } = useArchiveSize();
  return (
    <section aria-labelledby="coming-soon-title" className="px-4 py-16">
      <div className="mx-auto max-w-3xl text-center">
        <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase dark:text-brand-100">Coming soon</p>
        <h1 id="coming-soon-title" className="mt-2 text-4xl font-bold tracking-tight text-balance">
          An enhanced attorney network
        </h1>
        <p className="mt-4 text-lg text-slate-700 dark:text-slate-300">
          {answeringAttorneys > 0 && `${countOf(answeringAttorneys, 'attorney')} wrote the answers in this archive. `}We are building a network that lets them keep their{' '}
          {site} profiles accurate and show the public the work they have already done. It is not open yet.
        </p>
      </div>
      <ul className="mx-auto mt-10 grid max-w-5xl gap-4 md:grid-cols-3">
        {PLANS.map((plan) => (
          <li
            key={plan.title}
            className="rounded-lg border border-slate-200 bg-white p-6 dark:border-slate-700 dark:bg-slate-900"
          >
            <h2 className="text-lg font-semibold">{plan.title}</h2>
            <p className="mt-2 text-slate-700 dark:text-slate-300">{plan.text}</p>
          </li>
        ))}
      </ul>
      <div className="mx-auto mt-10 max-w-3xl text-center">
        <p className="text-slate-700 dark:text-slate-300">
          The archive will stay free for the public to read, and no attorney will be able to pay for a better ranking.
          Until the network opens, attorney profiles are built from the archive and listed in the directory.
        </p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Link
            to="/"
            className="inline-flex h-11 items-center rounded-md bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800 dark:bg-brand-600 dark:hover:bg-brand-700"
          >
            Back to Home
          </Link>
          <Link
            to="/find-attorney"
            className="inline-flex h-11 items-center rounded-md border border-brand-700 px-5 font-semibold text-brand-700 hover:bg-brand-50 dark:border-brand-100 dark:text-brand-100 dark:hover:bg-slate-800"
          >
            Browse the Attorney Directory
          </Link>
        </div>
        <p className="mt-6 text-sm text-slate-600 dark:text-slate-400">
          Questions about the network?{' '}
          <Link to="/contact" className="font-medium text-brand-700 underline dark:text-brand-100">
            Contact us
          </Link>
          .
        </p>
      </div>
    </section>
  );
}
