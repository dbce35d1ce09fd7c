import type { CompiledBank } from './compiled-banks.ts';
import { SHARED_PHRASES } from './compiled-banks.ts';
import type { Rng } from './random.ts';
import type { TextContext } from './template.ts';

export const TITLE_MIN = 30;
export const TITLE_MAX = 120;
export const BODY_MIN = 150;
export const BODY_MAX = 1200;

/**
 * Title of 30-120 characters: short ones get a tail, long ones are cut on a word. Most
 * name a particular (a city, a company, a case) and some open with a prefix, as real
 * askers write them, so questions of one topic rarely share a title.
 */
export function composeTitle(bank: CompiledBank, rng: Rng, ctx: TextContext): string {
  let title = bank.titles.draw(rng, ctx);
  if (rng.chance(0.9)) {
    const end = title.endsWith('?') ? '?' : '';
    title = title.replace(/[?.]$/, '') + SHARED_PHRASES.titleQualifiers.draw(rng, ctx) + end;
  }
  if (rng.chance(0.2)) {
    const prefix = SHARED_PHRASES.titlePrefixes.draw(rng, ctx);
    title = prefix + title.charAt(0).toLowerCase() + title.slice(1);
  }
  for (let i = 0; title.length < TITLE_MIN && i < 3; i++)
    title = title.replace(/[?.]$/, '') + SHARED_PHRASES.titleTails.draw(rng, ctx);
  if (title.length > TITLE_MAX) title = `${title.slice(0, title.lastIndexOf(' ', TITLE_MAX - 3))}...`;
  return title;
}

/**
 * Body of 150-1,200 characters: what happened, facts until a target length drawn with a
 * long tail (most askers write a paragraph, a few write a page), then the question.
 */
export function composeBody(bank: CompiledBank, rng: Rng, ctx: TextContext): string {
  const target = BODY_MIN + Math.floor((BODY_MAX - BODY_MIN - 100) * Math.pow(rng.next(), 1.8));
  const opening = [bank.situations.draw(rng, ctx)];
  if (rng.chance(0.3)) opening.push(SHARED_PHRASES.asides.draw(rng, ctx));
  const closing = [bank.asks.draw(rng, ctx)];
  if (rng.chance(0.25)) closing.push(bank.asks.draw(rng, ctx));
  if (rng.chance(0.5)) closing.push(SHARED_PHRASES.signoffs.draw(rng, ctx));

  // The particulars (names, places, numbers) that make each story its own.
  const particulars = rng.skewedInt(1, 5, 1.3);
  for (let i = 0; i < particulars; i++) {
    const detail = SHARED_PHRASES.storyDetails.draw(rng, ctx);
    if (!opening.includes(detail)) opening.push(detail);
  }
  const facts: string[] = [];
  let length = sentencesLength(opening) + sentencesLength(closing);
  for (let attempts = 0; length < target && attempts < 12; attempts++) {
    const fact = rng.chance(0.85) ? bank.details.draw(rng, ctx) : SHARED_PHRASES.asides.draw(rng, ctx);
    if (facts.includes(fact) || opening.includes(fact) || length + fact.length + 1 > BODY_MAX) continue;
    facts.push(fact);
    length += fact.length + 1;
  }
  // Old archives break long posts into paragraphs, sometimes with literal <br> tags.
  const breakWith = rng.chance(0.1) ? '<br><br>' : '\n\n';
  const paragraphs =
    length > 450 && facts.length > 1
      ? [
          [...opening, ...facts.slice(0, facts.length >> 1)],
          [...facts.slice(facts.length >> 1), ...closing],
        ]
      : [[...opening, ...facts, ...closing]];
  let body = paragraphs.map((p) => p.join(' ')).join(breakWith);
  if (rng.chance(0.45)) body = withContractions(body);
  if (rng.chance(0.5)) body = withTypo(body, rng);
  while (body.length < BODY_MIN) body += ` ${SHARED_PHRASES.asides.draw(rng, ctx)}`;
  if (rng.chance(0.12)) body = encodeLikeOldArchive(body);
  return body.length > BODY_MAX ? cutAtSentence(body, BODY_MAX) : body;
}

/** Cuts after the last full sentence that fits in `max` characters. */
export function cutAtSentence(text: string, max: number): string {
  const end = Math.max(text.lastIndexOf('. ', max - 1), text.lastIndexOf('? ', max - 1));
  return end > 0 ? text.slice(0, end + 1) : text.slice(0, max);
}

const CONTRACTIONS: Readonly<Record<string, string>> = {
  'do not': "don't",
  'does not': "doesn't",
  'did not': "didn't",
  cannot: "can't",
  'will not': "won't",
  'is not': "isn't",
  'was not': "wasn't",
  'have not': "haven't",
  'has not': "hasn't",
  'I am': "I'm",
  'it is': "it's",
};
const CONTRACTABLE = new RegExp(`\\b(${Object.keys(CONTRACTIONS).join('|')})\\b`, 'g');

/** Phrase banks are written out in full; many askers type contractions. */
function withContractions(text: string): string {
  return text.replace(CONTRACTABLE, (phrase) => CONTRACTIONS[phrase] ?? phrase);
}

/**
 * One slip of the keyboard in a word of six letters or more near a random place: a
 * dropped, doubled, swapped or wrong letter. Real archives are full of them, and each
 * is a word of its own in the index.
 */
export function withTypo(text: string, rng: Rng): string {
  let start = rng.int(0, text.length - 1);
  while (start > 0 && isLower(text.charCodeAt(start - 1))) start--;
  for (let tries = 0; tries < 8 && start < text.length; tries++) {
    let end = start;
    while (end < text.length && isLower(text.charCodeAt(end))) end++;
    if (end - start >= 6) {
      const word = text.slice(start, end);
      const at = 1 + rng.int(0, word.length - 3);
      const kind = rng.int(0, 3);
      const slipped =
        kind === 0
          ? word.slice(0, at) + word.slice(at + 1)
          : kind === 1
            ? word.slice(0, at) + word.charAt(at) + word.slice(at)
            : kind === 2
              ? word.slice(0, at) + word.charAt(at + 1) + word.charAt(at) + word.slice(at + 2)
              : word.slice(0, at) + 'aeiouy'.charAt(rng.int(0, 5)) + word.slice(at + 1);
      return text.slice(0, start) + slipped + text.slice(end);
    }
    start = end + 1;
  }
  return text;
}

function isLower(code: number): boolean {
  return code >= 97 && code <= 122;
}

function sentencesLength(sentences: readonly string[]): number {
  let total = 0;
  for (const s of sentences) total += s.length + 1;
  return total;
}

/** Part of the original archive stored text HTML-escaped; the importer must decode it. */
export function encodeLikeOldArchive(text: string): string {
  return text
    .replace(/&(?!#?\w+;)/g, '&amp;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}
