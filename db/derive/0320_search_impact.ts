import { BM25_WEIGHTS, bm25Saturation, decodeVarints } from '#app/search/engines/sqlite/postings/impact.ts';
import { segmentDoclists, weightedCounts } from '#app/search/index/fts5-doclist.ts';
import type { Database } from 'better-sqlite3';

/** Terms in fewer documents get no impact list: the postings rank them exactly in a few milliseconds. */
export const IMPACT_MIN_DF = 2_000;
/** Documents kept per list. */
export const IMPACT_DEPTH = 10_000;
/** Terms whose postings are checked against FTS5's own bm25() at every import. */
const CHECKED_TERMS = 64;
/** ...of at most this many documents each (the check scores every match through FTS5). */
const CHECKED_MAX_DF = 20_000;

const TOKENIZER = "tokenize = 'porter unicode61 remove_diacritics 2'";

/**
 * Postings and impact lists (docs/search.md), read straight from the FTS5 index in one pass.
 *
 * After 0020's `optimize` the index is one segment; its leaf pages are read in order and
 * every term's doclist decoded (app/search/index/fts5-doclist.ts). For every term a query
 * can reach (not the title-tier xq... and filter tokens):
 * - search_terms: its document frequency, and for terms in at least IMPACT_MIN_DF documents
 *   the IMPACT_DEPTH documents where the term alone scores highest, with the bm25() value
 *   FTS5 gives the term as a one-phrase query (same column weights as the search);
 * - search_postings: every row with the term, ascending, its weighted frequency in each
 *   (title hits x 8 + body hits x 2 + answer hits) and its IDF as FTS5 computes it (C's
 *   log() through SQLite's ln(), which can differ from Math.log in the last bit);
 * plus every row's token count (search_doc_tokens) and the index totals; and for the
 * title-tier terms (xq + a title word's stem), search_title_rows: the rows whose title has
 * the word, which relaxed matching reads for its title coverage (decision 0014).
 *
 * Nothing is trusted blindly: every row's positions over all terms must add up to its
 * token count in FTS5's docsize record (a term or position misread breaks the sum), and
 * CHECKED_TERMS terms spread over the vocabulary are scored by FTS5 itself and must give
 * the same rows and the same scores bit for bit. Either failure stops the import.
 *
 * One FTS5 query per term (the step's first design) was slow on a small vocabulary and ran
 * out of memory on a real one's hundreds of thousands of terms (decision 0013).
 */
