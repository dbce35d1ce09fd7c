import { firstRowidOffset, leafSize, termOffsets, type Doclist } from './fts5-doclist.ts';

/**
 * A word's doclist read page by page from the FTS5 index (the format: fts5-doclist.ts),
 * keeping the poslists of only some rows: a phrase needs the positions of the rows that
 * have all its words, not of every row of a common word. On the way every row is checked
 * against the word's stored postings (the same row at the same index, and every
 * `checkStep`-th row's weighted hits), so a page this code misreads refuses the phrase
 * (the caller answers another way) instead of changing a result. Pages are read as they
 * are needed, and only a page and what straddles its end are held besides the kept poslists.
 */

/** Where the last varint ended (a module cursor: reading allocates nothing per value). */
let after = 0;

/** The SQLite varint at `at` (as fts5-doclist.ts reads it); its end in `after`. */
function varint(bytes: Uint8Array, at: number): number {
  const b0 = bytes[at]!;
  if (b0 < 0x80) {
    after = at + 1;
    return b0;
  }
  let value = b0 & 0x7f;
  for (let i = 1; i < 8; i++) {
    const b = bytes[at + i]!;
    value = value * 128 + (b & 0x7f);
    if (b < 0x80) {
      after = at + i + 1;
      return value;
    }
  }
  after = at + 9;
  return value * 256 + bytes[at + 8]!;
}

/** A poslist's weighted hits: each position counts its column's weight. */
function weightedHits(bytes: Uint8Array, from: number, to: number, weights: readonly number[]): number {
  let weight = weights[0] ?? 0;
  let f = 0;
  for (let at = from; at < to; ) {
    const b = bytes[at]!;
    if (b === 1) {
      weight = weights[varint(bytes, at + 1)] ?? 0;
      at = after;
    } else {
      f += weight;
      if (b < 0x80) at++;
      else {
        varint(bytes, at);
        at = after;
      }
    }
  }
  return f;
}

/** A growable byte buffer. */
class Bytes {
  data: Uint8Array;
  length = 0;
  constructor(size: number) {
    this.data = new Uint8Array(size);
  }
  reserve(n: number): void {
    if (this.length + n <= this.data.length) return;
    const next = new Uint8Array(Math.max(this.data.length * 2, this.length + n));
    next.set(this.data.subarray(0, this.length));
    this.data = next;
  }
  append(source: Uint8Array, from: number, to: number): void {
    this.reserve(to - from);
    this.data.set(source.subarray(from, to), this.length);
    this.length += to - from;
  }
}

/** The stored postings a doclist is checked against: rows ascending, weighted hits in the same order. */
export interface StoredRows {
  readonly docs: Int32Array;
  readonly freqs: ArrayLike<number>;
}

/** The two varints of a row's header take at most this many bytes. */
const HEADER_BYTES = 18;

/**
 * The doclist of a term that starts on `page(0)` at `start` (its part of that page ending at
 * `end`, see findTerm), with the poslists of the rows in `keep` (ascending, each a row of the
 * doclist) only. Null when the pages do not read as one doclist (as decodeDoclist), when a
 * row differs from `stored`, or when a row of `keep` is not in the doclist.
 */
export function doclistRows(
  page: (i: number) => Uint8Array | undefined,
  start: number,
  end: number,
  stored: StoredRows,
  keep: Int32Array,
  weights: readonly number[],
  checkStep: number,
): Doclist | null {
  // The unread bytes of the doclist: the rest of the pages read so far, joined.
  let window = new Uint8Array(16_384);
  let length = 0;
  /** Where each later page's first rowid lands in the window (ascending; -1: consumed). */
  const marks: number[] = [];
  let next = 0;
  let over = false;
  let current = page(0);
  /** Appends the next page's part of the doclist; false when there is none. */
  const more = (): boolean => {
    if (over || !current) return false;
    const index = next;
    let from = start;
    let to = end;
    if (index > 0) {
      from = 4;
      const offsets = termOffsets(current);
      to = offsets.length > 0 ? offsets[0]! : leafSize(current);
      const rowidAt = firstRowidOffset(current);
      if (rowidAt !== 0 && rowidAt < to) marks.push(length + rowidAt - from);
    }
    if (length + to - from > window.length) {
      const grown = new Uint8Array(Math.max(window.length * 2, length + to - from));
      grown.set(window.subarray(0, length));
      window = grown;
    }
    window.set(current.subarray(from, to), length);
    length += to - from;
    if (to < leafSize(current)) over = true; // another term starts here: the doclist is over
    else current = page(++next);
    return true;
  };
  more();
  const kept = new Bytes(1024);
  const starts = new Int32Array(keep.length);
  const ends = new Int32Array(keep.length);
  let k = 0;
  let i = 0;
  let rowid = 0;
  let at = 0;
  for (;;) {
    // Bytes before `at` are read: keep the window small by dropping them once it is half read.
    if (at > 8192 && at * 2 > length) {
      window.copyWithin(0, at, length);
      length -= at;
      for (let m = 0; m < marks.length; m++) marks[m]! -= at;
      at = 0;
    }
    while (length - at < HEADER_BYTES && more());
    if (at >= length) break;
    const value = varint(window, at);
    if (marks.length > 0 && marks[0]! < at) return null; // a page's first rowid not where its header says
    if (marks.length > 0 && marks[0] === at) {
      rowid = value; // a page's first rowid (absolute)
      marks.shift();
    } else if (i === 0) rowid = value;
    else rowid += value;
    const size = varint(window, after);
    if ((size & 1) === 1 || rowid > 0x7fffffff) return null;
    const from = after;
    const to = from + (size >>> 1);
    while (length < to && more());
    if (to > length) return null; // a poslist cut short
    if (i >= stored.docs.length || stored.docs[i] !== rowid) return null;
    if (i % checkStep === 0 && weightedHits(window, from, to, weights) !== stored.freqs[i]) return null;
    if (k < keep.length && keep[k] === rowid) {
      starts[k] = kept.length;
      kept.append(window, from, to);
      ends[k++] = kept.length;
    }
    i++;
    at = to;
  }
  if (at !== length || marks.length > 0 || i !== stored.docs.length || k !== keep.length) return null;
  return { docs: keep, starts, ends, bytes: kept.data };
}
