import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  PHRASES,
  actionabilityScore,
  answerQuality,
  authorityScore,
  compareAnswers,
  confidenceScore,
  phraseCounts,
  qualityRank,
  qualityScore,
  rankAnswers,
  readabilityScore,
  textShape,
  thoroughnessScore,
  wilsonLowerBound,
} from './answer-quality.ts';

describe('quality score and rank (spec section 9)', () => {
  it('is the weighted sum 0.35/0.30/0.20/0.10/0.05', () => {
    expect(qualityScore({ authority: 100, actionability: 0, thoroughness: 0, confidence: 0, readability: 0 })).toBe(35);
    expect(qualityScore({ authority: 0, actionability: 100, thoroughness: 0, confidence: 0, readability: 0 })).toBe(30);
    expect(qualityScore({ authority: 0, actionability: 0, thoroughness: 100, confidence: 0, readability: 0 })).toBe(20);
    expect(qualityScore({ authority: 0, actionability: 0, thoroughness: 0, confidence: 100, readability: 0 })).toBe(10);
    expect(qualityScore({ authority: 0, actionability: 0, thoroughness: 0, confidence: 0, readability: 100 })).toBe(5);
    expect(qualityScore({ authority: 80, actionability: 70, thoroughness: 60, confidence: 50, readability: 40 })).toBe(68);
  });

  it.each([
    [100, 'excellent'],
    [75, 'excellent'],
    [74.9, 'good'],
    [60, 'good'],
    [59.9, 'fair'],
    [40, 'fair'],
    [39.9, 'poor'],
    [0, 'poor'],
  ] as const)('rank of %d is %s', (score, rank) => {
    expect(qualityRank(score)).toBe(rank);
  });
});

describe('authority', () => {
  it('is 0 without an attorney or without answers', () => {
    expect(authorityScore(null)).toBe(0);
    expect(authorityScore({ totalAnswers: 0, acceptedAnswers: 0, experienceYears: 20 })).toBe(0);
  });

  it('grows with volume, acceptance and experience, and reaches 100 at the caps', () => {
    const base = { totalAnswers: 50, acceptedAnswers: 5, experienceYears: 5 };
    expect(authorityScore({ ...base, totalAnswers: 500, acceptedAnswers: 50 })).toBeGreaterThan(authorityScore(base));
    expect(authorityScore({ ...base, acceptedAnswers: 25 })).toBeGreaterThan(authorityScore(base));
    expect(authorityScore({ ...base, experienceYears: 20 })).toBeGreaterThan(authorityScore(base));
    expect(authorityScore({ totalAnswers: 1000, acceptedAnswers: 600, experienceYears: 30 })).toBe(100);
  });

  it('does not treat a 1-of-1 acceptance record as perfect', () => {
    expect(authorityScore({ totalAnswers: 1, acceptedAnswers: 1, experienceYears: 0 })).toBeLessThan(30);
  });

  it('re-weights volume and acceptance when experience is unknown', () => {
    const known = authorityScore({ totalAnswers: 1000, acceptedAnswers: 600, experienceYears: 0 });
    expect(known).toBe(75);
    expect(authorityScore({ totalAnswers: 1000, acceptedAnswers: 600, experienceYears: null })).toBe(100);
  });
});

describe('actionability', () => {
  it('is 0 for text with no steps, references or deadlines', () => {
    expect(actionabilityScore('That is a hard situation. Good luck.')).toBe(0);
  });

  it('counts next steps, legal references and deadlines', () => {
    const steps = actionabilityScore('You should file a motion. Contact the clerk. Keep copies of everything. Make sure you respond.');
    expect(steps).toBe(55);
    expect(actionabilityScore('See section 7501 of the Family Code.')).toBe(25);
    expect(actionabilityScore('The deadline is within 30 days.')).toBe(20);
    const all = actionabilityScore(
      'You should file a request. Call the clerk. Send notice. Keep records. Under 42 U.S.C. § 1983 you must act within 30 days, as soon as possible.',
    );
    expect(all).toBe(100);
  });
});

describe('text shape, thoroughness and readability', () => {
  it('counts words, sentences, paragraphs and list items', () => {
    const shape = textShape('First point here. Second one!\n\nNext steps:\n1. File it.\n2. Call them.\n- Wait');
    expect(shape.words).toBe(14);
    expect(shape.paragraphs).toBe(2);
    expect(shape.listItems).toBe(3);
    expect(shape.sentences).toBe(5);
  });

  it('thoroughness is 0 for 20 words or fewer and 100 for 400+ structured words', () => {
    expect(thoroughnessScore(textShape('Too short to help anyone at all.'))).toBe(0);
    const long = `${'word '.repeat(200)}.\n\n${'word '.repeat(200)}.\n\n1. step\n2. step\n\nend`;
    expect(thoroughnessScore(textShape(long))).toBe(100);
  });

  it('readability prefers short sentences and plain words', () => {
    expect(readabilityScore(textShape('File it now. Call the clerk. Keep a copy.'))).toBe(100);
    const run = `${'the court decides '.repeat(14)}.`;
    expect(readabilityScore(textShape(run))).toBe(0);
    expect(readabilityScore(textShape(''))).toBe(0);
  });
});

