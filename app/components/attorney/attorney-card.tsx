import { Link } from '#app/components/ui/link.tsx';
import type { AttorneySearchItem } from '#app/domain/attorney-view.ts';
import { formatNumber } from '#app/domain/format.ts';
import { attorneyPath } from '#app/domain/urls.ts';
import { AttorneyPhoto } from './attorney-photo.tsx';
import { attorneyLocation } from './location.ts';
import { countOf } from '#app/domain/grammar.ts';

export type AttorneyCardData = AttorneySearchItem;

/** One directory result: links to the profile (/attorneys/{slug}, or the id without a slug). */
export function AttorneyCard({ attorney }: { attorney: AttorneyCardData }) {
  return (
    <article className="flex gap-4 rounded-lg border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-700 dark:bg-slate-900">
      <AttorneyPhoto
        name={attorney.name}
        photoUrl={attorney.photoUrl}
        photoFallbackUrl={attorney.photoFallbackUrl}
        size={64}
      />
      <div className="min-w-0 flex-1">
        <h3 className="text-lg font-semibold">
          <Link to={attorneyPath(attorney)} className="text-brand-700 hover:underline dark:text-brand-100">
            {attorney.name}
          </Link>
        </h3>
        {attorney.firm && <p className="text-sm text-slate-700 dark:text-slate-300">{attorney.firm}</p>}
        <p className="text-sm text-slate-600 dark:text-slate-400">{attorneyLocation(attorney)}</p>
        {attorney.practiceAreas.length > 0 && (
          <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
            {attorney.practiceAreas.slice(0, 3).join(' · ')}
          </p>
        )}
        <dl className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-700 dark:text-slate-300">
          <div className="flex gap-1">
            <dt>Answers in archive:</dt>
            <dd className="font-semibold" data-testid="card-answers">
              {formatNumber(attorney.totalAnswers)}
            </dd>
          </div>
          <div className="flex gap-1">
            <dt>Experience:</dt>
            <dd className="font-semibold">
              {attorney.experienceYears === null ? 'Not listed' : countOf(attorney.experienceYears, 'year')}
            </dd>
          </div>
          {attorney.successRate !== null && (
            <div className="flex gap-1">
              <dt>Share of cases won (as reported):</dt>
              <dd className="font-semibold">{attorney.successRate}%</dd>
            </div>
          )}
          {attorney.contactAvailable && (
            <div>
              <dt className="sr-only">Contact:</dt>
              <dd data-testid="card-contact">
                <Link
                  to={`${attorneyPath(attorney)}#contact`}
                  className="rounded bg-brand-50 px-1.5 font-semibold text-brand-800 hover:underline dark:bg-slate-800 dark:text-brand-100"
                >
                  Contact<span className="sr-only"> {attorney.name}</span>
                </Link>
              </dd>
            </div>
          )}
          {attorney.freeConsultation && (
            <div>
              <dt className="sr-only">Consultation:</dt>
              <dd className="rounded bg-green-100 px-1.5 font-semibold text-green-900 dark:bg-green-900 dark:text-green-100">
                Free consultation
              </dd>
            </div>
          )}
        </dl>
      </div>
    </article>
  );
}
