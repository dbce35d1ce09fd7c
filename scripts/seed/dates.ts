/**
 * Time in the archive: questions from 1997 to 2024 with volume growing about twelvefold
 * over the period, answers from one hour to thirty days after their question.
 */
export const FIRST_QUESTION_YEAR = 1997;
const FIRST_QUESTION_MS = Date.UTC(FIRST_QUESTION_YEAR, 0, 1);
const LAST_QUESTION_MS = Date.UTC(2024, 11, 31, 23, 59, 59);
const SPAN_MS = LAST_QUESTION_MS - FIRST_QUESTION_MS;
/** Yearly volume at the end of the span relative to its start. */
const GROWTH = 12;
const GROWTH_RATE = Math.log(GROWTH);

/**
 * Time of the question at rank `fraction` (0..1) of the archive: the inverse of the
 * cumulative volume curve, so ids, which follow rank, also follow time.
 */
export function questionTimeMs(fraction: number): number {
  const position = Math.log(1 + fraction * (GROWTH - 1)) / GROWTH_RATE;
  return FIRST_QUESTION_MS + Math.floor(position * SPAN_MS);
}

const HOUR_MS = 3_600_000;
const LOG_MIN_DELAY = Math.log(HOUR_MS);
const LOG_MAX_DELAY = Math.log(30 * 24 * HOUR_MS);

/** Answer delay drawn log-uniform with a lean towards quick answers. */
export function answerDelayMs(uniform: number): number {
  return Math.floor(Math.exp(LOG_MIN_DELAY + Math.pow(uniform, 1.4) * (LOG_MAX_DELAY - LOG_MIN_DELAY)));
}

const DAY_MS = 86_400_000;
const dayPrefixes = new Map<number, string>();

const pad2 = (n: number) => (n < 10 ? `0${n}` : String(n));

/**
 * "2019-05-03T14:22:10Z": second precision, like the archive's timestamps. The date part
 * is cached per day because Date#toISOString was a measurable share of generation time.
 */
export function isoSeconds(ms: number): string {
  const day = Math.floor(ms / DAY_MS);
  let prefix = dayPrefixes.get(day);
  if (prefix === undefined) {
    if (dayPrefixes.size > 20_000) dayPrefixes.clear();
    prefix = new Date(day * DAY_MS).toISOString().slice(0, 11);
    dayPrefixes.set(day, prefix);
  }
  const seconds = Math.floor((ms - day * DAY_MS) / 1000);
  return `${prefix}${pad2(Math.floor(seconds / 3600))}:${pad2(Math.floor(seconds / 60) % 60)}:${pad2(seconds % 60)}Z`;
}
