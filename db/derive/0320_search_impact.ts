import { fts5Pages, type Fts5Totals } from '#app/search/engines/sqlite/fts5/pages.server.ts';
import { bm25Saturation } from '#app/search/engines/sqlite/postings/impact.ts';
import type { Database } from 'better-sqlite3';

/** Terms in fewer documents get no impact list: the postings rank them exactly in a few milliseconds. */
export const IMPACT_MIN_DF = 2_000;
/** Documents kept per list. */
export const IMPACT_DEPTH = 10_000;
/**
 * Postings and impact lists (docs/search.md), read straight from the FTS5 index in one pass.
 *
 * After 0020's `optimize` the index is one segment; its leaf pages are read in order and
 * every term's doclist decoded (app/search/engines/sqlite/fts5/pages.server.ts). For every term a query
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
 * Nothing is trusted blindly: the page reader checks its read before it returns (every
 * row's positions over all terms against FTS5's docsize record, and sampled terms scored by
 * FTS5 itself against the postings written here, bit for bit). Either failure stops the import.
 *
 * One FTS5 query per term (the step's first design) was slow on a small vocabulary and ran
 * out of memory on a real one's hundreds of thousands of terms (decision 0013).
 */
export default function searchImpact(db: Database, options: { minDf?: number; depth?: number } = {}): void {
  const minDf = options.minDf ?? IMPACT_MIN_DF;
  const depth = options.depth ?? IMPACT_DEPTH;
  const insert = db.prepare('INSERT INTO search_terms (term, df, docs, scores) VALUES (?, ?, ?, ?)');
  const insertPostings = db.prepare('INSERT INTO search_postings (term, idf, docs, freqs) VALUES (?, ?, ?, ?)');
  const insertTitleRows = db.prepare('INSERT INTO search_title_rows (term, docs) VALUES (?, ?)');
  type Row = [string, number, Buffer | null, Buffer | null, [number, Buffer, Buffer]];
  const write = db.transaction((batch: Row[], titles: Array<[string, Buffer]>) => {
    for (const [term, df, docs, scores, postings] of batch) {
      insert.run(term, df, docs, scores);
      insertPostings.run(term, ...postings);
    }
    for (const [term, docs] of titles) insertTitleRows.run(term, docs);
  });
  let batch: Row[] = [];
  let titles: Array<[string, Buffer]> = [];
  let pending = 0;
  const flush = () => {
    write(batch, titles);
    batch = [];
    titles = [];
    pending = 0;
  };

  // FTS5's IDF, with C's log(): one per distinct document frequency.
  const ln = db.prepare('SELECT ln(?)').pluck();
  const idfs = new Map<number, number>();
  let rows = 0;
  const idfOf = (df: number): number => {
    let idf = idfs.get(df);
    if (idf === undefined) {
      idf = ln.get((rows - df + 0.5) / (df + 0.5)) as number;
      if (idf <= 0) idf = 1e-6;
      idfs.set(df, idf);
    }
    return idf;
  };
  let docTokens: Uint16Array | Uint32Array = new Uint32Array(0);
  let avgdl = 1;
  // FTS5's bm25 of a one-phrase query (fts5Bm25Function: idf * saturation, added to 0.0).
  const score = (idf: number, f: number, d: number) => 0.0 + idf * bm25Saturation(f, d, avgdl);

  fts5Pages(db).readIndex({
    begin(totals: Fts5Totals) {
      rows = totals.rows;
      db.prepare('DELETE FROM search_index_totals').run();
      db.prepare('INSERT INTO search_index_totals (rows, tokens) VALUES (?, ?)').run(totals.rows, totals.tokens);
      avgdl = totals.rows > 0 ? totals.tokens / totals.rows : 1;
      // bm25's D of every row: its docsize record, tokens over all columns.
      let longest = 0;
      for (const n of totals.rowTokens) if (n > longest) longest = n;
      docTokens = longest <= 0xffff ? Uint16Array.from(totals.rowTokens) : totals.rowTokens;
      db.prepare('DELETE FROM search_doc_tokens').run();
      db.prepare('INSERT INTO search_doc_tokens (data) VALUES (?)').run(
        Buffer.from(docTokens.buffer, docTokens.byteOffset, docTokens.byteLength),
      );
      db.prepare('DELETE FROM search_terms').run();
      db.prepare('DELETE FROM search_postings').run();
      db.prepare('DELETE FROM search_title_rows').run();
    },
    term(term, docs, freqs) {
      const df = docs.length;
      // Title-tier (xq...) and filter tokens (fs..0, fn..0, fc..z0) are no words anyone searches;
      // a title-tier term's rows are the titles that have the word.
      if (term.startsWith('xq')) {
        titles.push([term, Buffer.from(docs.buffer, docs.byteOffset, docs.byteLength)]);
        pending += df;
        return false;
      }
      if (/^fs.*0$|^fn[a-z][a-z]0$|^fc.*z0$/.test(term)) return false;
      const idf = idfOf(df);
      let widest = 0;
      for (let i = 0; i < df; i++) if (freqs[i]! > widest) widest = freqs[i]!;
      const packed = widest <= 0xff ? Uint8Array.from(freqs) : widest <= 0xffff ? Uint16Array.from(freqs) : null;
      if (!packed)
        throw new Error(`search postings: ${term} has a weighted frequency of ${widest} in one row (more than 65,535)`);
      let list: [Buffer, Buffer] | [null, null] = [null, null];
      if (df >= minDf) {
        const scores = new Float64Array(df);
        for (let i = 0; i < df; i++) scores[i] = score(idf, freqs[i]!, docTokens[docs[i]!]!);
        const top = topRows(docs, scores, depth);
        list = [
          Buffer.from(Int32Array.from(top, (i) => docs[i]!).buffer),
          Buffer.from(Float64Array.from(top, (i) => scores[i]!).buffer),
        ];
      }
      batch.push([
        term,
        df,
        ...list,
        [
          idf,
          Buffer.from(docs.buffer, docs.byteOffset, docs.byteLength),
          Buffer.from(packed.buffer, packed.byteOffset, packed.byteLength),
        ],
      ]);
      pending += df;
      if (batch.length + titles.length >= 2_000 || pending >= 4_000_000) flush();
      return true;
    },
    written() {
      flush();
      const postings = db.prepare('SELECT idf, docs, freqs FROM search_postings WHERE term = ?').raw();
      return (term) => {
        const row = postings.get(term) as [number, Buffer, Buffer] | undefined;
        if (!row) return undefined;
        const [idf, docsBlob, freqsBlob] = row;
        const docs = new Int32Array(docsBlob.buffer.slice(docsBlob.byteOffset, docsBlob.byteOffset + docsBlob.byteLength));
        const width = freqsBlob.byteLength / docs.length;
        const freqs =
          width === 1
            ? new Uint8Array(freqsBlob)
            : new Uint16Array(freqsBlob.buffer.slice(freqsBlob.byteOffset, freqsBlob.byteOffset + freqsBlob.byteLength));
        return { idf, docs, freqs };
      };
    },
  });
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
