import type { ReactNode } from 'react';
import { readingTimeLabel } from '#app/domain/article-display.ts';
import { Link } from '#app/components/ui/link.tsx';
import { formatDate } from '#app/domain/format.ts';
import type { TitleSize } from '#app/domain/question-insights.ts';
import type { QuestionView } from '#app/domain/question-view.ts';
import type { AnswerContext } from '#app/domain/answer-context.ts';
import { ShareLink } from '#app/components/ui/share-link.tsx';
import { AnswerCard } from './answer-card.tsx';
import { JurisdictionNote, LawChangeNote } from './answer-trust.tsx';
import { PlainText } from './answer-text.tsx';
import { countOf, nounFor } from '#app/domain/grammar.ts';

const TITLE_CLASSES: Record<TitleSize, string> = {
  xl: 'text-3xl sm:text-4xl',
  lg: 'text-2xl sm:text-3xl',
  md: 'text-xl sm:text-2xl',
  sm: 'text-lg sm:text-xl',
};

/**
 * The question, its primary answer and the additional expert opinions, best first; `unanswered`
 * stands in for the answers when there are none.
 */
export function QuestionArticle({
  question,
  context,
  categoryHref,
  placeHref,
  unanswered,
}: {
  question: QuestionView;
  context: AnswerContext;
  categoryHref: string | null;
  placeHref: string | null;
  unanswered: ReactNode;
}) {
  const [primary, ...others] = question.answers;
  const ageOf = (id: number) => context.answers.find((a) => a.id === id);
  const responses = question.answers.length;
  return (
    <article aria-labelledby="question-title">
      {(question.categoryName || question.placeName) && (
        <p className="text-sm font-medium tracking-wide text-brand-700 uppercase dark:text-brand-100" data-testid="question-labels">
          {question.categoryName && (categoryHref ? <Link to={categoryHref} className="hover:underline">{question.categoryName}</Link> : question.categoryName)}
          {question.categoryName && question.placeName && ' · '}
          {question.placeName && (placeHref ? <Link to={placeHref} className="hover:underline">{question.placeName}</Link> : question.placeName)}
        </p>
      )}
      <h1 id="question-title" className={`mt-2 leading-tight font-bold tracking-tight ${TITLE_CLASSES[question.titleSize]}`} data-title-size={question.titleSize}>
        {question.title}
      </h1>
      <p className="mt-3 text-sm text-slate-700 dark:text-slate-300" data-testid="question-meta">
        <time dateTime={new Date(question.postedAt * 1000).toISOString()}>{formatDate(question.postedAt)}</time>
        {' · '}
        {countOf(responses, 'attorney response')}
        {' · '}
        {readingTimeLabel(question.readingMinutes)} · {question.lengthLabel}
      </p>
      <ShareLink path={question.path} title={question.title} date={question.postedAt} dateLabel="Asked" />
      <JurisdictionNote context={context} />
      {question.body && <PlainText text={question.body} className="mt-6 text-lg leading-relaxed" />}
      {question.originalUrl && /^https?:\/\//i.test(question.originalUrl) && (
        <p className="mt-4 text-sm">
          <a href={question.originalUrl} rel="nofollow noopener noreferrer" className="font-medium text-brand-700 underline dark:text-brand-100">
            View the original question
          </a>
        </p>
      )}

      {primary ? (
        <section aria-labelledby="primary-heading" className="mt-10">
          <h2 id="primary-heading" className="text-xl font-semibold">
            Primary Answer
          </h2>
          <LawChangeNote context={context} />
          <div className="mt-4">
            <AnswerCard answer={primary} primary age={ageOf(primary.id)} context={context} />
          </div>
        </section>
      ) : (
        unanswered
      )}

      {others.length > 0 && (
        <section aria-labelledby="others-heading" className="mt-10">
          <h2 id="others-heading" className="text-xl font-semibold">
            Additional Expert {nounFor(others.length, 'Opinion')} ({others.length})
          </h2>
          <div className="mt-4 space-y-4">
            {others.map((answer) => (
              <AnswerCard key={answer.id} answer={answer} primary={false} age={ageOf(answer.id)} context={context} />
            ))}
          </div>
        </section>
      )}
    </article>
  );
}
