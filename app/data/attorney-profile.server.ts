import { ATTORNEY_ANSWERS_PAGE_SIZE, type AttorneyAnswerQuery, type AttorneyAnswerSort } from '#app/domain/attorney-answers.ts';
import { attorneyBadges } from '#app/domain/attorney-badges.ts';
import {
  activityLevel,
  experienceTier,
  percentileText,
  placeRankingTitle,
  qualityFigures,
} from '#app/domain/attorney-rankings.ts';
import { categoryName } from '#app/domain/reference/categories.ts';
import { stateName } from '#app/domain/reference/places.ts';
import { attorneyPath, questionPath } from '#app/domain/urls.ts';
import { statement } from './archive.server.ts';
import { practiceAreaNames } from './attorney-search.server.ts';
import type { AnswerHistory, AnswerItem, AttorneyProfile, AttorneyRankings } from '#app/domain/attorney-view.ts';

export type { AnswerHistory, AnswerItem, AttorneyProfile, AttorneyRankings, PlaceRanking } from '#app/domain/attorney-view.ts';


/** The profile's fields that come straight from their columns. */
type ProfileColumns = Pick<
  AttorneyProfile,
  | 'id' | 'slug' | 'name' | 'username' | 'firm' | 'city' | 'state' | 'country' | 'photoUrl' | 'photoFallbackUrl' | 'photoId'
  | 'experienceYears' | 'totalAnswers' | 'acceptedAnswers' | 'barNumber' | 'hourlyRate' | 'casesCompleted' | 'casesWon'
  | 'successRate' | 'bio' | 'website' | 'phone' | 'email' | 'barProfileUrl'
>;

/** A profile row: those columns, SQLite's 0/1 flags and epoch dates, and the import-time ranking figures. */
interface ProfileRow extends ProfileColumns {
  freeConsultation: number;
  contactAvailable: number;
  firstAnswerAt: number | null;
  lastAnswerAt: number | null;
  stateRank: number | null;
  stateTotal: number | null;
  answersAnalyzed: number | null;
  avgLength: number | null;
  technicalDepth: number | null;
  clarityScore: number | null;
  fastShare: number | null;
}

const PROFILE_SQL = `SELECT a.id, a.slug, a.name, a.username, a.firm, a.city, a.state, a.country,
  a.photo_url AS photoUrl, a.photo_fallback_url AS photoFallbackUrl, a.photo_id AS photoId,
  a.experience_years AS experienceYears, a.total_answers AS totalAnswers, a.accepted_answers AS acceptedAnswers,
  a.free_consultation AS freeConsultation, a.contact_available AS contactAvailable,
  a.bar_number AS barNumber, a.hourly_rate AS hourlyRate, a.cases_completed AS casesCompleted, a.cases_won AS casesWon,
  a.success_rate AS successRate, a.first_answer_at AS firstAnswerAt, a.last_answer_at AS lastAnswerAt, a.bio,
  a.website, a.phone, a.email, a.bar_profile_url AS barProfileUrl,
  r.state_rank AS stateRank, r.state_total AS stateTotal, r.answers_analyzed AS answersAnalyzed,
  r.avg_answer_length AS avgLength, r.technical_depth AS technicalDepth, r.clarity_score AS clarityScore,
  r.fast_response_share AS fastShare
  FROM attorneys a LEFT JOIN attorney_rankings r ON r.attorney_id = a.id`;

const isoDate = (epoch: number | null) => (epoch === null ? null : new Date(epoch * 1000).toISOString());

