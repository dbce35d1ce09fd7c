import { readingTimeLabel } from '#app/domain/article-display.ts';
import type { ReactNode } from 'react';
import { QUALITY_COMPONENTS } from '#app/domain/answer-quality.ts';
import { formatDate, formatNumber } from '#app/domain/format.ts';
import { COMPONENT_LABELS, formatDelay, type PlaceCount } from '#app/domain/question-insights.ts';
import type { QuestionView } from '#app/domain/question-view.ts';
import { countryName, stateName } from '#app/domain/reference/places.ts';
import { countOf } from '#app/domain/grammar.ts';

function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`panel-${title.replace(/\W+/g, '-').toLowerCase()}`} className="rounded-lg border border-slate-200 p-4 dark:border-slate-700">
      <h2 id={`panel-${title.replace(/\W+/g, '-').toLowerCase()}`} className="text-base font-semibold">
        {title}
      </h2>
      <div className="mt-3 text-sm">{children}</div>
    </section>
  );
}

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex justify-between gap-3 py-1">
      <dt className="text-slate-700 dark:text-slate-300">{term}</dt>
      <dd className="text-right font-medium">{children}</dd>
    </div>
  );
}

const percent = (share: number) => `${Math.round(share * 100)}%`;

function placeLabel(place: PlaceCount): string {
  if (place.kind === 'state') return stateName(place.code);
  if (place.kind === 'country') return countryName(place.code);
  return 'Location not listed';
}

/** The five sidebar panels; every figure comes from this question's rows in the archive. */
export function QuestionSidebar({ question }: { question: QuestionView }) {
  const { stats } = question;
  const none = <p className="text-slate-700 dark:text-slate-300">No attorney responses yet.</p>;
  // A question nobody answered has only its details: the page says it was never answered.
  const answered = stats.answerCount > 0;
  return (
    <aside aria-label="Question insights" className="space-y-4">
      <Panel title="Question Details">
        <dl>
          <Row term="Published">{formatDate(question.postedAt)}</Row>
          {question.categoryName && <Row term="Category">{question.categoryName}</Row>}
          {question.placeName && <Row term="Location">{question.placeName}</Row>}
          <Row term="Length">
            {question.lengthLabel} · {readingTimeLabel(question.readingMinutes)}
          </Row>
          {question.tags.length > 0 && <Row term="Topics">{question.tags.join(', ')}</Row>}
        </dl>
      </Panel>
      {answered && <Panel title="Response Overview">
        <dl>
          <Row term="Attorney responses">{formatNumber(stats.answerCount)}</Row>
          <Row term="Consensus">{stats.consensus ? `${stats.consensus.label} (${percent(stats.consensus.agreement)})` : 'Needs votes on two answers'}</Row>
          <Row term="Community rating">
            {stats.communityRating
              ? `${percent(stats.communityRating.share)} helpful (${countOf(stats.communityRating.up + stats.communityRating.down, 'vote')})`
              : 'No votes yet'}
          </Row>
        </dl>
      </Panel>}
      {answered && <Panel title="Geographic Distribution">
        {stats.geography.length === 0 ? (
          none
        ) : (
          <ul className="space-y-1" aria-label="Where the answering attorneys practise">
            {stats.geography.map((place) => (
              <li key={`${place.kind}:${place.code}`} className="flex justify-between">
                <span>{placeLabel(place)}</span>
                <span className="font-medium">
                  {countOf(place.attorneys, 'attorney')}
                </span>
              </li>
            ))}
          </ul>
        )}
      </Panel>}
      {answered && <Panel title="Expert Analysis">
        {stats.analysis ? (
          <dl>
            <Row term="Top quality score">{stats.analysis.topScore.toFixed(1)}</Row>
            <Row term="Average quality score">{stats.analysis.averageScore.toFixed(1)}</Row>
            {QUALITY_COMPONENTS.map((key) => (
              <Row key={key} term={`Average ${COMPONENT_LABELS[key].toLowerCase()}`}>
                {stats.analysis!.averages[key]}
              </Row>
            ))}
          </dl>
        ) : (
          none
        )}
      </Panel>}
      {answered && <Panel title="Response Timeline">
        {stats.timeline ? (
          <>
            <dl>
              <Row term="First response">{formatDelay(stats.timeline.firstSeconds)} after posting</Row>
              <Row term="Median response">{formatDelay(stats.timeline.medianSeconds)}</Row>
              <Row term="Last response">{formatDelay(stats.timeline.lastSeconds)}</Row>
            </dl>
          </>
        ) : (
          none
        )}
      </Panel>}
    </aside>
  );
}
