import type { Database, Statement } from 'better-sqlite3';
import { BM25_WEIGHTS, bm25Saturation, decodeVarints } from '../postings/impact.ts';
import { checkAgainstFts5, checkPositions, type WrittenPostings } from './check.ts';
import { doclistRows, type StoredRows } from './doclist-rows.ts';
import { findTerm, phraseRows, segmentDoclists, weightedCounts, type Doclist } from './fts5-doclist.ts';

/**
 * The FTS5 page reader's one way in (docs/search.md, "The accelerators"). Everything else in
 * this folder is private to it (eslint.config.js, tests/unit/fts5-pages-private.test.ts). Its pages are read
 * two ways, each behind its check:
 *
 * - `readIndex`, at import: every term of the index, then the check (check.ts): every row's
 *   positions against FTS5's docsize record, and sampled terms scored by FTS5's bm25()
 *   against the postings just written. A difference throws, which stops the import; the
 *   archive is renamed into place only when every step succeeds, so an archive with
 *   postings is one whose pages read true.
 * - `phrase`, in the engine: a quoted phrase's rows from such an archive, every word's
 *   doclist compared with its stored postings on the way (doclist-rows.ts); null on any
 *   difference, and the caller answers another way.
 */
export function fts5Pages(db: Database): Fts5Pages {
  let pages = opened.get(db);
  if (!pages) {
    pages = open(db);
    opened.set(db, pages);
  }
  return pages;
}

export interface Fts5Totals {
  /** Rows, and tokens over all rows and columns (FTS5's averages record). */
  readonly rows: number;
  readonly tokens: number;
  /** Each row's tokens over all columns (its docsize record), indexed by row. */
  readonly rowTokens: Uint32Array;
}

export interface IndexReading {
  /** First: FTS5's own totals, which the check holds the pages to. */
  begin(totals: Fts5Totals): void;
  /** One term (as indexed, in term order) with its rows and each row's weighted hits; true when the caller writes postings for it (the check may then sample it). */
  term(term: string, docs: Int32Array, freqs: Uint32Array): boolean;
  /** After the last term, before the check: the caller writes what it still holds and says how to read a term's postings back. */
  written(): (term: string) => WrittenPostings | undefined;
}

/** What a phrase read counts. */
export interface PageCounts {
  indexPages: number;
  indexBytes: number;
}

export interface Fts5Pages {
  /** The import: every term of the index's one segment, then the check; throws on any difference. */
  readIndex(reading: IndexReading): void;
  /**
   * The rows of segment `seg` where `terms` stand side by side (a phrase), with its weighted
   * hits in each; `stored` holds each distinct word's stored postings and `keep` the rows
   * that have every word. Null when a word's doclist is longer than `maxPages` pages or
   * differs from its stored postings.
   */
  phrase(
    terms: readonly string[],
    stored: ReadonlyMap<string, StoredRows>,
    keep: Int32Array,
    seg: number,
    maxPages: number,
    counts: PageCounts,
  ): { docs: Int32Array; freqs: Uint32Array } | null;
}

const opened = new WeakMap<Database, Fts5Pages>();

/** Rows whose weighted hits are checked against the stored postings in a phrase read: every FREQ_CHECK_STEP-th (every row's number is). */
const FREQ_CHECK_STEP = 16;
/** Pages read at once in a phrase read: the first batch small (most doclists are short), then larger. */
const FIRST_BATCH = 4;
const LAST_BATCH = 64;
const EMPTY_PAGE = new Uint8Array(0);

