import { editDistance } from './edit-distance.ts';

/**
 * Spelling correction from the archive's own vocabulary (docs/search.md, "Spelling
 * correction"). The importer counts every surface word of the archive (a question with its
 * answers is one document) and keeps, for the words in at least `minDf` documents (the
 * correction targets), a symmetric-delete index (SymSpell): every string made by deleting
 * up to two letters from the first `SPELLING_PREFIX` letters of a target, hashed, with the
 * target's number. A typed word's own deletes then find every target within two edits with
 * a few binary searches, and nothing per request walks the vocabulary.
 *
 * Pure: the index is built from and read back into plain arrays; the archive's storage of
 * them is the SQLite engine's (app/search/engines/sqlite/spelling.server.ts).
 */

/** Letters of a word that take part in the delete index (SymSpell's prefix length). */
export const SPELLING_PREFIX = 7;
/** Most edits between a typed word and a target the index can find. */
export const MAX_EDITS = 2;

/** The decision rule's constants (docs/search.md explains each). */
export const SPELLING_RULES = {
  /** Words shorter than this are never corrected ("dui", "irs", "ex" are words, not typos). */
  minLength: 4,
  /** Words of at least this length may be two edits from their correction, shorter ones one. */
  twoEditsMinLength: 9,
  /** Words up to this length that the archive has at all are kept: short real words sit one edit from many others. */
  shortWordMaxLength: 5,
  /**
   * A target must be in at least this many times as many documents as the typed word
   * (one edit away; two edits away: `twoEditRatio`): the archive must know the target far
   * better than the typed word, so a rare real word next to a common one stays.
   */
  oneEditRatio: 30,
  twoEditRatio: 300,
} as const;

/** Targets and their document frequencies, with the delete index over them. */
export interface SpellingIndexData {
  /** Target words, lower case, without diacritics. */
  readonly words: readonly string[];
  /** Documents with each target. */
  readonly dfs: Uint32Array;
  /** Hashes of the targets' deletes, ascending. */
  readonly keys: Uint32Array;
  /** The target (index into words) of each key. */
  readonly targets: Uint32Array;
}

/** A target within reach of a typed word. */
export interface SpellingCandidate {
  readonly word: string;
  readonly df: number;
  readonly distance: number;
}

/** What the archive knows of a word: documents with it, and whether its text writes it as a name. */
export interface WordStats {
  readonly df: number;
  readonly properName: boolean;
}

/** What correction needs from an archive (the SQLite engine implements it). */
export interface SpellingSource {
  /** The word's statistics; { df: 0, properName: false } for a word the archive does not have. */
  wordStats(word: string): WordStats;
  /** Targets within `maxEdits` of the word (not the word itself), in any order. */
  candidates(word: string, maxEdits: number): readonly SpellingCandidate[];
}

/** The form words take in the index: lower case, diacritics removed (unicode61 remove_diacritics 2). */
export function foldWord(word: string): string {
  const lower = word.toLowerCase();
  // eslint-disable-next-line no-control-regex
  return /[^\u0000-\u007f]/.test(lower) ? lower.normalize('NFD').replace(/\p{M}/gu, '') : lower;
}

/** Every string made by deleting up to `edits` letters from `word` (the word itself included). */
export function deletes(word: string, edits: number): Set<string> {
  const out = new Set<string>([word]);
  let frontier = [word];
  for (let e = 0; e < edits; e++) {
    const next: string[] = [];
    for (const w of frontier) {
      for (let i = 0; i < w.length; i++) {
        const d = w.slice(0, i) + w.slice(i + 1);
        if (!out.has(d)) {
          out.add(d);
          next.push(d);
        }
      }
    }
    frontier = next;
  }
  return out;
}

