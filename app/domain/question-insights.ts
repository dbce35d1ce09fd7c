import { QUALITY_COMPONENTS, wilsonLowerBound, type QualityComponent, type QualityComponents, type QualityRank } from './answer-quality.ts';
import { countOf } from './grammar.ts';

/**
 * The figures of a question page's sidebar and answer badges, computed from the question's
 * own answers (spec sections 2 and 9). Nothing here has a default value: a figure that the
 * archive cannot support is null and the page says so.
 */

export interface VotedAnswer {
  readonly id: number;
  readonly voteUp: number;
  readonly voteDown: number;
}

export type ConsensusLabel = 'High Agreement' | 'Mixed Opinions' | 'Neutral';

/** Spec thresholds: agreement above 0.7 High Agreement, below 0.3 Mixed Opinions, else Neutral. */
export function consensusLabel(agreement: number): ConsensusLabel {
  if (agreement > 0.7) return 'High Agreement';
  if (agreement < 0.3) return 'Mixed Opinions';
  return 'Neutral';
}

export interface Consensus {
  readonly agreement: number;
  readonly label: ConsensusLabel;
  /** Answers whose votes entered the figure. */
  readonly votedAnswers: number;
}

/** Consensus needs votes on at least this many answers. */
export const CONSENSUS_MIN_ANSWERS = 2;

/**
 * Agreement: the mean, over the answers that received votes, of each answer's up-vote
 * share. Readers agree with the attorneys when every answer is up-voted, and disagree when
 * answers collect down-votes. Null (no figure) when fewer than CONSENSUS_MIN_ANSWERS
 * answers have votes.
 */
export function consensus(answers: readonly VotedAnswer[]): Consensus | null {
  let sum = 0;
  let voted = 0;
  for (const answer of answers) {
    const total = answer.voteUp + answer.voteDown;
    if (total <= 0) continue;
    sum += answer.voteUp / total;
    voted++;
  }
  // Agreement is between answers: one answer's votes agree with nothing.
  if (voted < CONSENSUS_MIN_ANSWERS) return null;
  const agreement = sum / voted;
  return { agreement, label: consensusLabel(agreement), votedAnswers: voted };
}

export interface CommunityRating {
  /** Up-votes as a share of all votes, 0-1. */
  readonly share: number;
  readonly up: number;
  readonly down: number;
}

/** Community rating: the up-vote share of all votes on the question's answers (null without votes). */
export function communityRating(answers: readonly VotedAnswer[]): CommunityRating | null {
  let up = 0;
  let down = 0;
  for (const answer of answers) {
    up += answer.voteUp;
    down += answer.voteDown;
  }
  return up + down > 0 ? { share: up / (up + down), up, down } : null;
}

export const EXPERIENCE_ANSWERS_PER_YEAR = 50;
export const EXPERIENCE_CAP_PER_ANSWER = 30;

/**
 * Combined attorney experience (spec section 9): the sum over answers of the attorney's
 * answer count divided by 50, floored and capped at 30 per answer. Answers without a
 * listed attorney add nothing.
 */
export function combinedExperience(answers: readonly { readonly attorneyAnswerCount: number | null }[]): number {
  let years = 0;
  for (const answer of answers) {
    if (!answer.attorneyAnswerCount || answer.attorneyAnswerCount <= 0) continue;
    years += Math.min(EXPERIENCE_CAP_PER_ANSWER, Math.floor(answer.attorneyAnswerCount / EXPERIENCE_ANSWERS_PER_YEAR));
  }
  return years;
}

export type PillTone = 'green' | 'yellow' | 'neutral';

export interface MetricPill {
  readonly key: QualityComponent;
  readonly label: string;
  readonly value: number;
  readonly tone: PillTone;
}

export const COMPONENT_LABELS: Record<QualityComponent, string> = {
  authority: 'Authority',
  actionability: 'Actionability',
  thoroughness: 'Thoroughness',
  confidence: 'Confidence',
  readability: 'Readability',
};

/** What each component measures, in plain words: the pills' tooltip and screen-reader text. */
export const COMPONENT_EXPLANATIONS: Record<QualityComponent, string> = {
  authority: "the attorney's record in this archive: how many answers they gave, how often theirs was accepted or marked best, and their years in practice",
  actionability: 'how much concrete guidance the answer gives: next steps, references to the law and deadlines',
  thoroughness: 'how long and how structured the answer is: its words, paragraphs and lists',
  confidence: 'how clearly the answer commits, and how voters and the asker received it',
  readability: 'how short its sentences and how plain its words are',
};

