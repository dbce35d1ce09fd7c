import type { CompiledBank, CompiledStory } from './compiled-banks.ts';
import { SHARED_PHRASES } from './compiled-banks.ts';
import { ANSWER_GENERAL_LAW, ANSWER_GENERAL_STEPS, ANSWER_LATE_ADDITIONS } from './banks/answer-phrases.ts';
import { cutAtSentence, encodeLikeOldArchive } from './question-text.ts';
import type { Rng } from './random.ts';
import { render, toldFacts, type PhraseList, type Template, type TextContext } from './template.ts';

export const ANSWER_MIN = 200;
export const ANSWER_MAX = 2000;

/**
 * What the answers of one question have said so far: no two answers share a sentence,
 * and a point of disagreement raised by one answer is taken the other way by the next.
 */
export interface AnswerThread {
  readonly used: string[];
  /** View index -> the side (0 or 1) the last answer to raise it took. */
  readonly sides: Map<number, number>;
}

export function newThread(): AnswerThread {
  return { used: [], sides: new Map() };
}

/** How addFresh draws from its list: any phrase, or only one naming told facts. */
const ANY = 0;
const TOLD = 1;

/**
 * Adds up to `count` sentences no answer of the question has used yet. Takes the list
 * and a mode rather than a closure: composing millions of answers made the closures
 * and their calls a measurable share of the generator's time.
 */
function addFresh(
  out: string[],
  thread: AnswerThread,
  list: PhraseList,
  mode: number,
  rng: Rng,
  ctx: TextContext,
  count: number,
): void {
  for (let added = 0, attempts = 0; added < count && attempts < count * 4; attempts++) {
    const sentence = mode === TOLD ? list.drawTold(rng, ctx) : list.draw(rng, ctx);
    if (!sentence || thread.used.includes(sentence)) continue;
    thread.used.push(sentence);
    out.push(sentence);
    added++;
  }
}

/**
 * A point of view on the story: the first answer picks a side, later ones take the other
 * side and say so, as attorneys on a real thread do.
 */
function addView(out: string[], story: CompiledStory, thread: AnswerThread, rng: Rng, ctx: TextContext): void {
  if (story.views.length === 0) return;
  const index = rng.int(0, story.views.length - 1);
  const earlier = thread.sides.get(index);
  // The second side of a view may answer the first ("than the answer above"): it comes second.
  const side = earlier === undefined ? 0 : 1 - earlier;
  const pair = story.views[index] as readonly [Template, Template];
  const template = side === 0 ? pair[0] : pair[1];
  if (!toldFacts(template, ctx)) return;
  const sentence = render(template, rng, ctx);
  if (thread.used.includes(sentence)) return;
  if (earlier !== undefined) addFresh(out, thread, SHARED_PHRASES.disagreements, ANY, rng, ctx, 1);
  thread.used.push(sentence);
  thread.sides.set(index, side);
  out.push(sentence);
}

/** Sentences without slots a late answer may still add, in the order tried. */
const LATE_SENTENCES: readonly string[] = [
  ...SHARED_PHRASES.closings.sources,
  ...ANSWER_GENERAL_LAW,
  ...ANSWER_GENERAL_STEPS,
  ...ANSWER_LATE_ADDITIONS,
].filter((sentence) => !sentence.includes('{'));

/**
 * An attorney's answer of 200-2,000 characters to the story, in one of three styles: a
 * blunt short reply, a usual answer (view, advice, a rule or a step, a closing), or a
 * thorough one with a numbered list of next steps.
 */
