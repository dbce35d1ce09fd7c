/**
 * Reading a word's doclist (its rows and token positions) straight from the pages of an
 * FTS5 index segment (docs/search.md, "The accelerators"), so a quoted phrase's rows and
 * its weighted hits in each row come from the positions without FTS5 scoring every match
 * (FTS5's bm25 rescans the phrase over the whole table for its IDF, then scores each row). The format is FTS5's leaf page format (sqlite/ext/fts5/fts5_index.c):
 *
 * - a leaf page: u16 offset of the first rowid that starts on the page (0: none), u16
 *   size of the data area (szLeaf), the data from byte 4, then the page index: varint
 *   offsets of the terms that start on the page (the first absolute, then deltas);
 * - a term: the first on a page `varint(n) bytes`, later ones `varint(prefix)
 *   varint(suffix) bytes`; main-index terms are prefixed with "0";
 * - its doclist follows: rowid (absolute for the doclist's first row and for the first
 *   rowid of every later page, else the delta from the previous row), varint
 *   (poslist bytes * 2 + delete flag), the poslist; a doclist (and a poslist) can go on
 *   over the next pages until a page index says another term starts;
 * - a poslist: varints; 1 announces a column (the next varint); else value - 2 is the
 *   distance from the previous position in the column (columns start at position 0,
 *   column 0 without an announcement).
 *
 * Everything here is pure and private to pages.server.ts, the reader's one way in, which
 * checks what it decodes (against FTS5's docsize record and bm25() at import, against the
 * stored postings in the engine), so a format this code misreads cannot change a result.
 */

/** One word's doclist: its rows ascending, and each row's poslist as bytes[starts[i], ends[i]). */
export interface Doclist {
  readonly docs: Int32Array;
  readonly starts: Int32Array;
  readonly ends: Int32Array;
  readonly bytes: Uint8Array;
}

/** Where the last varint() ended (a module cursor: decoding allocates nothing per value). */
let after = 0;

/** The SQLite varint at `at` (big-endian groups of 7 bits, 9 bytes at most; values up to 2^53); its end in `after`. */
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

/** An SQLite varint at `at`: [value, next offset]. */
export function readVarint(bytes: Uint8Array, at: number): [number, number] {
  const value = varint(bytes, at);
  return [value, after];
}

/** The data area's size of a leaf page (where its page index starts). */
export const leafSize = (page: Uint8Array): number => (page[2]! << 8) | page[3]!;
/** The offset of the first rowid that starts on a leaf page (0 when none does). */
export const firstRowidOffset = (page: Uint8Array): number => (page[0]! << 8) | page[1]!;

/** The offsets of the terms that start on a leaf page, ascending. */
export function termOffsets(page: Uint8Array): number[] {
  const out: number[] = [];
  let at = leafSize(page);
  let offset = 0;
  while (at < page.length) {
    const [delta, next] = readVarint(page, at);
    offset += delta;
    out.push(offset);
    at = next;
  }
  return out;
}

/** Where `term`'s doclist starts on a leaf page and where the page's part of it ends (the next term or the data's end); null when no term on the page is `term`. */
export function findTerm(page: Uint8Array, term: Uint8Array): { start: number; end: number } | null {
  const offsets = termOffsets(page);
  const size = leafSize(page);
  let previous = new Uint8Array(0);
  for (let i = 0; i < offsets.length; i++) {
    let at = offsets[i]!;
    let prefix = 0;
    if (i > 0) [prefix, at] = readVarint(page, at);
    const [suffix, from] = readVarint(page, at);
    if (prefix > previous.length || from + suffix > size) return null;
    const current = new Uint8Array(prefix + suffix);
    current.set(previous.subarray(0, prefix));
    current.set(page.subarray(from, from + suffix), prefix);
    const order = compareBytes(current, term);
    if (order === 0) return { start: from + suffix, end: i + 1 < offsets.length ? offsets[i + 1]! : size };
    if (order > 0) return null;
    previous = current;
  }
  return null;
}

function compareBytes(a: Uint8Array, b: Uint8Array): number {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) if (a[i] !== b[i]) return a[i]! - b[i]!;
  return a.length - b.length;
}

/**
 * Every term of one index segment with its doclist, in term order: `page(pgno)` reads the
 * segment's leaf page `pgno` (`first`..`last`, contiguous). A term's bytes are as FTS5
 * stores them (main-index terms start with "0"). Throws on anything that does not read as
 * FTS5's leaf format: the caller builds an archive from this and must not build it wrong.
 */
