/** The postings as stored in the archive: read, cached and counted (reader.server.ts searches them). */
import { BM25_MAX_SATURATION } from '#app/search/engines/sqlite/postings/impact.ts';
import type { PostingsScratch } from './lists.ts';
import { gallop, type Postings, type PostingsResult, unionOfRows } from './lists.ts';
import { type Phrase } from '#app/search/query/parse.ts';
import { statement } from '#app/data/archive.server.ts';


export interface Loaded {
  readonly rows: number;
  readonly avgdl: number;
  readonly lengthTerm: Float64Array;
  readonly scratch: PostingsScratch;
}

/**
 * Postings kept in memory, least recently used out first, within a byte budget (a list
 * larger than a quarter of it is not kept). The archive is immutable, so they stay right.
 */
export class PostingsCache {
  private readonly entries = new Map<string, Postings>();
  private bytes = 0;
  constructor(private readonly budget: number) {}
  get(key: string): Postings | undefined {
    const hit = this.entries.get(key);
    if (hit) {
      this.entries.delete(key);
      this.entries.set(key, hit);
    }
    return hit;
  }
  set(key: string, postings: Postings): void {
    const size = postings.docs.byteLength + postings.freqs.byteLength;
    if (size > this.budget / 4 || this.entries.has(key)) return;
    this.entries.set(key, postings);
    this.bytes += size;
    for (const [old, p] of this.entries) {
      if (this.bytes <= this.budget) break;
      this.entries.delete(old);
      this.bytes -= p.docs.byteLength + p.freqs.byteLength;
    }
  }
  clear(): void {
    this.entries.clear();
    this.bytes = 0;
  }
}

const EMPTY: Postings = { docs: new Int32Array(0), freqs: new Uint8Array(0), idf: 0 };

/** A typed view of a BLOB's bytes (copied only when not aligned for the type). */
function view<T extends Int32Array | Uint16Array | Uint8Array>(b: Buffer, Kind: { new (b: ArrayBuffer, o: number, n: number): T; BYTES_PER_ELEMENT: number }): T {
  const aligned = b.byteOffset % Kind.BYTES_PER_ELEMENT === 0 ? b : Buffer.from(b);
  return new Kind(aligned.buffer as ArrayBuffer, aligned.byteOffset, aligned.byteLength / Kind.BYTES_PER_ELEMENT);
}

/** A word's postings; EMPTY when no row has it; null when it has no stored postings. */
export function postingsOf(term: string): Postings | null {
  const row = statement(
    'SELECT p.idf, p.docs, p.freqs, t.df, substr(t.scores, 1, 8) AS top FROM search_terms t LEFT JOIN search_postings p ON p.term = t.term WHERE t.term = ?',
  ).get(term) as { idf: number | null; docs: Buffer | null; freqs: Buffer | null; df: number; top: Buffer | null } | undefined;
  if (!row) return EMPTY;
  if (row.idf === null || !row.docs || !row.freqs) return null;
  const n = row.docs.byteLength / 4;
  const wide = row.freqs.byteLength === n * 2;
  // The impact list's first score is the word's largest contribution; else the saturation's limit.
  const max = row.top?.byteLength === 8 ? row.top.readDoubleLE(0) : row.idf * BM25_MAX_SATURATION;
  return { docs: view(row.docs, Int32Array), freqs: wide ? view(row.freqs, Uint16Array) : view(row.freqs, Uint8Array), idf: row.idf, max };
}

/**
 * The rows whose title has a word (search_title_rows, by its title-tier term); null when the
 * archive has no such table (built before migration 0304).
 */
export function titleRowsOf(term: string): Int32Array | null {
  try {
    const docs = statement('SELECT docs FROM search_title_rows WHERE term = ?').pluck().get(term) as Buffer | undefined;
    return docs ? view(docs, Int32Array) : new Int32Array(0);
  } catch {
    return null;
  }
}