export function composeAnswer(
  bank: CompiledBank,
  story: CompiledStory,
  thread: AnswerThread,
  rng: Rng,
  ctx: TextContext,
): string {
  const style = rng.next();
  const paragraphs: string[] = [];
  const { openers, closings } = SHARED_PHRASES;
  if (style < 0.15) {
    const sentences: string[] = [];
    addFresh(sentences, thread, story.advice, TOLD, rng, ctx, rng.int(1, 2));
    paragraphs.push(sentences.join(' '));
    if (rng.chance(0.5)) addFresh(paragraphs, thread, closings, ANY, rng, ctx, 1);
  } else if (style < 0.8) {
    const first: string[] = [];
    if (rng.chance(0.5)) addFresh(first, thread, openers, ANY, rng, ctx, 1);
    if (rng.chance(0.6)) addView(first, story, thread, rng, ctx);
    addFresh(first, thread, story.advice, TOLD, rng, ctx, rng.int(1, 2));
    paragraphs.push(first.join(' '));
    const second: string[] = [];
    if (rng.chance(0.25)) addFresh(second, thread, bank.law, TOLD, rng, ctx, 1);
    if (rng.chance(0.3)) addFresh(second, thread, bank.steps, TOLD, rng, ctx, 1);
    if (rng.chance(0.8)) addFresh(second, thread, closings, ANY, rng, ctx, 1);
    if (second.length) paragraphs.push(second.join(' '));
  } else {
    const first: string[] = [];
    addFresh(first, thread, openers, ANY, rng, ctx, 1);
    addView(first, story, thread, rng, ctx);
    addFresh(first, thread, story.advice, TOLD, rng, ctx, rng.int(2, 3));
    paragraphs.push(first.join(' '));
    const law: string[] = [];
    addFresh(law, thread, bank.law, TOLD, rng, ctx, 1);
    if (law.length) paragraphs.push(law.join(' '));
    const steps: string[] = [];
    addFresh(steps, thread, bank.steps, TOLD, rng, ctx, rng.int(2, 3));
    if (steps.length > 1) paragraphs.push(`Next steps:\n${steps.map((s, i) => `${i + 1}. ${s}`).join('\n')}`);
    else if (steps.length) paragraphs.push(steps[0] as string);
    addFresh(paragraphs, thread, closings, ANY, rng, ctx, 1);
  }
  if (style >= 0.15 && rng.chance(0.3)) {
    const term: string[] = [];
    addFresh(term, thread, bank.termSentences, TOLD, rng, ctx, 1);
    if (term.length) paragraphs[0] = paragraphs[0] ? `${paragraphs[0]} ${term[0]}` : (term[0] as string);
  }
  // Short of the minimum: more of the story's advice, then the field's rules and steps,
  // in the first paragraph (before any closing).
  if (lengthOf(paragraphs) < ANSWER_MIN) {
    const fillers = [story.advice, bank.law, bank.steps];
    const more: string[] = [];
    for (let i = 0; lengthOf(paragraphs) < ANSWER_MIN && i < 9; i++) {
      more.length = 0;
      addFresh(more, thread, fillers[Math.floor(i / 3)] as PhraseList, TOLD, rng, ctx, 1);
      if (more.length) paragraphs[0] = paragraphs[0] ? `${paragraphs[0]} ${more[0]}` : (more[0] as string);
    }
  }
  // Lengths count as a reader sees them: paragraph breaks as two characters.
  let body = paragraphs.filter(Boolean).join('\n\n');
  // A late answer on a busy thread may find the story's advice said: it still says something new.
  for (let i = 0; body.length < ANSWER_MIN && i < LATE_SENTENCES.length; i++) {
    const sentence = LATE_SENTENCES[i] as string;
    if (thread.used.includes(sentence)) continue;
    thread.used.push(sentence);
    body += ` ${sentence}`;
  }
  // Old archives break paragraphs with literal <br> tags.
  if (rng.chance(0.08)) body = body.replaceAll('\n\n', '<br><br>');
  if (rng.chance(0.06)) body = encodeLikeOldArchive(body);
  return body.length > ANSWER_MAX ? cutAtSentence(body, ANSWER_MAX) : body;
}

function lengthOf(paragraphs: readonly string[]): number {
  let total = 0;
  for (const p of paragraphs) total += p.length + 2;
  return total;
}