/** An attorney by slug or by numeric id (the profile URL's identifier), or null. */
export function getAttorneyProfile(identifier: string): AttorneyProfile | null {
  const row = (
    /^\d{1,15}$/.test(identifier)
      ? statement(`${PROFILE_SQL} WHERE a.id = ?`).get(Number(identifier))
      : statement(`${PROFILE_SQL} WHERE a.slug = ?`).get(identifier.toLowerCase())
  ) as ProfileRow | undefined;
  if (!row) return null;
  const { freeConsultation, contactAvailable, firstAnswerAt, lastAnswerAt, stateRank, stateTotal, answersAnalyzed, avgLength, technicalDepth, clarityScore, fastShare, ...columns } = row;
  const analyzed = answersAnalyzed ?? 0;
  return {
    ...columns,
    path: attorneyPath(row),
    freeConsultation: freeConsultation === 1,
    contactAvailable: contactAvailable === 1,
    practiceAreas: practiceAreaNames([row.id]).get(row.id) ?? [],
    firstAnswerDate: isoDate(firstAnswerAt),
    lastAnswerDate: isoDate(lastAnswerAt),
    responseQuality: {
      averageLength: analyzed ? avgLength : null,
      technicalDepth: analyzed ? technicalDepth : null,
      clarityScore: analyzed ? clarityScore : null,
      fastResponseShare: analyzed ? fastShare : null,
      answersAnalyzed: analyzed,
    },
    badges: attorneyBadges({
      totalAnswers: row.totalAnswers,
      experienceYears: row.experienceYears,
      state: row.country === 'US' ? row.state : null,
      stateRank,
      stateTotal,
    }),
  };
}

/** Canonical profile path of a legacy username, or null when unknown. */
export function attorneyPathByUsername(username: string): string | null {
  const row = statement('SELECT id, slug FROM attorneys WHERE username = ?').get(username) as { id: number; slug: string } | undefined;
  return row ? attorneyPath(row) : null;
}


/** Peer comparison figures computed at import (db/derive/0610_attorney_rankings.ts). */
export function getAttorneyRankings(attorneyId: number): AttorneyRankings | null {
  const row = statement(
    `SELECT a.city, a.state, a.country, a.experience_years AS years, a.total_answers AS answers,
       a.accepted_answers AS accepted, a.total_votes AS votes,
       (SELECT count(*) FROM attorney_practice_areas p WHERE p.attorney_id = a.id) AS specializations,
       pa.name AS area, r.*
     FROM attorneys a JOIN attorney_rankings r ON r.attorney_id = a.id
     LEFT JOIN practice_areas pa ON pa.id = r.practice_area_id WHERE a.id = ?`,
  ).get(attorneyId) as
    | {
        city: string | null; state: string | null; country: string; years: number | null; answers: number;
        accepted: number; votes: number; specializations: number; area: string | null;
        state_rank: number | null; state_total: number | null; city_rank: number | null; city_total: number | null;
        experience_percentile: number | null; practice_area_rank: number | null; practice_area_total: number | null;
        practice_area_percentile: number | null; activity_rank: number; activity_total: number; activity_percentile: number;
      }
    | undefined;
  if (!row) return null;
  const placeName = row.country === 'US' ? stateName(row.state) : (row.state ?? '');
  const rankings: AttorneyRankings = {
    stateRanking:
      row.state_rank !== null && row.state_total !== null
        ? { rank: row.state_rank, total: row.state_total, title: placeRankingTitle(row.state_rank, row.state_total, placeName) }
        : null,
    experienceRanking:
      row.experience_percentile !== null && row.years !== null
        ? { percentile: row.experience_percentile, tier: experienceTier(row.years), text: percentileText(row.experience_percentile) }
        : null,
    practiceAreaRanking: {
      specializations: row.specializations,
      primaryArea: row.area,
      percentile: row.practice_area_percentile,
      rank: row.practice_area_rank,
      total: row.practice_area_total,
      text: row.practice_area_percentile === null ? null : percentileText(row.practice_area_percentile),
    },
    activityRanking: {
      percentile: row.activity_percentile,
      rank: row.activity_rank,
      total: row.activity_total,
      level: activityLevel(row.answers),
      text: percentileText(row.activity_percentile),
    },
    qualityRanking: qualityFigures(row.answers, row.accepted, row.votes),
  };
  if (row.city_rank !== null && row.city_total !== null && row.city)
    rankings.cityRanking = { rank: row.city_rank, total: row.city_total, title: placeRankingTitle(row.city_rank, row.city_total, row.city) };
  return rankings;
}


