import { Link } from '#app/components/ui/link.tsx';
import type { RelatedView } from '#app/domain/question-view.ts';
import { stateName } from '#app/domain/reference/places.ts';
import { countOf } from '#app/domain/grammar.ts';

function ago(days: number): string {
  if (days === 0) return 'today';
  if (days < 365) return `${countOf(days, 'day')} ago`;
  const years = Math.floor(days / 365);
  return `${countOf(years, 'year')} ago`;
}

/** Explore Related Questions; `related` is null when they could not be read. */
export function RelatedQuestions({ related }: { related: RelatedView[] | null }) {
  return (
    <section aria-labelledby="related-heading" className="mt-12" data-print="hide">
      <h2 id="related-heading" className="text-xl font-semibold">
        Explore Related Questions
      </h2>
      {related === null ? (
        <p className="mt-3 text-slate-700 dark:text-slate-300">Related questions temporarily unavailable.</p>
      ) : related.length === 0 ? (
        <p className="mt-3 text-slate-700 dark:text-slate-300">No related questions found for this topic.</p>
      ) : (
        <ul className="mt-4 grid gap-4 sm:grid-cols-2">
          {related.map((item) => (
            <li key={item.id} className="rounded-lg border border-slate-200 p-4 dark:border-slate-700">
              <Link to={item.path} className="font-medium text-brand-700 hover:underline dark:text-brand-100">
                {item.title}
              </Link>
              <p className="mt-1 line-clamp-2 text-sm text-slate-700 dark:text-slate-300">{item.questionShort}</p>
              <p className="mt-2 text-xs text-slate-700 dark:text-slate-300">
                {[item.state ? stateName(item.state) : '', countOf(item.answerCount, 'answer'), ago(item.daysAgo)]
                  .filter(Boolean)
                  .join(' · ')}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
