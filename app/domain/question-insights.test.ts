import { describe, expect, it } from 'vitest';
import { lengthLabel, readingTimeMinutes } from './format.ts';
import {
  answerLabels,
  combinedExperience,
  communityRating,
  consensus,
  consensusLabel,
  daysAgo,
  expertAnalysis,
  formatDelay,
  geographicDistribution,
  metricPills,
  pillExplanation,
  pillTone,
  questionTextLength,
  responseTimeline,
  titleSize,
} from './question-insights.ts';

const voted = (id: number, voteUp: number, voteDown: number, flags: { isAccepted?: boolean; isBest?: boolean } = {}) => ({
  id,
  voteUp,
  voteDown,
  isAccepted: flags.isAccepted ?? false,
  isBest: flags.isBest ?? false,
});

describe('consensus (spec: > 0.7 High Agreement, < 0.3 Mixed Opinions, else Neutral)', () => {
  it.each([
    [0.71, 'High Agreement'],
    [0.7, 'Neutral'],
    [0.5, 'Neutral'],
    [0.3, 'Neutral'],
    [0.29, 'Mixed Opinions'],
    [0, 'Mixed Opinions'],
  ] as const)('agreement %d is %s', (agreement, label) => {
    expect(consensusLabel(agreement)).toBe(label);
  });

  it('averages the up-vote share of the voted answers', () => {
    expect(consensus([voted(1, 9, 1), voted(2, 10, 0), voted(3, 0, 0)])).toEqual({ agreement: 0.95, label: 'High Agreement', votedAnswers: 2 });
    expect(consensus([voted(1, 0, 4), voted(2, 1, 3)])?.label).toBe('Mixed Opinions');
    expect(consensus([voted(1, 5, 0), voted(2, 0, 5)])?.label).toBe('Neutral');
  });

  it('has no figure without votes', () => {
    expect(consensus([voted(1, 0, 0)])).toBeNull();
    expect(consensus([])).toBeNull();
  });

  it('needs votes on at least two answers: one answer agrees with nothing', () => {
    expect(consensus([voted(1, 20, 0)])).toBeNull();
    expect(consensus([voted(1, 20, 0), voted(2, 0, 0)])).toBeNull();
    expect(consensus([voted(1, 20, 0), voted(2, 1, 0)])?.votedAnswers).toBe(2);
  });
});

describe('community rating', () => {
  it('is the up-vote share of all votes', () => {
    expect(communityRating([voted(1, 3, 1), voted(2, 5, 1)])).toEqual({ share: 0.8, up: 8, down: 2 });
  });
  it('is null without votes', () => {
    expect(communityRating([voted(1, 0, 0)])).toBeNull();
  });
});

describe('combined experience (answer_count / 50, floored, capped at 30 per answer)', () => {
  it('sums per answer', () => {
    expect(combinedExperience([{ attorneyAnswerCount: 149 }, { attorneyAnswerCount: 50 }, { attorneyAnswerCount: 49 }])).toBe(3);
  });
  it('caps each answer at 30 and skips unlisted attorneys', () => {
    expect(combinedExperience([{ attorneyAnswerCount: 10_000 }, { attorneyAnswerCount: 1600 }, { attorneyAnswerCount: null }])).toBe(60);
    expect(combinedExperience([])).toBe(0);
  });
});

