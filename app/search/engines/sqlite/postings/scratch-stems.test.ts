import { describe, expect, it } from 'vitest';
import { ScratchIndex } from './impact-lists.server.ts';

describe("a scratch index stems query words with the archive's tokenizer", () => {
  it('stems each phrase word by word, the same on a second call (from its memory)', () => {
    const scratch = new ScratchIndex();
    const phrases = [['running', 'shoes'], ['filed'], ['Bankruptcy']];
    const expected = [['run', 'shoe'], ['file'], ['bankruptci']];
    expect(scratch.stemPhrases(phrases)).toEqual(expected);
    expect(scratch.stemPhrases(phrases)).toEqual(expected);
    // A word met first inside a phrase stems the same alone, and the other way round.
    expect(scratch.stemPhrases([['shoes'], ['filed', 'running']])).toEqual([['shoe'], ['file', 'run']]);
  });

  it('gives null when a word is not exactly one token, as a phrase would not map token for token', () => {
    const scratch = new ScratchIndex();
    expect(scratch.stemPhrases([['e-mail']])).toBeNull();
    expect(scratch.stemPhrases([['debt'], ['...']])).toBeNull();
    expect(scratch.stemPhrases([['debt']])).toEqual([['debt']]);
    expect(scratch.stemPhrases([])).toEqual([]);
  });
});
