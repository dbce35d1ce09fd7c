/**
 * Attorney badges (document 2, section 9). Activity by total answers, experience by years,
 * and the directory's State Leader rule: the top 20% by answers within a state that has at
 * least 5 attorneys (the same rule on every screen).
 */
export type ActivityBadge = 'Elite' | 'Expert' | 'Active' | 'Member';
export type ExperienceBadge = 'Distinguished' | 'Experienced' | 'Seasoned' | 'Practicing';

export function activityBadge(totalAnswers: number): ActivityBadge | null {
  if (totalAnswers >= 1000) return 'Elite';
  if (totalAnswers >= 500) return 'Expert';
  if (totalAnswers >= 200) return 'Active';
  if (totalAnswers >= 50) return 'Member';
  return null;
}

export function experienceBadge(years: number | null | undefined): ExperienceBadge | null {
  if (years === null || years === undefined) return null;
  if (years >= 25) return 'Distinguished';
  if (years >= 15) return 'Experienced';
  if (years >= 10) return 'Seasoned';
  if (years >= 5) return 'Practicing';
  return null;
}

export const STATE_LEADER_MIN_ATTORNEYS = 5;
export const STATE_LEADER_SHARE = 0.2;

/**
 * Top 20% by answers within the state: rank (1 = most answers, ties share a rank) within
 * the first floor(20% of the state's attorneys), at least one place; the state needs at
 * least 5 attorneys and the attorney at least one answer.
 */
export function isStateLeader(input: {
  stateRank: number | null;
  stateTotal: number | null;
  totalAnswers: number;
}): boolean {
  const { stateRank, stateTotal, totalAnswers } = input;
  if (stateRank === null || stateTotal === null || totalAnswers <= 0) return false;
  if (stateTotal < STATE_LEADER_MIN_ATTORNEYS) return false;
  const places = Math.max(1, Math.floor(stateTotal * STATE_LEADER_SHARE));
  return stateRank <= places;
}

export interface BadgeInput {
  readonly totalAnswers: number;
  readonly experienceYears: number | null;
  readonly state: string | null;
  readonly stateRank: number | null;
  readonly stateTotal: number | null;
}

/** The badges of a profile, in display order: activity, experience, '{state} Leader'. */
export function attorneyBadges(input: BadgeInput): string[] {
  const badges: string[] = [];
  const activity = activityBadge(input.totalAnswers);
  if (activity) badges.push(activity);
  const experience = experienceBadge(input.experienceYears);
  if (experience) badges.push(experience);
  if (input.state && isStateLeader(input)) badges.push(`${input.state} Leader`);
  return badges;
}

const ACTIVITY_FLOORS: Record<ActivityBadge, number> = { Elite: 1000, Expert: 500, Active: 200, Member: 50 };
const EXPERIENCE_FLOORS: Record<ExperienceBadge, number> = { Distinguished: 25, Experienced: 15, Seasoned: 10, Practicing: 5 };

/** What a badge of attorneyBadges means, in plain words (shown beside the badges). */
export function badgeMeaning(badge: string, stateName: string): string {
  if (badge in ACTIVITY_FLOORS) return `${badge}: ${ACTIVITY_FLOORS[badge as ActivityBadge]} or more answers in the archive`;
  if (badge in EXPERIENCE_FLOORS) return `${badge}: ${EXPERIENCE_FLOORS[badge as ExperienceBadge]} or more years in practice`;
  return `${badge}: among the top ${STATE_LEADER_SHARE * 100}% of ${stateName} attorneys by answers`;
}
