import type { AttorneyRecord } from '#scripts/import/records.ts';
import { AnswererPool } from './answerers.ts';
import { attorneyCountFor, generateAttorneys } from './attorneys.ts';
import { QuestionComposer } from './questions.ts';
import { Rng } from './random.ts';

/**
 * The seeded parts every generating thread rebuilds identically: the attorneys (answers
 * refer to them) and the question composer over them.
 */
export function demoAttorneys(questions: number, seed: number): AttorneyRecord[] {
  return generateAttorneys(attorneyCountFor(questions), new Rng(seed, 'attorneys'), new Rng(seed, 'attorney-contacts'));
}

export function demoComposer(questions: number, seed: number, attorneys: readonly AttorneyRecord[]): QuestionComposer {
  return new QuestionComposer(seed, questions, new AnswererPool(attorneys, new Rng(seed, 'answerers')));
}
