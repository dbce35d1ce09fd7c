import { Link } from '#app/components/ui/link.tsx';
import type { HomepageAttorney } from '#app/domain/home.ts';
import { stateName } from '#app/domain/reference/places.ts';
import { AttorneyPhoto } from '#app/components/attorney/attorney-photo.tsx';
import { SectionHeading } from './section-heading.tsx';
import { countOf } from '#app/domain/grammar.ts';

/** Featured Legal Experts: the archive's 3 attorneys with the most answers, as the heading says. */
export function FeaturedExperts({ attorneys }: { attorneys: readonly HomepageAttorney[] }) {
  if (attorneys.length === 0) return null;
  return (
    <section aria-labelledby="featured-experts" className="mx-auto max-w-7xl px-4">
      <SectionHeading
        id="featured-experts"
        title="Featured Legal Experts"
        link={{ to: '/find-attorney', label: 'Find Attorneys' }}
      >
        The attorneys who have answered the most questions in the archive.
      </SectionHeading>
      <ul className="mt-6 grid gap-4 md:grid-cols-3">
        {attorneys.map((attorney) => (
          <li key={attorney.id}>
            <ExpertCard attorney={attorney} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function ExpertCard({ attorney }: { attorney: HomepageAttorney }) {
  const place = [attorney.city, attorney.state ? stateName(attorney.state) : ''].filter(Boolean).join(', ');
  const facts = [
    countOf(attorney.totalAnswers, 'answer'),
    attorney.experienceYears ? `${countOf(attorney.experienceYears, 'year')} in practice` : '',
    attorney.rating !== null ? `${attorney.rating}% up-votes` : '',
  ].filter(Boolean);
  return (
    <article className="flex h-full flex-col rounded-lg border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-700 dark:bg-slate-900">
      <div className="flex items-center gap-4">
        <AttorneyPhoto
          name={attorney.name}
          photoUrl={attorney.photoUrl}
          photoFallbackUrl={attorney.photoFallbackUrl}
          size={64}
          decorative
        />
        <div className="min-w-0">
          <h3 className="text-lg leading-snug font-semibold">
            <Link to={attorney.path} className="hover:underline">
              {attorney.name}
            </Link>
          </h3>
          {attorney.practiceArea && (
            <p className="text-sm text-brand-700 dark:text-brand-100">{attorney.practiceArea}</p>
          )}
          {place && <p className="text-sm text-slate-600 dark:text-slate-400">{place}</p>}
        </div>
      </div>
      <p className="mt-4 text-sm text-slate-700 dark:text-slate-300">{facts.join(' · ')}</p>
      {attorney.aiQuote && (
        <blockquote className="mt-3 text-sm text-slate-800 italic dark:text-slate-200">
          <p>“{attorney.aiQuote}”</p>
        </blockquote>
      )}
      {attorney.recentAnswer && (
        <p className="mt-auto pt-4 text-sm text-slate-700 dark:text-slate-300">
          Latest answer:{' '}
          <Link
            to={attorney.recentAnswer.path}
            className="font-medium text-brand-700 hover:underline dark:text-brand-100"
          >
            {attorney.recentAnswer.question}
          </Link>
        </p>
      )}
    </article>
  );
}
