import { Link } from '#app/components/ui/link.tsx';
import { Pagination } from '#app/components/ui/pagination.tsx';
import {
  ATTORNEY_ANSWER_SORT_LABELS,
  ATTORNEY_ANSWER_SORTS,
  ATTORNEY_ANSWERS_PAGE_SIZE,
  attorneyAnswersHref,
  HELPFUL_RULE,
  type AttorneyAnswerQuery,
} from '#app/domain/attorney-answers.ts';
import type { AnswerItem } from '#app/domain/attorney-view.ts';
import { formatIsoDate, formatNumber } from '#app/domain/format.ts';
import { countOf } from '#app/domain/grammar.ts';
import { pagesWindow, totalPages } from '#app/domain/pagination.ts';
import { Section } from './profile-sections.tsx';

/** Every answer of the attorney, 20 a page, in either order: plain links, so no JavaScript is needed. */
export function AnswerList({
  profilePath,
  name,
  total,
  query,
  answers,
}: {
  profilePath: string;
  name: string;
  total: number;
  query: AttorneyAnswerQuery;
  answers: readonly AnswerItem[];
}) {
  const pages = totalPages(total, ATTORNEY_ANSWERS_PAGE_SIZE);
  const first = (query.page - 1) * ATTORNEY_ANSWERS_PAGE_SIZE + 1;
  return (
    <Section id="answers" title={`All Answers (${formatNumber(total)})`}>
      {total === 0 ? (
        <p className="text-sm">{name} has no answers in the archive yet.</p>
      ) : (
        <>
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p className="text-sm text-slate-700 dark:text-slate-300" data-testid="answers-range">
              {formatNumber(first)}–{formatNumber(first + answers.length - 1)} of {countOf(total, 'answer')}
              {query.sort === 'helpful' ? ` · ${HELPFUL_RULE}` : ''}
            </p>
            <nav aria-label="Order of answers">
              <ul className="flex gap-2 text-sm">
                {ATTORNEY_ANSWER_SORTS.map((sort) => (
                  <li key={sort}>
                    {sort === query.sort ? (
                      <span
                        aria-current="true"
                        className="inline-flex h-10 items-center rounded-md border border-brand-700 bg-brand-700 px-3 font-medium text-white dark:border-brand-600 dark:bg-brand-600"
                      >
                        {ATTORNEY_ANSWER_SORT_LABELS[sort]}
                      </span>
                    ) : (
                      <Link
                        to={attorneyAnswersHref(profilePath, { sort, page: 1 })}
                        className="inline-flex h-10 items-center rounded-md border border-slate-400 px-3 font-medium text-brand-700 hover:bg-slate-50 dark:border-slate-500 dark:text-brand-100 dark:hover:bg-slate-800"
                      >
                        {ATTORNEY_ANSWER_SORT_LABELS[sort]}
                      </Link>
                    )}
                  </li>
                ))}
              </ul>
            </nav>
          </div>
          <ol className="mt-4 divide-y divide-slate-200 dark:divide-slate-700" start={first} aria-label={`${name}'s answers`}>
            {answers.map((answer) => (
              <li key={answer.answerId} className="py-4" data-answer-id={answer.answerId}>
                <h3 className="font-medium">
                  <Link to={answer.questionUrl} className="text-brand-700 hover:underline dark:text-brand-100">
                    {answer.questionTitle}
                  </Link>
                </h3>
                <p className="mt-1 line-clamp-3 text-sm text-slate-700 dark:text-slate-300">{answer.answerPreview}</p>
                <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">
                  <time dateTime={answer.postedDate}>{formatIsoDate(answer.postedDate)}</time> ·{' '}
                  <span data-testid="answer-votes">{countOf(answer.voteUp, 'up-vote')}</span>
                  {answer.isAccepted ? ' · Accepted' : ''}
                  {answer.practiceArea ? ` · ${answer.practiceArea}` : ''}
                  {answer.state ? ` · ${answer.state}` : ''}
                </p>
              </li>
            ))}
          </ol>
          <Pagination
            current={query.page}
            last={pages}
            items={pagesWindow(query.page, pages)}
            hrefFor={(page) => attorneyAnswersHref(profilePath, { sort: query.sort, page })}
            label="Answer pages"
          />
        </>
      )}
    </Section>
  );
}
