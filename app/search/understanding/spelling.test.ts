import { describe, expect, it } from 'vitest';
import { editDistance } from './edit-distance.ts';
import {
  buildSpellingIndex,
  decideWord,
  deletes,
  foldWord,
  indexCandidates,
  isInflection,
  matchCase,
  selectTargets,
  spellingFromCounts,
  type WordStats,
} from './spelling.ts';

const STOPWORDS = new Set(['their', 'there', 'most', 'with', 'will', 'what']);
const context = { protectedWords: new Set(['repo', 'dui', ...STOPWORDS]), notTargets: STOPWORDS };

/** An archive's vocabulary in miniature: common legal words, their misspellings, rare real words and names. */
const counts = new Map<string, WordStats>(
  Object.entries({
    bankruptcy: 1925,
    bankrupcy: 11,
    bankrupsy: 2,
    repossession: 420,
    reposession: 1,
    foreclosure: 1800,
    forclosure: 2,
    custody: 670,
    divorce: 3250,
    trustee: 605,
    chapter: 1103,
    student: 2360,
    loans: 2400,
    part: 5000,
    pratt: 3,
    sort: 127,
    tort: 25,
    their: 2900,
    heir: 0,
    file: 1790,
    tile: 1,
    talk: 413,
    talks: 5,
    report: 368,
    state: 1084,
    stage: 30,
    lessor: 3,
    lesser: 60,
    most: 2000,
    moot: 8,
    garnishment: 2040,
    recommend: 4140,
  }).map(([word, df]) => [word, { df, properName: word === 'pratt' }]),
);
const source = spellingFromCounts(counts, 3);
const decide = (word: string) => decideWord(word, source, context);

describe('the delete index', () => {
  it('finds exactly the targets a brute-force scan finds within one and two edits', () => {
    const targets = selectTargets(
      [...counts].map(([word, s]) => ({ word, df: s.df })),
      3,
      Infinity,
    );
    const index = buildSpellingIndex(targets);
    for (const typed of [
      'bankrupcy',
      'bankrupsy',
      'forclosure',
      'reposession',
      'custidy',
      'devorce',
      'tortt',
      'stage',
      'bnkruptcy',
    ]) {
      for (const edits of [1, 2]) {
        const found = indexCandidates(index, typed, edits)
          .map((c) => c.word)
          .sort();
        const brute = targets
          .filter((t) => t.word !== typed && editDistance(typed, t.word, edits) <= edits)
          .map((t) => t.word)
          .sort();
        expect(found, `${typed} within ${edits}`).toEqual(brute);
      }
    }
  });

  it("keeps a target's number, frequency and distance", () => {
    const index = buildSpellingIndex([
      { word: 'bankruptcy', df: 9 },
      { word: 'divorce', df: 4 },
    ]);
    expect(indexCandidates(index, 'bankrupcy', 1)).toEqual([{ word: 'bankruptcy', df: 9, distance: 1 }]);
    expect(indexCandidates(index, 'devorce', 1)).toEqual([{ word: 'divorce', df: 4, distance: 1 }]);
    expect(indexCandidates(index, 'custody', 2)).toEqual([]);
  });

  it('selects targets by a document-frequency floor and a cap, most frequent first', () => {
    const picked = selectTargets(
      [
        { word: 'rare', df: 2 },
        { word: 'common', df: 50 },
        { word: 'often', df: 9 },
        { word: 'abc', df: 99 },
        { word: 'w2form', df: 40 },
      ],
      3,
      2,
    );
    expect(picked.map((t) => t.word)).toEqual(['common', 'often']);
  });

  it('makes every deletion of up to the given number of letters', () => {
    expect([...deletes('abc', 1)].sort()).toEqual(['ab', 'abc', 'ac', 'bc']);
    expect(deletes('abcd', 2).size).toBe(1 + 4 + 6);
  });
});

describe('decideWord: what is corrected', () => {
  it('corrects words the archive does not know, or barely knows, next to a far more frequent word', () => {
    expect(decide('bankrupcy')).toMatchObject({ kind: 'corrected', to: 'bankruptcy', distance: 1 });
    expect(decide('reposession')).toMatchObject({ kind: 'corrected', to: 'repossession', distance: 1 });
    expect(decide('forclosure')).toMatchObject({ kind: 'corrected', to: 'foreclosure', distance: 1 });
    expect(decide('custidy')).toMatchObject({ kind: 'corrected', to: 'custody' });
    expect(decide('garnishement')).toMatchObject({ kind: 'corrected', to: 'garnishment' });
    expect(decide('reccomend')).toMatchObject({ kind: 'corrected', to: 'recommend', distance: 2 });
  });

  it('reaches two edits only in long words, and then needs a larger lead', () => {
    expect(decide('bankrupsy')).toMatchObject({ kind: 'corrected', to: 'bankruptcy', distance: 2 });
    // 8 letters, two edits from "trustee" territory: not reached.
    expect(decide('trusteez')).toMatchObject({ kind: 'corrected', to: 'trustee', distance: 1 });
    expect(decide('trastey')).toEqual({ kind: 'kept', reason: 'no-better-word' });
  });

  it('works on folded words and keeps the typed case', () => {
    expect(foldWord('Bánkrupcy')).toBe('bankrupcy');
    expect(decide('Bankrupcy')).toMatchObject({ kind: 'corrected', to: 'bankruptcy' });
    expect(matchCase('Bankrupcy', 'bankruptcy')).toBe('Bankruptcy');
    expect(matchCase('FORCLOSURE', 'foreclosure')).toBe('FORECLOSURE');
    expect(matchCase('forclosure', 'foreclosure')).toBe('foreclosure');
  });
});

describe('decideWord: what stays as typed', () => {
  it('keeps names the archive writes as names, however common a neighbour', () => {
    expect(decide('pratt')).toEqual({ kind: 'kept', reason: 'name' });
  });

  it('keeps real rare words when the frequent neighbour is not far more frequent', () => {
    expect(decide('tort')).toEqual({ kind: 'kept', reason: 'known-short-word' });
    // "lesser" is in 60 documents, under 30 x the 3 that have "lessor".
    expect(decide('lessor')).toEqual({ kind: 'kept', reason: 'no-better-word' });
  });

  it('never changes the first letter, never trades a word for its own inflection, never offers a stopword', () => {
    expect(decide('tiles')).toEqual({ kind: 'kept', reason: 'no-better-word' }); // "files" is not offered
    expect(decide('talks')).toEqual({ kind: 'kept', reason: 'known-short-word' });
    expect(isInflection('talks', 'talk')).toBe(true);
    expect(isInflection('satisfies', 'satisfied')).toBe(true);
    expect(isInflection('receiver', 'received')).toBe(true);
    expect(isInflection('bankrupcy', 'bankruptcy')).toBe(false);
    expect(decide('theirr')).toEqual({ kind: 'kept', reason: 'no-better-word' });
  });

  it('leaves short words, words with digits and protected words alone', () => {
    expect(decide('dwi')).toEqual({ kind: 'kept', reason: 'short' });
    expect(decide('repo')).toEqual({ kind: 'kept', reason: 'protected' });
    expect(decide('chapter7')).toEqual({ kind: 'kept', reason: 'digits' });
    expect(decide('stage')).toEqual({ kind: 'kept', reason: 'known-short-word' });
  });
});
