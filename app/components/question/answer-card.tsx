import { formatDate, formatNumber } from '#app/domain/format.ts';
import { pillExplanation, type PillTone } from '#app/domain/question-insights.ts';
import type { AnswerView, AttorneyView } from '#app/domain/question-view.ts';
import { AttorneyPhoto } from '#app/components/attorney/attorney-photo.tsx';
import { Link } from '#app/components/ui/link.tsx';
import { countOf } from '#app/domain/grammar.ts';
import type { AnswerAge, AnswerContext } from '#app/domain/answer-context.ts';
import { PlainText } from './answer-text.tsx';
import { AnswerTrustLine } from './answer-trust.tsx';

const PILL_TONES: Record<PillTone, string> = {
  green: 'border-green-700 bg-green-50 text-green-900 dark:border-green-500 dark:bg-green-950 dark:text-green-100',
  yellow: 'border-yellow-700 bg-yellow-50 text-yellow-900 dark:border-yellow-500 dark:bg-yellow-950 dark:text-yellow-100',
  neutral: 'border-slate-400 bg-slate-50 text-slate-800 dark:border-slate-500 dark:bg-slate-900 dark:text-slate-100',
};

const RANK_LABEL = { excellent: 'Excellent', good: 'Good', fair: 'Fair', poor: 'Poor' } as const;

function AttorneyLine({ attorney }: { attorney: AttorneyView | null }) {
  if (!attorney) return <p className="text-sm text-slate-700 dark:text-slate-300">Answered by an attorney no longer listed</p>;
  const place = [attorney.city, attorney.state ?? (attorney.country !== 'US' ? attorney.country : null)].filter(Boolean).join(', ');
  return (
    <div className="flex items-center gap-3">
      <AttorneyPhoto
        name={attorney.name}
        photoUrl={attorney.photoUrl}
        photoFallbackUrl={attorney.photoFallbackUrl}
        size={44}
        decorative
      />
      <div className="text-sm">
        <Link to={attorney.path} className="font-semibold text-brand-700 hover:underline dark:text-brand-100">
          {attorney.name}
        </Link>
        <p className="text-slate-700 dark:text-slate-300">
          {[attorney.firm, place].filter(Boolean).join(' · ')}
          {attorney.firm || place ? ' · ' : ''}
          {countOf(attorney.answerCount, 'answer')}
        </p>
      </div>
    </div>
  );
}

/** One attorney answer: labels, metric pills, the text, votes and the attorney. */
export function AnswerCard({ answer, primary, age, context }: { answer: AnswerView; primary: boolean; age: AnswerAge | undefined; context: AnswerContext }) {
  return (
    <article
      id={`answer-${answer.id}`}
      aria-label={primary ? 'Primary answer' : `Answer by ${answer.attorney?.name ?? 'an unlisted attorney'}`}
      className={`rounded-lg border p-5 ${primary ? 'border-brand-600 bg-brand-50/40 dark:bg-slate-900' : 'border-slate-200 dark:border-slate-700'}`}
      data-answer-id={answer.id}
    >
      <div className="flex flex-wrap items-center gap-2">
        {answer.labels.map((label) => (
          <span key={label} className="rounded-full bg-brand-700 px-2.5 py-0.5 text-xs font-semibold text-white dark:bg-brand-600" data-label>
            {label}
          </span>
        ))}
        {answer.pills.map((pill) => (
          <span
            key={pill.key}
            className={`rounded-full border px-2.5 py-0.5 text-xs font-medium ${PILL_TONES[pill.tone]}`}
            data-pill={pill.key}
            data-tone={pill.tone}
            title={pillExplanation(pill)}
          >
            <span aria-hidden="true">
              {pill.label} {pill.value}
            </span>
            <span className="sr-only">{pillExplanation(pill)}</span>
          </span>
        ))}
        <span className="ml-auto text-xs text-slate-700 dark:text-slate-300">
          Quality {answer.quality.score.toFixed(1)} · {RANK_LABEL[answer.quality.rank]}
        </span>
      </div>
      <AnswerTrustLine age={age} context={context} />
      <PlainText text={answer.body} className="mt-4 leading-relaxed" />
      <div className="mt-5 flex flex-wrap items-end justify-between gap-4 border-t border-slate-200 pt-4 dark:border-slate-700">
        <AttorneyLine attorney={answer.attorney} />
        <p className="text-xs text-slate-700 dark:text-slate-300">
          <time dateTime={new Date(answer.postedAt * 1000).toISOString()}>{formatDate(answer.postedAt)}</time>
          {' · '}
          {formatNumber(answer.voteUp)} helpful · {formatNumber(answer.voteDown)} not helpful
        </p>
      </div>
    </article>
  );
}
