import { Link } from '#app/components/ui/link.tsx';
import { findAttorneyHref } from '#app/domain/attorney-search-params.ts';
import { formatNumber } from '#app/domain/format.ts';
import { stateName } from '#app/domain/reference/places.ts';
import { countOf } from '#app/domain/grammar.ts';

export interface LandingData {
  totalAttorneys: number;
  practiceAreas: number;
  statesWithAttorneys: number;
  popularAreas: Array<{ label: string; area: { id: number; name: string; count: number } | null }>;
  california: { total: number; recentlyActive: number; freeConsultation: number };
  popularStates: Array<{ state: string; count: number }>;
}

const tile =
  'rounded-lg border border-slate-200 bg-white p-4 text-center shadow-sm dark:border-slate-700 dark:bg-slate-900';
const button =
  'flex flex-col rounded-lg border border-slate-200 bg-white p-4 text-left shadow-sm hover:border-brand-600 dark:border-slate-700 dark:bg-slate-900';

/** Landing mode of /find-attorney (document 2, section 2.1), every figure counted from the archive. */
export function FindAttorneyLanding({ data }: { data: LandingData }) {
  return (
    <div className="space-y-10">
      <ul className="grid gap-4 sm:grid-cols-3" aria-label="Directory figures">
        <li className={tile}>
          <p className="text-2xl font-bold" data-testid="stat-attorneys">
            {formatNumber(data.totalAttorneys)}+
          </p>
          <p className="text-sm text-slate-700 dark:text-slate-300">Licensed Attorneys</p>
        </li>
        <li className={tile}>
          <p className="text-2xl font-bold" data-testid="stat-practice-areas">
            {formatNumber(data.practiceAreas)}
          </p>
          <p className="text-sm text-slate-700 dark:text-slate-300">Practice Areas</p>
        </li>
        <li className={tile}>
          <p className="text-2xl font-bold" data-testid="stat-states">
            {formatNumber(data.statesWithAttorneys)} States
          </p>
          <p className="text-sm text-slate-700 dark:text-slate-300">Coverage</p>
        </li>
      </ul>

      <section aria-labelledby="popular-areas">
        <h2 id="popular-areas" className="text-xl font-semibold">
          Popular Practice Areas
        </h2>
        <ul className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          {data.popularAreas.map(({ label, area }) => (
            <li key={label}>
              {area ? (
                <Link to={findAttorneyHref({ practiceAreas: [area.id] })} className={button}>
                  <span className="font-semibold">{label}</span>
                  <span className="text-sm text-slate-700 dark:text-slate-300">{countOf(area.count, 'attorney')}</span>
                </Link>
              ) : (
                // Spec section 5: a shortcut does nothing when its area is not in the list.
                <button type="button" disabled className={`${button} w-full cursor-not-allowed opacity-70`}>
                  <span className="font-semibold">{label}</span>
                  <span className="text-sm">0 attorneys</span>
                </button>
              )}
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="top-california">
        <h2 id="top-california" className="text-xl font-semibold">
          Top Attorneys in California
        </h2>
        <ul className="mt-4 grid gap-3 sm:grid-cols-2">
          <li>
            <Link to={findAttorneyHref({ state: 'CA', sortBy: 'answers', sortOrder: 'desc' })} className={button}>
              <span className="font-semibold">Most Active Attorneys</span>
              <span className="text-sm text-slate-700 dark:text-slate-300" data-testid="ca-active">
                {formatNumber(data.california.recentlyActive)}+ attorneys with recent activity
              </span>
            </Link>
          </li>
          <li>
            <Link to={findAttorneyHref({ state: 'CA', freeConsultation: true })} className={button}>
              <span className="font-semibold">Free Consultation</span>
              <span className="text-sm text-slate-700 dark:text-slate-300" data-testid="ca-free">
                {countOf(data.california.freeConsultation, 'attorney')}{' '}
                {data.california.freeConsultation === 1 ? 'offers' : 'offer'} a free consultation
              </span>
            </Link>
          </li>
        </ul>
      </section>

      <section aria-labelledby="popular-states">
        <h2 id="popular-states" className="text-xl font-semibold">
          Popular States
        </h2>
        <ul className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          {data.popularStates.map((s) => (
            <li key={s.state}>
              <Link to={findAttorneyHref({ state: s.state })} className={button}>
                <span className="font-semibold">{stateName(s.state)}</span>
                <span className="text-sm text-slate-700 dark:text-slate-300">{countOf(s.count, 'attorney')}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
