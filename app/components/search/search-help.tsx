import { Link } from '#app/components/ui/link.tsx';
import { QuestionCard } from '#app/components/question-card.tsx';
import { formatNumber } from '#app/domain/format.ts';
import { countOf } from '#app/domain/grammar.ts';
import type { QuestionSummary } from '#app/domain/question-summary.ts';
import { categoryPath, searchPath } from '#app/domain/urls.ts';

export interface SearchHelpData {
  readonly words: ReadonlyArray<{ word: string; total: number; approximate: boolean }>;
  readonly areas: ReadonlyArray<{ categoryId: number; name: string; slug: string; count: number; word: string }>;
  readonly likeliest: { name: string; slug: string; questions: readonly QuestionSummary[] } | null;
  readonly busiest: ReadonlyArray<{ name: string; slug: string; questionCount: number }>;
}

const link = 'font-medium text-brand-700 underline underline-offset-2 dark:text-brand-100';

/** Other ways in under a search that found fewer than a page: words alone, practice areas, popular answered questions. */
export function SearchHelp({ help }: { help: SearchHelpData }) {
  const { words, areas, likeliest, busiest } = help;
  if (words.length === 0 && areas.length === 0 && busiest.length === 0) return null;
  return (
    <section aria-labelledby="search-help" className="mt-8 rounded-lg border border-slate-200 bg-white p-6 dark:border-slate-700 dark:bg-slate-900" data-testid="search-help">
      <h2 id="search-help" className="text-lg font-semibold">
        More ways to find an answer
      </h2>
      {words.length > 0 && (
        <div className="mt-4">
          <h3 className="font-medium">Any of these words</h3>
          <ul className="mt-2 flex flex-wrap gap-x-5 gap-y-1 text-sm">
            {words.map((w) => (
              <li key={w.word}>
                <Link to={searchPath({ q: w.word, exact: true })} className={link}>
                  {w.word}
                </Link>{' '}
                <span className="text-slate-700 dark:text-slate-300">
                  ({w.approximate ? 'about ' : ''}
                  {countOf(w.total, 'question')})
                </span>
              </li>
            ))}
          </ul>
        </div>
      )}
      {areas.length > 0 && (
        <div className="mt-5">
          <h3 className="font-medium">Practice areas these words point to</h3>
          <ul className="mt-2 space-y-1 text-sm">
            {areas.map((a) => (
              <li key={a.categoryId}>
                <Link to={searchPath({ q: a.word, category: a.categoryId, exact: true })} className={link}>
                  {a.name}
                </Link>{' '}
                <span className="text-slate-700 dark:text-slate-300">
                  ({formatNumber(a.count)} {a.count === 1 ? 'question has' : 'questions have'} “{a.word}”)
                </span>
              </li>
            ))}
          </ul>
        </div>
      )}
      {likeliest && likeliest.questions.length > 0 && (
        <div className="mt-5">
          <h3 className="font-medium">
            Popular answered questions in{' '}
            <Link to={categoryPath(likeliest)} className={link}>
              {likeliest.name}
            </Link>
          </h3>
          <p className="text-sm text-slate-700 dark:text-slate-300">The ones with the most answers and votes.</p>
          <ul className="mt-3 space-y-3">
            {likeliest.questions.map((q) => (
              <li key={q.id}>
                <QuestionCard question={q} headingLevel={4} />
              </li>
            ))}
          </ul>
        </div>
      )}
      {busiest.length > 0 && (
        <div className="mt-5">
          <h3 className="font-medium">Browse the busiest practice areas</h3>
          <ul className="mt-2 flex flex-wrap gap-x-5 gap-y-1 text-sm">
            {busiest.map((c) => (
              <li key={c.slug}>
                <Link to={categoryPath(c)} className={link}>
                  {c.name}
                </Link>{' '}
                <span className="text-slate-700 dark:text-slate-300">({countOf(c.questionCount, 'question')})</span>
              </li>
            ))}
          </ul>
          <p className="mt-3 text-sm">
            Or{' '}
            <Link to="/categories" className={link}>
              see every practice area
            </Link>{' '}
            and{' '}
            <Link to="/legal-help" className={link}>
              questions by state
            </Link>
            .
          </p>
        </div>
      )}
    </section>
  );
}
