/**
 * Response Quality Analysis (document 2, sections 2.3 and 9), computed from the attorney's
 * real answers at import (db/derive/0610_attorney_rankings.ts) and documented in
 * docs/attorney-rankings.md. Per answer we measure length, legal-technical vocabulary and
 * sentence length; per attorney we average them. Tiles show an honest "No data" when the
 * attorney has no answers, instead of the spec's made-up defaults.
 */
import { countOf } from './grammar.ts';

/** Words and phrases that name a legal authority, procedure or remedy. */
const TECHNICAL_TERMS =
  /\b(statutes?|statutory|codes?|sections?|regulations?|ordinances?|constitution(?:al)?|court|judge|judgment|motion|petition|complaint|filing|file|hearing|trial|appeal|jurisdiction|venue|precedent|case law|liability|liable|negligence|damages|contract|breach|lien|custody|visitation|alimony|support|probate|trust|deed|title|lease|eviction|discovery|subpoena|deposition|settlement|mediation|arbitration|plaintiff|defendant|prosecutor|felony|misdemeanor|plea|warrant|bankruptcy|chapter 7|chapter 13|discharge|garnishment|statute of limitations|due process|affidavit|injunction|restraining order|power of attorney|guardianship|u\.s\.c|c\.f\.r)\b|§/gi;

/** Distinct technical terms at which an answer counts as fully technical. */
export const TECHNICAL_TERMS_FOR_FULL_DEPTH = 6;
/** Average sentence length (words) up to which an answer is fully clear, and from which it scores 0. */
export const CLEAR_SENTENCE_WORDS = 20;
export const UNCLEAR_SENTENCE_WORDS = 45;
/** An answer posted within this many seconds of the question counts as a fast response. */
export const FAST_RESPONSE_SECONDS = 24 * 60 * 60;

export interface AnswerTextMetrics {
  readonly length: number;
  /** 0-1: distinct technical terms / 6, capped at 1. */
  readonly technicalDepth: number;
  /** 0-1: 1 for sentences of 20 words or fewer on average, falling to 0 at 45. */
  readonly clarity: number;
}

export function answerTextMetrics(body: string): AnswerTextMetrics {
  const terms = new Set<string>();
  for (const match of body.matchAll(TECHNICAL_TERMS)) terms.add(match[0].toLowerCase().replace(/s$/, ''));
  let words = 0;
  let sentences = 0;
  let inWord = false;
  let sentenceHasWords = false;
  for (let i = 0; i < body.length; i++) {
    const c = body.charCodeAt(i);
    const isSpace = c === 32 || c === 10 || c === 13 || c === 9;
    const isEnd = c === 46 || c === 33 || c === 63; // . ! ?
    if (!isSpace && !isEnd) {
      if (!inWord) {
        words++;
        sentenceHasWords = true;
      }
      inWord = true;
    } else {
      inWord = false;
      const next = body.charCodeAt(i + 1);
      // A sentence ends at . ! ? followed by a space or the end (not "U.S.C" or "3.5").
      if (isEnd && sentenceHasWords && (Number.isNaN(next) || next === 32 || next === 10 || next === 13)) {
        sentences++;
        sentenceHasWords = false;
      }
    }
  }
  if (sentenceHasWords) sentences++;
  const wordsPerSentence = sentences ? words / sentences : 0;
  const clarity =
    words === 0
      ? 0
      : Math.max(
          0,
          Math.min(1, (UNCLEAR_SENTENCE_WORDS - wordsPerSentence) / (UNCLEAR_SENTENCE_WORDS - CLEAR_SENTENCE_WORDS)),
        );
  return { length: body.length, technicalDepth: Math.min(1, terms.size / TECHNICAL_TERMS_FOR_FULL_DEPTH), clarity };
}

export interface ResponseQuality {
  /** Mean answer length in characters; null without answers. */
  readonly averageLength: number | null;
  /** 0-1 means over the attorney's answers; null without answers. */
  readonly technicalDepth: number | null;
  readonly clarityScore: number | null;
  /** Share (0-1) of answers posted within 24 hours of the question. */
  readonly fastResponseShare: number | null;
  readonly answersAnalyzed: number;
}

export interface QualityTile {
  readonly label: 'Response Depth' | 'Legal Terms' | 'Response Time' | 'Clarity';
  readonly value: string;
  /** What the figure measures, in a few plain words shown under it. */
  readonly measures: string;
  readonly tooltip: string;
}

const percent = (share: number) => `${Math.round(share * 100)}%`;
const NO_DATA = 'No data';

/**
 * The four tiles of the profile, with the spec's display rules applied to real figures.
 * The spec's "Technical Accuracy" is shown as what it measures: how many distinct legal terms
 * an answer uses. Nothing here checks whether an answer is right.
 */
export function responseQualityTiles(q: ResponseQuality): QualityTile[] {
  const none = q.answersAnalyzed === 0;
  const basis = none
    ? 'No answers in the archive yet.'
    : `From ${countOf(q.answersAnalyzed, 'answer')} in the archive.`;
  const termsPerAnswer = q.technicalDepth === null ? null : Math.round(q.technicalDepth * TECHNICAL_TERMS_FOR_FULL_DEPTH * 10) / 10;
  return [
    {
      label: 'Response Depth',
      value: none || q.averageLength === null ? NO_DATA : q.averageLength > 300 ? 'High' : 'Medium',
      measures:
        none || q.averageLength === null
          ? 'Length of answers'
          : `Answers average ${Math.round(q.averageLength).toLocaleString('en-US')} characters`,
      tooltip: `High when answers average more than 300 characters${
        q.averageLength === null ? '' : ` (average: ${Math.round(q.averageLength).toLocaleString('en-US')})`
      }. ${basis}`,
    },
    {
      label: 'Legal Terms',
      value: none || termsPerAnswer === null ? NO_DATA : `${termsPerAnswer.toFixed(1)} per answer`,
      measures: 'Distinct legal terms an answer uses, not whether it is correct',
      tooltip: `The average number of distinct legal terms (statutes, courts, motions, liens, custody...) in an answer, each answer counted up to ${TECHNICAL_TERMS_FOR_FULL_DEPTH}. It measures vocabulary, not accuracy. ${basis}`,
    },
    {
      label: 'Response Time',
      value: none || q.fastResponseShare === null ? NO_DATA : q.fastResponseShare >= 0.5 ? 'Fast' : 'Standard',
      measures:
        none || q.fastResponseShare === null
          ? 'Time from question to answer'
          : `${percent(q.fastResponseShare)} of answers within 24 hours`,
      tooltip: `Fast when at least half of the answers came within 24 hours of the question${
        q.fastResponseShare === null ? '' : ` (${percent(q.fastResponseShare)} did)`
      }. ${basis}`,
    },
    {
      label: 'Clarity',
      value: none || q.clarityScore === null ? NO_DATA : percent(q.clarityScore),
      measures: 'Sentence length: 100% at 20 words or fewer',
      tooltip: `Shorter sentences read more clearly: 100% at 20 words per sentence or fewer, 0% at 45 or more. ${basis}`,
    },
  ];
}
