import Database from 'better-sqlite3';
import {
  BM25_WEIGHTS,
  bm25Idf,
  bm25Score,
  countPhraseHits,
  decodeVarints,
  thresholdTopK,
  type ImpactList,
  type ImpactPhrase,
  type ThresholdResult,
} from '#app/search/engines/sqlite/postings/impact.ts';
import type { ParsedQuery, Phrase } from '#app/search/query/parse.ts';
import { statement } from '#app/data/archive.server.ts';
import type { SearchSettings } from '../../../config.ts';
import type { ImpactHead } from './relaxed-pruned.ts';

/**
 * The impact-list path of the SQLite backend (docs/search.md, "The accelerators"): the top k
 * of a relevance query from the precomputed per-term lists (db/derive/0320_search_impact.ts)
 * with a threshold algorithm, exact scores computed from the candidate rows' text with the
 * archive's own tokenizer. Returns null whenever it cannot prove the exhaustive top k (the
 * caller then ranks with FTS5).
 */

/** Deeper pages than this (offset + page size) are ranked by FTS5. */
export const IMPACT_MAX_K = 200;

const TOKENIZER = "tokenize = 'porter unicode61 remove_diacritics 2'";
/** Words whose stems a scratch index remembers before it starts over. */
const STEM_CACHE_MAX = 50_000;
const COLUMNS = ['title', 'body', 'answers'] as const;

export interface Totals {
  rows: number;
  avgdl: number;
}

/** bm25's totals, or null when the archive has no impact lists (an older archive). */
export function indexTotals(): Totals | null {
  try {
    const row = statement('SELECT rows, tokens FROM search_index_totals').get() as { rows: number; tokens: number } | undefined;
    return row && row.rows > 0 ? { rows: row.rows, avgdl: row.tokens / row.rows } : null;
  } catch {
    return null; // no such table
  }
}

/**
 * An in-memory FTS5 index with the archive's tokenizer (one per engine): the stems of query
 * words, and the hits of a query's stems in candidate rows (exact scores from their text).
 */
export class ScratchIndex {
  private readonly db = new Database(':memory:');
  private readonly stem: Database.Statement;
  private readonly clear: Database.Statement;
  private readonly insert: Database.Statement;
  private readonly instances: Database.Statement;
  private readonly insertStem: Database.Statement;

  constructor() {
    const db = this.db;
    db.exec(`CREATE VIRTUAL TABLE s USING fts5 (t, ${TOKENIZER})`);
    db.exec("CREATE VIRTUAL TABLE sv USING fts5vocab('s', 'instance')");
    db.exec(`CREATE VIRTUAL TABLE r USING fts5 (title, body, answers, ${TOKENIZER})`);
    db.exec("CREATE VIRTUAL TABLE rv USING fts5vocab('r', 'instance')");
    this.stem = db.prepare('SELECT doc, term FROM sv ORDER BY doc, offset');
    this.clear = db.prepare('DELETE FROM r');
    this.insert = db.prepare('INSERT INTO r (rowid, title, body, answers) VALUES (?, ?, ?, ?)');
    this.instances = db.prepare('SELECT doc, col, offset FROM rv WHERE term = ?');
    this.insertStem = db.prepare('INSERT INTO s (rowid, t) VALUES (?, ?)');
  }

  /**
   * The stems of a query's phrases to include and to exclude, or null when the impact lists
   * and postings cannot answer it: a token that looks like the zero-weight columns' own tokens
   * (left to FTS5), or a phrase that does not map token for token.
   */
  queryStems(parsed: ParsedQuery): { include: string[][]; exclude: string[][] } | null {
    const columnToken = (token: string) => /^xq/.test(token) || /^f[sc].*0$/.test(token);
    if ([...parsed.include, ...parsed.exclude].some((p) => p.some(columnToken))) return null;
    const stems = this.stemPhrases([...parsed.include, ...parsed.exclude]);
    if (!stems) return null;
    return { include: stems.slice(0, parsed.include.length), exclude: stems.slice(parsed.include.length) };
  }

  /** Each word's stem as the archive's tokenizer makes it (null: not one token), kept between queries. */
  private readonly stemOf = new Map<string, string | null>();

