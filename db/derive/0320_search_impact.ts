import { BM25_WEIGHTS, bm25Idf, bm25Saturation, decodeVarints } from '#app/search/sqlite/impact.ts';
import { exactIdf, frequencyFromScore } from '#app/search/sqlite/postings.ts';

/** The part of a better-sqlite3 connection this step uses. */
interface Statement {
  get(...params: unknown[]): unknown;
  all(...params: unknown[]): unknown[];
  run(...params: unknown[]): unknown;
  iterate(...params: unknown[]): IterableIterator<unknown>;
  pluck(): Statement;
  raw(): Statement;
}
interface Database {
  prepare(sql: string): Statement;
  exec(sql: string): unknown;
  transaction<A extends unknown[]>(fn: (...args: A) => void): (...args: A) => void;
}

/** Terms in fewer documents get no list: FTS5 ranks them in a few milliseconds. */
export const IMPACT_MIN_DF = Number(process.env.SEARCH_IMPACT_MIN_DF ?? 2_000);
/** Documents kept per list. */
export const IMPACT_DEPTH = Number(process.env.SEARCH_IMPACT_DEPTH ?? 10_000);
/** Terms in fewer documents get no postings (1: every term a query can reach). */
export const POSTINGS_MIN_DF = Number(process.env.SEARCH_POSTINGS_MIN_DF ?? 1);

const TOKENIZER = "tokenize = 'porter unicode61 remove_diacritics 2'";

/**
 * Impact lists (docs/search.md): for every term of question_search's vocabulary its
 * document frequency, and for terms in at least IMPACT_MIN_DF documents the IMPACT_DEPTH
 * documents where the term alone scores highest, with FTS5's own bm25() value of the term
 * as a one-phrase query (same column weights as the search). Also the index totals bm25
 * uses (rows, tokens). Filter tokens (fs..0, fc..z0) and title-tier tokens (xq...) are not
 * words anyone searches and get no row.
 *
 * The same pass (one FTS5 query per term, every match scored by bm25) also writes the
 * term's postings (search_postings: every row with the term, ascending, and its weighted
 * frequency, recovered from the score) with the term's IDF exactly as FTS5 computes it, and
 * every row's token count (search_doc_tokens): app/search/sqlite/postings.server.ts then
 * scores any query of words exhaustively without FTS5. Every recovered frequency is checked
 * to give back FTS5's own score.
 */
