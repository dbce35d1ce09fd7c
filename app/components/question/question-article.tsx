import { readingTimeLabel } from '#app/domain/article-display.ts';
import { Link } from '#app/components/ui/link.tsx';
import { formatDate } from '#app/domain/format.ts';
import type { TitleSize } from '#app/domain/question-insights.ts';
import type { QuestionView } from '#app/domain/question-view.ts';
import { AnswerCard } from './answer-card.tsx';
import { PlainText } from './answer-text.tsx';
import { countOf, nounFor } from '#app/domain/grammar.ts';

const TITLE_CLASSES: Record<TitleSize, string> = {
  xl: 'text-3xl sm:text-4xl',
  lg: 'text-2xl sm:text-3xl',
  md: 'text-xl sm:text-2xl',
  sm: 'text-lg sm:text-xl',
};

/** The question, its primary answer and the additional expert opinions, best first. */
export function QuestionArticle({ question, categoryHref, placeHref }: { question: QuestionView; categoryHref: string | null; placeHref: string | null }) {
  const [primary, ...others] = question.answers;
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
      {question.body && <PlainText text={question.body} className="mt-6 text-lg leading-relaxed" />}
      {question.originalUrl && /^https?:\/\//i.test(question.originalUrl) && (
        <p className="mt-4 text-sm">
          <a href={question.originalUrl} rel="nofollow noopener noreferrer" className="font-medium text-brand-700 underline dark:text-brand-100">
            View the original question
          </a>
        </p>
      )}

      <section aria-labelledby="primary-heading" className="mt-10">
        <h2 id="primary-heading" className="text-xl font-semibold">
          {primary ? 'Primary Answer' : 'No Answers Available'}
        </h2>
        {primary ? (
          <div className="mt-4">
            <AnswerCard answer={primary} primary />
          </div>
        ) : (
          <p className="mt-3 text-slate-700 dark:text-slate-300">This question has not yet received any attorney responses.</p>
        )}
      </section>

      {others.length > 0 && (
        <section aria-labelledby="others-heading" className="mt-10">
          <h2 id="others-heading" className="text-xl font-semibold">
            Additional Expert {nounFor(others.length, 'Opinion')} ({others.length})
          </h2>
          <div className="mt-4 space-y-4">
            {others.map((answer) => (
              <AnswerCard key={answer.id} answer={answer} primary={false} />
            ))}
          </div>
        </section>
      )}
    </article>
  );
}