export function* segmentDoclists(
  page: (pgno: number) => Uint8Array | undefined,
  first: number,
  last: number,
): Generator<[term: Uint8Array, list: Doclist]> {
  let term = new Uint8Array(0);
  for (let pgno = first; pgno <= last; pgno++) {
    const p = page(pgno);
    if (!p) throw new Error(`FTS5 segment: leaf page ${pgno} of ${first}..${last} is missing`);
    const offsets = termOffsets(p);
    const size = leafSize(p);
    for (let i = 0; i < offsets.length; i++) {
      let at = offsets[i]!;
      let prefix = 0;
      if (i > 0) [prefix, at] = readVarint(p, at);
      const [suffix, from] = readVarint(p, at);
      if (prefix > term.length || from + suffix > size) throw new Error(`FTS5 segment: a term on leaf page ${pgno} does not read`);
      const next = new Uint8Array(prefix + suffix);
      next.set(term.subarray(0, prefix));
      next.set(p.subarray(from, from + suffix), prefix);
      term = next;
      const end = i + 1 < offsets.length ? offsets[i + 1]! : size;
      const list = decodeDoclist((k) => (k === 0 ? p : pgno + k <= last ? page(pgno + k) : undefined), from + suffix, end);
      if (!list) throw new Error(`FTS5 segment: the doclist of a term on leaf page ${pgno} does not read`);
      yield [term, list];
    }
  }
}

/** A growable Int32 list. */
class Ints {
  data = new Int32Array(1024);
  length = 0;
  push(v: number): void {
    if (this.length === this.data.length) {
      const next = new Int32Array(this.data.length * 2);
      next.set(this.data);
      this.data = next;
    }
    this.data[this.length++] = v;
  }
  done(): Int32Array {
    return this.data.slice(0, this.length);
  }
}

/**
 * A term's doclist from its leaf pages: `page(0)` is the page where the term starts (its
 * doclist from `start` to `end` there, see findTerm), `page(i)` the i-th page after it
 * (undefined after the segment's last). The pages' parts of the doclist are copied into
 * one buffer (a poslist may go on over a page break) and read in one pass. Null when the
 * pages do not read as one doclist (a delete flag, a rowid not where a page header says,
 * a poslist cut short).
 */
export function decodeDoclist(page: (i: number) => Uint8Array | undefined, start: number, end: number): Doclist | null {
  // The doclist's byte ranges, page by page, and where each later page's first rowid lands in the joined buffer.
  const parts: Array<[Uint8Array, number, number]> = [];
  const marks: number[] = [];
  let length = 0;
  let p = page(0);
  let from = start;
  let to = end;
  for (let index = 0; p; ) {
    if (index > 0) {
      const rowidAt = firstRowidOffset(p);
      if (rowidAt !== 0 && rowidAt < to) marks.push(length + rowidAt - from);
    }
    parts.push([p, from, to]);
    length += to - from;
    if (to < leafSize(p)) break; // another term starts here: the doclist is over
    p = page(++index);
    if (!p) break;
    from = 4;
    const offsets = termOffsets(p);
    to = offsets.length > 0 ? offsets[0]! : leafSize(p);
  }
  const bytes = new Uint8Array(length);
  let used = 0;
  for (const [b, f, t] of parts) {
    bytes.set(b.subarray(f, t), used);
    used += t - f;
  }
  const docs = new Ints();
  const starts = new Ints();
  const ends = new Ints();
  let rowid = 0;
  let mark = 0;
  let at = 0;
  while (at < length) {
    const value = varint(bytes, at);
    if (mark < marks.length && marks[mark] === at) {
      // A page's first rowid (absolute); the doclist's own first one when the term's
      // doclist starts on the next page (the term was the last thing on its page).
      rowid = value;
      mark++;
    } else if (at === 0) rowid = value;
    else if (mark < marks.length && marks[mark]! < at) return null; // a page's first rowid not where its header says
    else rowid += value;
    const size = varint(bytes, after);
    if ((size & 1) === 1 || rowid > 0x7fffffff) return null;
    docs.push(rowid);
    starts.push(after);
    at = after + (size >>> 1);
    ends.push(at);
  }
  if (at !== length || mark !== marks.length) return null;
  return { docs: docs.done(), starts: starts.done(), ends: ends.done(), bytes };
}

/** Positions of the row rowCount last read (an out-parameter, like `after`). */
let rowPositions = 0;

/** Row i's weighted hit count: the sum over its positions of the column's weight; sets rowPositions. */
function rowCount(list: Doclist, i: number, weights: readonly number[]): number {
  const { bytes } = list;
  let weight = weights[0] ?? 0;
  let f = 0;
  let n = 0;
  const end = list.ends[i]!;
  for (let at = list.starts[i]!; at < end; ) {
    const b = bytes[at]!;
    if (b === 1) {
      weight = weights[varint(bytes, at + 1)] ?? 0;
      at = after;
    } else {
      f += weight;
      n++;
      if (b < 0x80) at++;
      else {
        varint(bytes, at);
        at = after;
      }
    }
  }
  rowPositions = n;
  return f;
}

