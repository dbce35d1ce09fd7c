import { foldWord } from './spelling.ts';

/**
 * The archive's surface vocabulary, counted by the importer for spelling correction: for
 * every word (as the index's tokenizer cuts text: letters, digits and marks; folded to lower
 * case without diacritics) the documents that have it, and how often running text writes it
 * with a capital letter in mid-sentence (the evidence that it is a name: "Pratt", "Hudson").
 */

/** One character of a word (the index's tokenizer: letters, digits and marks). */
const WORD_CHAR = /^[\p{L}\p{N}\p{M}]+$/u;
const ALL_DIGITS = /^[0-9]+$/;
/** Longer tokens are not words anyone misspells (URLs, hashes). */
export const MAX_WORD_LENGTH = 30;

/** A word is a name when running text has it in mid-sentence at least this often ... */
export const NAME_MIN_MID_SENTENCE = 2;
/** ... and capitalized in at least this share of those places. */
export const NAME_MIN_CAPITALIZED_SHARE = 0.7;

export interface WordCount {
  /** Documents with the word. */
  df: number;
  /** Occurrences in mid-sentence in running text (bodies and answers, not titles). */
  midSentence: number;
  /** Of those, occurrences written with a capital first letter (and not all capitals). */
  capitalized: number;
  /** The last document counted (so a word counts once per document). */
  lastDoc: number;
}

/** Characters after which a word starts a sentence (or a quote, a list item, a parenthesis). */
const SENTENCE_BREAKS = new Set('.!?:;\n\r"\'“”‘’()[]*•-–—'.split('').map((c) => c.charCodeAt(0)));

/** Is a word in mid-sentence at `index` of `text`: some earlier character on its line, and no sentence end before it. */
function inMidSentence(text: string, index: number): boolean {
  let i = index - 1;
  let c = text.charCodeAt(i);
  while (c === 32 || c === 9) c = text.charCodeAt(--i);
  return i >= 0 && !SENTENCE_BREAKS.has(c);
}

/** Whether the counts say the archive writes this word as a name. */
export function isNameEvidence(count: Pick<WordCount, 'midSentence' | 'capitalized'>): boolean {
  return (
    count.midSentence >= NAME_MIN_MID_SENTENCE && count.capitalized >= NAME_MIN_CAPITALIZED_SHARE * count.midSentence
  );
}

/** Counts the words of the archive's documents, one document at a time. */
export class VocabularyCounter {
  readonly words = new Map<string, WordCount>();
  private doc = 0;

  /** Adds one document: its title (counted for df only: titles are often in Title Case) and its running texts. */
  addDocument(title: string, texts: readonly string[]): void {
    const doc = ++this.doc;
    this.count(title, doc, false);
    for (const text of texts) this.count(text, doc, true);
  }

  /**
   * Cuts `text` into runs of letters, digits and marks (the tokenizer's words): ASCII by character codes (an archive's text is
   * mostly ASCII, and a regex match, a case fold and an upper-case copy per token cost most
   * of an import's spelling step), anything else through WORD_CHAR.
   */
  private count(text: string, doc: number, running: boolean): void {
    const n = text.length;
    let i = 0;
    while (i < n) {
      const start = i;
      let ascii = true;
      let letters = false;
      let lower = false;
      let upper = false;
      while (i < n) {
        const c = text.charCodeAt(i);
        if (c < 128) {
          if (c >= 97 && c <= 122) letters = lower = true;
          else if (c >= 65 && c <= 90) letters = upper = true;
          else if (c < 48 || c > 57) break;
          i++;
        } else {
          const width = c >= 0xd800 && c <= 0xdbff && i + 1 < n ? 2 : 1;
          if (!WORD_CHAR.test(text.slice(i, i + width))) break;
          ascii = false;
          i += width;
        }
      }
      if (i === start) {
        i++;
        continue;
      }
      if (ascii) {
        if (i - start > MAX_WORD_LENGTH || !letters) continue;
        const token = text.slice(start, i);
        const count = this.wordCount(upper ? token.toLowerCase() : token, doc);
        // ALL CAPS (no lower-case letter, more than one character) says nothing about names.
        if (running && !(i - start > 1 && !lower) && inMidSentence(text, start)) {
          count.midSentence++;
          const first = text.charCodeAt(start);
          if (first >= 65 && first <= 90) count.capitalized++;
        }
      } else this.countToken(text.slice(start, i), text, start, doc, running);
    }
  }

  /** A word with characters beyond ASCII: the general rules. */
  private countToken(token: string, text: string, index: number, doc: number, running: boolean): void {
    if (token.length > MAX_WORD_LENGTH || ALL_DIGITS.test(token)) return;
    const count = this.wordCount(foldWord(token), doc);
    if (running && inMidSentence(text, index)) {
      const upper = token.toUpperCase();
      if (token.length > 1 && token === upper) return; // ALL CAPS says nothing about names
      count.midSentence++;
      const first = token[0]!;
      if (first !== first.toLowerCase()) count.capitalized++;
    }
  }

  /** The word's counts, its document frequency counted for `doc`. */
  private wordCount(word: string, doc: number): WordCount {
    let count = this.words.get(word);
    if (!count) {
      count = { df: 0, midSentence: 0, capitalized: 0, lastDoc: 0 };
      this.words.set(word, count);
    }
    if (count.lastDoc !== doc) {
      count.lastDoc = doc;
      count.df++;
    }
    return count;
  }
}
