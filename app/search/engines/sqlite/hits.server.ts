import Database from 'better-sqlite3';
import { statement } from '#app/data/archive.server.ts';
import { MARK_CLOSE, MARK_OPEN, withoutSentinels } from '#app/search/query/highlight.ts';
import { highlightExpression, type ParsedQuery } from '#app/search/query/parse.ts';
import type { SearchHit, SearchStats } from '#app/search/results/result.ts';

/**
 * What every engine reads from the archive once it has ranked search docs: the page's
 * questions with their best answer, highlighted with the archive's own tokenizer. The
 * SphinxQL engine ranks on the search server and shows its hits through this too, so a
 * hit looks the same on either engine.
 */

/** A ranked search doc: `rank` is minus the score (FTS5's convention), 0 when sorted by date. */
export interface RankedDoc {
  readonly doc: number;
  readonly rank: number;
}

interface QuestionRow {
  id: number;
  title: string;
  questionShort: string;
  state: string | null;
  country: string | null;
  categoryId: number;
  postedAt: number;
  answerCount: number;
  answerShort: string | null;
}

function questionOfDoc(doc: number): QuestionRow | undefined {
  return statement(
    `SELECT q.id, q.title, q.question_short AS questionShort, q.state, q.country, q.category_id AS categoryId,
       q.posted_at AS postedAt, q.answer_count AS answerCount,
       (SELECT a.answer_short FROM answers a WHERE a.question_id = q.id
        ORDER BY a.is_accepted DESC, a.is_best DESC, a.vote_up - a.vote_down DESC, a.position LIMIT 1) AS answerShort
     FROM question_search_docs d JOIN questions q ON q.id = d.question_id WHERE d.doc = ?`,
  ).get(doc) as QuestionRow | undefined;
}

/** Whether a search doc's question has an answer (the answered-first rule, app/search/ranking/answered-first.ts). */
export function docAnswered(doc: number): boolean {
  const count = statement(
    'SELECT q.answer_count FROM question_search_docs d JOIN questions q ON q.id = d.question_id WHERE d.doc = ?',
  ).pluck().get(doc) as number | undefined;
  return (count ?? 0) > 0;
}

/** A reader of pages of hits with its own in-memory highlighter (one per engine). */
export function createHitReader(): { pageHits(rows: readonly RankedDoc[], parsed: ParsedQuery): SearchHit[] } {
  let highlighter: { db: Database.Database; insert: Database.Statement; marked: Database.Statement } | undefined;

  /** Marks the query's words in short texts with the archive's own tokenizer (stemming included). */
  function highlightRows(rows: QuestionRow[], parsed: ParsedQuery): Map<number, [string, string | null]> {
    const out = new Map<number, [string, string | null]>();
    for (const row of rows)
      out.set(row.id, [
        withoutSentinels(row.questionShort),
        row.answerShort === null ? null : withoutSentinels(row.answerShort),
      ]);
    const expression = highlightExpression(parsed);
    if (!expression || rows.length === 0) return out;
    if (!highlighter) {
      const db = new Database(':memory:');
      db.exec(
        "CREATE VIRTUAL TABLE h USING fts5 (question_short, answer_short, tokenize = 'porter unicode61 remove_diacritics 2')",
      );
      highlighter = {
        db,
        insert: db.prepare('INSERT INTO h (rowid, question_short, answer_short) VALUES (?, ?, ?)'),
        marked: db.prepare(
          `SELECT rowid AS id, highlight(h, 0, '${MARK_OPEN}', '${MARK_CLOSE}') AS q, highlight(h, 1, '${MARK_OPEN}', '${MARK_CLOSE}') AS a FROM h WHERE h MATCH ?`,
        ),
      };
    }
    const { db, insert } = highlighter;
    db.transaction(() => {
      db.exec('DELETE FROM h');
      for (const [id, [question, answer]] of out) insert.run(id, question, answer ?? '');
    })();
    const marked = highlighter.marked.all(expression) as Array<{ id: number; q: string; a: string }>;
    for (const row of marked) {
      const before = out.get(row.id)!;
      out.set(row.id, [row.q, before[1] === null ? null : row.a]);
    }
    return out;
  }

  /** The page's questions, de-duplicated by id, with highlights. */
  function pageHits(rows: readonly RankedDoc[], parsed: ParsedQuery): SearchHit[] {
    const seen = new Set<number>();
    const questions: Array<QuestionRow & { score: number }> = [];
    for (const row of rows) {
      const question = questionOfDoc(row.doc);
      if (!question || seen.has(question.id)) continue;
      seen.add(question.id);
      questions.push({ ...question, score: row.rank === 0 ? 0 : -row.rank });
    }
    const marked = highlightRows(questions, parsed);
    return questions.map((q) => {
      const [questionShortMarked, answerShortMarked] = marked.get(q.id)!;
      return { ...q, questionShortMarked, answerShortMarked };
    });
  }

  return { pageHits };
}

/**
 * The search docs of a date range (inclusive; docs are numbered in posted order), null when
 * no question falls in it: what an estimate of a total spreads the newest matches over.
 */
export function docRange(from: number | null, to: number | null): { lo: number; hi: number } | null {
  // Rows, not plucked values: the embedded engine prepares the same statements (archive.server.ts caches them by text).
  type Doc = { doc: number | null } | undefined;
  const lo =
    from === null
      ? 1
      : (statement('SELECT doc FROM question_search_docs WHERE posted_at >= ? ORDER BY posted_at, doc LIMIT 1').get(from) as Doc)?.doc;
  const hi =
    to === null
      ? (statement('SELECT max(doc) AS doc FROM question_search_docs').get() as Doc)?.doc
      : (statement('SELECT doc FROM question_search_docs WHERE posted_at <= ? ORDER BY posted_at DESC, doc DESC LIMIT 1').get(to) as Doc)?.doc;
  return lo == null || hi == null || lo > hi ? null : { lo, hi };
}

/** The archive's totals for /api/search/stats. */
export function archiveStats(): SearchStats {
  return statement(
    `SELECT (SELECT count(*) FROM questions) AS questions, (SELECT count(*) FROM answers) AS answers,
       (SELECT count(*) FROM attorneys) AS attorneys,
       (SELECT count(DISTINCT state) FROM questions WHERE state IS NOT NULL) AS states,
       (SELECT count(DISTINCT category_id) FROM questions) AS categories,
       (SELECT min(posted_at) FROM questions) AS oldestPostedTs, (SELECT max(posted_at) FROM questions) AS newestPostedTs`,
  ).get() as SearchStats;
}
