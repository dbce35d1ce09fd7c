/**
 * Peer comparison rules (docs/attorney-rankings.md). Ranks and percentiles are computed at
 * import by db/derive/0610_attorney_rankings.ts with these functions; the labels are
 * derived from the stored figures when a profile is shown. Nothing here is paid for or
 * adjustable per attorney: the same public formula applies to everyone.
 */
import { ordinal } from './grammar.ts';

/**
 * Competition ranks, highest value first: [9, 7, 7, 2] -> [1, 2, 2, 4]. Ties share a rank.
 */
export function ranksDescending(values: readonly number[]): number[] {
  const order = values.map((value, index) => ({ value, index })).sort((a, b) => b.value - a.value);
  const ranks = new Array<number>(values.length);
  let previous = Number.NaN;
  let rank = 0;
  order.forEach((entry, position) => {
    if (entry.value !== previous) rank = position + 1;
    previous = entry.value;
    ranks[entry.index] = rank;
  });
  return ranks;
}

/**
 * Percentile of each value within its group: floor(100 x share of the group whose value is
 * at or below it). The highest value (and everyone tied with it) is the 100th percentile;
 * a group of one is 100.
 */
export function percentiles(values: readonly number[]): number[] {
  const sorted = [...values].sort((a, b) => a - b);
  const atOrBelow = (value: number) => {
    let lo = 0;
    let hi = sorted.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (sorted[mid]! <= value) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };
  return values.map((value) => Math.floor((100 * atOrBelow(value)) / sorted.length));
}

/**
 * Spec section 9: 100 shows '100th percentile', else 'Top {100 - percentile}%'. Only for the
 * upper half, though: "Top 99%" for the 1st percentile would claim a standing it does not
 * have, so below the 50th the ordinal percentile is shown ('12th percentile').
 */
export function percentileText(percentile: number): string {
  const p = Math.max(0, Math.min(100, Math.round(percentile)));
  if (p === 100) return '100th percentile';
  return p >= 50 ? `Top ${100 - p}%` : `${ordinal(p)} percentile`;
}

/**
 * Title of a rank among `total` peers in a place: '#1 in California', 'Top 10 in Texas',
 * 'Top 25% in Ohio'. Among 10 or fewer everyone is in a "top 10", so such a group shows the
 * plain rank: '#7 of 7 in Texas'.
 */
export function placeRankingTitle(rank: number, total: number, placeName: string): string {
  if (total <= 10) return `#${rank} of ${total} in ${placeName}`;
  if (rank === 1) return `#1 in ${placeName}`;
  if (rank <= 10) return `Top 10 in ${placeName}`;
  const share = rank / total;
  if (share <= 0.1) return `Top 10% in ${placeName}`;
  if (share <= 0.25) return `Top 25% in ${placeName}`;
  if (share <= 0.5) return `Top 50% in ${placeName}`;
  return `Ranked in ${placeName}`;
}

export type ExperienceTier = 'Distinguished' | 'Experienced' | 'Seasoned' | 'Practicing' | 'Early Career';

/** The experience tier follows the experience badge's year steps; below 5 years 'Early Career'. */
export function experienceTier(years: number): ExperienceTier {
  if (years >= 25) return 'Distinguished';
  if (years >= 15) return 'Experienced';
  if (years >= 10) return 'Seasoned';
  if (years >= 5) return 'Practicing';
  return 'Early Career';
}

/** Activity level: the activity badge's steps, then 'Contributor' (1-49 answers) and 'No answers yet'. */
export function activityLevel(totalAnswers: number): string {
  if (totalAnswers >= 1000) return 'Elite';
  if (totalAnswers >= 500) return 'Expert';
  if (totalAnswers >= 200) return 'Active';
  if (totalAnswers >= 50) return 'Member';
  if (totalAnswers >= 1) return 'Contributor';
  return 'No answers yet';
}

export interface QualityFigures {
  /** Accepted or best answers as a share of all answers, in percent (0-100), rounded. */
  readonly acceptanceRate: number;
  /** Up-votes per answer, one decimal. */
  readonly avgVotes: number;
  readonly level: 'Excellent' | 'Very Good' | 'Good' | 'Fair' | 'Not rated';
}

/**
 * Quality from the askers' verdicts: the share of answers accepted (or marked best), with
 * up-votes per answer shown beside it. Level by acceptance rate: 'Not rated' under 5
 * answers; else Excellent at 40%+, Very Good at 25%+, Good at 10%+, else Fair. Votes are
 * not in the level: how many readers vote varies too much between topics and years.
 */
export function qualityFigures(totalAnswers: number, acceptedAnswers: number, totalVotes: number): QualityFigures {
  if (totalAnswers <= 0) return { acceptanceRate: 0, avgVotes: 0, level: 'Not rated' };
  const acceptanceRate = Math.round((100 * acceptedAnswers) / totalAnswers);
  const avgVotes = Math.round((10 * totalVotes) / totalAnswers) / 10;
  let level: QualityFigures['level'];
  if (totalAnswers < QUALITY_MIN_ANSWERS) level = 'Not rated';
  else if (acceptanceRate >= 40) level = 'Excellent';
  else if (acceptanceRate >= 25) level = 'Very Good';
  else if (acceptanceRate >= 10) level = 'Good';
  else level = 'Fair';
  return { acceptanceRate, avgVotes, level };
}

export const QUALITY_MIN_ANSWERS = 5;

/** casesWon / casesCompleted in percent, one decimal; null when unknown or inconsistent. */
export function successRate(
  casesCompleted: number | null | undefined,
  casesWon: number | null | undefined,
): number | null {
  if (!casesCompleted || casesCompleted <= 0 || casesWon === null || casesWon === undefined) return null;
  if (casesWon < 0 || casesWon > casesCompleted) return null;
  return Math.round((1000 * casesWon) / casesCompleted) / 10;
}