/** A pill's explanation: what it measures and on what scale. */
export function pillExplanation(pill: Pick<MetricPill, 'key' | 'label' | 'value'>): string {
  return `${pill.label} ${pill.value} out of 100: ${COMPONENT_EXPLANATIONS[pill.key]}. Computed by this site from the archive.`;
}

/** Pill colour: green at 70 and above, yellow at 50 and above (spec section 2). */
export function pillTone(value: number): PillTone {
  if (value >= 70) return 'green';
  if (value >= 50) return 'yellow';
  return 'neutral';
}

/**
 * Up to 3 metric pills per answer: the three heaviest components of the quality score
 * (authority, actionability, thoroughness), each only when above 0.
 */
export function metricPills(components: QualityComponents): MetricPill[] {
  return QUALITY_COMPONENTS.slice(0, 3)
    .filter((key) => components[key] > 0)
    .map((key) => ({ key, label: COMPONENT_LABELS[key], value: components[key], tone: pillTone(components[key]) }));
}

export type AnswerLabel = 'Accepted Answer' | 'Best Answer' | 'Most Helpful' | 'Highest Voted Response';

export interface LabelledAnswer extends VotedAnswer {
  readonly isAccepted: boolean;
  readonly isBest: boolean;
}

/** The single answer with the strictly highest value of `value` (> 0), or null on a tie. */
function strictTop<T extends { id: number }>(answers: readonly T[], value: (a: T) => number): number | null {
  let best: T | null = null;
  let bestValue = 0;
  let tie = false;
  for (const answer of answers) {
    const v = value(answer);
    if (v > bestValue) {
      best = answer;
      bestValue = v;
      tie = false;
    } else if (v === bestValue && v > 0) {
      tie = true;
    }
  }
  return best && !tie ? best.id : null;
}

/**
 * Labels of every answer of a question, by answer id:
 * - Accepted Answer: accepted by the asker; Best Answer: marked best;
 * - Highest Voted Response: strictly the most up-votes, when the question has 2+ answers;
 * - Most Helpful: strictly the highest Wilson lower bound of the up-vote share (votes
 *   counted with their number), when the question has 2+ answers.
 */
export function answerLabels(answers: readonly LabelledAnswer[]): Map<number, AnswerLabel[]> {
  const labels = new Map<number, AnswerLabel[]>(answers.map((a) => [a.id, []]));
  for (const answer of answers) {
    if (answer.isAccepted) labels.get(answer.id)!.push('Accepted Answer');
    if (answer.isBest) labels.get(answer.id)!.push('Best Answer');
  }
  if (answers.length >= 2) {
    const helpful = strictTop(answers, (a) => wilsonLowerBound(a.voteUp, a.voteDown));
    if (helpful !== null) labels.get(helpful)!.push('Most Helpful');
    const voted = strictTop(answers, (a) => a.voteUp);
    if (voted !== null) labels.get(voted)!.push('Highest Voted Response');
  }
  return labels;
}

export type TitleSize = 'xl' | 'lg' | 'md' | 'sm';

/** The title's font size scales down as it gets longer (spec section 2). */
export function titleSize(title: string): TitleSize {
  const length = title.length;
  if (length <= 60) return 'xl';
  if (length <= 100) return 'lg';
  if (length <= 160) return 'md';
  return 'sm';
}

export interface PlaceCount {
  /** State code, or country code for attorneys outside the US; null when unknown. */
  readonly code: string | null;
  readonly kind: 'state' | 'country' | 'unknown';
  readonly attorneys: number;
}

export interface AttorneyPlace {
  readonly attorneyId: number | null;
  readonly state: string | null;
  readonly country: string | null;
}

/**
 * Geographic distribution: where the answering attorneys practise, one count per distinct
 * attorney, most first (ties by code). Answers without a listed attorney are left out.
 */
