import type { CompiledStory } from './compiled-banks.ts';
import { SHARED_PHRASES } from './compiled-banks.ts';
import type { Rng } from './random.ts';
import type { TextContext } from './template.ts';

export const TITLE_MIN = 30;
export const TITLE_MAX = 120;
export const BODY_MIN = 150;
export const BODY_MAX = 1200;

/** A question's title and body, told from one story. */
export interface QuestionText {
  readonly title: string;
  readonly body: string;
}

/** Longest opening sentence that can also serve as a title. */
const STATEMENT_TITLE_MAX = 95;

/**
 * Title and body of one question. The title is one of the story's titles, or (as many
 * askers do) its opening sentence as a statement; the body opens with the sentence that
 * best fits the title, adds the facts that match it first, and ends with the question.
 */
export function composeQuestionText(story: CompiledStory, rng: Rng, ctx: TextContext): QuestionText {
  let title = '';
  let opening = '';
  let details: readonly number[] = [];
  let ask: number | undefined;
  const form = rng.next();
  if (story.gists && form < 0.3) {
    // "Landlord kept my deposit. Can they do that?": a gist and one of the story's asks.
    const g = story.gists.pickIndex(rng);
    const a = story.asks.pickIndex(rng);
    const askText = story.asks.renderAt(a, rng, ctx);
    const joint = rng.chance(0.5) ? '. ' : ' - ';
    title = story.gists.renderAt(g, rng, ctx) + joint + (joint === '. ' ? askText : lowerFirst(askText));
    opening = story.openings.renderAt(fittingOpening(story.openingsForGists[g] as readonly number[], rng), rng, ctx);
    ask = a;
  } else if (form < 0.55) {
    opening = story.openings.draw(rng, ctx);
    if (opening.length <= STATEMENT_TITLE_MAX)
      title = opening.replace(/\.$/, '') + SHARED_PHRASES.statementTails.draw(rng, ctx);
  }
  if (!title) {
    const t = story.titles.pickIndex(rng);
    title = story.titles.renderAt(t, rng, ctx);
    // An opening already drawn (too long to be a title) names facts: it stays the opening.
    if (!opening)
      opening = story.openings.renderAt(fittingOpening(story.openingsFor[t] as readonly number[], rng), rng, ctx);
    details = story.detailsFor[t] as readonly number[];
    if (rng.chance(0.8)) ask = (story.asksFor[t] as readonly number[])[0];
  }
  title = finishTitle(title, rng, ctx);
  // Many askers say who they are or why they write before the story: neighbours told
  // from one story then do not open alike (a related block lists several of them).
  const lead = rng.chance(0.65) ? SHARED_PHRASES.leadIns.draw(rng, ctx) : '';
  // The next fact is one of the three that fit the title best, not always the same one.
  const firstDetail = details.length ? details[rng.int(0, Math.min(2, details.length - 1))] : undefined;
  return { title, body: composeBody(story, rng, ctx, title, lead, opening, firstDetail, ask) };
}

/** Any of the openings that fit the title about as well as the best one. */
function fittingOpening(fitting: readonly number[], rng: Rng): number {
  return fitting[rng.int(0, fitting.length - 1)] as number;
}

function lowerFirst(text: string): string {
  return startsWithName(text) ? text : text.charAt(0).toLowerCase() + text.slice(1);
}

/**
 * Other ways askers start the same kind of question: one story's titles then do not repeat
 * word for word across an archive's search results.
 */
const REPHRASINGS: ReadonlyArray<readonly [RegExp, readonly string[]]> = [
  [
    /^Do I need (an? (?:[\w-]+ )?)lawyer\b/,
    ['Should I hire $1lawyer', 'Is it worth getting $1lawyer', 'Do I really need $1lawyer'],
  ],
  [/^What happens if\b/, ['What will happen if', 'What if', 'What happens now if']],
  [/^Can I (?=get|sue|break|keep|change|stop|claim|lower|make)/, ['Is it possible to ']],
  [/^How much\b/, ['Roughly how much']],
];

function rephrase(title: string, rng: Rng): string {
  for (const [pattern, others] of REPHRASINGS)
    if (pattern.test(title))
      return rng.chance(0.5) ? title.replace(pattern, others[rng.int(0, others.length - 1)] as string) : title;
  return title;
}

/** 30-120 characters: short ones get a tail, long ones are cut on a word; some get a prefix. */
function finishTitle(drawn: string, rng: Rng, ctx: TextContext): string {
  let title = rephrase(drawn, rng);
  const room = TITLE_MAX - title.length;
  if (rng.chance(0.1) && room > 20 && !title.includes(ctx.placeName) && !title.includes(ctx.cityName)) {
    const prefix = SHARED_PHRASES.titlePrefixes.draw(rng, ctx);
    title = prefix + (startsWithName(title) ? title : title.charAt(0).toLowerCase() + title.slice(1));
  }
  for (let i = 0; title.length < TITLE_MIN && i < 3; i++)
    title = title.replace(/[?.]$/, '') + SHARED_PHRASES.titleTails.draw(rng, ctx);
  if (title.length > TITLE_MAX) title = `${title.slice(0, title.lastIndexOf(' ', TITLE_MAX - 3))}...`;
  return title;
}

