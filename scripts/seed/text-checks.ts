import { titleKey, titleTerms } from '#app/domain/question-related.ts';

/**
 * Measures of whether a generated question reads as one person's story, shared by the
 * seed invariant tests and `npm run calibrate`: the checks of docs/demo-archive.md.
 */

/** Words of a title's question form, not of its story ("how long", "lawyer", "legal"). */
const QUESTION_WORDS = new Set(
  'lawyer attorney legal illegal allowed advice help option right rights case claim worth sue file still ever long far many much need now urgent quick question please hire getting really roughly possible'.split(
    ' ',
  ),
);

/** The title's key words: its distinctive terms, less the words of the question's form. */
export function titleKeyWords(title: string): string[] {
  return titleTerms(title).filter((term) => !QUESTION_WORDS.has(term));
}

/** A word's first five letters: "evict" finds "eviction", "deposit" finds "deposits". */
function root(word: string): string {
  return word.slice(0, 5);
}

/** Share of the title's key words whose root appears among the body's words (1 when none). */
export function keyWordCoverage(title: string, body: string): number {
  const keys = titleKeyWords(title);
  if (keys.length === 0) return 1;
  const roots = new Set(titleTerms(body).map(root));
  return keys.filter((k) => roots.has(root(k))).length / keys.length;
}

/** Sentences of a text, trimmed; markup, list numbers and short fragments left out. */
export function sentencesOf(text: string): string[] {
  return text
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .split(/(?<=[.!?])\s+|\n+/)
    .map((s) => s.replace(/^\d+\.\s*/, '').trim())
    .filter((s) => s.length > 25);
}

/** Sentences that occur in two or more of the answers. */
export function repeatedAnswerSentences(answers: readonly string[]): string[] {
  const seen = new Map<string, number>();
  answers.forEach((body, index) => {
    for (const sentence of new Set(sentencesOf(body))) {
      const first = seen.get(sentence);
      seen.set(sentence, first === undefined ? index : first === index ? index : -1);
    }
  });
  return [...seen].filter(([, where]) => where === -1).map(([sentence]) => sentence);
}

/** The shape titles are compared by (numbers and names removed). */
export { titleShape } from '#app/domain/question-related.ts';

/** Whether two titles read as one question repeated: three quarters of their words shared. */
export function titleTwins(a: string, b: string): boolean {
  const left = new Set(titleKey(a));
  const right = new Set(titleKey(b));
  const common = [...left].filter((word) => right.has(word)).length;
  const union = left.size + right.size - common;
  return common >= 3 ? common >= 0.75 * union : common === union;
}

/**
 * Sentences that carry a name or a number and nothing of the story: a company or a claim
 * number dropped in as filler, the way the generator once did.
 */
export const FILLER_PATTERNS: readonly RegExp[] = [
  /^The company is [A-Z][\w ]+\.$/,
  /\bclaim number is [A-Z0-9-]+, if that helps\b/i,
  /^The (?:account|claim|case|reference) number (?:they gave me |on the papers )?is [A-Z0-9:-]+\.$/,
  /^Everything went through [A-Z][\w ]+ in [A-Z]\w+\.$/,
  /^I dealt with a man named \w+ at [A-Z][\w ]+\.$/,
  /^The address on the paperwork is \d+ /,
  /^A [A-Z]\w+ from the county office told me to ask a lawyer\.$/,
  /^The other person involved is [A-Z]\w+ [A-Z]\w+\.$/,
  /^It all started at our place on \d+ /,
];

export function fillerSentences(text: string): string[] {
  return sentencesOf(text).filter((s) => FILLER_PATTERNS.some((p) => p.test(s)));
}

/** Words that do not change how an opening reads: "our landlord" opens as "my landlord". */
const OPENING_FOLDS: Readonly<Record<string, string>> = { our: 'my', old: '', former: '', new: '' };

/**
 * How a body opens to a reader skimming a list: its first two words, lower case, with
 * names (capitalised words after the first), numbers and a few fillers ("old") left out.
 * "My old landlord, Trivexon Realty, kept..." and "Our landlord kept..." both open "my landlord".
 */
export function openingShape(body: string): string {
  const words = body
    .replace(/&#39;|&quot;|&amp;/g, "'")
    .split(/[^A-Za-z']+/)
    .filter((word, i) => word && (i === 0 || !/^[A-Z][a-z]/.test(word)) && !/^\d/.test(word));
  const shape: string[] = [];
  for (const word of words) {
    const lower = word.toLowerCase();
    const folded = OPENING_FOLDS[lower] ?? lower;
    if (folded) shape.push(folded);
    if (shape.length === 2) break;
  }
  return shape.join(' ');
}
