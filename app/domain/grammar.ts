import { formatNumber } from './format.ts';

/**
 * Counted nouns and ordinals: the one place the site decides between "1 answer" and
 * "2 answers" or writes "1st", "22nd", "93rd". Pages never build these by hand.
 */

/** The noun that goes with `count`: "answer" for 1, "answers" otherwise (0 included). */
export function nounFor(count: number, singular: string, plural = `${singular}s`): string {
  return count === 1 ? singular : plural;
}

/** A count with its noun, thousands separated: "1 answer", "0 answers", "4,876 questions". */
export function countOf(count: number, singular: string, plural = `${singular}s`): string {
  return `${formatNumber(count)} ${nounFor(count, singular, plural)}`;
}

/** English ordinal of a whole number: 1st, 2nd, 3rd, 4th, 11th, 12th, 13th, 21st, 22nd, 93rd, 111th. */
export function ordinal(n: number): string {
  const whole = Math.trunc(n);
  const lastTwo = Math.abs(whole) % 100;
  const last = Math.abs(whole) % 10;
  const suffix =
    lastTwo >= 11 && lastTwo <= 13 ? 'th' : last === 1 ? 'st' : last === 2 ? 'nd' : last === 3 ? 'rd' : 'th';
  return `${formatNumber(whole)}${suffix}`;
}
