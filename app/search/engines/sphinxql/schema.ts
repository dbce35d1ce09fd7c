/**
 * The search server's index schema (docs/search.md, "The SphinxQL engine"): one document
 * per question, its id derived from the question's search doc number
 * (question_search_docs.doc, in posted_at order) so that ids run newest first (below),
 * three full-text fields with the embedded engine's BM25 column weights, and four attributes.
 */

/**
 * searchd reads its doclists in ascending id order and stops at `cutoff` matches. Ids that
 * run newest first (id = base - doc) make the first matches the newest ones: the newest
 * page and the newest-matches sample cost only as many documents as they return
 * (decision 0015). Reversible, and stable while the archive grows (doc < 2^32).
 */
const SEARCH_ID_BASE = 2 ** 32;

/**
 * The index's layout version: an index built before ids ran newest first (format 1: id =
 * doc) must be rebuilt (search:index); bench:engines rebuilds its index when this changes.
 */
export const SEARCH_INDEX_FORMAT = 2;

export function searchIdOfDoc(doc: number): number {
  return SEARCH_ID_BASE - doc;
}

export function docOfSearchId(id: number): number {
  return SEARCH_ID_BASE - id;
}

/**
 * Whether searchd returned an id of the current format: format 1 stored the doc itself
 * (small ids), which read as format 2 would name documents that do not exist.
 */
export function isCurrentSearchId(id: number): boolean {
  return id >= SEARCH_ID_BASE / 2 && id < SEARCH_ID_BASE;
}

/** Full-text fields and their weights: the same as the embedded engine's bm25(8, 2, 1). */
export const FIELD_WEIGHTS = { title: 8, body: 2, answers: 1 } as const;
export type FieldName = keyof typeof FIELD_WEIGHTS;
export const FIELDS = Object.keys(FIELD_WEIGHTS) as FieldName[];

/** Attributes, in the order the exported source and the RT inserts list them after the fields. */
export const ATTRIBUTES = [
  { name: 'state', kind: 'uint' },
  { name: 'category', kind: 'uint' },
  // The uint attributes side by side: Sphinx reads a TSV source's attributes grouped by type.
  { name: 'country', kind: 'uint' },
  { name: 'posted', kind: 'timestamp' },
] as const;

/** The index a site searches when SPHINXQL_URL names none. */
export const DEFAULT_INDEX = 'questions';

/**
 * A two-letter state (or country) code as a number (letters A-Z are 1-26, five bits each):
 * `CA` is 97. 0 means "none". Reversible, so facet values come back as codes without a table.
 */
export function stateAttribute(code: string | null | undefined): number {
  if (!code || !/^[A-Za-z]{2}$/.test(code)) return 0;
  const upper = code.toUpperCase();
  return (upper.charCodeAt(0) - 64) * 32 + (upper.charCodeAt(1) - 64);
}

export function stateOfAttribute(value: number): string | null {
  if (!Number.isInteger(value) || value < 33 || value > 26 * 32 + 26) return null;
  const first = Math.floor(value / 32);
  const second = value % 32;
  if (first < 1 || second < 1 || second > 26) return null;
  return String.fromCharCode(64 + first, 64 + second);
}

/**
 * Letters folded the way FTS5's `remove_diacritics 2` folds them (é -> e), for the Latin-1
 * range; other letters outside ASCII stay separators in Sphinx 2.2's default table.
 */
function latinFolding(): string[] {
  const out: string[] = [];
  for (let code = 0xc0; code <= 0xff; code++) {
    const char = String.fromCharCode(code);
    if (!/\p{L}/u.test(char)) continue;
    const folded = char.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
    const hex = code.toString(16).toUpperCase();
    if (/^[a-z]$/.test(folded)) out.push(`U+${hex}->${folded}`);
    else if (char.toLowerCase() !== char)
      out.push(`U+${hex}->U+${char.toLowerCase().charCodeAt(0).toString(16).toUpperCase()}`);
    else out.push(`U+${hex}`);
  }
  return out;
}

/**
 * Word characters: digits and letters, upper case folded to lower (no underscore: FTS5's
 * unicode61 treats it as a separator, and so does the query parser).
 */
export const CHARSET_TABLE = ['0..9', 'A..Z->a..z', 'a..z', ...latinFolding()].join(', ');
