import { Link } from '#app/components/ui/link.tsx';
import { formatDate } from '#app/domain/format.ts';
import type { HomepageQuestion } from '#app/domain/home.ts';
import { questionLabels } from '#app/domain/question-summary.ts';
import { SectionHeading } from './section-heading.tsx';
import { countOf } from '#app/domain/grammar.ts';

/** Recently Asked Questions: up to 6 cards, each to its question page, and Browse Database. */
export function RecentQuestions({ questions }: { questions: readonly HomepageQuestion[] }) {
  return (
    <section aria-labelledby="recent-questions" className="mx-auto max-w-7xl px-4">
      <SectionHeading
        id="recent-questions"
        title="Recently Asked Questions"
        link={{ to: '/search', label: 'Browse Database' }}
      >
        The newest questions in the archive that at least two attorneys answered.
      </SectionHeading>
      {questions.length === 0 ? (
        <p className="mt-6 rounded-lg border border-dashed border-slate-300 p-6 text-slate-700 dark:border-slate-600 dark:text-slate-300">
          No answered questions yet. Questions appear here once the archive holds some.
        </p>
      ) : (
        <ul className="mt-6 grid gap-4 md:grid-cols-2 lg:grid-cols-3">
          {questions.map((question) => (
            <li key={question.id}>
              <QuestionTile question={question} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function QuestionTile({ question }: { question: HomepageQuestion }) {
  const labels = questionLabels(question);
  return (
    <article className="flex h-full flex-col rounded-lg border border-slate-200 bg-white p-5 shadow-sm transition hover:border-brand-600 dark:border-slate-700 dark:bg-slate-900">
      {labels.length > 0 && (
        <p className="text-xs font-medium tracking-wide text-brand-700 uppercase dark:text-brand-100">
          {labels.join(' · ')}
        </p>
      )}
      <h3 className="mt-1 text-lg leading-snug font-semibold">
        <Link to={question.path} className="hover:underline">
          {question.question}
        </Link>
      </h3>
      <p className="mt-2 line-clamp-3 text-sm text-slate-700 dark:text-slate-300">{question.aiQuestionSummary}</p>
      {question.aiAnswerSummary && (
        <blockquote className="mt-3 border-l-4 border-brand-100 pl-3 text-sm text-slate-800 dark:border-brand-700 dark:text-slate-200">
          <p className="line-clamp-3">{question.aiAnswerSummary}</p>
          {question.attorneyName && (
            <footer className="mt-1 text-xs text-slate-600 dark:text-slate-400">
              Answered by {question.attorneyName}
            </footer>
          )}
        </blockquote>
      )}
      <p className="mt-auto pt-3 text-xs text-slate-600 dark:text-slate-400">
        <time dateTime={new Date(question.postedAt * 1000).toISOString()}>{formatDate(question.postedAt)}</time>
        {' · '}
        {countOf(question.realAnswerCount, 'attorney answer')}
      </p>
    </article>
  );
}
