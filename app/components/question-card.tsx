import type { ReactNode } from 'react';
import { Link } from '#app/components/ui/link.tsx';
import { formatDate } from '#app/domain/format.ts';
import { questionLabels, type QuestionSummary } from '#app/domain/question-summary.ts';
import { questionPath } from '#app/domain/urls.ts';
import { countOf } from '#app/domain/grammar.ts';

/**
 * One question in a list. `snippet` replaces the plain excerpt (the search page passes
 * highlighted text, listings the top answer's excerpt); `headingLevel` keeps the page's
 * heading outline correct.
 */
export function QuestionCard({
  question,
  snippet,
  headingLevel = 3,
}: (
  | { question: QuestionSummary; snippet?: ReactNode }
  | { question: Omit<QuestionSummary, 'questionShort'> & { readonly questionShort?: undefined }; snippet: ReactNode }
) & {
  headingLevel?: 2 | 3 | 4;
}) {
  const Heading = `h${headingLevel}` as const;
  const labels = questionLabels(question);
  return (
    <article className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm transition hover:border-brand-600 dark:border-slate-700 dark:bg-slate-900">
      {labels.length > 0 && (
        <p className="text-xs font-medium tracking-wide text-brand-700 uppercase dark:text-brand-100">{labels.join(' · ')}</p>
      )}
      <Heading className="mt-1 text-lg leading-snug font-semibold">
        <Link to={questionPath(question)} className="hover:underline">
          {question.title}
        </Link>
      </Heading>
      <p className="mt-2 line-clamp-3 text-sm text-slate-700 dark:text-slate-300">{snippet ?? question.questionShort}</p>
      <p className="mt-3 text-xs text-slate-600 dark:text-slate-400">
        <time dateTime={new Date(question.postedAt * 1000).toISOString()}>{formatDate(question.postedAt)}</time>
        {' · '}
        {countOf(question.answerCount, 'attorney answer')}
      </p>
    </article>
  );
}
