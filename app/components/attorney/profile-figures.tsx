import { Link } from '#app/components/ui/link.tsx';
import { formatIsoDate, formatNumber } from '#app/domain/format.ts';
import { percentileText } from '#app/domain/attorney-rankings.ts';
import type { AnswerHistory, AttorneyRankings } from '#app/domain/attorney-view.ts';
import { Section } from './profile-sections.tsx';
import { countOf, ordinal } from '#app/domain/grammar.ts';

function Figure({ label, value, detail }: { label: string; value: string; detail?: string }) {
  return (
    <li className="rounded-md bg-slate-50 p-4 dark:bg-slate-800">
      <p className="text-sm font-medium text-slate-700 dark:text-slate-300">{label}</p>
      <p className="mt-1 text-lg font-bold">{value}</p>
      {detail && <p className="text-sm text-slate-700 dark:text-slate-300">{detail}</p>}
    </li>
  );
}

/** The line under a place title: its rank, unless the title already is the rank ("#7 of 7 in Texas"). */
function rankDetail(ranking: { rank: number; total: number; title: string }): string {
  return ranking.title.startsWith('#') && ranking.title.includes(' of ')
    ? 'by answers'
    : `#${formatNumber(ranking.rank)} of ${formatNumber(ranking.total)} by answers`;
}

export function PeerRankings({ rankings }: { rankings: AttorneyRankings }) {
  const {
    stateRanking,
    cityRanking,
    experienceRanking,
    practiceAreaRanking: area,
    activityRanking,
    qualityRanking,
  } = rankings;
  return (
    <Section id="peer-rankings" title="Peer Comparison Rankings">
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        <Figure
          label="State ranking"
          value={stateRanking ? stateRanking.title : 'Not ranked'}
          detail={
            stateRanking
              ? rankDetail(stateRanking)
              : 'No state listed'
          }
        />
        {cityRanking && (
          <Figure
            label="City ranking"
            value={cityRanking.title}
            detail={rankDetail(cityRanking)}
          />
        )}
        <Figure
          label="Experience"
          value={experienceRanking ? experienceRanking.text : 'Not ranked'}
          detail={
            experienceRanking
              ? `${experienceRanking.tier} · ${ordinal(experienceRanking.percentile)} percentile by years in practice`
              : 'Experience not listed'
          }
        />
        <Figure
          label="Practice area"
          value={area.text ?? 'Not ranked'}
          detail={
            area.primaryArea && area.rank !== null && area.total !== null
              ? `#${formatNumber(area.rank)} of ${formatNumber(area.total)} in ${area.primaryArea} by answers · ${countOf(area.specializations, 'specialization')}`
              : 'No practice area listed'
          }
        />
        <Figure
          label="Activity"
          value={activityRanking.text}
          detail={`${activityRanking.level} · #${formatNumber(activityRanking.rank)} of ${formatNumber(activityRanking.total)} by answers`}
        />
        <Figure
          label="Quality"
          value={qualityRanking.level}
          detail={`${qualityRanking.acceptanceRate}% of answers accepted · ${countOf(qualityRanking.avgVotes, 'vote')} per answer`}
        />
      </ul>
      <p className="mt-4 text-xs text-slate-600 dark:text-slate-400">
        Computed from the archive with one public formula for every attorney; no attorney can pay for a better position.
        Percentile 100 is shown as {percentileText(100)}.
      </p>
    </Section>
  );
}

const SLOTS = [
  ['highestVoted', 'Highest Voted'],
  ['mostRecent', 'Most Recent'],
  ['bestAccepted', 'Best Accepted'],
] as const;

/** Top Answers: a slot without an answer is left out (never filled with sample text). */
export function TopAnswers({ history }: { history: AnswerHistory }) {
  const shown = SLOTS.filter(([key]) => history[key]);
  return (
    <Section id="top-answers" title="Top Answers">
      <p className="text-sm text-slate-700 dark:text-slate-300">
        {countOf(history.totalAnswers, 'answer')} · {formatNumber(history.acceptedAnswers)} accepted ·{' '}
        {countOf(history.averageVotes, 'vote')} per answer on average
      </p>
      {shown.length === 0 ? (
        <p className="mt-4 text-sm">This attorney has no answers in the archive yet.</p>
      ) : (
        <ul className="mt-4 grid gap-4 lg:grid-cols-3">
          {shown.map(([key, label]) => {
            const answer = history[key]!;
            return (
              <li key={key} className="rounded-md border border-slate-200 p-4 dark:border-slate-700" data-slot={key}>
                <h3 className="text-sm font-semibold text-brand-700 uppercase dark:text-brand-100">{label}</h3>
                <p className="mt-2 font-medium">
                  <Link to={answer.questionUrl} className="hover:underline">
                    {answer.questionPreview}
                  </Link>
                </p>
                <p className="mt-2 line-clamp-4 text-sm text-slate-700 dark:text-slate-300">{answer.answerPreview}</p>
                <p className="mt-2 text-xs text-slate-600 dark:text-slate-400">
                  {formatIsoDate(answer.postedDate)} · {countOf(answer.voteUp, 'vote')}
                  {answer.isAccepted ? ' · Accepted' : ''}
                  {answer.practiceArea ? ` · ${answer.practiceArea}` : ''}
                  {answer.state ? ` · ${answer.state}` : ''}
                </p>
              </li>
            );
          })}
        </ul>
      )}
    </Section>
  );
}

export function SectionUnavailable({
  id,
  title,
  heading,
  message,
}: {
  id: string;
  title: string;
  heading: string;
  message: string;
}) {
  return (
    <Section id={id} title={title}>
      <div role="status">
        <h3 className="font-semibold">{heading}</h3>
        <p className="text-sm text-slate-700 dark:text-slate-300">{message}</p>
      </div>
    </Section>
  );
}