export default function searchImpact(db: Database, options: { minDf?: number; depth?: number } = {}): void {
  const minDf = options.minDf ?? IMPACT_MIN_DF;
  const depth = options.depth ?? IMPACT_DEPTH;
  // Totals: FTS5's averages record (rowid 1 of %_data): rows, then tokens per column.
  const averages = db.prepare('SELECT block FROM question_search_data WHERE id = 1').pluck().get() as
    Uint8Array | undefined;
  const [rows = 0, ...columnTokens] = averages ? decodeVarints(averages) : [];
  const tokens = columnTokens.reduce((a, b) => a + b, 0);
  db.prepare('DELETE FROM search_index_totals').run();
  db.prepare('INSERT INTO search_index_totals (rows, tokens) VALUES (?, ?)').run(rows, tokens);
  const avgdl = rows > 0 ? tokens / rows : 1;

  // bm25's D of every row: its docsize record, tokens over all columns.
  const last = (db.prepare('SELECT coalesce(max(id), 0) FROM question_search_docsize').pluck().get() as number) ?? 0;
  const rowTokens = new Uint32Array(last + 1);
  let longest = 0;
  for (const [id, sz] of db.prepare('SELECT id, sz FROM question_search_docsize').raw().iterate() as IterableIterator<
    [number, Uint8Array]
  >) {
    let n = 0;
    for (const v of decodeVarints(sz)) n += v;
    rowTokens[id] = n;
    if (n > longest) longest = n;
  }
  const docTokens = longest <= 0xffff ? Uint16Array.from(rowTokens) : rowTokens;
  db.prepare('DELETE FROM search_doc_tokens').run();
  db.prepare('INSERT INTO search_doc_tokens (data) VALUES (?)').run(
    Buffer.from(docTokens.buffer, docTokens.byteOffset, docTokens.byteLength),
  );

  // FTS5's IDF, with C's log(): one per distinct document frequency.
  const ln = db.prepare('SELECT ln(?)').pluck();
  const idfs = new Map<number, number>();
  const idfOf = (df: number): number => {
    let idf = idfs.get(df);
    if (idf === undefined) {
      idf = ln.get((rows - df + 0.5) / (df + 0.5)) as number;
      if (idf <= 0) idf = 1e-6;
      idfs.set(df, idf);
    }
    return idf;
  };
  // FTS5's bm25 of a one-phrase query (fts5Bm25Function: idf * saturation, added to 0.0).
  const score = (idf: number, f: number, d: number) => 0.0 + idf * bm25Saturation(f, d, avgdl);

  const insert = db.prepare('INSERT INTO search_terms (term, df, docs, scores) VALUES (?, ?, ?, ?)');
  const insertPostings = db.prepare('INSERT INTO search_postings (term, idf, docs, freqs) VALUES (?, ?, ?, ?)');
  db.prepare('DELETE FROM search_terms').run();
  db.prepare('DELETE FROM search_postings').run();
  const insertTitleRows = db.prepare('INSERT INTO search_title_rows (term, docs) VALUES (?, ?)');
  db.prepare('DELETE FROM search_title_rows').run();
  type Row = [string, number, Buffer | null, Buffer | null, [number, Buffer, Buffer]];
  const write = db.transaction((batch: Row[], titles: Array<[string, Buffer]>) => {
    for (const [term, df, docs, scores, postings] of batch) {
      insert.run(term, df, docs, scores);
      insertPostings.run(term, ...postings);
    }
    for (const [term, docs] of titles) insertTitleRows.run(term, docs);
  });

  const segments = db.prepare('SELECT DISTINCT segid FROM question_search_idx').pluck().all() as number[];
  if (segments.length > 1)
    throw new Error(
      `search postings: the full-text index has ${segments.length} segments; 0020 must leave it optimized (one)`,
    );
  const positions = new Uint32Array(last + 1);
  const decoder = new TextDecoder();
  const everyTerm: Array<[string, number]> = [];
  if (segments.length === 1) {
    const base = segments[0]! * 2 ** 37;
    const leaves = db
      .prepare('SELECT max(id) FROM question_search_data WHERE id > ? AND id < ?')
      .pluck()
      .get(base, base + 2 ** 31) as number;
    const read = db.prepare('SELECT block FROM question_search_data WHERE id = ?').pluck();
    let batch: Row[] = [];
    let titles: Array<[string, Buffer]> = [];
    let pending = 0;
    for (const [bytes, list] of segmentDoclists(
      (pgno) => read.get(base + pgno) as Uint8Array | undefined,
      1,
      leaves - base,
    )) {
      const df = list.docs.length;
      const freqs = new Uint32Array(df);
      weightedCounts(list, BM25_WEIGHTS, freqs, positions);
      if (bytes[0] !== 0x30) throw new Error('search postings: the index has a prefix index this step does not expect');
      const term = decoder.decode(bytes.subarray(1));
      // Title-tier (xq...) and filter tokens (fs..0, fn..0, fc..z0) are no words anyone searches;
      // a title-tier term's rows are the titles that have the word.
      if (term.startsWith('xq')) {
        titles.push([term, Buffer.from(list.docs.buffer, list.docs.byteOffset, list.docs.byteLength)]);
        pending += df;
        continue;
      }
      if (/^fs.*0$|^fn[a-z][a-z]0$|^fc.*z0$/.test(term)) continue;
      everyTerm.push([term, df]);
      const idf = idfOf(df);
      let widest = 0;
      for (let i = 0; i < df; i++) if (freqs[i]! > widest) widest = freqs[i]!;
      const packed = widest <= 0xff ? Uint8Array.from(freqs) : widest <= 0xffff ? Uint16Array.from(freqs) : null;
      if (!packed)
        throw new Error(`search postings: ${term} has a weighted frequency of ${widest} in one row (more than 65,535)`);
      let list_: [Buffer, Buffer] | [null, null] = [null, null];
      if (df >= minDf) {
        const scores = new Float64Array(df);
        for (let i = 0; i < df; i++) scores[i] = score(idf, freqs[i]!, docTokens[list.docs[i]!]!);
        const top = topRows(list.docs, scores, depth);
        list_ = [
          Buffer.from(Int32Array.from(top, (i) => list.docs[i]!).buffer),
          Buffer.from(Float64Array.from(top, (i) => scores[i]!).buffer),
        ];
      }
      batch.push([
        term,
        df,
        ...list_,
        [
          idf,
          Buffer.from(list.docs.buffer, list.docs.byteOffset, list.docs.byteLength),
          Buffer.from(packed.buffer, packed.byteOffset, packed.byteLength),
        ],
      ]);
      pending += df;
      if (batch.length + titles.length >= 2_000 || pending >= 4_000_000) {
        write(batch, titles);
        batch = [];
        titles = [];
        pending = 0;
      }
    }
    write(batch, titles);
  }
  for (let row = 1; row <= last; row++) {
    if (positions[row] !== rowTokens[row])
      throw new Error(
        `search postings: row ${row} has ${rowTokens[row]} tokens in FTS5's docsize, the index read gave ${positions[row]} positions`,
      );
  }
  checkAgainstFts5(db, everyTerm, (row) => docTokens[row]!, score);
}

