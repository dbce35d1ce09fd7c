import type { CompiledBank } from './compiled-banks.ts';
import { SHARED_PHRASES } from './compiled-banks.ts';
import { cutAtSentence, encodeLikeOldArchive } from './question-text.ts';
import type { Rng } from './random.ts';
import type { TextContext } from './template.ts';

export const ANSWER_MIN = 200;
export const ANSWER_MAX = 2000;

/** Adds distinct sentences drawn from `list` until `count` are added or attempts run out. */
function addDistinct(out: string[], draw: () => string, count: number): void {
  for (let added = 0, attempts = 0; added < count && attempts < count * 3; attempts++) {
    const sentence = draw();
    if (out.includes(sentence)) continue;
    out.push(sentence);
    added++;
  }
}

/**
 * An attorney's answer of 200-2,000 characters in one of three styles: a blunt short
 * reply, a usual answer (advice, a rule, a step, a closing), or a thorough one with a
 * numbered list of next steps.
 */
export function composeAnswer(bank: CompiledBank, rng: Rng, ctx: TextContext): string {
  const style = rng.next();
  const paragraphs: string[] = [];
  if (style < 0.15) {
    const sentences = [SHARED_PHRASES.shortAnswers.draw(rng, ctx)];
    if (rng.chance(0.5)) sentences.push(SHARED_PHRASES.closings.draw(rng, ctx));
    paragraphs.push(sentences.join(' '));
  } else if (style < 0.8) {
    const first: string[] = [];
    if (rng.chance(0.7)) first.push(SHARED_PHRASES.openers.draw(rng, ctx));
    addDistinct(first, () => bank.advice.draw(rng, ctx), rng.int(1, 3));
    paragraphs.push(first.join(' '));
    const second: string[] = [];
    if (rng.chance(0.5)) second.push(bank.law.draw(rng, ctx));
    if (rng.chance(0.5)) second.push(bank.steps.draw(rng, ctx));
    if (rng.chance(0.85)) second.push(SHARED_PHRASES.closings.draw(rng, ctx));
    if (second.length) paragraphs.push(second.join(' '));
  } else {
    const advice: string[] = [SHARED_PHRASES.openers.draw(rng, ctx)];
    addDistinct(advice, () => bank.advice.draw(rng, ctx), rng.int(3, 5));
    paragraphs.push(advice.join(' '));
    const law: string[] = [];
    addDistinct(law, () => bank.law.draw(rng, ctx), rng.int(1, 2));
    paragraphs.push(law.join(' '));
    const steps: string[] = [];
    addDistinct(steps, () => bank.steps.draw(rng, ctx), rng.int(2, 4));
    paragraphs.push(`Next steps:\n${steps.map((s, i) => `${i + 1}. ${s}`).join('\n')}`);
    paragraphs.push(SHARED_PHRASES.closings.draw(rng, ctx));
  }
  if (style >= 0.15 && rng.chance(0.3)) paragraphs[0] += ` ${bank.termSentences.draw(rng, ctx)}`;
  let body = paragraphs.join(rng.chance(0.08) ? '<br><br>' : '\n\n');
  for (let i = 0; body.length < ANSWER_MIN && i < 6; i++) body += ` ${bank.advice.draw(rng, ctx)}`;
  if (rng.chance(0.06)) body = encodeLikeOldArchive(body);
  return body.length > ANSWER_MAX ? cutAtSentence(body, ANSWER_MAX) : body;
}
