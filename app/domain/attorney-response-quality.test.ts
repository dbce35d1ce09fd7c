import { describe, expect, it } from 'vitest';
import { answerTextMetrics, responseQualityTiles } from './attorney-response-quality.ts';

describe('answerTextMetrics', () => {
  it('counts distinct legal terms towards technical depth', () => {
    const plain = answerTextMetrics('I am sorry to hear that. Please talk to a friend about it.');
    expect(plain.technicalDepth).toBe(0);
    const technical = answerTextMetrics(
      'Under the statute of limitations you must file a complaint in court. The judge may order discovery and a deposition. Statutes vary.',
    );
    expect(technical.technicalDepth).toBe(1);
    const some = answerTextMetrics('You can appeal the judgment.');
    expect(some.technicalDepth).toBeCloseTo(2 / 6);
  });

  it('scores short sentences as clear and long ones as unclear', () => {
    expect(answerTextMetrics('Short one. Another short one. Yes.').clarity).toBe(1);
    const long = `${Array.from({ length: 60 }, () => 'word').join(' ')}.`;
    expect(answerTextMetrics(long).clarity).toBe(0);
    const middle = `${Array.from({ length: 32 }, () => 'word').join(' ')}.`;
    expect(answerTextMetrics(middle).clarity).toBeCloseTo((45 - 32) / 25);
  });

  it('does not end sentences inside abbreviations or numbers', () => {
    const metrics = answerTextMetrics('See 42 U.S.C. 1983 and a 3.5 ratio here now.');
    expect(metrics.clarity).toBe(1);
    expect(metrics.length).toBe(44);
  });

  it('handles empty text', () => {
    expect(answerTextMetrics('')).toEqual({ length: 0, technicalDepth: 0, clarity: 0 });
  });
});

describe('responseQualityTiles', () => {
  it('applies the spec display rules to real figures', () => {
    const tiles = responseQualityTiles({
      averageLength: 420,
      technicalDepth: 0.634,
      clarityScore: 0.915,
      fastResponseShare: 0.7,
      answersAnalyzed: 12,
    });
    expect(tiles.map((t) => [t.label, t.value])).toEqual([
      ['Response Depth', 'High'],
      ['Legal Terms', '3.8 per answer'],
      ['Response Time', 'Fast'],
      ['Clarity', '92%'],
    ]);
    expect(tiles[0]!.tooltip).toContain('From 12 answers');
    expect(tiles.map((t) => t.measures)).toEqual([
      'Answers average 420 characters',
      'Distinct legal terms an answer uses, not whether it is correct',
      '70% of answers within 24 hours',
      'Sentence length: 100% at 20 words or fewer',
    ]);
    expect(tiles.some((t) => /accura/i.test(t.label))).toBe(false);
  });

  it('shows Medium and Standard below the thresholds', () => {
    const tiles = responseQualityTiles({
      averageLength: 300,
      technicalDepth: 0,
      clarityScore: 0,
      fastResponseShare: 0.49,
      answersAnalyzed: 3,
    });
    expect(tiles.map((t) => t.value)).toEqual(['Medium', '0.0 per answer', 'Standard', '0%']);
  });

  it('says No data instead of made-up defaults when there are no answers', () => {
    const tiles = responseQualityTiles({
      averageLength: null,
      technicalDepth: null,
      clarityScore: null,
      fastResponseShare: null,
      answersAnalyzed: 0,
    });
    expect(tiles.map((t) => t.value)).toEqual(['No data', 'No data', 'No data', 'No data']);
  });
});
