import { findTerm, phraseRows, type Doclist } from '#app/search/index/fts5-doclist.ts';
import { BM25_MAX_SATURATION, BM25_WEIGHTS, bm25Idf } from '#app/search/engines/sqlite/postings/impact.ts';
import { type Postings } from './lists.ts';
import type { Phrase } from '#app/search/query/parse.ts';
import { statement } from '#app/data/archive.server.ts';
import { doclistRows } from '../../../index/doclist-rows.ts';

/**
 * A quoted phrase's postings from the FTS5 index's positions (docs/search.md, "The
 * accelerators"): the rows where its words stand side by side, its weighted hits in each (as
 * FTS5's bm25 counts them) and its IDF from its exact row count. Only the rows that have
 * every word (from the words' stored postings) have their positions read; every word's
 * doclist is checked against its stored postings on the way (doclist-rows.ts).
 */

/** What reading phrases counts (the engine's PostingsStats). */
export interface IndexReadStats {
  indexPhrases: number;
  indexPhrasesRefused: number;
  indexPages: number;
  indexBytes: number;
  indexPhrasesAbsent: number;
}

/** Rows whose weighted hits are checked against the stored postings: every FREQ_CHECK_STEP-th (every row's number is). */
const FREQ_CHECK_STEP = 16;

/** Pages read at once: the first batch small (most doclists are short), then larger. */
const FIRST_BATCH = 4;
const LAST_BATCH = 64;

/** The empty postings of a phrase no row has. */
const NONE: Postings = { docs: new Int32Array(0), freqs: new Uint8Array(0), idf: 0 };

/**
 * True when some row has the phrase (the words as typed), as FTS5 finds it: it stops at
 * the first row, and one that no row has is ruled out in C, skipping through its words'
 * doclists, instead of by reading every page of them here.
 */
export function phraseInArchive(phrase: Phrase): boolean {
  const quoted = `"${phrase.join(' ').replaceAll('"', '""')}"`;
  return statement('SELECT 1 FROM question_search WHERE question_search MATCH ? LIMIT 1').pluck().get(quoted) !== undefined;
}

/** Rows in every ascending list. */
function commonRows(lists: readonly Int32Array[]): Int32Array {
  const sorted = [...lists].sort((a, b) => a.length - b.length);
  let rows = sorted[0]!;
  for (let j = 1; j < sorted.length; j++) {
    const other = sorted[j]!;
    const out = new Int32Array(rows.length);
    let n = 0;
    for (let i = 0, p = 0; i < rows.length && p < other.length; ) {
      if (rows[i]! < other[p]!) i++;
      else if (rows[i]! > other[p]!) p++;
      else {
        out[n++] = rows[i]!;
        i++;
        p++;
      }
    }
    rows = out.subarray(0, n);
  }
  return rows;
}

/** A word's doclist from the index's pages, kept for `keep` only, or null when it cannot be read (or is not `stored`). */
function wordRows(term: string, seg: number, maxPages: number, stored: Postings, keep: Int32Array, stats: IndexReadStats): Doclist | null {
  const key = Buffer.from(`0${term}`, 'utf8');
  const pgno = statement('SELECT pgno FROM question_search_idx WHERE segid = ? AND term <= ? ORDER BY term DESC LIMIT 1').pluck().get(seg, key) as number | undefined;
  if (pgno === undefined) return null;
  const first = seg * 2 ** 37 + Math.floor(pgno / 2); // the low bit flags a doclist index
  const read = statement('SELECT id, block FROM question_search_data WHERE id BETWEEN ? AND ? ORDER BY id').raw();
  const pages: Uint8Array[] = [];
  let batch = FIRST_BATCH;
  let last = false;
  let cut = false;
  const page = (i: number): Uint8Array | undefined => {
    while (pages.length <= i && !last) {
      if (pages.length >= maxPages) {
        cut = true;
        return undefined;
      }
      const n = Math.min(batch, maxPages - pages.length);
      const from = first + pages.length;
      const rows = read.all(from, from + n - 1) as Array<[number, Buffer]>;
      for (const [id, block] of rows) {
        if (id !== first + pages.length) break; // a missing page ends the doclist's pages
        stats.indexPages++;
        stats.indexBytes += block.byteLength;
        pages.push(block);
      }
      if (pages.length < from - first + n) last = true; // the segment's last page
      batch = Math.min(batch * 2, LAST_BATCH);
    }
    // Pages behind the reader are not needed again: let them go.
    if (i > 0) pages[i - 1] = EMPTY_PAGE;
    return pages[i];
  };
  const start = page(0);
  const found = start ? findTerm(start, key) : null;
  if (!found) return null;
  const list = doclistRows(page, found.start, found.end, stored, keep, BM25_WEIGHTS, FREQ_CHECK_STEP);
  return cut ? null : list;
}

const EMPTY_PAGE = new Uint8Array(0);

/**
 * The postings of the phrase of `terms` (stems) read from index segment `seg`: EMPTY when a
 * word has no row, null when a word has no stored postings or its doclist cannot be read
 * (longer than `maxPages`, or different from the stored postings).
 */
export function phraseFromIndex(
  terms: readonly string[],
  seg: number | null,
  stored: (term: string) => Postings | null,
  present: () => boolean,
  state: { rows: number; lengthTerm: Float64Array },
  maxPages: number,
  stats: IndexReadStats,
): Postings | null {
  const words = [...new Set(terms)];
  const postings: Postings[] = [];
  for (const term of words) {
    const p = stored(term);
    if (!p) return null;
    if (p.docs.length === 0) return NONE; // a word no row has: neither has the phrase
    postings.push(p);
  }
  const keep = commonRows(postings.map((p) => p.docs));
  if (seg !== null && keep.length > 0 && !present()) {
    stats.indexPhrasesAbsent++;
    return rowsOf(new Int32Array(0), new Uint32Array(0), state);
  }
  const lists = new Map<string, Doclist>();
  for (let j = 0; j < words.length; j++) {
    const list = seg === null ? null : wordRows(words[j]!, seg, maxPages, postings[j]!, keep, stats);
    if (!list) {
      stats.indexPhrasesRefused++;
      return null;
    }
    lists.set(words[j]!, list);
  }
  const { docs, freqs } = phraseRows(
    terms.map((t) => lists.get(t)!),
    BM25_WEIGHTS,
  );
  stats.indexPhrases++;
  return rowsOf(docs, freqs, state);
}

/** A phrase's postings from its rows and weighted hits (null when a count does not fit 16 bits). */
function rowsOf(docs: Int32Array, freqs: Uint32Array, state: { rows: number; lengthTerm: Float64Array }): Postings | null {
  let most = 0;
  for (let i = 0; i < freqs.length; i++) if (freqs[i]! > most) most = freqs[i]!;
  if (most > 0xffff) return null;
  const idf = bm25Idf(state.rows, docs.length);
  let max = 0;
  for (let i = 0; i < docs.length; i++) {
    const f = freqs[i]!;
    const s = idf * ((f * BM25_MAX_SATURATION) / (f + state.lengthTerm[docs[i]!]!));
    if (s > max) max = s;
  }
  return { docs, freqs: most > 0xff ? Uint16Array.from(freqs) : Uint8Array.from(freqs), idf, max };
}
