import type { AnswerRecord, QuestionRecord } from '#scripts/import/records.ts';
import type { AnswererPool } from './answerers.ts';
import { composeAnswer, newThread } from './answer-text.ts';
import { ALL_BANKS, CATEGORY_PICKER, type CompiledBank, type CompiledStory } from './compiled-banks.ts';
import { answerDelayMs, isoSeconds, questionTimeMs } from './dates.ts';
import { drawQuestionLocation, type DrawnLocation } from './locations.ts';
import { CHUNK_SIZE, type ChunkPlan } from './numbering.ts';
import { composeQuestionText } from './question-text.ts';
import { Rng } from './random.ts';
import type { TextContext } from './template.ts';

type Memo = NonNullable<TextContext['memo']>;

/**
 * Every chunk gives one question to each category at evenly spaced positions, so that even
 * a 3,000-question archive has every category (the rarest weigh under 0.1%).
 */
const COVERAGE_STRIDE = Math.floor(CHUNK_SIZE / ALL_BANKS.length);

function bankAt(position: number, rng: Rng): CompiledBank {
  const slot = position / COVERAGE_STRIDE;
  return Number.isInteger(slot) && slot < ALL_BANKS.length
    ? (ALL_BANKS[slot] as CompiledBank)
    : CATEGORY_PICKER.pick(rng);
}

/**
 * Attorneys address the asker: "in California" when they practise there, "in your state"
 * otherwise (an attorney from elsewhere does not speak for another state's law).
 */
function answerContext(location: DrawnLocation, attorneyState: string | null, memo: Memo): TextContext {
  const cityName = location.city ?? 'your county';
  // The location's own place name is its state's or country's name.
  if ((location.state && location.state === attorneyState) || (location.country && !location.state))
    return { placeName: location.text.placeName, cityName, inUs: location.text.inUs, memo, attorney: true };
  return { placeName: 'your state', cityName, inUs: true, memo, attorney: true };
}

/**
 * Composes the questions of one chunk. Everything but the numbering (see numbering.ts)
 * comes from the chunk's own seeded stream, so chunks can be generated in any order.
 */
export class QuestionComposer {
  constructor(
    private readonly seed: number,
    private readonly total: number,
    private readonly answerers: AnswererPool,
  ) {}

  *compose(plan: ChunkPlan): Generator<QuestionRecord> {
    const rng = new Rng(this.seed, `questions/${plan.index}`);
    for (let i = 0; i < plan.questionIds.length; i++) {
      // Time follows rank, so ids and dates grow together.
      const postedMs = questionTimeMs((plan.start + i + rng.next()) / this.total);
      const bank = bankAt(i, rng);
      const story = bank.stories.pick(rng);
      const location = drawQuestionLocation(rng);
      const memo: Memo = new Map();
      const year = new Date(postedMs).getUTCFullYear();
      const place = location.text;
      const text: TextContext = { placeName: place.placeName, cityName: place.cityName, inUs: place.inUs, memo, year };
      const { title, body } = composeQuestionText(story, rng, text);
      const record: QuestionRecord = {
        id: plan.questionIds[i] as number,
        title,
        body,
        categoryId: bank.categoryId,
        ...(location.state ? { state: location.state } : {}),
        ...(location.country ? { country: location.country } : {}),
        postedAt: isoSeconds(postedMs),
        tags: this.tags(story, rng),
        answers: this.answers(
          rng,
          bank,
          story,
          location,
          postedMs,
          year,
          memo,
          plan.answerCounts[i] as number,
          plan.firstAnswerIds[i] as number,
        ),
      };
      yield record;
    }
  }

  /** The story's own topics, in its order (the first is what it is about). */
  private tags(story: CompiledStory, rng: Rng): string[] {
    if (rng.chance(0.35)) return [];
    return story.tags.slice(0, rng.int(1, Math.min(3, story.tags.length)));
  }

  private answers(
    rng: Rng,
    bank: CompiledBank,
    story: CompiledStory,
    location: DrawnLocation,
    postedMs: number,
    year: number,
    memo: Memo,
    count: number,
    firstId: number,
  ): AnswerRecord[] {
    if (count === 0) return [];
    const delays: number[] = [];
    for (let i = 0; i < count; i++) {
      // In order as drawn (at most six: an insertion beats sort's comparator calls).
      const delay = answerDelayMs(rng.next());
      let at = delays.length;
      while (at > 0 && (delays[at - 1] as number) > delay) at--;
      delays.splice(at, 0, delay);
    }
    const authors: number[] = [];
    const thread = newThread();
    const answers: AnswerRecord[] = [];
    for (const [i, delay] of delays.entries()) {
      const attorneyId = this.answerers.pick(rng, bank.categoryId, location.state, year, authors);
      if (attorneyId === -1) break;
      authors.push(attorneyId);
      answers.push({
        id: firstId + i,
        attorneyId,
        body: composeAnswer(
          bank,
          story,
          thread,
          rng,
          answerContext(location, this.answerers.stateOf(attorneyId), memo),
        ),
        postedAt: isoSeconds(postedMs + delay),
        voteUp: Math.floor(41 * Math.pow(rng.next(), 3.5)),
        voteDown: Math.floor(6 * Math.pow(rng.next(), 5)),
        isAccepted: false,
        isBest: false,
      });
    }
    if (answers.length === 0) return answers;
    // Loops, not reduce/find with arrows: a closure per question showed in profiles.
    let mostVoted = answers[0] as AnswerRecord;
    for (const a of answers) if (a.voteUp > mostVoted.voteUp) mostVoted = a;
    // The asker accepts about a third of answered questions, usually the most helpful answer.
    if (rng.chance(0.35)) (rng.chance(0.6) ? mostVoted : rng.pick(answers)).isAccepted = true;
    if (rng.chance(0.25)) {
      let accepted: AnswerRecord | undefined;
      for (const a of answers) if (a.isAccepted) accepted ??= a;
      (accepted && rng.chance(0.5) ? accepted : rng.chance(0.7) ? mostVoted : rng.pick(answers)).isBest = true;
    }
    return answers;
  }
}

/**
 * A chunk as JSON Lines bytes, ready to append to questions.jsonl. Lines are encoded
 * straight into one unpooled buffer (about 12% faster than joining a string first; the
 * buffer's memory can be transferred from a worker without copying).
 */
export function encodeChunk(composer: QuestionComposer, plan: ChunkPlan): { bytes: Buffer; answers: number } {
  let buffer = Buffer.allocUnsafeSlow(plan.questionIds.length * 4096);
  let used = 0;
  let answers = 0;
  for (const record of composer.compose(plan)) {
    answers += record.answers.length;
    const line = JSON.stringify(record);
    // UTF-8 takes at most 3 bytes per UTF-16 code unit.
    if (used + line.length * 3 + 1 > buffer.length) {
      const grown = Buffer.allocUnsafeSlow(Math.max(buffer.length * 2, used + line.length * 3 + 1));
      buffer.copy(grown, 0, 0, used);
      buffer = grown;
    }
    used += buffer.write(line, used);
    buffer[used++] = 10;
  }
  return { bytes: buffer.subarray(0, used), answers };
}
