import { lengthTerms, postingsTopK, PostingsScratch, type Postings, type PostingsResult } from '#app/domain/search-postings.ts';
import type { ParsedQuery } from '#app/domain/search-query.ts';
import { onArchiveSwap, statement } from './archive.server.ts';
import { stemPhrases } from './search-impact.server.ts';

/**
 * Exact BM25 from the postings db/derive/0320_search_impact.ts stores (docs/search.md,
 * "Postings"): the words' postings are read (one primary-key lookup each) and every match
 * is scored in memory with FTS5's formula and FTS5's own IDFs, so the answer is the
 * exhaustive ranking, with the exact total and every match (for the facets).
 */

/** Set SEARCH_POSTINGS=0 to leave queries to the impact lists and FTS5 (comparison runs). */
const ENABLED = process.env.SEARCH_POSTINGS !== '0';

interface Loaded {
  readonly lengthTerm: Float64Array;
  readonly scratch: PostingsScratch;
}

/** Per archive: undefined not loaded yet, null when the archive has no postings (built before migration 0303). */
let loaded: Loaded | null | undefined;
onArchiveSwap(() => {
  loaded = undefined;
});

function load(): Loaded | null {
  if (loaded !== undefined) return loaded;
  try {
    const data = statement('SELECT data FROM search_doc_tokens').pluck().get() as Buffer | undefined;
    const totals = statement('SELECT rows, tokens FROM search_index_totals').get() as { rows: number; tokens: number } | undefined;
    const maxDoc = (statement('SELECT coalesce(max(doc), 0) FROM question_search_docs').pluck().get() as number) ?? 0;
    if (!data || !totals || totals.rows === 0) return (loaded = null);
    const copy = data.buffer.slice(data.byteOffset, data.byteOffset + data.byteLength);
    const docTokens = data.byteLength === (maxDoc + 1) * 2 ? new Uint16Array(copy) : new Uint32Array(copy);
    loaded = { lengthTerm: lengthTerms(docTokens, totals.tokens / totals.rows), scratch: new PostingsScratch(Math.max(maxDoc, docTokens.length - 1)) };
  } catch {
    loaded = null; // no such table: an archive built before migration 0303
  }
  return loaded;
}

const EMPTY: Postings = { docs: new Int32Array(0), freqs: new Uint8Array(0), idf: 0 };

/** A typed view of a BLOB's bytes (copied only when not aligned for the type). */
function view<T extends Int32Array | Uint16Array | Uint8Array>(b: Buffer, Kind: { new (b: ArrayBuffer, o: number, n: number): T; BYTES_PER_ELEMENT: number }): T {
  const aligned = b.byteOffset % Kind.BYTES_PER_ELEMENT === 0 ? b : Buffer.from(b);
  return new Kind(aligned.buffer as ArrayBuffer, aligned.byteOffset, aligned.byteLength / Kind.BYTES_PER_ELEMENT);
}

/** A word's postings; EMPTY when no row has it; null when it has no stored postings. */
function postingsOf(term: string): Postings | null {
  const row = statement('SELECT p.idf, p.docs, p.freqs, t.df FROM search_terms t LEFT JOIN search_postings p ON p.term = t.term WHERE t.term = ?').get(term) as
    | { idf: number | null; docs: Buffer | null; freqs: Buffer | null; df: number }
    | undefined;
  if (!row) return EMPTY;
  if (row.idf === null || !row.docs || !row.freqs) return null;
  const n = row.docs.byteLength / 4;
  const wide = row.freqs.byteLength === n * 2;
  return { docs: view(row.docs, Int32Array), freqs: wide ? view(row.freqs, Uint16Array) : view(row.freqs, Uint8Array), idf: row.idf };
}

/** True when the archive has postings and the query is words only (no phrase of several words). */
export function postingsCanAnswer(parsed: ParsedQuery): boolean {
  if (!ENABLED || parsed.include.length === 0 || !load()) return false;
  return [...parsed.include, ...parsed.exclude].every((p) => p.length === 1);
}

export interface PostingsAnswer extends PostingsResult {
  readonly mode: 'all' | 'any';
}

/**
 * The exhaustive top k of a query of words (all words first; any word when no row has
 * them all and there are several), or null when a word has no stored postings or is not a
 * single token to the archive's tokenizer (the caller then uses the other paths).
 */
export function postingsSearch(
  parsed: ParsedQuery,
  k: number,
  filter: { lo: number; hi: number; accept: ((doc: number) => boolean) | null },
): PostingsAnswer | null {
  const state = load();
  if (!state || !postingsCanAnswer(parsed)) return null;
  // Tokens that look like the zero-weight columns' own tokens are left to FTS5.
  if ([...parsed.include, ...parsed.exclude].some(([t]) => /^xq/.test(t!) || /^f[sc].*0$/.test(t!))) return null;
  const stems = stemPhrases([...parsed.include, ...parsed.exclude]);
  if (!stems || stems.some((s) => s.length !== 1)) return null;
  const byTerm = new Map<string, Postings | null>();
  const lists = stems.map(([term]) => {
    if (!byTerm.has(term!)) byTerm.set(term!, postingsOf(term!));
    return byTerm.get(term!)!;
  });
  if (lists.some((l) => l === null)) return null;
  const include = lists.slice(0, parsed.include.length) as Postings[];
  const exclude = (lists.slice(parsed.include.length) as Postings[]).filter((l) => l.docs.length > 0);
  const query = { include, exclude, k, ...filter, lengthTerm: state.lengthTerm };
  const all = postingsTopK({ ...query, mode: 'all' }, state.scratch);
  if (all.matches.length > 0 || include.length === 1) return { ...all, mode: 'all' };
  return { ...postingsTopK({ ...query, mode: 'any' }, state.scratch), mode: 'any' };
}
