import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { foldWord } from './spelling.ts';
import { isNameEvidence, MAX_WORD_LENGTH, VocabularyCounter } from './vocabulary.ts';

describe('VocabularyCounter', () => {
  it('counts each word once per document, folded, without numbers or overlong tokens', () => {
    const counter = new VocabularyCounter();
    counter.addDocument('Bankruptcy question', [
      'I filed bankruptcy. Bankruptcy again in 2019.',
      'The trustee said bankruptcy.',
    ]);
    counter.addDocument('Divorce', ['Café ' + 'x'.repeat(31)]);
    expect(counter.words.get('bankruptcy')?.df).toBe(1);
    expect(counter.words.get('divorce')?.df).toBe(1);
    expect(counter.words.get('cafe')?.df).toBe(1);
    expect(counter.words.has('2019')).toBe(false);
    expect(counter.words.has('x'.repeat(31))).toBe(false);
  });

  it('takes a word capitalized in mid-sentence of running text as a name, not at a sentence start or in a title', () => {
    const counter = new VocabularyCounter();
    counter.addDocument('Pratt Versus Bank In Title Case', [
      'I was sued by Pratt last year. Then Pratt called. My lawyer told Pratt no.',
      'Bankruptcy is hard. Bankruptcy again. I like bankruptcy and Versus.',
      'THE BANK SAID NO',
    ]);
    const pratt = counter.words.get('pratt')!;
    expect(pratt).toMatchObject({ midSentence: 3, capitalized: 3 });
    expect(isNameEvidence(pratt)).toBe(true);
    const bankruptcy = counter.words.get('bankruptcy')!;
    expect(bankruptcy).toMatchObject({ midSentence: 1, capitalized: 0 });
    expect(isNameEvidence(bankruptcy)).toBe(false);
    // Once in mid-sentence, capitalized: not enough evidence.
    expect(isNameEvidence(counter.words.get('versus')!)).toBe(false);
    // ALL CAPS says nothing either way.
    expect(counter.words.get('bank')).toMatchObject({ midSentence: 0 });
  });

  it('counts exactly as the plain rules say (one regex, fold, upper-case copy per token), on any text', () => {
    // The rules written the simple way: the counter's fast ASCII path must agree with them.
    function reference(docs: Array<[string, string[]]>) {
      const words = new Map<string, { df: number; midSentence: number; capitalized: number; lastDoc: number }>();
      const breaks = new Set('.!?:;\n\r"\'“”‘’()[]*•-–—');
      docs.forEach(([title, texts], d) => {
        const each = (text: string, running: boolean) => {
          for (const match of text.matchAll(/[\p{L}\p{N}\p{M}]+/gu)) {
            const token = match[0];
            if (token.length > MAX_WORD_LENGTH || /^[0-9]+$/.test(token)) continue;
            const word = foldWord(token);
            const count = words.get(word) ?? { df: 0, midSentence: 0, capitalized: 0, lastDoc: 0 };
            words.set(word, count);
            if (count.lastDoc !== d + 1) {
              count.lastDoc = d + 1;
              count.df++;
            }
            const before = text.slice(0, match.index).replace(/[ \t]+$/, '');
            const mid = before.length > 0 && !breaks.has(before[before.length - 1]!);
            if (!running || !mid || (token.length > 1 && token === token.toUpperCase())) continue;
            count.midSentence++;
            if (token[0] !== token[0]!.toLowerCase()) count.capitalized++;
          }
        };
        each(title, false);
        texts.forEach((text) => each(text, true));
      });
      return words;
    }
    const piece = fc.constantFrom('Pratt', 'pratt', 'PRATT', 'Café', 'CAFÉ', 'naïve', '2019', 'A1', 'x'.repeat(31), 'é'.repeat(31), 'Ünal', '𝐀b', 'ß', '日本', 'e\u0301t', ' ', '  ', '. ', ', ', '\n', '-', '"', '\t');
    const text = fc.array(piece, { maxLength: 30 }).map((parts) => parts.join(''));
    fc.assert(
      fc.property(fc.array(fc.tuple(text, fc.array(text, { maxLength: 3 })), { maxLength: 5 }), (docs) => {
        const counter = new VocabularyCounter();
        for (const [title, texts] of docs) counter.addDocument(title, texts);
        expect(new Map(counter.words)).toEqual(reference(docs));
      }),
      { numRuns: 300 },
    );
  });
});