  /** Each phrase's stems as the archive's tokenizer makes them; null if a phrase does not map token for token. */
  stemPhrases(phrases: readonly Phrase[]): string[][] | null {
    // A word stems alone as it does inside a phrase (the tokenizer works token by token), so
    // every word is tokenized once and remembered: a query stems its words several times.
    const missing = [...new Set(phrases.flat().filter((w) => !this.stemOf.has(w)))];
    if (missing.length > 0) {
      if (this.stemOf.size + missing.length > STEM_CACHE_MAX) this.stemOf.clear();
      const tokens: string[][] = missing.map(() => []);
      this.db.transaction(() => {
        this.db.exec('DELETE FROM s');
        missing.forEach((word, i) => this.insertStem.run(i + 1, word));
      })();
      for (const { doc, term } of this.stem.all() as Array<{ doc: number; term: string }>) tokens[doc - 1]!.push(term);
      missing.forEach((word, i) => this.stemOf.set(word, tokens[i]!.length === 1 ? tokens[i]![0]! : null));
    }
    const out: string[][] = [];
    for (const phrase of phrases) {
      const stems: string[] = [];
      for (const word of phrase) {
        const stem = this.stemOf.get(word);
        if (stem == null) return null;
        stems.push(stem);
      }
      out.push(stems);
    }
    return out;
  }

  /**
   * Exact bm25 of rows, computed as FTS5 does: each phrase's hits per column from the row's
   * text (the same text db/derive/0020_full_text.sql indexed, through the same tokenizer),
   * the row's token count from the index's own docsize record.
   */
  rescore(docs: readonly number[], include: string[][], exclude: string[][], idfs: number[], mode: 'all' | 'any', avgdl: number): Map<number, number | null> {
    const texts: DocText[] = [];
    for (const doc of docs) {
      const row = docText().get(doc) as DocText | undefined;
      if (row) texts.push(row);
    }
    this.db.transaction(() => {
      this.clear.run();
      for (const row of texts) this.insert.run(row.doc, row.title, row.body, row.answers);
    })();
    // positions[stem][doc][column] = token offsets
    const positions = new Map<string, Map<number, Array<Set<number>>>>();
    for (const stem of new Set([...include.flat(), ...exclude.flat()])) {
      const byDoc = new Map<number, Array<Set<number>>>();
      for (const { doc, col, offset } of this.instances.all(stem) as Array<{ doc: number; col: string; offset: number }>) {
        let cols = byDoc.get(doc);
        if (!cols) byDoc.set(doc, (cols = COLUMNS.map(() => new Set<number>())));
        cols[COLUMNS.indexOf(col as (typeof COLUMNS)[number])]!.add(offset);
      }
      positions.set(stem, byDoc);
    }
    const hitsIn = (phrase: string[], doc: number, column: number) =>
      countPhraseHits(phrase.map((stem) => positions.get(stem)?.get(doc)?.[column]));
    const out = new Map<number, number | null>(docs.map((d) => [d, null]));
    for (const row of texts) {
      if (exclude.some((p) => COLUMNS.some((_, c) => hitsIn(p, row.doc, c) > 0))) continue;
      const frequencies = include.map((p) => COLUMNS.reduce((f, _, c) => f + BM25_WEIGHTS[c]! * hitsIn(p, row.doc, c), 0));
      const matched = include.map((p) => COLUMNS.some((_, c) => hitsIn(p, row.doc, c) > 0));
      if (mode === 'all' ? !matched.every(Boolean) : !matched.some(Boolean)) continue;
      const docTokens = decodeVarints(row.sz).reduce((a, b) => a + b, 0);
      out.set(row.doc, bm25Score(idfs, frequencies, docTokens, avgdl));
    }
    return out;
  }
}

interface TermRow {
  df: number;
  docs: Buffer | null;
  scores: Buffer | null;
}

function termRow(term: string): TermRow | undefined {
  return statement('SELECT df, docs, scores FROM search_terms WHERE term = ?').get(term) as TermRow | undefined;
}

function typed<T extends Int32Array | Float64Array>(buffer: Buffer, Kind: { new (b: ArrayBuffer, o: number, n: number): T; BYTES_PER_ELEMENT: number }, limit: number): T {
  const n = Math.min(limit, buffer.byteLength / Kind.BYTES_PER_ELEMENT);
  const aligned = buffer.byteOffset % Kind.BYTES_PER_ELEMENT === 0 ? buffer : Buffer.from(buffer);
  return new Kind(aligned.buffer as ArrayBuffer, aligned.byteOffset, n);
}

/** A term row's impact list to `depth` entries, without its IDF (null: the term has none). */
function headOfRow(row: TermRow, depth: number): ImpactHead | null {
  if (!row.docs || !row.scores) return null;
  const stored = row.docs.byteLength / 4;
  const docs = typed(row.docs, Int32Array, depth);
  return { docs, scores: typed(row.scores, Float64Array, depth), complete: docs.length === stored && stored === row.df };
}

function impactList(row: TermRow, rows: number, depth: number): ImpactList | null {
  const head = headOfRow(row, depth);
  return head && { ...head, idf: bm25Idf(rows, row.df) };
}

/** A word's impact list to `depth` entries (relaxed-pruned.ts), or null when it has none (a word in few rows). */
export function impactHeadOf(term: string, depth: number): ImpactHead | null {
  const row = termRow(term);
  return row ? headOfRow(row, depth) : null;
}