describe('metric pills', () => {
  it('colours green at 70, yellow at 50', () => {
    expect(pillTone(70)).toBe('green');
    expect(pillTone(69)).toBe('yellow');
    expect(pillTone(50)).toBe('yellow');
    expect(pillTone(49)).toBe('neutral');
  });

  it('shows at most 3 pills, only for scores above 0', () => {
    const pills = metricPills({ authority: 80, actionability: 0, thoroughness: 55, confidence: 90, readability: 100 });
    expect(pills).toEqual([
      { key: 'authority', label: 'Authority', value: 80, tone: 'green' },
      { key: 'thoroughness', label: 'Thoroughness', value: 55, tone: 'yellow' },
    ]);
    expect(metricPills({ authority: 1, actionability: 2, thoroughness: 3, confidence: 4, readability: 5 })).toHaveLength(3);
    expect(metricPills({ authority: 0, actionability: 0, thoroughness: 0, confidence: 9, readability: 9 })).toEqual([]);
  });

  it('explains each pill: what it measures and on what scale', () => {
    expect(pillExplanation({ key: 'authority', label: 'Authority', value: 45 })).toMatch(/^Authority 45 out of 100: the attorney's record in this archive/);
    expect(pillExplanation({ key: 'actionability', label: 'Actionability', value: 90 })).toMatch(/next steps, references to the law and deadlines/);
  });
});

describe('answer labels', () => {
  it('marks accepted and best answers from their flags', () => {
    const labels = answerLabels([voted(1, 0, 0, { isAccepted: true }), voted(2, 0, 0, { isBest: true })]);
    expect(labels.get(1)).toEqual(['Accepted Answer']);
    expect(labels.get(2)).toEqual(['Best Answer']);
  });

  it('marks the strictly most up-voted and the most reliably helpful answer', () => {
    const labels = answerLabels([voted(1, 12, 10), voted(2, 8, 0), voted(3, 0, 0)]);
    expect(labels.get(1)).toEqual(['Highest Voted Response']);
    expect(labels.get(2)).toEqual(['Most Helpful']);
    expect(labels.get(3)).toEqual([]);
  });

  it('gives no vote labels on ties, without votes, or with a single answer', () => {
    expect([...answerLabels([voted(1, 3, 0), voted(2, 3, 0)]).values()].flat()).toEqual([]);
    expect([...answerLabels([voted(1, 0, 0), voted(2, 0, 0)]).values()].flat()).toEqual([]);
    expect(answerLabels([voted(1, 9, 0)]).get(1)).toEqual([]);
  });
});

describe('title size, reading time and length label', () => {
  it('scales the title down as it grows', () => {
    expect(titleSize('x'.repeat(60))).toBe('xl');
    expect(titleSize('x'.repeat(61))).toBe('lg');
    expect(titleSize('x'.repeat(101))).toBe('md');
    expect(titleSize('x'.repeat(161))).toBe('sm');
  });

  it('measures the body, or the title when the body is empty', () => {
    expect(questionTextLength({ title: 'abc', body: '' })).toBe(3);
    expect(questionTextLength({ title: 'abc', body: ' hello ' })).toBe(5);
  });

  it('reading time comes from the words, with no 5-minute floor', () => {
    expect(readingTimeMinutes('a short question')).toBe(1);
  });

  it('length label: up to 150 Short, up to 300 Medium, above Long', () => {
    expect(lengthLabel(150)).toBe('Short');
    expect(lengthLabel(300)).toBe('Medium');
    expect(lengthLabel(301)).toBe('Long');
  });
});

describe('geographic distribution', () => {
  it('counts distinct attorneys per state or country, most first', () => {
    const places = geographicDistribution([
      { attorneyId: 1, state: 'CA', country: 'US' },
      { attorneyId: 1, state: 'CA', country: 'US' },
      { attorneyId: 2, state: 'CA', country: 'US' },
      { attorneyId: 3, state: null, country: 'GB' },
      { attorneyId: 4, state: null, country: null },
      { attorneyId: null, state: null, country: null },
    ]);
    expect(places).toEqual([
      { kind: 'state', code: 'CA', attorneys: 2 },
      { kind: 'country', code: 'GB', attorneys: 1 },
      { kind: 'unknown', code: null, attorneys: 1 },
    ]);
  });
});

describe('response timeline', () => {
  it('measures each answer after the question, with first, median and last', () => {
    const timeline = responseTimeline(1000, [
      { id: 1, postedAt: 1000 + 7200 },
      { id: 2, postedAt: 1000 + 60 },
      { id: 3, postedAt: 500 },
      { id: 4, postedAt: 1000 + 86_400 },
    ]);
    expect(timeline?.entries.map((e) => e.answerId)).toEqual([3, 2, 1, 4]);
    expect(timeline).toMatchObject({ firstSeconds: 0, medianSeconds: 3630, lastSeconds: 86_400 });
    expect(responseTimeline(1000, [])).toBeNull();
  });

  it.each([
    [30, 'under a minute'],
    [60, '1 minute'],
    [7200, '2 hours'],
    [86_400, '1 day'],
    [90 * 86_400, '3 months'],
    [800 * 86_400, '2 years'],
  ])('formatDelay(%d) = %s', (seconds, text) => {
    expect(formatDelay(seconds)).toBe(text);
  });
});

describe('expert analysis and days ago', () => {
  it('averages each component and counts ranks', () => {
    const q = (score: number, authority: number, rank: 'excellent' | 'good' | 'fair' | 'poor') => ({
      quality: { score, rank, authority, actionability: 10, thoroughness: 20, confidence: 30, readability: 40 },
    });
    const analysis = expertAnalysis([q(80, 90, 'excellent'), q(30, 11, 'poor')]);
    expect(analysis).toEqual({
      averages: { authority: 51, actionability: 10, thoroughness: 20, confidence: 30, readability: 40 },
      topScore: 80,
      averageScore: 55,
      ranks: { excellent: 1, good: 0, fair: 0, poor: 1 },
    });
    expect(expertAnalysis([])).toBeNull();
  });

  it('counts whole days, never negative', () => {
    expect(daysAgo(0, 86_400 * 3 + 5)).toBe(3);
    expect(daysAgo(100, 50)).toBe(0);
  });
});