/** FNV-1a over the UTF-16 code units: a delete's key in the index (collisions are checked away). */
export function hashDelete(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/**
 * The correction targets among the counted words: in at least `minDf` documents, long
 * enough to be corrected to, no digits; the `maxTargets` most frequent, most frequent first.
 */
export function selectTargets(
  words: ReadonlyArray<{ word: string; df: number }>,
  minDf: number,
  maxTargets: number,
): Array<{ word: string; df: number }> {
  return words
    .filter(({ word, df }) => df >= minDf && word.length >= SPELLING_RULES.minLength && !/\p{N}/u.test(word))
    .sort((a, b) => b.df - a.df || (a.word < b.word ? -1 : 1))
    .slice(0, maxTargets);
}

/** Builds the delete index over the given targets (their order is kept: a target's number is its position). */
export function buildSpellingIndex(targets: ReadonlyArray<{ word: string; df: number }>): SpellingIndexData {
  if (targets.length >= 2 ** 21) throw new Error(`spelling index: ${targets.length} targets, at most ${2 ** 21 - 1}`);
  const pairs: number[] = [];
  targets.forEach(({ word }, i) => {
    // hash x 2^21 + target stays below 2^53, so one numeric sort orders by hash, then target.
    for (const d of deletes(word.slice(0, SPELLING_PREFIX), MAX_EDITS)) pairs.push(hashDelete(d) * 2 ** 21 + i);
  });
  const sorted = Float64Array.from(pairs).sort();
  const keys = new Uint32Array(sorted.length);
  const owners = new Uint32Array(sorted.length);
  sorted.forEach((v, k) => {
    keys[k] = Math.floor(v / 2 ** 21);
    owners[k] = v % 2 ** 21;
  });
  return { words: targets.map((t) => t.word), dfs: Uint32Array.from(targets, (t) => t.df), keys, targets: owners };
}

/** First position in the ascending array whose value is >= key. */
function lowerBound(keys: Uint32Array, key: number): number {
  let lo = 0;
  let hi = keys.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (keys[mid]! < key) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** The targets within `maxEdits` of `word` (folded), found through the delete index and checked by edit distance. */
export function indexCandidates(index: SpellingIndexData, word: string, maxEdits: number): SpellingCandidate[] {
  const seen = new Set<number>();
  const out: SpellingCandidate[] = [];
  for (const d of deletes(word.slice(0, SPELLING_PREFIX), Math.min(maxEdits, MAX_EDITS))) {
    const key = hashDelete(d);
    for (let k = lowerBound(index.keys, key); k < index.keys.length && index.keys[k] === key; k++) {
      const target = index.targets[k]!;
      if (seen.has(target)) continue;
      seen.add(target);
      const candidate = index.words[target]!;
      if (candidate === word) continue;
      const distance = editDistance(word, candidate, maxEdits);
      if (distance <= maxEdits) out.push({ word: candidate, df: index.dfs[target]!, distance });
    }
  }
  return out;
}

/** Why a word was left as typed, or what it became. */
export type WordDecision =
  | {
      readonly kind: 'kept';
      readonly reason: 'short' | 'digits' | 'protected' | 'name' | 'known-short-word' | 'no-better-word';
    }
  | { readonly kind: 'corrected'; readonly to: string; readonly distance: number; readonly df: number };

export interface CorrectionContext {
  /** Words never corrected and never offered (stopwords, the synonym table's words, place names). */
  readonly protectedWords: ReadonlySet<string>;
  /** Words that are never a correction (stopwords: "heir" must not become "their"). */
  readonly notTargets: ReadonlySet<string>;
}

/**
 * The decision for one typed word (docs/search.md): corrected into the best target (fewest
 * edits, then most documents) when the word is long enough, is not a name in the archive's
 * text, and the target is in at least `oneEditRatio` (two edits: `twoEditRatio`) times as
 * many documents as the word itself (a word the archive does not have counts as one).
 */
export function decideWord(typed: string, source: SpellingSource, context: CorrectionContext): WordDecision {
  const word = foldWord(typed);
  if (word.length < SPELLING_RULES.minLength) return { kind: 'kept', reason: 'short' };
  if (/\p{N}/u.test(word)) return { kind: 'kept', reason: 'digits' };
  if (context.protectedWords.has(word)) return { kind: 'kept', reason: 'protected' };
  const stats = source.wordStats(word);
  if (stats.properName) return { kind: 'kept', reason: 'name' };
  if (stats.df > 0 && word.length <= SPELLING_RULES.shortWordMaxLength)
    return { kind: 'kept', reason: 'known-short-word' };
  const maxEdits = word.length >= SPELLING_RULES.twoEditsMinLength ? 2 : 1;
  const own = Math.max(stats.df, 1);
  let best: SpellingCandidate | null = null;
  for (const c of source.candidates(word, maxEdits)) {
    if (context.notTargets.has(c.word) || c.word[0] !== word[0] || isInflection(word, c.word)) continue;
    const ratio = c.distance === 1 ? SPELLING_RULES.oneEditRatio : SPELLING_RULES.twoEditRatio;
    if (c.df < ratio * own) continue;
    if (
      !best ||
      c.distance < best.distance ||
      (c.distance === best.distance && (c.df > best.df || (c.df === best.df && c.word < best.word)))
    )
      best = c;
  }
  return best
    ? { kind: 'corrected', to: best.word, distance: best.distance, df: best.df }
    : { kind: 'kept', reason: 'no-better-word' };
}

/** Endings that make another form of the same word, which the index's stemmer already joins. */
const INFLECTIONS = ['ies', 'ied', 'ers', 'ing', 'es', 'ed', 'er', 'ly', 's', 'd', 'y', ''];

/** Whether the two words are forms of one word ("talks"/"talk", "satisfies"/"satisfied", "receiver"/"received"). */
export function isInflection(a: string, b: string): boolean {
  const bases = (w: string) =>
    INFLECTIONS.filter((e) => w.endsWith(e) && w.length - e.length >= 3).map((e) => w.slice(0, w.length - e.length));
  const ofA = new Set(bases(a));
  return bases(b).some((base) => ofA.has(base));
}

/** Writes a correction in the typed word's case: "Bankrupcy" -> "Bankruptcy", "FORCLOSURE" -> "FORECLOSURE". */
export function matchCase(typed: string, corrected: string): string {
  if (typed.length > 1 && typed === typed.toUpperCase() && typed !== typed.toLowerCase())
    return corrected.toUpperCase();
  const first = typed[0] ?? '';
  if (first !== first.toLowerCase()) return corrected[0]!.toUpperCase() + corrected.slice(1);
  return corrected;
}

/**
 * A spelling source held in memory, from word counts (an archive's is read from SQLite by
 * the engine): for small vocabularies and for the rules' tests.
 */
export function spellingFromCounts(counts: ReadonlyMap<string, WordStats>, minDf: number): SpellingSource {
  const index = buildSpellingIndex(
    selectTargets(
      [...counts].map(([word, s]) => ({ word, df: s.df })),
      minDf,
      Infinity,
    ),
  );
  return {
    wordStats: (word) => counts.get(word) ?? { df: 0, properName: false },
    candidates: (word, maxEdits) => indexCandidates(index, word, maxEdits),
  };
}
