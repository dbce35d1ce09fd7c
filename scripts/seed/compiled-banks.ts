import {
  ANSWER_CLOSINGS,
  ANSWER_GENERAL_LAW,
  ANSWER_GENERAL_STEPS,
  ANSWER_OPENERS,
  ANSWER_TERM_SENTENCES,
  SHORT_ANSWERS,
} from './banks/answer-phrases.ts';
import { CATEGORY_BANKS, TERM_FIELD_OF_CATEGORY } from './banks/index.ts';
import { GENERAL_LEGAL_TERMS, RARE_LEGAL_TERMS } from './banks/rare-terms.ts';
import {
  QUESTION_ASIDES,
  QUESTION_SIGNOFFS,
  STORY_DETAILS,
  TITLE_PREFIXES,
  TITLE_QUALIFIERS,
  TITLE_TAILS,
} from './banks/question-phrases.ts';
import type { CategoryBank } from './banks/types.ts';
import { WeightedPicker, zipfPicker } from './random.ts';
import { SHARED_SLOTS, slotTableFor } from './slots.ts';
import { PhraseList, storySlot } from './template.ts';

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
  /** An attorney naming a term of art of the category's field ("{rareTerm}"). */
  readonly termSentences: PhraseList;
}

/** The category's own field of terms first, then the general ones, drawn with a long tail. */
function rareTermSlot(categoryId: number) {
  const field = TERM_FIELD_OF_CATEGORY.get(categoryId);
  const terms = zipfPicker([...(field ? RARE_LEGAL_TERMS[field] : []), ...GENERAL_LEGAL_TERMS], 0.9);
  return storySlot((rng) => terms.pick(rng));
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
    termSentences: new PhraseList(ANSWER_TERM_SENTENCES, { ...slots, rareTerm: rareTermSlot(bank.categoryId) }, 0.3),
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
  titleQualifiers: new PhraseList(TITLE_QUALIFIERS, SHARED_SLOTS, 0.3),
  titlePrefixes: new PhraseList(TITLE_PREFIXES, SHARED_SLOTS, 0.3),
  storyDetails: new PhraseList(STORY_DETAILS, SHARED_SLOTS, 0.3),
  openers: new PhraseList(ANSWER_OPENERS, SHARED_SLOTS),
  closings: new PhraseList(ANSWER_CLOSINGS, SHARED_SLOTS),
  shortAnswers: new PhraseList(SHORT_ANSWERS, SHARED_SLOTS),
};
