import { formatCount } from './format.ts';
import { shortText } from './text.ts';
import { countOf, nounFor } from './grammar.ts';

/** Homepage question (spec A§3), as served by GET /api/homepage/questions. */
export interface HomepageQuestion {
  readonly id: number;
  readonly questionId: number;
  /** The question's title. */
  readonly question: string;
  /** Extractive: the question's stored short text (there is no AI; see docs/spec-deviations.md). */
  readonly aiQuestionSummary: string;
  readonly categoryId: number;
  readonly realAnswerCount: number;
  readonly answerCount: number;
  readonly state: string | null;
  readonly country: string | null;
  readonly postedAt: number;
  readonly path: string;
  /** The author of the top answer, or null when that attorney is unknown. */
  readonly attorneyName: string | null;
  /** Extractive: the top answer's stored short text. */
  readonly aiAnswerSummary: string | null;
  /** The top answer's text, cut on a word boundary to TOP_ANSWER_MAX characters. */
  readonly topAnswer: string | null;
}

export interface HomepageAnswerRef {
  readonly questionId: number;
  readonly question: string;
  readonly path: string;
  readonly summary: string;
  readonly postedAt: number;
}

/** Homepage attorney (spec A§3), as served by GET /api/homepage/attorneys. */
export interface HomepageAttorney {
  readonly id: number;
  readonly attorneyId: number;
  readonly slug: string;
  readonly path: string;
  readonly name: string;
  readonly photoUrl: string | null;
  readonly photoFallbackUrl: string | null;
  readonly practiceArea: string | null;
  readonly city: string | null;
  readonly state: string | null;
  /** Up-vote share of all votes on the attorney's answers, in percent; null without votes. */
  readonly rating: number | null;
  readonly experienceYears: number | null;
  /** Extractive: the first sentence of the attorney's highest-voted answer. */
  readonly aiQuote: string | null;
  readonly recentAnswer: HomepageAnswerRef | null;
  readonly totalAnswers: number;
}

export const HOME_QUESTION_COUNT = 6;
export const HOME_ATTORNEY_COUNT = 3;
export const TOP_ANSWER_MAX = 600;
export const QUOTE_MAX = 220;
/** Spec A§7: the homepage calls are cached 5 minutes. */
export const HOME_CACHE_MS = 5 * 60 * 1000;

/**
 * The first sentence of a text (up to the first ., ! or ? followed by a space or the end),
 * cut on a word boundary at `max` characters. Abbreviations such as "e.g." or "Mr." do not
 * end a sentence when the next word starts in lower case.
 */
export function firstSentence(text: string, max = QUOTE_MAX): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (!clean) return '';
  const pattern = /[.!?](?=\s+(?:[A-Z0-9"'(]|$)|$)/g;
  let end = clean.length;
  for (let match = pattern.exec(clean); match; match = pattern.exec(clean)) {
    const before = clean.slice(0, match.index).split(' ').pop() ?? '';
    if (/^(?:Mr|Mrs|Ms|Dr|St|vs|No|Inc|Co|Jr|Sr|e\.g|i\.e|U\.S)$/i.test(before)) continue;
    end = match.index + 1;
    break;
  }
  return shortText(clean.slice(0, end), max);
}

/** Openers that say nothing about the law ("I am sorry you are dealing with this."). */
const PLEASANTRY =
  /^(?:i am sorry|i'm sorry|sorry|thank you|thanks|good question|great question|this is a (?:common|good|great|difficult))/i;

/**
 * The quote of a featured attorney: the first sentence of their answer that has substance
 * (at least 8 words and not a pleasantry), else the first sentence.
 */
export function quoteSentence(text: string, max = QUOTE_MAX): string {
  let rest = text.replace(/\s+/g, ' ').trim();
  for (let i = 0; i < 6 && rest; i++) {
    const sentence = firstSentence(rest, Number.MAX_SAFE_INTEGER);
    if (sentence.split(' ').length >= 8 && !PLEASANTRY.test(sentence)) return shortText(sentence, max);
    rest = rest.slice(sentence.length).trim();
  }
  return firstSentence(text, max);
}

/** Community rating (spec A§9): the up-vote share of all votes, as a whole percent. */
export function upVoteRating(upVotes: number, downVotes: number): number | null {
  const total = upVotes + downVotes;
  return total > 0 ? Math.round((upVotes / total) * 100) : null;
}

export interface ArchiveFigures {
  readonly answeredQuestions: number;
  readonly answeringAttorneys: number;
  readonly categoriesWithQuestions: number;
  readonly firstPostedAt: number;
  readonly lastPostedAt: number;
}

export interface StatTile {
  readonly value: string;
  readonly label: string;
  readonly detail: string;
}

/** The counts copy quotes when it states the archive's size ("4,876 answered questions"). */
export interface ArchiveSize {
  readonly answeredQuestions: number;
  readonly answeringAttorneys: number;
}

export function archiveFigures(figures: ArchiveFigures): ArchiveSize {
  return { answeredQuestions: figures.answeredQuestions, answeringAttorneys: figures.answeringAttorneys };
}

/** A count in the count format (rounded down), with "+" when the format shortened it to K or M: never above the real number. */
export function countClaim(value: number): string {
  return `${formatCount(value)}${value >= 1000 ? '+' : ''}`;
}

/** Calendar years from the first to the last question, both included (0 for an empty archive). */
export function yearsCovered(firstPostedAt: number, lastPostedAt: number): { years: number; from: number; to: number } {
  if (!firstPostedAt || !lastPostedAt || lastPostedAt < firstPostedAt) return { years: 0, from: 0, to: 0 };
  const from = new Date(firstPostedAt * 1000).getUTCFullYear();
  const to = new Date(lastPostedAt * 1000).getUTCFullYear();
  return { years: to - from + 1, from, to };
}

/** The home page's four tiles, every figure counted from the archive (spec A§1 claims). */
export function homeStatTiles(figures: ArchiveFigures): StatTile[] {
  const span = yearsCovered(figures.firstPostedAt, figures.lastPostedAt);
  return [
    {
      value: countClaim(figures.answeredQuestions),
      label: 'Questions Answered',
      detail: `${countOf(figures.answeredQuestions, 'question')} with at least one attorney answer`,
    },
    {
      value: countClaim(figures.answeringAttorneys),
      label: 'Attorney Contributors',
      detail: `${countOf(figures.answeringAttorneys, 'attorney')} who answered questions`,
    },
    {
      value: countClaim(figures.categoriesWithQuestions),
      label: 'Legal Specialties',
      detail: `${countOf(figures.categoriesWithQuestions, 'practice area')} with questions or attorneys`,
    },
    {
      value: String(span.years),
      label: `${nounFor(span.years, 'Year')} Covered`,
      detail: span.years ? `Questions from ${span.from} to ${span.to}` : 'No questions yet',
    },
  ];
}
