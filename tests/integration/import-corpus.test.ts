import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AVVO_CORPUS_FILE, convertAvvoCorpus, findAvvoCorpus } from '#scripts/corpus/avvo.ts';
import { importArchive, type ImportReport } from '#scripts/import/importer.ts';

/**
 * Imports a real external corpus (3,175 Avvo bankruptcy questions, see its SOURCE.md),
 * converted to our format on the fly by scripts/corpus/avvo.ts: the corpus text must never
 * enter the repo.
 */
const corpus = findAvvoCorpus();
const hasCorpus = corpus.file !== null;
if (corpus.file === null) console.warn(`import-corpus: skipped, ${corpus.reason}`);

describe.runIf(hasCorpus)('import of the Avvo bankruptcy corpus', () => {
  let work: string;
  let report: ImportReport;
  let db: Database.Database;
  beforeAll(async () => {
    work = fs.mkdtempSync(path.join(os.tmpdir(), 'opencounsel-import-corpus-'));
    const converted = await convertAvvoCorpus(work, corpus.file!);
    expect(converted).toMatchObject({ questions: 3_175, answers: 11_748 });
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

  it("keeps Avvo's question ids, so judgments can name questions by id", () => {
    // Both ids are the examples in the corpus's SOURCE.md (the number at the end of the URL).
    const urlOf = db.prepare('SELECT url FROM questions WHERE id = ?').pluck();
    expect(urlOf.get(1701)).toMatch(/-1701\.html$/);
    expect(urlOf.get(2060630)).toMatch(/-2060630\.html$/);
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
if (!hasCorpus) it.skip(`import of the Avvo bankruptcy corpus: skipped, no corpus at ${AVVO_CORPUS_FILE}`, () => {});
