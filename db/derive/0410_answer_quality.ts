import type { Database } from 'better-sqlite3';
import { answerQuality, type AttorneyRecord } from '#app/domain/answer-quality.ts';

const CHUNK = 20_000;

/**
 * Scores every answer (app/domain/answer-quality.ts): the components and the weighted
 * score go to answer_quality_stage, which 0411 applies to the answer rows (so this step
 * only reads the archive and can run beside the others; derive-plan.ts). Runs after
 * 0010_counts.sql, which fills the attorneys' answer totals that authority is built from.
 * Reads in id-ordered chunks because better-sqlite3 cannot write while a read is still open.
 */
export default function deriveAnswerQuality(db: Database): void {
  const attorneys = new Map<number, AttorneyRecord>();
  for (const row of db
    .prepare('SELECT id, total_answers, accepted_answers, experience_years FROM attorneys')
    .raw()
    .iterate() as IterableIterator<[number, number, number, number | null]>) {
    attorneys.set(row[0], { totalAnswers: row[1], acceptedAnswers: row[2], experienceYears: row[3] });
  }

  db.exec(`
    DROP TABLE IF EXISTS answer_quality_stage;
    CREATE TABLE answer_quality_stage (
      id INTEGER PRIMARY KEY, score REAL NOT NULL, authority INTEGER NOT NULL, actionability INTEGER NOT NULL,
      thoroughness INTEGER NOT NULL, confidence INTEGER NOT NULL, readability INTEGER NOT NULL
    )`);
  const read = db
    .prepare(
      `SELECT id, attorney_id, body, vote_up, vote_down, is_accepted, is_best
       FROM answers WHERE id > ? ORDER BY id LIMIT ${CHUNK}`,
    )
    .raw();
  const insert = db.prepare('INSERT INTO answer_quality_stage VALUES (?, ?, ?, ?, ?, ?, ?)');
  type Row = [number, number | null, string, number, number, number, number];
  const writeChunk = db.transaction((rows: Row[]) => {
    for (const [id, attorneyId, body, voteUp, voteDown, isAccepted, isBest] of rows) {
      const q = answerQuality({
        body,
        voteUp,
        voteDown,
        isAccepted: isAccepted === 1,
        isBest: isBest === 1,
        attorney: attorneyId === null ? null : (attorneys.get(attorneyId) ?? null),
      });
      insert.run(id, q.score, q.authority, q.actionability, q.thoroughness, q.confidence, q.readability);
    }
  });

  let after = 0;
  for (;;) {
    const rows = read.all(after) as Row[];
    if (rows.length === 0) break;
    writeChunk(rows);
    after = rows[rows.length - 1]![0];
  }
}