export default function searchImpact(db: Database, options: { minDf?: number; depth?: number; postingsMinDf?: number } = {}): void {
  const minDf = options.minDf ?? IMPACT_MIN_DF;
  const depth = options.depth ?? IMPACT_DEPTH;
  const postingsMinDf = options.postingsMinDf ?? POSTINGS_MIN_DF;
  // Totals: FTS5's averages record (rowid 1 of %_data): rows, then tokens per column.
  const averages = db.prepare('SELECT block FROM question_search_data WHERE id = 1').pluck().get() as Uint8Array | undefined;
  const [rows = 0, ...columnTokens] = averages ? decodeVarints(averages) : [];
  const tokens = columnTokens.reduce((a, b) => a + b, 0);
  db.prepare('DELETE FROM search_index_totals').run();
  db.prepare('INSERT INTO search_index_totals (rows, tokens) VALUES (?, ?)').run(rows, tokens);

  db.exec('DROP TABLE IF EXISTS temp.impact_vocab');
  db.exec('CREATE VIRTUAL TABLE temp.impact_vocab USING fts5vocab(main, question_search, row)');
  const vocabulary = db
    .prepare("SELECT term, doc FROM temp.impact_vocab WHERE term NOT GLOB 'xq*' AND NOT (term GLOB 'fs*0' OR term GLOB 'fn[a-z][a-z]0' OR term GLOB 'fc*z0')")
    .raw()
    .all() as Array<[string, number]>;
  db.exec('DROP TABLE temp.impact_vocab');

  // A list is read by the stem a query word turns into, and built by querying a word that
  // turns into that stem: the stem itself when stemming leaves it alone, else a word the
  // stem plus a common ending makes ("licens" <- "license", "employ" <- "employed").
  // A stem no such word reaches gets no list (its queries are ranked by FTS5).
  const ENDINGS = ['', 'e', 'ed', 'ing', 's', 'es', 'y', 'al', 'ly', 'ion', 'er'];
  db.exec('DROP TABLE IF EXISTS temp.impact_stem');
  db.exec(`CREATE VIRTUAL TABLE temp.impact_stem USING fts5 (t, ${TOKENIZER})`);
  db.exec("CREATE VIRTUAL TABLE temp.impact_stem_v USING fts5vocab('temp', 'impact_stem', 'instance')");
  const frequent = vocabulary.filter(([, df]) => df >= Math.min(minDf, postingsMinDf));
  const insertStem = db.prepare('INSERT INTO temp.impact_stem (rowid, t) VALUES (?, ?)');
  db.transaction(() =>
    frequent.forEach(([term], i) => ENDINGS.forEach((ending, j) => insertStem.run(i * ENDINGS.length + j + 1, term + ending))),
  )();
  const stems = new Map<number, string[]>();
  for (const [doc, term] of db.prepare('SELECT doc, term FROM temp.impact_stem_v ORDER BY doc, offset').raw().all() as Array<[number, string]>) {
    stems.set(doc, [...(stems.get(doc) ?? []), term]);
  }
  db.exec('DROP TABLE temp.impact_stem_v');
  db.exec('DROP TABLE temp.impact_stem');
  const surface = new Map<string, string>();
  frequent.forEach(([term], i) => {
    const j = ENDINGS.findIndex((_, j) => {
      const got = stems.get(i * ENDINGS.length + j + 1);
      return got?.length === 1 && got[0] === term;
    });
    if (j >= 0) surface.set(term, term + ENDINGS[j]);
  });

  // bm25's D of every row: its docsize record, tokens over all columns.
  const last = (db.prepare('SELECT coalesce(max(id), 0) FROM question_search_docsize').pluck().get() as number) ?? 0;
  let docTokens: Uint16Array | Uint32Array = new Uint32Array(last + 1);
  let longest = 0;
  for (const [id, sz] of db.prepare('SELECT id, sz FROM question_search_docsize').raw().iterate() as IterableIterator<[number, Uint8Array]>) {
    let n = 0;
    for (const v of decodeVarints(sz)) n += v;
    docTokens[id] = n;
    if (n > longest) longest = n;
  }
  if (longest <= 0xffff) docTokens = Uint16Array.from(docTokens);
  db.prepare('DELETE FROM search_doc_tokens').run();
  db.prepare('INSERT INTO search_doc_tokens (data) VALUES (?)').run(Buffer.from(docTokens.buffer, docTokens.byteOffset, docTokens.byteLength));
  const avgdl = rows > 0 ? tokens / rows : 1;

  const bm25 = `bm25(question_search, ${BM25_WEIGHTS.map((w) => w.toFixed(1)).join(', ')})`;
  // No ORDER BY: rows come in rowid order (the postings' order); the list is selected here.
  const every = db.prepare(`SELECT rowid, -${bm25} FROM question_search WHERE question_search MATCH ?`).raw();
  const insert = db.prepare('INSERT OR REPLACE INTO search_terms (term, df, docs, scores) VALUES (?, ?, ?, ?)');
  const insertPostings = db.prepare('INSERT OR REPLACE INTO search_postings (term, idf, docs, freqs) VALUES (?, ?, ?, ?)');
  db.prepare('DELETE FROM search_terms').run();
  db.prepare('DELETE FROM search_postings').run();
  type Row = [string, number, Buffer | null, Buffer | null, [number, Buffer, Buffer] | null];
  const write = db.transaction((batch: Row[]) => {
    for (const [term, df, docs, scores, postings] of batch) {
      insert.run(term, df, docs, scores);
      if (postings) insertPostings.run(term, ...postings);
    }
  });
  let batch: Row[] = [];
  let pending = 0;
  for (const [term, df] of vocabulary) {
    const word = surface.get(term);
    if (word === undefined || (df < minDf && df < postingsMinDf)) {
      batch.push([term, df, null, null, null]);
    } else {
      const docs = new Int32Array(df);
      const scores = new Float64Array(df);
      let n = 0;
      for (const [doc, score] of every.iterate(`"${word}"`) as IterableIterator<[number, number]>) {
        if (n >= df) throw new Error(`search postings: "${word}" matches more rows than ${term}'s ${df}`);
        docs[n] = doc;
        scores[n++] = score;
      }
      if (n !== df) throw new Error(`search postings: "${word}" matches ${n} rows, ${term} is in ${df}`);
      let list: [Buffer, Buffer] | [null, null] = [null, null];
      if (df >= minDf) {
        const top = topRows(docs, scores, depth);
        list = [Buffer.from(Int32Array.from(top, (i) => docs[i]!).buffer), Buffer.from(Float64Array.from(top, (i) => scores[i]!).buffer)];
      }
      let postings: [number, Buffer, Buffer] | null = null;
      if (df >= postingsMinDf) {
        const samples: Array<[number, number, number]> = [];
        for (let i = 0; i < Math.min(df, 64); i++) {
          const d = docTokens[docs[i]!]!;
          samples.push([scores[i]!, frequencyFromScore(scores[i]!, bm25Idf(rows, df), d, avgdl), d]);
        }
        const idf = exactIdf(rows, df, samples, avgdl);
        const freqs = new Uint16Array(df);
        let widest = 0;
        for (let i = 0; i < df; i++) {
          const d = docTokens[docs[i]!]!;
          const f = frequencyFromScore(scores[i]!, idf, d, avgdl);
          const again = idf * bm25Saturation(f, d, avgdl);
          // Bit for bit in practice; a last-bit difference would only be a rounding of
          // FTS5's own arithmetic, a wrong f is a bug.
          if (!(f >= 1) || Math.abs(again - scores[i]!) > 1e-12 * scores[i]!)
            throw new Error(`search postings: ${term} in row ${docs[i]}: frequency ${f} gives ${again}, FTS5 says ${scores[i]}`);
          freqs[i] = f;
          if (f > widest) widest = f;
        }
        const packed = widest <= 0xff ? Uint8Array.from(freqs) : freqs;
        postings = [idf, Buffer.from(docs.buffer), Buffer.from(packed.buffer, packed.byteOffset, packed.byteLength)];
      }
      batch.push([term, df, ...list, postings]);
      pending += df;
    }
    if (batch.length >= 200 || pending >= 4_000_000) {
      write(batch);
      batch = [];
      pending = 0;
    }
  }
  write(batch);
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
