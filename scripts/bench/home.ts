/**
 * Home page, guides and homepage calls on a large archive: the import-time derive step
 * (db/derive/0510_home.sql) and the request-time queries, timed.
 *
 *   node --import tsx scripts/bench/home.ts                   # ensureBenchArchive (BENCH_QUESTIONS, default 1.2M)
 *   BENCH_ARCHIVE=path/to/archive.db node --import tsx scripts/bench/home.ts
 *
 * With BENCH_ARCHIVE pointing at an archive built before migration 0501 existed, the
 * archive is attached read-only and the derive step writes its tables into a scratch
 * database instead (unqualified names resolve to the scratch tables first), so the
 * archive itself is never modified.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { ensureBenchArchive } from './archive.ts';
import { percentile } from '#scripts/lib/percentile.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const archivePath = process.env.BENCH_ARCHIVE ?? (await ensureBenchArchive());

const probe = new Database(archivePath, { readonly: true });
const hasTables = probe.prepare("SELECT 1 FROM sqlite_master WHERE name = 'guide_cases'").get() !== undefined;
const questions = (probe.prepare("SELECT value FROM meta WHERE key = 'total_questions'").get() as { value: string })
  .value;
probe.close();

let db: Database.Database;
let scratch: string | undefined;
if (hasTables) {
  db = new Database(archivePath, { readonly: true });
} else {
  scratch = path.join(os.tmpdir(), `bench-home-${process.pid}.db`);
  db = new Database(scratch);
  db.pragma('foreign_keys = OFF'); // the referenced tables live in the attached archive
  db.exec(fs.readFileSync(path.join(ROOT, 'db/migrations/0501_home.sql'), 'utf8'));
  db.exec('CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL) WITHOUT ROWID');
  // Only the scratch tables are written; the attached archive is read.
  db.prepare('ATTACH DATABASE ? AS archive').run(archivePath);
  const started = performance.now();
  db.exec(fs.readFileSync(path.join(ROOT, 'db/derive/0510_home.sql'), 'utf8'));
  console.log(
    `derive 0510_home.sql on ${Number(questions).toLocaleString('en-US')} questions: ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
}

function time(label: string, run: () => unknown, rounds = 200): void {
  run(); // warm the page cache and the statement
  const samples: number[] = [];
  for (let i = 0; i < rounds; i++) {
    const started = performance.now();
    run();
    samples.push(performance.now() - started);
  }
  samples.sort((a, b) => a - b);
  console.log(`${label.padEnd(44)} median ${percentile(samples, 50).toFixed(3)} ms   p95 ${percentile(samples, 95).toFixed(3)} ms   max ${percentile(samples, 100).toFixed(3)} ms`);
}

const featured = db.prepare(
  `SELECT q.id FROM questions q INDEXED BY questions_by_date WHERE q.answer_count >= 2 ORDER BY q.posted_at DESC, q.id DESC LIMIT 6`,
);
const topAnswer = db.prepare(
  `SELECT a.body, a.answer_short, t.name FROM answers a INDEXED BY answers_by_question LEFT JOIN attorneys t ON t.id = a.attorney_id
   WHERE a.question_id = ? ORDER BY (a.is_accepted OR a.is_best) DESC, a.vote_up - a.vote_down DESC, a.position LIMIT 1`,
);
const experts = db.prepare(
  `SELECT t.id, t.name, qa.body, rq.title FROM home_attorneys h JOIN attorneys t ON t.id = h.attorney_id
   LEFT JOIN answers qa ON qa.id = h.quote_answer_id LEFT JOIN answers ra ON ra.id = h.recent_answer_id
   LEFT JOIN questions rq ON rq.id = ra.question_id ORDER BY h.rank LIMIT 3`,
);
const cases = db.prepare(
  `SELECT q.id, q.title, q.question_short FROM guide_cases g JOIN questions q ON q.id = g.question_id WHERE g.category_id = ? ORDER BY g.rank`,
);

console.log(`\nrequest-time queries (uncached; the app caches the homepage calls for 5 minutes)`);
time('homepage questions (6 + their top answers)', () => {
  for (const row of featured.all() as { id: number }[]) topAnswer.get(row.id);
});
time('homepage attorneys (3)', () => experts.all());
time('guide cases, criminal law (50)', () => cases.all(11));
time('guide cases, personal injury (50)', () => cases.all(1));
console.log(`guide cases: ${cases.all(11).length} criminal law, ${cases.all(1).length} personal injury`);

db.close();
if (scratch) fs.rmSync(scratch, { force: true });
