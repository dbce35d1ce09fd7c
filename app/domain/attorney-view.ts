import type { QualityFigures } from './attorney-rankings.ts';
import type { ResponseQuality } from './attorney-response-quality.ts';

/**
 * One attorney directory result (document 2, section 3: attorney search result item): the
 * shape the data layer returns and the result card shows, declared once here.
 */
export interface AttorneySearchItem {
  id: number;
  slug: string;
  name: string;
  firm: string | null;
  city: string | null;
  state: string | null;
  country: string;
  photoUrl: string | null;
  photoFallbackUrl: string | null;
  practiceAreas: string[];
  totalAnswers: number;
  experienceYears: number | null;
  freeConsultation: boolean;
  successRate: number | null;
  /** Derived at import: the archive gives a website, phone or email (app/domain/attorney-contact.ts). */
  contactAvailable: boolean;
}

/** The attorney profile (document 2, section 3), plus the badges computed by the directory rule. */
export interface AttorneyProfile {
  id: number;
  slug: string;
  path: string;
  name: string;
  username: string;
  firm: string | null;
  city: string | null;
  state: string | null;
  country: string;
  photoUrl: string | null;
  photoFallbackUrl: string | null;
  photoId: string | null;
  experienceYears: number | null;
  totalAnswers: number;
  acceptedAnswers: number;
  freeConsultation: boolean;
  /** Derived at import: the archive gives a website, phone or email. */
  contactAvailable: boolean;
  website: string | null;
  phone: string | null;
  email: string | null;
  barProfileUrl: string | null;
  practiceAreas: string[];
  barNumber: string | null;
  hourlyRate: number | null;
  casesCompleted: number | null;
  casesWon: number | null;
  successRate: number | null;
  firstAnswerDate: string | null;
  lastAnswerDate: string | null;
  bio: string | null;
  responseQuality: ResponseQuality;
  badges: string[];
}

/** Peer comparison figures computed at import (db/derive/0610_attorney_rankings.ts). */
export interface PlaceRanking {
  rank: number;
  total: number;
  title: string;
}

export interface AttorneyRankings {
  stateRanking: PlaceRanking | null;
  cityRanking?: PlaceRanking;
  experienceRanking: { percentile: number; tier: string; text: string } | null;
  practiceAreaRanking: {
    specializations: number;
    primaryArea: string | null;
    percentile: number | null;
    rank: number | null;
    total: number | null;
    text: string | null;
  };
  activityRanking: { percentile: number; rank: number; total: number; level: string; text: string };
  qualityRanking: QualityFigures;
}

/** An answer of the Top Answers section (document 2, section 3: answer item). */
export interface AnswerItem {
  answerId: number;
  questionId: number;
  questionUrl: string;
  questionTitle: string;
  questionPreview: string;
  answerPreview: string;
  voteUp: number;
  isAccepted: boolean;
  postedDate: string;
  state: string | null;
  practiceArea: string;
}

export interface AnswerHistory {
  highestVoted?: AnswerItem;
  mostRecent?: AnswerItem;
  bestAccepted?: AnswerItem;
  totalAnswers: number;
  acceptedAnswers: number;
  averageVotes: number;
}
