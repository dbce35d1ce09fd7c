import { cleanText, shortText } from '#app/domain/text.ts';

/**
 * Fast paths around the domain's text helpers, which dominated import time: most archive
 * text is already plain, and a short text only depends on the start of the text. Both
 * functions return exactly what cleanText / shortText return (fast-text.test.ts checks
 * this on random input, so a change to the domain rules cannot go unnoticed).
 */

/** Anything cleanText would change besides trimming the ends. */
const NEEDS_CLEANING = /[<&\r\t\f\v\u00a0]| {2}| \n|\n |\n{3}/;

export function cleanTextFast(text: string): string {
  return NEEDS_CLEANING.test(text) ? cleanText(text) : text.trim();
}

/** shortText's rule, applied to the head of the text only. */
export function shortTextFast(text: string, max: number): string {
  // Enough of the text that, unless it is mostly white space, it flattens to more than max.
  const headLength = Math.ceil(max * 1.5) + 16;
  const isCut = text.length > headLength;
  const flat = (isCut ? text.slice(0, headLength) : text).replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return isCut ? shortText(text, max) : flat;
  // Whitespace collapsing is local, so the flattened head starts exactly like the
  // flattened whole text: the cut lands in the same place.
  const cut = flat.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(' ');
  const base = lastSpace > max * 0.6 ? cut.slice(0, lastSpace) : cut;
  return `${trimEndOf(base, ' ,;:.-')}…`;
}

/** base.replace(/[\s,;:.-]+$/, '') without the regex's quadratic scan; base has no white space but ' '. */
function trimEndOf(base: string, characters: string): string {
  let end = base.length;
  while (end > 0 && characters.includes(base[end - 1]!)) end--;
  return base.slice(0, end);
}
