import { CRIMINAL_DEFENSE_PRACTICE_AREA } from '#app/domain/reference/practice-areas.ts';
import { statement } from './archive.server.ts';

export interface PracticeAreaEntry {
  id: number;
  name: string;
  count: number;
}

export interface StateEntry {
  state: string;
  count: number;
}

/** Practice areas that attorneys list, most common first (document 2, section 7). */
export function listPracticeAreas(): PracticeAreaEntry[] {
  return statement(
    'SELECT id, name, attorney_count AS count FROM practice_areas WHERE attorney_count > 0 ORDER BY attorney_count DESC, name',
  ).all() as PracticeAreaEntry[];
}

/** US states (and DC, territories) with attorneys, by code. */
export function listAttorneyStates(): StateEntry[] {
  return statement(
    "SELECT code AS state, attorney_count AS count FROM places WHERE kind = 'state' AND attorney_count > 0 ORDER BY code",
  ).all() as StateEntry[];
}

export interface LandingFigures {
  totalAttorneys: number;
  practiceAreas: number;
  statesWithAttorneys: number;
  popularAreas: Array<{ label: string; area: PracticeAreaEntry | null }>;
  california: { total: number; recentlyActive: number; freeConsultation: number };
  popularStates: StateEntry[];
}

const POPULAR_AREAS: ReadonlyArray<readonly [label: string, areaName: string]> = [
  ['Personal Injury', 'Personal Injury'],
  ['Family Law', 'Family Law'],
  ['Criminal Defense', CRIMINAL_DEFENSE_PRACTICE_AREA],
  ['Real Estate', 'Real Estate'],
];
const POPULAR_STATES = ['CA', 'NY', 'TX', 'FL'];
/** "Recent activity": an answer within this many seconds of the archive's newest question. */
export const RECENT_ACTIVITY_SECONDS = 365 * 24 * 60 * 60;

/** Everything the landing mode shows, counted from the archive. */
export function getLandingFigures(): LandingFigures {
  const areas = listPracticeAreas();
  const states = listAttorneyStates();
  const countOf = (code: string) => states.find((s) => s.state === code)?.count ?? 0;
  const newest = (statement("SELECT value FROM meta WHERE key = 'last_posted_at'").pluck().get() as string | undefined) ?? '0';
  const ca = statement(
    `SELECT count(*) AS total, coalesce(sum(last_answer_at >= ?), 0) AS recent, coalesce(sum(free_consultation), 0) AS free
     FROM attorneys WHERE country = 'US' AND state = 'CA'`,
  ).get(Number(newest) - RECENT_ACTIVITY_SECONDS) as { total: number; recent: number; free: number };
  return {
    totalAttorneys: statement('SELECT count(*) FROM attorneys').pluck().get() as number,
    practiceAreas: areas.length,
    statesWithAttorneys: states.length,
    popularAreas: POPULAR_AREAS.map(([label, name]) => ({ label, area: areas.find((a) => a.name === name) ?? null })),
    california: { total: ca.total, recentlyActive: ca.recent, freeConsultation: ca.free },
    popularStates: POPULAR_STATES.map((state) => ({ state, count: countOf(state) })),
  };
}
