import { describe, expect, it } from 'vitest';
import { answerContext, OLD_ANSWER_YEARS, questionJurisdiction, wholeYears } from './answer-context.ts';
import { CATEGORIES } from './reference/categories.ts';
import { LAW_CHANGES, lawChangeLine } from './reference/law-changes.ts';

const NOW = Date.UTC(2026, 11, 4) / 1000;
const yearsAgo = (years: number) => NOW - years * 365.25 * 86_400 - 86_400;
const answer = (id: number, years: number, attorney: { state: string | null; country: string | null } | null) => ({
  id,
  postedAt: yearsAgo(years),
  attorney,
});

describe('answer age', () => {
  it('counts whole years, never below 0', () => {
    expect(wholeYears(yearsAgo(4), NOW)).toBe(4);
    expect(wholeYears(NOW + 1000, NOW)).toBe(0);
  });

  it(`marks answers ${OLD_ANSWER_YEARS} years old or older, with the practice area's line`, () => {
    const context = answerContext(
      { state: 'CA', country: 'US', categoryId: 8, answers: [answer(1, 4, null), answer(2, 12, null)] },
      NOW,
    );
    expect(context.answers.map((a) => [a.years, a.old])).toEqual([
      [4, false],
      [12, true],
    ]);
    expect(context.anyOld).toBe(true);
    expect(context.lawChange).toMatch(/every three years/);
  });

  it('has no line when no answer is old', () => {
    expect(answerContext({ state: 'CA', country: 'US', categoryId: 8, answers: [answer(1, 1, null)] }, NOW).lawChange).toBeNull();
  });
});

describe('jurisdiction', () => {
  it('reads the state, the US without a state, another country, or nothing', () => {
    expect(questionJurisdiction('CA', 'US')).toEqual({ kind: 'state', code: 'CA', name: 'California' });
    expect(questionJurisdiction('TX', null)).toMatchObject({ kind: 'state', name: 'Texas' });
    expect(questionJurisdiction(null, 'US')).toEqual({ kind: 'us' });
    expect(questionJurisdiction(null, 'GB')).toMatchObject({ kind: 'country', name: 'the United Kingdom' });
    expect(questionJurisdiction(null, 'AU')).toMatchObject({ kind: 'country', name: 'Australia' });
    expect(questionJurisdiction(null, null)).toEqual({ kind: 'unknown' });
  });

  it('says where each attorney practises and when that is elsewhere', () => {
    const context = answerContext(
      {
        state: 'CA',
        country: 'US',
        categoryId: 10,
        answers: [
          answer(1, 1, { state: 'CA', country: 'US' }),
          answer(2, 1, { state: 'TX', country: 'US' }),
          answer(3, 1, { state: null, country: 'GB' }),
          answer(4, 1, null),
        ],
      },
      NOW,
    );
    expect(context.answers.map((a) => [a.practises, a.elsewhere])).toEqual([
      ['California', false],
      ['Texas', true],
      ['the United Kingdom', true],
      [null, false],
    ]);
    expect(context.foreign).toBe(false);
  });

  it('marks a question from outside the US as foreign', () => {
    const context = answerContext(
      { state: null, country: 'AU', categoryId: 59, answers: [answer(1, 1, { state: 'NY', country: 'US' })] },
      NOW,
    );
    expect(context.foreign).toBe(true);
    expect(context.answers[0]).toMatchObject({ practises: 'New York', elsewhere: true });
  });
});

describe('what typically changes, by practice area', () => {
  it('is kept for known categories only, one sentence each', () => {
    const known = new Set(CATEGORIES.map((c) => c.id));
    for (const [id, line] of Object.entries(LAW_CHANGES)) {
      expect(known.has(Number(id)), id).toBe(true);
      expect(line).toMatch(/^[A-Z].*\.$/);
    }
    expect(lawChangeLine(52)).toMatch(/every year/);
    expect(lawChangeLine(0)).toBeNull();
  });
});