/** "I ...", "ICE ...", "Chapter 7 ...": words that keep their capital after a prefix. */
function startsWithName(title: string): boolean {
  const first = title.slice(0, title.search(/[\s,:?']|$/));
  return first === 'I' || /^[A-Z][A-Z0-9]/.test(first) || /^(Chapter|Social|Medicare|Medicaid|Dad|Mom)$/.test(first);
}

/**
 * Body of 150-1,200 characters: the opening, the story's facts until a target length
 * drawn with a long tail (most askers write a paragraph, a few write a page), then the
 * question, sometimes in the title's own words.
 */
function composeBody(
  story: CompiledStory,
  rng: Rng,
  ctx: TextContext,
  title: string,
  lead: string,
  openingSentence: string,
  firstDetail: number | undefined,
  ask: number | undefined,
): string {
  const target = BODY_MIN + Math.floor((BODY_MAX - BODY_MIN - 100) * Math.pow(rng.next(), 1.8));
  const opening = lead ? [lead, openingSentence] : [openingSentence];
  // The place the title names is where the asker says they are.
  const place = namedPlace(ctx.placeName, title, openingSentence) ?? namedPlace(ctx.cityName, title, openingSentence);
  if (place) opening.push(rng.chance(0.5) ? `I am in ${place}.` : `This is in ${place}.`);
  if (rng.chance(0.2)) opening.push(SHARED_PHRASES.asides.draw(rng, ctx));
  const restate = title.endsWith('?') && !/: | - |\. /.test(title) && rng.chance(0.3);
  const closing = [
    restate ? title : ask === undefined ? story.asks.draw(rng, ctx) : story.asks.renderAt(ask, rng, ctx),
  ];
  if (rng.chance(0.2)) {
    const second = story.asks.draw(rng, ctx);
    if (!closing.includes(second)) closing.push(second);
  }
  if (rng.chance(0.5)) closing.push(SHARED_PHRASES.signoffs.draw(rng, ctx));

  const facts: string[] = [];
  // Details are told once each: tracked by template, since {count} renders anew each time.
  const told: number[] = [];
  let length = sentencesLength(opening) + sentencesLength(closing);
  if (firstDetail !== undefined) length += tell(story, rng, ctx, told, facts, firstDetail);
  // Most askers give at least one more fact; the rest stop at the length they chose.
  for (let attempts = 0; (length < target || facts.length === 0) && attempts < 10; attempts++) {
    if (rng.chance(0.9)) {
      const index = story.details.pickIndex(rng);
      // Room is kept for contractions and old-archive escaping: a cut sentence would leave
      // the answers naming a fact the body no longer tells.
      if (
        !told.includes(index) &&
        !roleTold(story.details.sources, told, index) &&
        length + (story.details.sources[index] as string).length < BODY_MAX - 250
      )
        length += tell(story, rng, ctx, told, facts, index);
      continue;
    }
    const aside = SHARED_PHRASES.asides.draw(rng, ctx);
    if (facts.includes(aside) || opening.includes(aside)) continue;
    facts.push(aside);
    length += aside.length + 1;
  }
  for (let attempts = 0; length < BODY_MIN && attempts < 6; attempts++) {
    const aside = SHARED_PHRASES.asides.draw(rng, ctx);
    if (facts.includes(aside) || opening.includes(aside)) continue;
    facts.push(aside);
    length += aside.length + 1;
  }
  // Old archives break long posts into paragraphs, sometimes with literal <br> tags.
  const breakWith = rng.chance(0.1) ? '<br><br>' : '\n\n';
  const sentences = opening.concat(facts, closing);
  let body: string;
  if (length > 450 && facts.length > 1) {
    const cut = opening.length + (facts.length >> 1);
    body = sentences.slice(0, cut).join(' ') + breakWith + sentences.slice(cut).join(' ');
  } else body = sentences.join(' ');
  if (rng.chance(0.45)) body = withContractions(body);
  if (rng.chance(0.6)) body = withTypo(body, rng);
  if (body.length > 400 && rng.chance(0.5)) body = withTypo(body, rng);
  // Contractions shorten a body: a short one gets one more aside.
  for (let i = 0; body.length < BODY_MIN && i < 4; i++) {
    const aside = SHARED_PHRASES.asides.draw(rng, ctx);
    if (!body.includes(aside)) body += ` ${aside}`;
  }
  if (rng.chance(0.12)) body = encodeLikeOldArchive(body);
  return body.length > BODY_MAX ? cutAtSentence(body, BODY_MAX) : body;
}

/** Adds one of the story's details to the body's facts; returns the length it adds. */
function tell(
  story: CompiledStory,
  rng: Rng,
  ctx: TextContext,
  told: number[],
  facts: string[],
  index: number,
): number {
  told.push(index);
  const fact = story.details.renderAt(index, rng, ctx);
  facts.push(fact);
  return fact.length + 1;
}

/**
 * True when a fact about the same person was told ("The property manager, {person1}, ..."
 * after "The property manager, {first} {surname}, ..."): one story has one manager.
 */
function roleTold(sources: readonly string[], told: readonly number[], index: number): boolean {
  const role = roleOf(sources[index] as string);
  if (!role) return false;
  for (const t of told) if (roleOf(sources[t] as string) === role) return true;
  return false;
}

/** "The property manager" of "The property manager, {person1}, does not return calls." */
function roleOf(source: string): string {
  const comma = source.indexOf(', {');
  return comma > 0 && comma < 40 ? source.slice(0, comma) : '';
}

/** The place if the title names it and the opening does not ("my state" is no name). */
function namedPlace(name: string, title: string, openingSentence: string): string | undefined {
  return !name.startsWith('my ') && title.includes(name) && !openingSentence.includes(name) ? name : undefined;
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
  return text.replace(CONTRACTABLE, contracted);
}

function contracted(phrase: string): string {
  return CONTRACTIONS[phrase] ?? phrase;
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
