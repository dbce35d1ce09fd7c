import { useArchiveSize } from '#app/components/static/site-name.ts';
import { Link } from '#app/components/ui/link.tsx';
import { countOf } from '#app/domain/grammar.ts';

const primary =
  'inline-flex h-11 items-center rounded-md bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800 dark:bg-brand-600 dark:hover:bg-brand-700';
const secondary =
  'inline-flex h-11 items-center rounded-md border border-brand-700 px-5 font-semibold text-brand-700 hover:bg-brand-50 dark:border-brand-100 dark:text-brand-100 dark:hover:bg-slate-800';

/** For Legal Professionals (Join as Attorney) and New Features (guides, search). */
export function PromoBlocks() {
  const { answeringAttorneys } = useArchiveSize();
  return (
    <div className="mx-auto grid max-w-7xl gap-6 px-4 md:grid-cols-2">
      <section aria-labelledby="for-professionals" className="rounded-xl bg-brand-800 p-8 text-white dark:bg-brand-900">
        <h2 id="for-professionals" className="text-2xl font-bold tracking-tight">
          For Legal Professionals
        </h2>
        <p className="mt-3 text-brand-50">
          {answeringAttorneys > 0 && `${countOf(answeringAttorneys, 'attorney')} built this archive one answer at a time. `} We are preparing an attorney network that lets
          you keep your profile current and show the work you have already done for the public.
        </p>
        <Link
          to="/coming-soon"
          className="mt-6 inline-flex h-11 items-center rounded-md bg-white px-5 font-semibold text-brand-800 hover:bg-brand-50"
        >
          Join as Attorney
        </Link>
      </section>
      <section
        aria-labelledby="new-features"
        className="rounded-xl border border-slate-200 bg-slate-50 p-8 dark:border-slate-700 dark:bg-slate-900"
      >
        <h2 id="new-features" className="text-2xl font-bold tracking-tight">
          New Features
        </h2>
        <ul className="mt-3 space-y-2 text-slate-700 dark:text-slate-300">
          <li>
            <strong className="text-slate-900 dark:text-slate-100">Legal guides</strong> for criminal defense and
            personal injury, each built on real questions from the archive.
          </li>
          <li>
            <strong className="text-slate-900 dark:text-slate-100">Full-text search</strong> with filters by state and
            practice area, and highlighted answers.
          </li>
        </ul>
        <div className="mt-6 flex flex-wrap gap-3">
          <Link to="/guides" className={primary}>
            Read the Guides
          </Link>
          <Link to="/search" className={secondary}>
            Search the Archive
          </Link>
        </div>
      </section>
    </div>
  );
}
