import { findPlace, placeTables, type PlaceTables } from './places.ts';
import { decideWord, matchCase, type SpellingSource } from './spelling.ts';
import { expandSynonyms, shippedSynonyms, synonymWords, type Expansion, type SynonymTable } from './synonyms.ts';
import { rewrite, wordSpans, type WordSpan } from './text-spans.ts';

/**
 * What a query means (docs/search.md, "Understanding a query"), in three steps on the
 * visitor's bare words (quoted phrases and exclusions are left exactly as typed):
 * 1. spelling: words the archive does not know (or barely knows) next to a word it knows
 *    far better are corrected (spelling.ts);
 * 2. place: a state named in the text is taken out of the words and returned as a filter
 *    (places.ts);
 * 3. synonyms: lay words bring their legal words (synonyms.ts), marked as expansions.
 */

/** Everything understanding reads, made once per archive (a test makes its own). */
export interface Lexicon {
  /** The archive's spelling data; null: no correction (an archive built without it). */
  readonly spelling: SpellingSource | null;
  readonly synonyms: SynonymTable;
  readonly places: PlaceTables;
  /** Words never offered as a correction (the query parser's stopwords). */
  readonly stopwords: ReadonlySet<string>;
  /** Words never corrected: the synonym table's words, state names and codes, stopwords. */
  readonly protectedWords: ReadonlySet<string>;
}

export function createLexicon(options: {
  spelling: SpellingSource | null;
  stopwords: ReadonlySet<string>;
  synonyms?: SynonymTable;
  places?: PlaceTables;
}): Lexicon {
  const synonyms = options.synonyms ?? shippedSynonyms();
  const places = options.places ?? placeTables();
  const protectedWords = new Set([...synonymWords(synonyms), ...options.stopwords]);
  for (const state of places.names) for (const w of state.words) protectedWords.add(w);
  for (const code of places.codes.keys()) protectedWords.add(code);
  return { spelling: options.spelling, synonyms, places, stopwords: options.stopwords, protectedWords };
}

export interface Correction {
  /** The word as typed. */
  readonly from: string;
  /** The word searched instead (in the typed word's case). */
  readonly to: string;
}

export interface QueryUnderstanding {
  /** The text as typed. */
  readonly original: string;
  /** The text with the corrections (place words still in it), or null when nothing was corrected. */
  readonly corrected: string | null;
  readonly corrections: readonly Correction[];
  /** A state named in the text and taken out of the words, or null. */
  readonly place: { readonly code: string; readonly name: string; readonly typed: string } | null;
  /** What to search: the corrected text without the place words. */
  readonly text: string;
  /** Phrases the query's words bring from the synonym table (each marked with its lower weight). */
  readonly expansions: readonly Expansion[];
}

export interface UnderstandOptions {
  /** false: search exactly what was typed ("Search instead for ..."); default true. */
  readonly correct?: boolean;
  /** false: leave state names in the words (a state filter was chosen explicitly); default true. */
  readonly places?: boolean;
}

/** A word typed with a capital in the middle of an otherwise lower-case query is a name ("lawsuit against Pratt"). */
function typedAsName(span: WordSpan, index: number, spans: readonly WordSpan[]): boolean {
  const capital = (s: WordSpan) => s.typed[0] !== s.typed[0]!.toLowerCase() && s.typed !== s.typed.toUpperCase();
  return index > 0 && capital(span) && spans.some((s) => s !== span && s.typed === s.typed.toLowerCase());
}

export function understandQuery(raw: string, lexicon: Lexicon, options: UnderstandOptions = {}): QueryUnderstanding {
  const original = String(raw ?? '');
  const corrections: Correction[] = [];
  let text = original;
  const spelling = lexicon.spelling;
  if (options.correct !== false && spelling) {
    const spans = wordSpans(original);
    const edits: Array<{ start: number; end: number; text: string }> = [];
    spans.forEach((span, i) => {
      if (!span.bare || typedAsName(span, i, spans)) return;
      const decision = decideWord(span.typed, spelling, {
        protectedWords: lexicon.protectedWords,
        notTargets: lexicon.stopwords,
      });
      if (decision.kind !== 'corrected') return;
      const to = matchCase(span.typed, decision.to);
      edits.push({ start: span.start, end: span.end, text: to });
      corrections.push({ from: span.typed, to });
    });
    if (edits.length > 0) text = rewrite(original, edits);
  }
  const corrected = corrections.length > 0 ? text : null;
  const found = options.places === false ? null : findPlace(text, lexicon.places);
  if (found) text = found.rest;
  const tokens = wordSpans(text)
    .filter((s) => s.bare)
    .map((s) => s.word);
  return {
    original,
    corrected,
    corrections,
    place: found ? { code: found.code, name: found.name, typed: found.typed } : null,
    text,
    expansions: expandSynonyms(tokens, lexicon.synonyms),
  };
}
