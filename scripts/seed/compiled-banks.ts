import {
  ANSWER_CLOSINGS,
  ANSWER_GENERAL_LAW,
  ANSWER_GENERAL_STEPS,
  ANSWER_OPENERS,
  SHORT_ANSWERS,
} from './banks/answer-phrases.ts';
import { CATEGORY_BANKS } from './banks/index.ts';
import { QUESTION_ASIDES, QUESTION_SIGNOFFS, TITLE_TAILS } from './banks/question-phrases.ts';
import type { CategoryBank } from './banks/types.ts';
import { WeightedPicker, zipfPicker } from './random.ts';
import { SHARED_SLOTS, slotTableFor } from './slots.ts';
import { PhraseList } from './template.ts';

/** A category's phrase bank with every template compiled once, ready for fast drawing. */
export interface CompiledBank {
  readonly categoryId: number;
  readonly tags: WeightedPicker<string>;
  readonly tagCount: number;
  readonly titles: PhraseList;
  readonly situations: PhraseList;
  readonly details: PhraseList;
  readonly asks: PhraseList;
  readonly advice: PhraseList;
  readonly law: PhraseList;
  readonly steps: PhraseList;
}

function compileBank(bank: CategoryBank): CompiledBank {
  const slots = slotTableFor(bank.slots);
  return {
    categoryId: bank.categoryId,
    tags: zipfPicker(bank.tags, 0.7),
    tagCount: bank.tags.length,
    titles: new PhraseList(bank.titles, slots),
    situations: new PhraseList(bank.situations, slots),
    details: new PhraseList(bank.details, slots),
    asks: new PhraseList(bank.asks, slots),
    advice: new PhraseList(bank.advice, slots, 0.5),
    // Rare categories have few statutes of their own: general statements fill in.
    law: new PhraseList([...(bank.law ?? []), ...ANSWER_GENERAL_LAW], slots),
    steps: new PhraseList([...(bank.steps ?? []), ...ANSWER_GENERAL_STEPS], slots),
  };
}

export const COMPILED_BANKS: ReadonlyMap<number, CompiledBank> = new Map(
  CATEGORY_BANKS.map((bank) => [bank.categoryId, compileBank(bank)]),
);

/** Which category a new question belongs to, by the archive's category shares. */
export const CATEGORY_PICKER = new WeightedPicker(
  CATEGORY_BANKS.map((bank) => [COMPILED_BANKS.get(bank.categoryId) as CompiledBank, bank.weight] as const),
);

/** Every bank in a fixed order, for the guaranteed-coverage slots of each chunk. */
export const ALL_BANKS: readonly CompiledBank[] = [...COMPILED_BANKS.values()];

export const SHARED_PHRASES = {
  asides: new PhraseList(QUESTION_ASIDES, SHARED_SLOTS),
  signoffs: new PhraseList(QUESTION_SIGNOFFS, SHARED_SLOTS),
  titleTails: new PhraseList(TITLE_TAILS, SHARED_SLOTS),
  openers: new PhraseList(ANSWER_OPENERS, SHARED_SLOTS),
  closings: new PhraseList(ANSWER_CLOSINGS, SHARED_SLOTS),
  shortAnswers: new PhraseList(SHORT_ANSWERS, SHARED_SLOTS),
};