/** Rows in both ascending lists. */
export function intersectRows(a: Int32Array, b: Int32Array): Int32Array {
  const out = new Int32Array(Math.min(a.length, b.length));
  let n = 0;
  for (let i = 0, j = 0; i < a.length && j < b.length; ) {
    if (a[i]! < b[j]!) i++;
    else if (a[i]! > b[j]!) j++;
    else {
      out[n++] = a[i]!;
      i++;
      j++;
    }
  }
  return out.subarray(0, n);
}

export interface PostingsAnswer extends PostingsResult {
  readonly mode: 'all' | 'any';
  /** False when `matches` are only the newest `sample` matches (there are more). */
  readonly complete: boolean;
}

/**
 * Where a phrase's rows come from: `hits` gives its match count over the archive (exact or
 * estimated) for its IDF; `rows`, when given, every row that has it (ascending; null when
 * too many to list), which makes the matches, the total and the IDF exact.
 */
export interface PhraseSource {
  readonly hits: (phrase: Phrase) => { total: number; exact: boolean };
  readonly rows?: (phrase: Phrase) => Int32Array | null;
}

/**
 * The union of the words' impact lists (ascending rows) and each list's end: the largest
 * contribution a row outside it can have (0 when the list holds every row of the word).
 * Null when a word has no list.
 */
export function impactLists(terms: readonly string[]): { rows: Int32Array; end: number[] } | null {
  const end: number[] = [];
  const parts: Int32Array[] = [];
  for (const term of terms) {
    const row = statement('SELECT df, docs, scores FROM search_terms WHERE term = ?').get(term) as { df: number; docs: Buffer | null; scores: Buffer | null } | undefined;
    if (!row?.docs || !row.scores) return null;
    const docs = view(row.docs, Int32Array);
    parts.push(docs);
    end.push(docs.length >= row.df ? 0 : row.scores.readDoubleLE(row.scores.byteLength - 8));
  }
  return { rows: unionOfRows(parts), end };
}

/** The entries of ascending `docs` that are also in ascending `keep` (or, with `drop`, that are not). */
export function intersect(docs: Int32Array, bounds: Float64Array, keep: Int32Array, drop: boolean): { docs: Int32Array; bounds: Float64Array } {
  const outDocs = new Int32Array(docs.length);
  const outBounds = new Float64Array(docs.length);
  let n = 0;
  let at = 0;
  for (let i = 0; i < docs.length; i++) {
    at = gallop(keep, at, docs[i]!);
    const found = at < keep.length && keep[at] === docs[i];
    if (found !== drop) {
      outDocs[n] = docs[i]!;
      outBounds[n++] = bounds[i]!;
    }
  }
  return { docs: outDocs.subarray(0, n), bounds: outBounds.subarray(0, n) };
}

/** What the postings reader counted (tests, tuning): phrase queries settled by the impact lists or not, phrases read from the index or refused. */
export interface PostingsStats {
  phraseListsProven: number;
  phraseListsUnproven: number;
  indexPhrases: number;
  indexPhrasesRefused: number;
  /** Relaxed queries of many postings ranked from the impact lists (proven exact), or not proven (then scored exhaustively). */
  relaxedPruned: number;
  relaxedUnproven: number;
  /** Words' postings read from the archive (not from the word cache), and their bytes. */
  wordsRead: number;
  wordBytes: number;
  /** FTS5 index pages read for phrases, and their bytes. */
  indexPages: number;
  indexBytes: number;
  /** Phrases FTS5 found in no row (their words' pages not read). */
  indexPhrasesAbsent: number;
}

/** A new engine's counts. */
export const noPostingsStats = (): PostingsStats => ({
  phraseListsProven: 0,
  phraseListsUnproven: 0,
  indexPhrases: 0,
  indexPhrasesRefused: 0,
  relaxedPruned: 0,
  relaxedUnproven: 0,
  wordsRead: 0,
  wordBytes: 0,
  indexPages: 0,
  indexBytes: 0,
  indexPhrasesAbsent: 0,
});

/** Relaxed matching's first depth of each impact list; then four times deeper, then settings.impactReadDepth (decision 0021). */
export const RELAXED_FIRST_DEPTH = 250;
