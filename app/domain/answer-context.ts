import { lawChangeLine } from './reference/law-changes.ts';
import { countryName, stateName } from './reference/places.ts';

/**
 * What a reader needs to weigh an answer: how old it is, which state's law the question
 * concerns and where each answering attorney practises. Pure; the page's loader passes
 * the time, so the server and the browser render the same words.
 */

/** Answers at least this many whole years old carry a notice that the law may have changed. */
export const OLD_ANSWER_YEARS = 5;

const YEAR_SECONDS = 365.25 * 86_400;

/** Whole years between a time and now (0 for anything younger than a year or in the future). */
export function wholeYears(postedAt: number, nowSeconds: number): number {
  return Math.max(0, Math.floor((nowSeconds - postedAt) / YEAR_SECONDS));
}

export type Jurisdiction =
  | { readonly kind: 'state'; readonly code: string; readonly name: string }
  | { readonly kind: 'us' }
  | { readonly kind: 'country'; readonly code: string; readonly name: string }
  | { readonly kind: 'unknown' };

/** The law a question concerns: its state, the US without a state, another country, or unknown. */
export function questionJurisdiction(state: string | null, country: string | null): Jurisdiction {
  if (state && (country === null || country === 'US')) return { kind: 'state', code: state, name: stateName(state) };
  if (country && country !== 'US') return { kind: 'country', code: country, name: placeInSentence(countryName(country) || country) };
  if (country === 'US') return { kind: 'us' };
  return { kind: 'unknown' };
}

/** Country names read with "the" in a sentence ("the United Kingdom", "the Netherlands"). */
const WITH_THE = /^(United |Czech Republic|Dominican Republic|Central African Republic|Netherlands|Philippines|Bahamas|Gambia|Maldives|Comoros|(Marshall|Solomon|Cayman) Islands)/;

/** A place's name as it reads inside a sentence. */
export function placeInSentence(name: string): string {
  return WITH_THE.test(name) ? `the ${name}` : name;
}

/** Where an attorney practises, as the archive lists it: a state, another country, or nothing. */
export function practicePlace(state: string | null, country: string | null): string | null {
  if (state && (country === null || country === 'US')) return stateName(state) || state;
  if (country && country !== 'US') return placeInSentence(countryName(country) || country);
  return null;
}

export interface AnswerAge {
  readonly id: number;
  readonly years: number;
  /** At least OLD_ANSWER_YEARS old. */
  readonly old: boolean;
  /** Where the attorney practises (null when not listed or the attorney is gone). */
  readonly practises: string | null;
  /** The attorney practises somewhere else than the state or country the question concerns. */
  readonly elsewhere: boolean;
}

export interface AnswerContext {
  readonly jurisdiction: Jurisdiction;
  /** A question from outside the US: the answers are by US attorneys unless a profile says otherwise. */
  readonly foreign: boolean;
  /** The practice area's line on what typically changes (null: none, or no answer is old). */
  readonly lawChange: string | null;
  readonly anyOld: boolean;
  readonly answers: readonly AnswerAge[];
}

interface ContextQuestion {
  readonly state: string | null;
  readonly country: string | null;
  readonly categoryId: number;
  readonly answers: ReadonlyArray<{
    readonly id: number;
    readonly postedAt: number;
    readonly attorney: { readonly state: string | null; readonly country: string | null } | null;
  }>;
}

export function answerContext(question: ContextQuestion, nowSeconds: number): AnswerContext {
  const jurisdiction = questionJurisdiction(question.state, question.country);
  const answers = question.answers.map((answer): AnswerAge => {
    const years = wholeYears(answer.postedAt, nowSeconds);
    const attorney = answer.attorney;
    const practises = attorney ? practicePlace(attorney.state, attorney.country) : null;
    return {
      id: answer.id,
      years,
      old: years >= OLD_ANSWER_YEARS,
      practises,
      elsewhere: practises !== null && (jurisdiction.kind === 'state' || jurisdiction.kind === 'country') && practises !== jurisdiction.name,
    };
  });
  const anyOld = answers.some((a) => a.old);
  return {
    jurisdiction,
    foreign: jurisdiction.kind === 'country',
    lawChange: anyOld ? lawChangeLine(question.categoryId) : null,
    anyOld,
    answers,
  };
}