function open(db: Database): Fts5Pages {
  const statements = new Map<string, Statement>();
  const prepare = (sql: string): Statement => {
    let prepared = statements.get(sql);
    if (!prepared) statements.set(sql, (prepared = db.prepare(sql)));
    return prepared;
  };

  /** A word's doclist from the index's pages, kept for `keep` only, or null when it cannot be read (or is not `stored`). */
  const wordRows = (term: string, seg: number, maxPages: number, stored: StoredRows, keep: Int32Array, counts: PageCounts): Doclist | null => {
    const key = Buffer.from(`0${term}`, 'utf8');
    const pgno = prepare('SELECT pgno FROM question_search_idx WHERE segid = ? AND term <= ? ORDER BY term DESC LIMIT 1').pluck().get(seg, key) as number | undefined;
    if (pgno === undefined) return null;
    const first = seg * 2 ** 37 + Math.floor(pgno / 2); // the low bit flags a doclist index
    const read = prepare('SELECT id, block FROM question_search_data WHERE id BETWEEN ? AND ? ORDER BY id').raw();
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
          counts.indexPages++;
          counts.indexBytes += block.byteLength;
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
  };

  return {
    readIndex(reading) {
      const totals = fts5Totals(prepare);
      reading.begin(totals);
      const { rows, tokens, rowTokens } = totals;
      const segments = prepare('SELECT DISTINCT segid FROM question_search_idx').pluck().all() as number[];
      if (segments.length > 1)
        throw new Error(`search postings: the full-text index has ${segments.length} segments; 0020 must leave it optimized (one)`);
      const positions = new Uint32Array(rowTokens.length);
      const decoder = new TextDecoder();
      const written: Array<[string, number]> = [];
      if (segments.length === 1) {
        const base = segments[0]! * 2 ** 37;
        const leaves = prepare('SELECT max(id) FROM question_search_data WHERE id > ? AND id < ?').pluck().get(base, base + 2 ** 31) as number;
        const read = prepare('SELECT block FROM question_search_data WHERE id = ?').pluck();
        for (const [bytes, list] of segmentDoclists((pgno) => read.get(base + pgno) as Uint8Array | undefined, 1, leaves - base)) {
          const freqs = new Uint32Array(list.docs.length);
          weightedCounts(list, BM25_WEIGHTS, freqs, positions);
          if (bytes[0] !== 0x30) throw new Error('search postings: the index has a prefix index this step does not expect');
          const term = decoder.decode(bytes.subarray(1));
          if (reading.term(term, list.docs, freqs)) written.push([term, list.docs.length]);
        }
      }
      const postingsOf = reading.written();
      checkPositions(positions, rowTokens);
      const avgdl = rows > 0 ? tokens / rows : 1;
      // FTS5's bm25 of a one-phrase query (fts5Bm25Function: idf * saturation, added to 0.0).
      checkAgainstFts5(db, written, postingsOf, (idf, f, row) => 0.0 + idf * bm25Saturation(f, rowTokens[row]!, avgdl));
    },
    phrase(terms, stored, keep, seg, maxPages, counts) {
      const lists = new Map<string, Doclist>();
      for (const [word, rows] of stored) {
        const list = wordRows(word, seg, maxPages, rows, keep, counts);
        if (!list) return null;
        lists.set(word, list);
      }
      return phraseRows(
        terms.map((t) => lists.get(t)!),
        BM25_WEIGHTS,
      );
    },
  };
}

/** FTS5's averages record (rowid 1 of %_data: rows, then tokens per column) and every row's docsize record. */
function fts5Totals(prepare: (sql: string) => Statement): Fts5Totals {
  const averages = prepare('SELECT block FROM question_search_data WHERE id = 1').pluck().get() as Uint8Array | undefined;
  const [rows = 0, ...columnTokens] = averages ? decodeVarints(averages) : [];
  const tokens = columnTokens.reduce((a, b) => a + b, 0);
  const last = (prepare('SELECT coalesce(max(id), 0) FROM question_search_docsize').pluck().get() as number) ?? 0;
  const rowTokens = new Uint32Array(last + 1);
  for (const [id, sz] of prepare('SELECT id, sz FROM question_search_docsize').raw().iterate() as IterableIterator<[number, Uint8Array]>) {
    let n = 0;
    for (const v of decodeVarints(sz)) n += v;
    rowTokens[id] = n;
  }
  return { rows, tokens, rowTokens };
}
