import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnswerRecord, AttorneyRecord, QuestionRecord } from '#app/domain/import-records.ts';
import { importArchive, type ImportReport } from '#scripts/import/importer.ts';

/**
 * Imports a real external corpus (3,175 Avvo bankruptcy questions, see its SOURCE.md),
 * converted to our format here in the test: the corpus text must never enter the repo.
 */
const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
const corpusDir = path.resolve(repoRoot, '../shared/corpus/avvo-bankruptcy-qa');
const corpusFile = path.join(corpusDir, 'avvo_bankruptcy_qa.jsonl.gz');
const hasCorpus = fs.existsSync(corpusFile);
if (!hasCorpus) console.warn(`import-corpus: skipped, the external corpus is not at ${corpusFile}`);

interface CorpusAnswer {
  text: string;
  posted_date: string | null;
  lawyer_profile_url: string | null;
  lawyer_name: string | null;
  lawyer_practice: string | null;
  lawyer_city: string | null;
  lawyer_state: string | null;
  lawyer_profile_state: string | null;
  lawyer_licensed_years: number | null;
  best_answer: boolean | null;
  most_helpful: boolean | null;
  helpful: number | null;
}
interface CorpusQuestion {
  id: string;
  url: string;
  title: string;
  body: string | null;
  tags: string[] | null;
  earliest_answer_date: string | null;
  answers: CorpusAnswer[];
}

/** Questions whose tags say they are mostly about something other than bankruptcy. */
const CATEGORY_BY_TAG: Record<string, number> = {
  Divorce: 10,
  'Family law': 10,
  'Real estate': 17,
  'Tax law': 52,
  Foreclosure: 17,
};
const BANKRUPTCY = 8;

function categoryOf(tags: string[]): number {
  if (tags.some((t) => /bankruptcy/i.test(t))) return BANKRUPTCY;
  for (const tag of tags) if (CATEGORY_BY_TAG[tag]) return CATEGORY_BY_TAG[tag];
  return BANKRUPTCY;
}

/** Converts the corpus into questions.jsonl and attorneys.jsonl (attorneys get synthetic ids). */
async function convertCorpus(outDir: string): Promise<void> {
  const attorneys = new Map<string, AttorneyRecord>();
  const attorneyIdOf = (a: CorpusAnswer): number | null => {
    const key = a.lawyer_profile_url ?? a.lawyer_name;
    if (!key || !a.lawyer_name) return null;
    let attorney = attorneys.get(key);
    if (!attorney) {
      const id = attorneys.size + 1;
      const fromUrl = /\/attorneys\/([\w.-]+)\.html$/.exec(a.lawyer_profile_url ?? '')?.[1];
      const state = a.lawyer_state ?? a.lawyer_profile_state;
      attorney = {
        id,
        username: (fromUrl ?? `lawyer-${id}`).slice(0, 64),
        name: a.lawyer_name.slice(0, 200),
        city: a.lawyer_city,
        state: state && /^[A-Z]{2}$/.test(state) ? state : null,
        country: 'US',
        experienceYears: a.lawyer_licensed_years,
        freeConsultation: false,
        contactAvailable: false,
        practiceAreas: a.lawyer_practice ? [a.lawyer_practice.replace(/\s+(Attorney|Lawyer)$/, '')] : [],
      };
      attorneys.set(key, attorney);
    }
    return attorney.id;
  };

  const questionsOut = fs.createWriteStream(path.join(outDir, 'questions.jsonl'));
  const lines = readline.createInterface({
    input: fs.createReadStream(corpusFile).pipe(zlib.createGunzip()),
    crlfDelay: Infinity,
  });
  let answerId = 0;
  for await (const line of lines) {
    if (!line.trim()) continue;
    const q = JSON.parse(line) as CorpusQuestion;
    const tags = [...new Set(q.tags ?? [])].slice(0, 30);
    const answers: AnswerRecord[] = q.answers.map((a) => ({
      id: ++answerId,
      attorneyId: attorneyIdOf(a),
      body: a.text,
      postedAt: a.posted_date ?? q.earliest_answer_date!,
      voteUp: a.helpful ?? 0,
      voteDown: 0,
      isAccepted: false,
      isBest: a.best_answer === true,
    }));
    const state = q.answers.map((a) => a.lawyer_state).find((s) => s && /^[A-Z]{2}$/.test(s)) ?? null;
    const record: QuestionRecord = {
      id: Number(q.id),
      title: q.title,
      body: q.body ?? '',
      categoryId: categoryOf(tags),
      state,
      postedAt: q.earliest_answer_date ?? answers[0]!.postedAt,
      url: q.url,
      tags,
      answers,
    };
    if (!questionsOut.write(`${JSON.stringify(record)}\n`))
      await new Promise<void>((r) => questionsOut.once('drain', () => r()));
  }
  await new Promise<void>((resolve, reject) =>
    questionsOut.end((error?: Error | null) => (error ? reject(error) : resolve())),
  );
  fs.writeFileSync(
    path.join(outDir, 'attorneys.jsonl'),
    [...attorneys.values()].map((a) => `${JSON.stringify(a)}\n`).join(''),
  );
}

describe.runIf(hasCorpus)('import of the Avvo bankruptcy corpus', () => {
  let work: string;
  let report: ImportReport;
  let db: Database.Database;
  beforeAll(async () => {
    work = fs.mkdtempSync(path.join(os.tmpdir(), 'opencounsel-import-corpus-'));
    await convertCorpus(work);
    report = await importArchive({ inputs: [work], outPath: path.join(work, 'archive.db') });
    db = new Database(path.join(work, 'archive.db'), { readonly: true });
  });
  afterAll(() => {
    db?.close();
    if (work) fs.rmSync(work, { recursive: true, force: true });
  });

  it('imports every question and answer', () => {
    expect(report.badLines.slice(0, 5)).toEqual([]);
    expect(report.ok).toBe(true);
    expect(db.prepare('SELECT count(*) FROM questions').pluck().get()).toBe(3_175);
    expect(db.prepare('SELECT count(*) FROM answers').pluck().get()).toBe(11_748);
    expect(db.prepare('SELECT count(*) FROM attorneys').pluck().get()).toBe(report.counts.attorneys.imported);
    expect(db.prepare('SELECT sum(answer_count) FROM questions').pluck().get()).toBe(11_748);
  });

  it('finds questions by full-text search', () => {
    const hits = db
      .prepare(`SELECT count(*) FROM question_search WHERE question_search MATCH '"chapter 7"'`)
      .pluck()
      .get() as number;
    expect(hits).toBeGreaterThan(100);
  });

  it('fills category and place counts', () => {
    expect(db.prepare('SELECT question_count FROM categories WHERE id = 8').pluck().get()).toBeGreaterThan(3_000);
    expect(
      db.prepare("SELECT question_count FROM places WHERE kind = 'state' AND code = 'CA'").pluck().get(),
    ).toBeGreaterThan(1_000);
  });
});

// Shows in the report as a skipped test, with the reason, when the corpus is not there.
if (!hasCorpus) it.skip(`import of the Avvo bankruptcy corpus: skipped, no corpus at ${corpusFile}`, () => {});
