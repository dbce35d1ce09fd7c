import { describe, expect, it } from 'vitest';
import { composeAnswer, newThread } from './answer-text.ts';
import { ALL_BANKS } from './compiled-banks.ts';
import { composeQuestionText } from './question-text.ts';
import { Rng } from './random.ts';
import type { TextContext } from './template.ts';
import { keyWordCoverage, repeatedAnswerSentences } from './text-checks.ts';

const context = (): TextContext => ({ placeName: 'Ohio', cityName: 'Dayton', inUs: true, memo: new Map() });

describe('one story per question', () => {
  it('repeats the title’s key words in the body for every story of every bank', () => {
    const rng = new Rng(3, 'stories');
    for (const bank of ALL_BANKS)
      for (const story of bank.storyList) {
        let total = 0;
        for (let i = 0; i < 20; i++) {
          const { title, body } = composeQuestionText(story, rng, context());
          total += keyWordCoverage(title, body);
        }
        expect(total / 20, `category ${bank.categoryId}: ${story.tags.join(', ')}`).toBeGreaterThan(0.5);
      }
  });

  it('gives six answers to one question without a shared sentence, naming only told amounts', () => {
    const rng = new Rng(5, 'answers');
    for (const bank of ALL_BANKS)
      for (const story of bank.storyList) {
        const ctx = context();
        const { title, body } = composeQuestionText(story, rng, ctx);
        const thread = newThread();
        const answers = Array.from({ length: 6 }, () => composeAnswer(bank, story, thread, rng, ctx));
        expect(repeatedAnswerSentences(answers), title).toEqual([]);
        for (const answer of answers) {
          expect(answer.length).toBeGreaterThan(0);
          for (const [amount] of answer.matchAll(/\$\d[\d,]*\d/g)) expect(`${title} ${body}`, answer).toContain(amount);
        }
      }
  });

  it('has a later answer take the other side of a point an earlier one made', () => {
    const rng = new Rng(9, 'views');
    let disagreements = 0;
    for (let i = 0; i < 40; i++) {
      const bank = ALL_BANKS[0]!;
      const story = bank.storyList[0]!;
      const ctx = context();
      composeQuestionText(story, rng, ctx);
      const thread = newThread();
      const answers = Array.from({ length: 4 }, () => composeAnswer(bank, story, thread, rng, ctx));
      if (answers.slice(1).some((a) => /answer above|other answer|earlier answers|colleague|opposite/.test(a)))
        disagreements++;
    }
    expect(disagreements).toBeGreaterThan(5);
  });
});
