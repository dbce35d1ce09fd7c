import { BM25_MAX_SATURATION, bm25Idf } from '#app/search/engines/sqlite/postings/impact.ts';
import { type Postings } from './lists.ts';
import type { Phrase } from '#app/search/query/parse.ts';
import { getArchive, statement } from '#app/data/archive.server.ts';
import { fts5Pages } from '../fts5/pages.server.ts';

/**
 * A quoted phrase's postings from the FTS5 index's positions (docs/search.md, "The
 * accelerators"): the rows where its words stand side by side, its weighted hits in each (as
 * FTS5's bm25 counts them) and its IDF from its exact row count. Only the rows that have
 * every word (from the words' stored postings) have their positions read, by the FTS5 page
 * reader (fts5/pages.server.ts), which checks every word's doclist against its stored postings.
 */

/** What reading phrases counts (the engine's PostingsStats). */
export interface IndexReadStats {
  indexPhrases: number;
  indexPhrasesRefused: number;
  indexPages: number;
  indexBytes: number;
  indexPhrasesAbsent: number;
}

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
  const read =
    seg === null ? null : fts5Pages(getArchive()).phrase(terms, new Map(words.map((w, j) => [w, postings[j]!])), keep, seg, maxPages, stats);
  if (!read) {
    stats.indexPhrasesRefused++;
    return null;
  }
  const { docs, freqs } = read;
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
