import type { Database } from 'better-sqlite3';
import { BM25_WEIGHTS } from '../postings/impact.ts';

/**
 * The import-time check of the page reader (pages.server.ts runs it after every full read
 * of an index): what the pages gave must agree with what FTS5 itself says, or the import stops.
 */

/** Terms whose postings are checked against FTS5's own bm25() at every import. */
const CHECKED_TERMS = 64;
/** ...of at most this many documents each (the check scores every match through FTS5). */
const CHECKED_MAX_DF = 20_000;

const TOKENIZER = "tokenize = 'porter unicode61 remove_diacritics 2'";

/** A term's postings as the import wrote them: FTS5's IDF, its rows ascending, each row's weighted hits. */
export interface WrittenPostings {
  readonly idf: number;
  readonly docs: Int32Array;
  readonly freqs: ArrayLike<number>;
}

/** Every row's positions over all terms must add up to its token count in FTS5's docsize record. */
export function checkPositions(positions: Uint32Array, rowTokens: Uint32Array): void {
  for (let row = 1; row < rowTokens.length; row++) {
    if (positions[row] !== rowTokens[row])
      throw new Error(
        `search postings: row ${row} has ${rowTokens[row]} tokens in FTS5's docsize, the index read gave ${positions[row]} positions`,
      );
  }
}

/**
 * Scores CHECKED_TERMS terms (spread over the vocabulary, each in at most CHECKED_MAX_DF
 * documents) through FTS5's bm25() and compares rows and scores with the postings the
 * import wrote. A term is queried through itself when the tokenizer leaves it unchanged
 * (most stems; the others are skipped).
 */
export function checkAgainstFts5(
  db: Database,
  terms: ReadonlyArray<[string, number]>,
  written: (term: string) => WrittenPostings | undefined,
  score: (idf: number, f: number, row: number) => number,
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

  const bm25 = `bm25(question_search, ${BM25_WEIGHTS.map((w) => w.toFixed(1)).join(', ')})`;
  const fts5 = db.prepare(`SELECT rowid, -${bm25} FROM question_search WHERE question_search MATCH ?`).raw();
  for (const term of unchanged) {
    const postings = written(term);
    if (!postings) throw new Error(`search postings: "${term}" was read from the index but has no postings`);
    const { idf, docs, freqs } = postings;
    let n = 0;
    for (const [row, expected] of fts5.iterate(`"${term}"`) as IterableIterator<[number, number]>) {
      const got = n < docs.length && docs[n] === row ? score(idf, freqs[n]!, row) : NaN;
      if (got !== expected)
        throw new Error(`search postings: "${term}" in row ${row}: FTS5 scores ${expected}, the postings ${got}`);
      n++;
    }
    if (n !== docs.length)
      throw new Error(`search postings: "${term}" matches ${n} rows in FTS5, ${docs.length} in its postings`);
  }
}