describe('confidence', () => {
  const noVotes = { voteUp: 0, voteDown: 0, isAccepted: false, isBest: false };
  it('prefers clear statements to hedges', () => {
    expect(confidenceScore('You must file. The court will grant it.', noVotes)).toBeGreaterThan(
      confidenceScore('It may depend. I think it could possibly work, maybe.', noVotes),
    );
  });

  it('adds votes (Wilson lower bound) and the asker endorsement', () => {
    expect(confidenceScore('', noVotes)).toBe(30);
    expect(confidenceScore('', { ...noVotes, isAccepted: true })).toBe(45);
    expect(confidenceScore('', { ...noVotes, voteUp: 50 })).toBeGreaterThan(50);
  });

  it('wilson lower bound is 0 without votes and grows with evidence', () => {
    expect(wilsonLowerBound(0, 0)).toBe(0);
    expect(wilsonLowerBound(1, 0)).toBeLessThan(wilsonLowerBound(10, 0));
    expect(wilsonLowerBound(10, 10)).toBeCloseTo(0.299, 2);
  });
});

describe('answerQuality and ordering', () => {
  it('scores a concrete, structured answer from an established attorney above a vague one', () => {
    const attorney = { totalAnswers: 800, acceptedAnswers: 300, experienceYears: 20 };
    const good = answerQuality({
      body: 'You must ask the court first. Under Family Code section 7501 you may relocate.\n\nNext steps:\n1. File a request for order.\n2. Send notice within 45 days.',
      voteUp: 10,
      voteDown: 0,
      isAccepted: true,
      isBest: false,
      attorney,
    });
    const vague = answerQuality({ body: 'Maybe. It depends.', voteUp: 0, voteDown: 2, isAccepted: false, isBest: false, attorney: null });
    expect(good.score).toBeGreaterThan(vague.score);
    expect(good.rank).toBe(qualityRank(good.score));
    expect(good.score).toBe(qualityScore(good));
  });

  it('orders by score, then accepted, best, up-votes, date and id', () => {
    const base = { qualityScore: 50, isAccepted: false, isBest: false, voteUp: 0, postedAt: 100 };
    const answers = [
      { ...base, id: 1 },
      { ...base, id: 2, qualityScore: 60 },
      { ...base, id: 3, isAccepted: true },
      { ...base, id: 4, isBest: true },
      { ...base, id: 5, voteUp: 3 },
      { ...base, id: 6, postedAt: 50 },
    ];
    expect(rankAnswers(answers).map((a) => a.id)).toEqual([2, 3, 4, 5, 6, 1]);
    expect(compareAnswers(answers[0]!, answers[0]!)).toBe(0);
  });
});

describe('phraseCounts against the plain rules', () => {
  /** The rules written the simple way (split into words, a string lookup per word and phrase). */
  function reference(text: string) {
    const counts = { steps: 0, law: 0, deadlines: 0, hedges: 0, asserts: 0 };
    const lower = text.toLowerCase();
    counts.law += lower.split('§').length - 1;
    for (const marker of ['u.s.c', 'c.f.r']) for (let at = lower.indexOf(marker); at >= 0; at = lower.indexOf(marker, at + 1)) counts.law++;
    const isNumber = (w: string) => w.length > 0 && w.length <= 6 && /^\d+$/.test(w);
    const units = new Set(['day', 'days', 'week', 'weeks', 'month', 'months', 'year', 'years']);
    let prev = '';
    let prev2 = '';
    for (const word of lower.split(/[^a-z0-9']+/)) {
      if (!word) continue;
      const family = PHRASES.get(`${prev2} ${prev} ${word}`) ?? PHRASES.get(`${prev} ${word}`) ?? PHRASES.get(word);
      if (family) counts[family]++;
      else if (prev === 'section' && isNumber(word)) counts.law++;
      else if ((prev === 'within' && isNumber(word)) || (isNumber(prev) && units.has(word))) counts.deadlines++;
      prev2 = prev;
      prev = word;
    }
    return counts;
  }

  it('counts exactly what the plain rules count, on any text', () => {
    const words = [...PHRASES.keys()].flatMap((p) => p.split(' '));
    const piece = fc.oneof(
      fc.constantFrom(...words, ...[...PHRASES.keys()].filter((p) => p.includes(' '))),
      fc.constantFrom('section', 'within', '30', '1234567', 'days', 'Years', 'the', 'a', 'U.S.C.', 'c.f.r', '§', "don't", "DON'T", 'İ', 'K', 'statutes', 'mayor', 'fil'),
      fc.constantFrom(' ', ', ', '. ', '\n\n', '-', '(', "'"),
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 40 }), (parts) => {
        const text = parts.join(' ');
        expect(phraseCounts(text)).toEqual(reference(text));
      }),
      { numRuns: 500 },
    );
  });
});
