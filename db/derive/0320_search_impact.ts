import { BM25_WEIGHTS, decodeVarints } from '#app/domain/search-impact.ts';

/** The part of a better-sqlite3 connection this step uses. */
interface Statement {
  get(...params: unknown[]): unknown;
  all(...params: unknown[]): unknown[];
  run(...params: unknown[]): unknown;
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

const TOKENIZER = "tokenize = 'porter unicode61 remove_diacritics 2'";

/**
 * Impact lists (docs/search.md): for every term of question_search's vocabulary its
 * document frequency, and for terms in at least IMPACT_MIN_DF documents the IMPACT_DEPTH
 * documents where the term alone scores highest, with FTS5's own bm25() value of the term
 * as a one-phrase query (same column weights as the search). Also the index totals bm25
 * uses (rows, tokens). Filter tokens (fs..0, fc..z0) and title-tier tokens (xq...) are not
 * words anyone searches and get no row.
 */
export default function searchImpact(db: Database, options: { minDf?: number; depth?: number } = {}): void {
  const minDf = options.minDf ?? IMPACT_MIN_DF;
  const depth = options.depth ?? IMPACT_DEPTH;
  // Totals: FTS5's averages record (rowid 1 of %_data): rows, then tokens per column.
  const averages = db.prepare('SELECT block FROM question_search_data WHERE id = 1').pluck().get() as Uint8Array | undefined;
  const [rows = 0, ...columnTokens] = averages ? decodeVarints(averages) : [];
  const tokens = columnTokens.reduce((a, b) => a + b, 0);
  db.prepare('DELETE FROM search_index_totals').run();
  db.prepare('INSERT INTO search_index_totals (rows, tokens) VALUES (?, ?)').run(rows, tokens);

  db.exec('DROP TABLE IF EXISTS temp.impact_vocab');
  db.exec('CREATE VIRTUAL TABLE temp.impact_vocab USING fts5vocab(main, question_search, row)');
  const vocabulary = db
    .prepare("SELECT term, doc FROM temp.impact_vocab WHERE term NOT GLOB 'xq*' AND NOT (term GLOB 'fs*0' OR term GLOB 'fc*z0')")
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
  const frequent = vocabulary.filter(([, df]) => df >= minDf);
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

  const bm25 = `bm25(question_search, ${BM25_WEIGHTS.map((w) => w.toFixed(1)).join(', ')})`;
  const top = db
    .prepare(`SELECT rowid, -${bm25} AS score FROM question_search WHERE question_search MATCH ? ORDER BY score DESC, rowid DESC LIMIT ?`)
    .raw();
  const insert = db.prepare('INSERT OR REPLACE INTO search_terms (term, df, docs, scores) VALUES (?, ?, ?, ?)');
  db.prepare('DELETE FROM search_terms').run();
  const write = db.transaction((batch: Array<[string, number, Buffer | null, Buffer | null]>) => {
    for (const row of batch) insert.run(...row);
  });
  let batch: Array<[string, number, Buffer | null, Buffer | null]> = [];
  for (const [term, df] of vocabulary) {
    const word = surface.get(term);
    if (word === undefined) {
      batch.push([term, df, null, null]);
    } else {
      const hits = top.all(`"${word}"`, depth) as Array<[number, number]>;
      const docs = new Int32Array(hits.length);
      const scores = new Float64Array(hits.length);
      hits.forEach(([doc, score], i) => {
        docs[i] = doc;
        scores[i] = score;
      });
      batch.push([term, df, Buffer.from(docs.buffer), Buffer.from(scores.buffer)]);
    }
    if (batch.length >= 200) {
      write(batch);
      batch = [];
    }
  }
  write(batch);
}
