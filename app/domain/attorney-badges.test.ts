import { describe, expect, it } from 'vitest';
import { activityBadge, attorneyBadges, badgeMeaning, experienceBadge, isStateLeader } from './attorney-badges.ts';

describe('activityBadge', () => {
  it.each([
    [0, null],
    [49, null],
    [50, 'Member'],
    [199, 'Member'],
    [200, 'Active'],
    [499, 'Active'],
    [500, 'Expert'],
    [999, 'Expert'],
    [1000, 'Elite'],
    [25_000, 'Elite'],
  ])('%i answers -> %s', (answers, badge) => expect(activityBadge(answers)).toBe(badge));
});

describe('experienceBadge', () => {
  it.each([
    [null, null],
    [0, null],
    [4, null],
    [5, 'Practicing'],
    [9, 'Practicing'],
    [10, 'Seasoned'],
    [14, 'Seasoned'],
    [15, 'Experienced'],
    [24, 'Experienced'],
    [25, 'Distinguished'],
    [60, 'Distinguished'],
  ])('%s years -> %s', (years, badge) => expect(experienceBadge(years)).toBe(badge));
});

describe('isStateLeader (top 20% by answers in a state with at least 5 attorneys)', () => {
  it('needs at least 5 attorneys in the state', () => {
    expect(isStateLeader({ stateRank: 1, stateTotal: 4, totalAnswers: 900 })).toBe(false);
    expect(isStateLeader({ stateRank: 1, stateTotal: 5, totalAnswers: 1 })).toBe(true);
  });
  it('takes floor(20%) of the places, at least one', () => {
    expect(isStateLeader({ stateRank: 2, stateTotal: 9, totalAnswers: 10 })).toBe(false);
    expect(isStateLeader({ stateRank: 2, stateTotal: 10, totalAnswers: 10 })).toBe(true);
    expect(isStateLeader({ stateRank: 3, stateTotal: 10, totalAnswers: 10 })).toBe(false);
    expect(isStateLeader({ stateRank: 20, stateTotal: 100, totalAnswers: 10 })).toBe(true);
    expect(isStateLeader({ stateRank: 21, stateTotal: 100, totalAnswers: 10 })).toBe(false);
  });
  it('never goes to an attorney without answers or without a state', () => {
    expect(isStateLeader({ stateRank: 1, stateTotal: 10, totalAnswers: 0 })).toBe(false);
    expect(isStateLeader({ stateRank: null, stateTotal: null, totalAnswers: 10 })).toBe(false);
  });
});

describe('attorneyBadges', () => {
  it('lists activity, experience and the state badge in order', () => {
    expect(
      attorneyBadges({ totalAnswers: 1200, experienceYears: 30, state: 'CA', stateRank: 1, stateTotal: 50 }),
    ).toEqual(['Elite', 'Distinguished', 'CA Leader']);
  });
  it('gives the spec 500+ rule no weight: a busy attorney outside the top 20% is no leader', () => {
    expect(
      attorneyBadges({ totalAnswers: 600, experienceYears: 3, state: 'CA', stateRank: 30, stateTotal: 50 }),
    ).toEqual(['Expert']);
  });
  it('returns nothing for a new attorney', () => {
    expect(
      attorneyBadges({ totalAnswers: 3, experienceYears: null, state: null, stateRank: null, stateTotal: null }),
    ).toEqual([]);
  });
});

describe('badgeMeaning', () => {
  it('says what each badge of a profile measures', () => {
    const badges = attorneyBadges({ totalAnswers: 600, experienceYears: 12, state: 'WY', stateRank: 1, stateTotal: 5 });
    expect(badges.map((b) => badgeMeaning(b, 'Wyoming'))).toEqual([
      'Expert: 500 or more answers in the archive',
      'Seasoned: 10 or more years in practice',
      'WY Leader: among the top 20% of Wyoming attorneys by answers',
    ]);
  });
});