/**
 * Scores CHECKED_TERMS terms (spread over the vocabulary, each in at most CHECKED_MAX_DF
 * documents) through FTS5's bm25() and compares rows and scores with the postings just
 * written. A term is queried through itself when the tokenizer leaves it unchanged (most
 * stems; the others are skipped).
 */
function checkAgainstFts5(
  db: Database,
  terms: ReadonlyArray<[string, number]>,
  tokensOf: (row: number) => number,
  score: (idf: number, f: number, d: number) => number,
): void {
  const candidates = terms.filter(([term, df]) => df <= CHECKED_MAX_DF && /^[a-z0-9]+$/.test(term));
  if (candidates.length === 0) return;
  const step = Math.max(1, Math.floor(candidates.length / (CHECKED_TERMS * 2)));
  const sample = candidates.filter((_, i) => i % step === 0).map(([term]) => term);
  db.exec('DROP TABLE IF EXISTS temp.check_terms');
  db.exec(`CREATE VIRTUAL TABLE temp.check_terms USING fts5 (t, ${TOKENIZER})`);
  const put = db.prepare('INSERT INTO temp.check_terms (rowid, t) VALUES (?, ?)');
  db.transaction(() => sample.forEach((term, i) => put.run(i + 1, term)))();
  db.exec("CREATE VIRTUAL TABLE temp.check_terms_v USING fts5vocab('temp', 'check_terms', 'instance')");
  const stemmed = db.prepare('SELECT doc, term FROM temp.check_terms_v').raw().all() as Array<[number, string]>;
  db.exec('DROP TABLE temp.check_terms_v');
  db.exec('DROP TABLE temp.check_terms');
  const unchanged = stemmed
    .filter(([doc, term]) => sample[doc - 1] === term)
    .map(([, term]) => term)
    .slice(0, CHECKED_TERMS);

  const postings = db.prepare('SELECT idf, docs, freqs FROM search_postings WHERE term = ?').raw();
  const bm25 = `bm25(question_search, ${BM25_WEIGHTS.map((w) => w.toFixed(1)).join(', ')})`;
  const fts5 = db.prepare(`SELECT rowid, -${bm25} FROM question_search WHERE question_search MATCH ?`).raw();
  for (const term of unchanged) {
    const [idf, docsBlob, freqsBlob] = postings.get(term) as [number, Buffer, Buffer];
    const docs = new Int32Array(docsBlob.buffer.slice(docsBlob.byteOffset, docsBlob.byteOffset + docsBlob.byteLength));
    const width = freqsBlob.byteLength / docs.length;
    const freqs =
      width === 1
        ? new Uint8Array(freqsBlob)
        : new Uint16Array(freqsBlob.buffer.slice(freqsBlob.byteOffset, freqsBlob.byteOffset + freqsBlob.byteLength));
    let n = 0;
    for (const [row, expected] of fts5.iterate(`"${term}"`) as IterableIterator<[number, number]>) {
      const got = n < docs.length && docs[n] === row ? score(idf, freqs[n]!, tokensOf(row)) : NaN;
      if (got !== expected)
        throw new Error(`search postings: "${term}" in row ${row}: FTS5 scores ${expected}, the postings ${got}`);
      n++;
    }
    if (n !== docs.length)
      throw new Error(`search postings: "${term}" matches ${n} rows in FTS5, ${docs.length} in its postings`);
  }
}

/** Indexes of the `depth` best rows: score descending, then row descending. */
function topRows(docs: Int32Array, scores: Float64Array, depth: number): number[] {
  let threshold = -Infinity;
  if (scores.length > depth) {
    const sorted = Float64Array.from(scores).sort();
    threshold = sorted[scores.length - depth]!;
  }
  const picked: number[] = [];
  for (let i = 0; i < scores.length; i++) if (scores[i]! >= threshold) picked.push(i);
  picked.sort((a, b) => scores[b]! - scores[a]! || docs[b]! - docs[a]!);
  return picked.slice(0, depth);
}