export interface ImpactRequest {
  readonly parsed: ParsedQuery;
  readonly mode: 'all' | 'any';
  readonly k: number;
  readonly accept: (doc: number) => boolean;
  /** Every matching row, when the caller knows them all (then rare words need no list). */
  readonly universe?: readonly number[];
  /**
   * The rows among `docs` that match the query (an FTS5 lookup, no scoring): checked before
   * the costlier scoring from the text, which then only sees matches.
   */
  readonly matching?: (docs: readonly number[]) => ReadonlySet<number>;
  /** Rows of a phrase of several words (for its IDF): exact, or an estimate. */
  readonly phraseHits: (phrase: Phrase) => { total: number; exact: boolean };
}

export interface ImpactAnswer extends ThresholdResult {
  /** False when a phrase's IDF came from an estimated match count (scores then approximate). */
  readonly exactIdf: boolean;
}

/**
 * The exact top k through the impact lists, or null when a query word has no list (a rare
 * word: FTS5 is fast then), a phrase cannot be mapped, or the top k cannot be proven.
 */
export function impactTopK(request: ImpactRequest, settings: SearchSettings, totals: Totals | null, scratch: ScratchIndex): ImpactAnswer | null {
  if (!settings.impact) return null;
  const t = totals;
  const { parsed } = request;
  if (!t || parsed.include.length === 0 || request.k > IMPACT_MAX_K) return null;
  const stems = scratch.queryStems(parsed);
  if (!stems) return null;
  const { include, exclude } = stems;
  const rowsOf = new Map<string, TermRow | undefined>();
  const rowOf = (term: string) => {
    if (!rowsOf.has(term)) rowsOf.set(term, termRow(term));
    return rowsOf.get(term);
  };
  let exactIdf = true;
  let rareWords = false;
  const phrases: ImpactPhrase[] = [];
  const idfs: number[] = [];
  for (let i = 0; i < include.length; i++) {
    const words = include[i]!;
    const wordRows = words.map(rowOf);
    if (wordRows.some((r) => !r)) {
      // A word no document has: the phrase matches nothing and contributes 0.
      if (request.mode === 'all') return null;
      phrases.push({ idf: 0, lists: [] });
      idfs.push(0);
      continue;
    }
    let lists = wordRows.map((r) => impactList(r!, t.rows, settings.impactReadDepth));
    if (lists.some((l) => !l)) {
      // A rare word (no list): fine when every match is known and few enough to score
      // them all; else FTS5 ranks it (cheaply: a rare word has few matches).
      if (!request.universe || request.universe.length > settings.impactRareUniverse) return null;
      rareWords = true;
      lists = lists.filter(Boolean);
    }
    let idf: number;
    if (words.length === 1) idf = bm25Idf(t.rows, wordRows[0]!.df);
    else {
      const hits = request.phraseHits(parsed.include[i]!);
      if (!hits.exact) exactIdf = false;
      idf = bm25Idf(t.rows, hits.total);
    }
    phrases.push({ idf, lists: lists as ImpactList[], single: words.length === 1 && lists.length === 1 });
    idfs.push(idf);
  }
  // Only rare words: FTS5 ranks their few matches faster than scoring them from the text.
  if (rareWords && phrases.every((p) => p.lists.length === 0)) return null;
  const result = thresholdTopK({
    phrases,
    mode: request.mode,
    k: request.k,
    accept: request.accept,
    ...(request.universe ? { universe: request.universe } : {}),
    maxRescored: settings.impactMaxRescored,
    verifyListed: exclude.length > 0,
    rescore: (docs) => {
      const matching = request.matching?.(docs);
      const scores = scratch.rescore(matching ? docs.filter((d) => matching.has(d)) : docs, include, exclude, idfs, request.mode, t.avgdl);
      for (const doc of docs) if (!scores.has(doc)) scores.set(doc, null);
      return scores;
    },
  });
  // Unproven: approximate only from the lists' own candidates (a known universe without a
  // proof means the filter left few list rows: FTS5 ranks those matches exactly).
  if (!result.proven && (!settings.impactApproximate || request.universe || result.rows.length < request.k)) return null;
  return { ...result, exactIdf };
}

interface DocText {
  doc: number;
  title: string;
  body: string;
  answers: string;
  sz: Buffer;
}

const docText = () =>
  statement(
    `SELECT d.doc, q.title, q.body,
       coalesce((SELECT group_concat(a.body, char(10)) FROM answers a WHERE a.question_id = q.id), '') AS answers,
       z.sz
     FROM question_search_docs d JOIN questions q ON q.id = d.question_id
     JOIN question_search_docsize z ON z.id = d.doc WHERE d.doc = ?`,
  );
