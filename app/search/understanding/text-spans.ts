import { foldWord } from './spelling.ts';

/**
 * The words of a visitor's raw text with their places in it, so understanding can rewrite
 * the text (a correction, a place taken out) and leave everything else exactly as typed.
 * Words are cut as the index's tokenizer cuts them (letters, digits, marks). Only "bare"
 * words are understood: words inside "quotes" and after a minus (-word, -"a phrase") are
 * what the visitor asked for literally.
 */
export interface WordSpan {
  /** The word as typed. */
  readonly typed: string;
  /** Lower case, without diacritics (the index's form). */
  readonly word: string;
  readonly start: number;
  readonly end: number;
  /** Neither quoted nor excluded. */
  readonly bare: boolean;
}

export function wordSpans(raw: string): WordSpan[] {
  const out: WordSpan[] = [];
  // The query parser's chunks: "quoted phrase" (an unbalanced quote runs to the end), or a run of non-space characters.
  for (const chunk of raw.matchAll(/(-?)"([^"]*)"?|(\S+)/gu)) {
    const bareChunk = chunk[3] !== undefined && !(chunk[3].startsWith('-') && chunk[3].length > 1);
    for (const token of chunk[0].matchAll(/[\p{L}\p{N}\p{M}]+/gu)) {
      const start = chunk.index + token.index;
      out.push({ typed: token[0], word: foldWord(token[0]), start, end: start + token[0].length, bare: bareChunk });
    }
  }
  return out;
}

/** The text with the given ranges replaced (ranges in ascending order, not overlapping); spaces tidied. */
export function rewrite(raw: string, edits: ReadonlyArray<{ start: number; end: number; text: string }>): string {
  let out = '';
  let at = 0;
  for (const edit of edits) {
    out += raw.slice(at, edit.start) + edit.text;
    at = edit.end;
  }
  out += raw.slice(at);
  return out.replace(/\s+/g, ' ').trim();
}