/** The three Top Answers slots (a slot without an answer is absent) and the answer totals. */
export function getAnswerHistory(attorneyId: number): AnswerHistory | null {
  const row = statement(
    `SELECT a.total_answers AS total, a.accepted_answers AS accepted, a.total_votes AS votes,
       r.top_voted_answer_id AS top, r.best_accepted_answer_id AS best, r.recent_answer_id AS recent
     FROM attorneys a JOIN attorney_rankings r ON r.attorney_id = a.id WHERE a.id = ?`,
  ).get(attorneyId) as { total: number; accepted: number; votes: number; top: number | null; best: number | null; recent: number | null } | undefined;
  if (!row) return null;
  const history: AnswerHistory = {
    totalAnswers: row.total,
    acceptedAnswers: row.accepted,
    averageVotes: row.total ? Math.round((10 * row.votes) / row.total) / 10 : 0,
  };
  const top = row.top === null ? null : answerItem(row.top);
  const recent = row.recent === null ? null : answerItem(row.recent);
  const best = row.best === null ? null : answerItem(row.best);
  if (top) history.highestVoted = top;
  if (recent) history.mostRecent = recent;
  if (best) history.bestAccepted = best;
  return history;
}

const ANSWER_ITEM_SQL = `SELECT a.id AS answerId, q.id AS questionId, q.title, q.state, q.category_id AS categoryId,
  q.question_short AS questionPreview, a.answer_short AS answerPreview, a.vote_up AS voteUp,
  (a.is_accepted OR a.is_best) AS isAccepted, a.posted_at AS postedAt
  FROM answers a JOIN questions q ON q.id = a.question_id`;

interface AnswerItemRow {
  answerId: number; questionId: number; title: string; state: string | null; categoryId: number; questionPreview: string;
  answerPreview: string; voteUp: number; isAccepted: number; postedAt: number;
}

function answerItem(answerId: number): AnswerItem | null {
  const row = statement(`${ANSWER_ITEM_SQL} WHERE a.id = ?`).get(answerId) as AnswerItemRow | undefined;
  return row ? toAnswerItem(row) : null;
}

const ANSWER_ORDER: Record<AttorneyAnswerSort, string> = {
  // answers_by_attorney and answers_by_attorney_votes (migrations 0001 and 0602) serve these.
  newest: 'a.posted_at DESC, a.id DESC',
  helpful: 'a.vote_up DESC, a.posted_at DESC, a.id DESC',
};

/** One page of all of an attorney's answers, in the chosen order. */
export function getAnswerPage(attorneyId: number, query: AttorneyAnswerQuery): AnswerItem[] {
  const rows = statement(
    `${ANSWER_ITEM_SQL} WHERE a.attorney_id = ? ORDER BY ${ANSWER_ORDER[query.sort]} LIMIT ? OFFSET ?`,
  ).all(attorneyId, ATTORNEY_ANSWERS_PAGE_SIZE, (query.page - 1) * ATTORNEY_ANSWERS_PAGE_SIZE) as AnswerItemRow[];
  return rows.map(toAnswerItem);
}

function toAnswerItem(row: AnswerItemRow): AnswerItem {
  return {
    answerId: row.answerId,
    questionId: row.questionId,
    questionUrl: questionPath({ id: row.questionId, title: row.title, state: row.state }),
    questionTitle: row.title,
    questionPreview: row.questionPreview,
    answerPreview: row.answerPreview,
    voteUp: row.voteUp,
    isAccepted: row.isAccepted === 1,
    postedDate: new Date(row.postedAt * 1000).toISOString(),
    state: row.state,
    practiceArea: categoryName(row.categoryId),
  };
}