/** Row i's weighted hit count of the word: the sum over its positions of the column's weight. */
export function weightedCount(list: Doclist, i: number, weights: readonly number[]): number {
  return rowCount(list, i, weights);
}

/**
 * Every row's weighted hit count of the word (as weightedCount) into `freqs` (indexed like
 * the doclist's rows); every position also adds 1 to `positions[row]`, whatever its column,
 * so a caller that reads a whole index can check it against each row's token count.
 */
export function weightedCounts(list: Doclist, weights: readonly number[], freqs: Uint32Array, positions: Uint32Array): void {
  const { docs } = list;
  for (let i = 0; i < docs.length; i++) {
    freqs[i] = rowCount(list, i, weights);
    const doc = docs[i]!;
    positions[doc] = positions[doc]! + rowPositions;
  }
}

/** A poslist reader per phrase word: the current position as column * 2^32 + offset (Infinity at the end). */
class Cursors {
  readonly at: Int32Array;
  readonly end: Int32Array;
  readonly column: Float64Array;
  readonly key: Float64Array;
  constructor(n: number) {
    this.at = new Int32Array(n);
    this.end = new Int32Array(n);
    this.column = new Float64Array(n);
    this.key = new Float64Array(n);
  }
  open(j: number, list: Doclist, i: number): void {
    this.at[j] = list.starts[i]!;
    this.end[j] = list.ends[i]!;
    this.column[j] = 0;
    this.key[j] = -1;
  }
  /** Moves word j to its next position. */
  next(j: number, bytes: Uint8Array): number {
    let at = this.at[j]!;
    const end = this.end[j]!;
    for (;;) {
      if (at >= end) {
        this.at[j] = at;
        return (this.key[j] = Infinity);
      }
      const v = varint(bytes, at);
      at = after;
      if (v === 1) {
        this.column[j] = varint(bytes, at) * 2 ** 32;
        at = after;
        this.key[j] = this.column[j]!;
        continue;
      }
      this.at[j] = at;
      // A column's first position is relative to 0 (the key was set to the column's start).
      const key = this.key[j]! < this.column[j]! ? this.column[j]! + v - 2 : this.key[j]! + v - 2;
      return (this.key[j] = key);
    }
  }
}

/**
 * The rows where the words appear side by side in this order (a phrase), ascending, and
 * the phrase's weighted hits in each (every occurrence counted with its column's weight,
 * as FTS5's bm25 counts a phrase's instances). `lists[j]` is the j-th word's doclist (a
 * word repeated in the phrase appears as often). The words' poslists are read in step
 * (no positions are stored).
 */
export function phraseRows(lists: readonly Doclist[], weights: readonly number[]): { docs: Int32Array; freqs: Uint32Array } {
  const m = lists.length;
  const docs = new Ints();
  const freqs = new Ints();
  if (m === 0) return { docs: new Int32Array(0), freqs: new Uint32Array(0) };
  // The shortest doclist drives; the others are walked forward (rows are ascending).
  let driver = 0;
  for (let j = 1; j < m; j++) if (lists[j]!.docs.length < lists[driver]!.docs.length) driver = j;
  const at = new Int32Array(m);
  const index = new Int32Array(m);
  const cursors = new Cursors(m);
  const base = lists[driver]!.docs;
  outer: for (let i = 0; i < base.length; i++) {
    const doc = base[i]!;
    for (let j = 0; j < m; j++) {
      if (j === driver) {
        index[j] = i;
        continue;
      }
      const list = lists[j]!.docs;
      let p = at[j]!;
      while (p < list.length && list[p]! < doc) p++;
      at[j] = p;
      if (p >= list.length) break outer;
      if (list[p] !== doc) continue outer;
      index[j] = p;
    }
    for (let j = 0; j < m; j++) {
      cursors.open(j, lists[j]!, index[j]!);
      cursors.next(j, lists[j]!.bytes);
    }
    // Occurrences: a position k of the first word with word j at k + j for every j.
    let f = 0;
    let found = false;
    const keys = cursors.key;
    next: for (; keys[0]! !== Infinity; cursors.next(0, lists[0]!.bytes)) {
      const key = keys[0]!;
      for (let j = 1; j < m; j++) {
        const bytes = lists[j]!.bytes;
        while (keys[j]! < key + j) cursors.next(j, bytes);
        if (keys[j] === Infinity) break next;
        if (keys[j] !== key + j) continue next;
      }
      found = true;
      f += weights[Math.floor(key / 2 ** 32)] ?? 0;
    }
    if (found) {
      docs.push(doc);
      freqs.push(f);
    }
  }
  return { docs: docs.done(), freqs: Uint32Array.from(freqs.done()) };
}
