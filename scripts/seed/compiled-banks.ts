import {
  ANSWER_CLOSINGS,
  ANSWER_DISAGREEMENTS,
  ANSWER_GENERAL_LAW,
  ANSWER_GENERAL_STEPS,
  ANSWER_OPENERS,
  ANSWER_TERM_SENTENCES,
} from './banks/answer-phrases.ts';
import { CATEGORY_BANKS, TERM_FIELD_OF_CATEGORY } from './banks/index.ts';
import { GENERAL_LEGAL_TERMS, RARE_LEGAL_TERMS } from './banks/rare-terms.ts';
import {
  QUESTION_ASIDES,
  QUESTION_LEAD_INS,
  QUESTION_SIGNOFFS,
  STATEMENT_TAILS,
  TITLE_PREFIXES,
  TITLE_TAILS,
} from './banks/question-phrases.ts';
import type { CategoryBank, Story } from './banks/types.ts';
import { WeightedPicker, zipfPicker } from './random.ts';
import { SHARED_SLOTS, slotTableFor } from './slots.ts';
import { fittingForTitles, rankForTitles } from './story-match.ts';
import { compileTemplate, PhraseList, type SlotFiller, type SlotTable, type Template } from './template.ts';

/** A story with every template compiled once, ready for fast drawing. */
export interface CompiledStory {
  readonly tags: readonly string[];
  readonly titles: PhraseList;
  readonly gists: PhraseList | null;
  readonly openings: PhraseList;
  readonly details: PhraseList;
  readonly asks: PhraseList;
  readonly advice: PhraseList;
  readonly views: ReadonlyArray<readonly [Template, Template]>;
  /** Per title: the openings that fit it about as well as the best (story-match.ts). */
  readonly openingsFor: readonly (readonly number[])[];
  /** Per title: details from best to worst match. */
  readonly detailsFor: readonly (readonly number[])[];
  readonly asksFor: readonly (readonly number[])[];
  readonly openingsForGists: readonly (readonly number[])[];
}

/** A category's phrase bank with every template compiled once. */
export interface CompiledBank {
  readonly categoryId: number;
  readonly stories: WeightedPicker<CompiledStory>;
  readonly storyList: readonly CompiledStory[];
  readonly law: PhraseList;
  readonly steps: PhraseList;
  /** An attorney naming a term of art of the category's field ("{rareTerm}"). */
  readonly termSentences: PhraseList;
}

/** The category's own field of terms first, then the general ones, drawn with a long tail. */
function rareTermSlot(categoryId: number) {
  const field = TERM_FIELD_OF_CATEGORY.get(categoryId);
  // The field's own terms: a general one ("statute of frauds") rarely fits a custody answer.
  const terms = zipfPicker(field ? RARE_LEGAL_TERMS[field] : GENERAL_LEGAL_TERMS, 0.9);
  // The attorneys' own word, not a fact the asker told: one term per question, but not a
  // story slot (toldFacts would keep every answer from naming it).
  const filler: SlotFiller = (rng, ctx) => {
    const known = ctx.memo?.get(filler);
    if (known !== undefined) return known;
    const term = terms.pick(rng);
    ctx.memo?.set(filler, term);
    return term;
  };
  return filler;
}

function compileStory(story: Story, bankSlots: SlotTable, people: readonly string[]): CompiledStory {
  const details = [...story.details, ...people];
  const slots = story.slots ? { ...bankSlots, ...slotTableFor(story.slots) } : bankSlots;
  return {
    tags: story.tags,
    // Flat: every title of a story is as likely, so neighbours differ in kind.
    titles: new PhraseList(story.titles, slots, 0.15),
    gists: story.gists ? new PhraseList(story.gists, slots, 0.2) : null,
    openings: new PhraseList(story.openings, slots, 0.3),
    details: new PhraseList(details, slots, 0.2),
    asks: new PhraseList(story.asks, slots, 0.3),
    advice: new PhraseList(story.advice, slots, 0.3),
    views: (story.views ?? []).map(([a, b]) => [compileTemplate(a, slots), compileTemplate(b, slots)] as const),
    openingsFor: fittingForTitles(story.titles, story.openings),
    detailsFor: rankForTitles(story.titles, details),
    asksFor: rankForTitles(story.titles, story.asks),
    openingsForGists: fittingForTitles(story.gists ?? [], story.openings),
  };
}

function compileBank(bank: CategoryBank): CompiledBank {
  const slots = slotTableFor(bank.slots);
  const storyList = bank.stories.map((story) => compileStory(story, slots, bank.people ?? []));
  return {
    categoryId: bank.categoryId,
    stories: zipfPicker(storyList, 0.3),
    storyList,
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
  leadIns: new PhraseList(QUESTION_LEAD_INS, SHARED_SLOTS, 0.1),
  signoffs: new PhraseList(QUESTION_SIGNOFFS, SHARED_SLOTS),
  titleTails: new PhraseList(TITLE_TAILS, SHARED_SLOTS),
  statementTails: new PhraseList(STATEMENT_TAILS, SHARED_SLOTS, 0.3),
  titlePrefixes: new PhraseList(TITLE_PREFIXES, SHARED_SLOTS, 0.3),
  // Flat: the first opener is not on every other answer of the site.
  openers: new PhraseList(ANSWER_OPENERS, SHARED_SLOTS, 0.05),
  closings: new PhraseList(ANSWER_CLOSINGS, SHARED_SLOTS, 0.3),
  disagreements: new PhraseList(ANSWER_DISAGREEMENTS, SHARED_SLOTS, 0.3),
};