export function geographicDistribution(answers: readonly AttorneyPlace[]): PlaceCount[] {
  const seen = new Set<number>();
  const counts = new Map<string, PlaceCount>();
  for (const answer of answers) {
    if (answer.attorneyId === null || seen.has(answer.attorneyId)) continue;
    seen.add(answer.attorneyId);
    const kind: PlaceCount['kind'] =
      (answer.country ?? 'US') === 'US' && answer.state ? 'state' : answer.country && answer.country !== 'US' ? 'country' : 'unknown';
    const code = kind === 'state' ? answer.state : kind === 'country' ? answer.country : null;
    const key = `${kind}:${code ?? ''}`;
    const previous = counts.get(key);
    counts.set(key, { kind, code, attorneys: (previous?.attorneys ?? 0) + 1 });
  }
  return [...counts.values()].sort(
    (a, b) => b.attorneys - a.attorneys || Number(a.kind === 'unknown') - Number(b.kind === 'unknown') || (a.code ?? '').localeCompare(b.code ?? ''),
  );
}

export interface TimelineEntry {
  readonly answerId: number;
  /** Seconds after the question was posted (0 when the archive dates it earlier). */
  readonly delaySeconds: number;
}

export interface ResponseTimeline {
  readonly entries: TimelineEntry[];
  readonly firstSeconds: number;
  readonly medianSeconds: number;
  readonly lastSeconds: number;
}

/** Response timeline: each answer's delay after the question, in time order; null without answers. */
export function responseTimeline(questionPostedAt: number, answers: readonly { id: number; postedAt: number }[]): ResponseTimeline | null {
  if (answers.length === 0) return null;
  const entries = answers
    .map((a) => ({ answerId: a.id, delaySeconds: Math.max(0, a.postedAt - questionPostedAt) }))
    .sort((a, b) => a.delaySeconds - b.delaySeconds || a.answerId - b.answerId);
  const delays = entries.map((e) => e.delaySeconds);
  const mid = Math.floor(delays.length / 2);
  const median = delays.length % 2 ? delays[mid]! : Math.round((delays[mid - 1]! + delays[mid]!) / 2);
  return { entries, firstSeconds: delays[0]!, medianSeconds: median, lastSeconds: delays[delays.length - 1]! };
}

/** "45 minutes", "3 hours", "2 days", "5 months", "2 years"; "under a minute" below 60 s. */
export function formatDelay(seconds: number): string {
  if (seconds < 60) return 'under a minute';
  if (seconds < 3600) return countOf(Math.floor(seconds / 60), 'minute');
  if (seconds < 86_400) return countOf(Math.floor(seconds / 3600), 'hour');
  if (seconds < 60 * 86_400) return countOf(Math.floor(seconds / 86_400), 'day');
  if (seconds < 730 * 86_400) return countOf(Math.floor(seconds / (30 * 86_400)), 'month');
  return countOf(Math.floor(seconds / (365 * 86_400)), 'year');
}

export interface ScoredAnswer {
  readonly quality: QualityComponents & { readonly score: number; readonly rank: QualityRank };
}

export interface ExpertAnalysis {
  /** Mean of each component over the answers, rounded. */
  readonly averages: QualityComponents;
  readonly topScore: number;
  readonly averageScore: number;
  readonly ranks: Record<QualityRank, number>;
}

/** Expert analysis: the quality breakdown over the question's answers; null without answers. */
export function expertAnalysis(answers: readonly ScoredAnswer[]): ExpertAnalysis | null {
  if (answers.length === 0) return null;
  const sums = Object.fromEntries(QUALITY_COMPONENTS.map((k) => [k, 0])) as Record<QualityComponent, number>;
  const ranks: Record<QualityRank, number> = { excellent: 0, good: 0, fair: 0, poor: 0 };
  let scoreSum = 0;
  let topScore = 0;
  for (const { quality } of answers) {
    for (const key of QUALITY_COMPONENTS) sums[key] += quality[key];
    ranks[quality.rank]++;
    scoreSum += quality.score;
    topScore = Math.max(topScore, quality.score);
  }
  const averages = Object.fromEntries(QUALITY_COMPONENTS.map((k) => [k, Math.round(sums[k] / answers.length)])) as QualityComponents;
  return { averages, topScore, averageScore: Math.round((scoreSum / answers.length) * 10) / 10, ranks };
}

/** Whole days between two epoch-second times (never negative). */
export function daysAgo(postedAt: number, nowSeconds: number): number {
  return Math.max(0, Math.floor((nowSeconds - postedAt) / 86_400));
}

/** The text whose length sets the reading time and length label: the body, else the title. */
export function questionTextLength(question: { readonly title: string; readonly body: string }): number {
  return (question.body.trim() || question.title).length;
}
