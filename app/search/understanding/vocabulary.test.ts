import { describe, expect, it } from 'vitest';
import { isNameEvidence, VocabularyCounter } from './vocabulary.ts';

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
});
