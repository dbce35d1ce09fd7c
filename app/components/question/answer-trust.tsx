import { Link } from '#app/components/ui/link.tsx';
import { OLD_ANSWER_YEARS, type AnswerAge, type AnswerContext } from '#app/domain/answer-context.ts';
import { countOf } from '#app/domain/grammar.ts';
import type { RelatedView } from '#app/domain/question-view.ts';

const NOTE = 'rounded-md border border-amber-700 bg-amber-50 px-3 py-2 text-sm text-amber-950 dark:border-amber-500 dark:bg-amber-950 dark:text-amber-50';

/** Which law the question concerns, and for a question from outside the US who answered it. */
export function JurisdictionNote({ context }: { context: AnswerContext }) {
  const { jurisdiction } = context;
  let text: string;
  if (jurisdiction.kind === 'state') text = `This question concerns ${jurisdiction.name} law.`;
  else if (jurisdiction.kind === 'us') text = 'This question concerns US law; the asker named no state.';
  else if (jurisdiction.kind === 'country') text = `This question was asked from ${jurisdiction.name}.`;
  else text = 'The asker named no state or country.';
  return (
    <div className="mt-3 space-y-2" data-testid="jurisdiction">
      <p className="text-sm text-slate-800 dark:text-slate-200">{text}</p>
      {context.foreign && (
        <p className={NOTE} data-testid="foreign-note">
          The answers are by US attorneys unless an attorney&apos;s profile says otherwise. The law of {jurisdiction.kind === 'country' ? jurisdiction.name : 'another country'} may
          differ from what they describe.
        </p>
      )}
    </div>
  );
}

/** Above old answers: what typically changes in this practice area. */
export function LawChangeNote({ context }: { context: AnswerContext }) {
  if (!context.anyOld) return null;
  return (
    <p className={`mt-4 ${NOTE}`} data-testid="law-change">
      Some answers here are {countOf(OLD_ANSWER_YEARS, 'year')} old or older. Laws and figures change, so check the current law before relying on them.
      {context.lawChange && ` ${context.lawChange}`}
    </p>
  );
}

/** On one answer: its age when old, where its attorney practises, and a note when that is another state. */
export function AnswerTrustLine({ age, context }: { age: AnswerAge | undefined; context: AnswerContext }) {
  if (!age) return null;
  const { jurisdiction } = context;
  const elsewhere =
    jurisdiction.kind === 'state'
      ? ` The question concerns ${jurisdiction.name} law, which may differ.`
      : jurisdiction.kind === 'country'
        ? ` The question was asked from ${jurisdiction.name}, whose law may differ.`
        : '';
  return (
    <div className="mt-3 space-y-2 text-sm">
      {age.old && (
        <p className={NOTE} data-testid="old-answer">
          Written {countOf(age.years, 'year')} ago. Laws and figures change, so check the current law.
        </p>
      )}
      {age.practises && (
        <p className="text-slate-700 dark:text-slate-300" data-testid="practises">
          The attorney practises in {age.practises}.
          {age.elsewhere && <strong className="font-medium">{elsewhere}</strong>}
        </p>
      )}
    </div>
  );
}

/** The page of a question nobody answered: it says so and leads to answered questions on the topic. */
export function NeverAnswered({
  related,
  searchHref,
  categoryHref,
  categoryName,
}: {
  related: readonly RelatedView[] | null;
  searchHref: string;
  categoryHref: string | null;
  categoryName: string;
}) {
  const answered = (related ?? []).filter((r) => r.answerCount > 0).slice(0, 5);
  return (
    <section aria-labelledby="never-answered-heading" className="mt-10 rounded-lg border border-slate-300 p-5 dark:border-slate-600" data-testid="never-answered">
      <h2 id="never-answered-heading" className="text-xl font-semibold">
        This question was never answered
      </h2>
      <p className="mt-2 text-slate-700 dark:text-slate-300">No attorney answered it, so the archive has no answer to show.</p>
      {answered.length > 0 && (
        <>
          <h3 className="mt-4 font-semibold">Answered questions on the same topic</h3>
          <ul className="mt-2 space-y-2">
            {answered.map((item) => (
              <li key={item.id}>
                <Link to={item.path} className="font-medium text-brand-700 underline dark:text-brand-100">
                  {item.title}
                </Link>{' '}
                <span className="text-sm text-slate-700 dark:text-slate-300">({countOf(item.answerCount, 'answer')})</span>
              </li>
            ))}
          </ul>
        </>
      )}
      <ul className="mt-4 space-y-1 text-sm">
        <li>
          <Link to={searchHref} className="font-medium text-brand-700 underline dark:text-brand-100">
            Search the archive for questions like this one
          </Link>
        </li>
        {categoryHref && (
          <li>
            <Link to={categoryHref} className="font-medium text-brand-700 underline dark:text-brand-100">
              {categoryName} questions, answered ones first
            </Link>
          </li>
        )}
      </ul>
    </section>
  );
}
