import { Link } from '#app/components/ui/link.tsx';
import { questionLabels, type QuestionSummary } from '#app/domain/question-summary.ts';
import { POPULAR_TOPICS, SEARCH_TIPS } from '#app/search/index.ts';
import { searchPath } from '#app/domain/urls.ts';

/** Shown when there is no query: Popular Legal Topics, Featured Questions, Search Tips. */
export function DiscoveryPanel({ featured }: { featured: readonly QuestionSummary[] }) {
  const chip =
    'inline-block rounded-full border border-slate-300 px-4 py-2 text-sm font-medium hover:border-brand-600 hover:bg-brand-50 dark:border-slate-600 dark:hover:bg-slate-800';
  return (
    <div className="grid gap-6 lg:grid-cols-3">
      <section
        aria-labelledby="topics-heading"
        className="rounded-lg border border-slate-200 bg-white p-5 dark:border-slate-700 dark:bg-slate-900"
      >
        <h2 id="topics-heading" className="text-lg font-semibold">
          Popular Legal Topics
        </h2>
        <ul className="mt-3 flex flex-wrap gap-2">
          {POPULAR_TOPICS.map((topic) => (
            <li key={topic}>
              <Link to={searchPath({ q: topic })} className={chip}>
                {topic}
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <section
        aria-labelledby="featured-heading"
        className="rounded-lg border border-slate-200 bg-white p-5 dark:border-slate-700 dark:bg-slate-900"
      >
        <h2 id="featured-heading" className="text-lg font-semibold">
          Featured Questions
        </h2>
        <ul className="mt-3 space-y-3">
          {featured.map((question) => (
            <li key={question.id}>
              <Link to={`/questions/${question.id}`} className="font-medium hover:underline">
                {question.title}
              </Link>
              <p className="text-xs text-slate-600 dark:text-slate-400">{questionLabels(question).join(' · ')}</p>
            </li>
          ))}
        </ul>
      </section>
      <section
        aria-labelledby="tips-heading"
        className="rounded-lg border border-slate-200 bg-white p-5 dark:border-slate-700 dark:bg-slate-900"
      >
        <h2 id="tips-heading" className="text-lg font-semibold">
          Search Tips
        </h2>
        <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
          Describe your situation in a few words. Use &quot;quotes&quot; for an exact phrase and a minus sign to leave a
          word out. Try:
        </p>
        <ul className="mt-3 space-y-2">
          {SEARCH_TIPS.map((tip) => (
            <li key={tip}>
              <Link
                to={searchPath({ q: tip })}
                className="text-sm font-medium text-brand-700 underline dark:text-brand-100"
              >
                {tip}
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
