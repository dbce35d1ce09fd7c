import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerQuality } from '#app/domain/answer-quality.ts';
import { importArchive, type ImportReport } from '#scripts/import/importer.ts';
import { CHUNK_BYTES } from '#scripts/import/line-chunks.ts';

const badFixture = fileURLToPath(new URL('../fixtures/import-bad/', import.meta.url));

let work: string;
beforeAll(() => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'opencounsel-import-parse-threads-'));
});
afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

const padding = (i: number) =>
  JSON.stringify({
    id: 100_000 + i,
    title: `Padding question ${i} about a lease`,
    body: `The landlord kept the deposit. ${'It was a clean flat and we left it as we found it. '.repeat(20)}`,
    categoryId: 8,
    state: 'CA',
    postedAt: '2022-02-02',
    tags: ['lease', ` deposit ${i % 7} `],
    answers: [
      {
        id: 1_000_000 + i,
        attorneyId: 1,
        body: `Answer ${i}: ask for an itemized list in writing.`,
        postedAt: '2022-02-03',
      },
    ],
  });

/**
 * The bad fixture's question lines (a byte order mark first), then enough good lines for
 * several chunks with a few bad ones among them, some lines ending in \r\n, the last line
 * without a line break. Returns the 1-based numbers and reasons of the injected bad lines.
 */
function writeDump(dir: string): Array<{ line: number; reason: string | RegExp; raw: string }> {
  fs.mkdirSync(dir, { recursive: true });
  for (const name of ['article-categories.jsonl', 'articles.jsonl', 'attorneys.jsonl'])
    fs.copyFileSync(path.join(badFixture, name), path.join(dir, name));
  const lines = fs.readFileSync(path.join(badFixture, 'questions.jsonl'), 'utf8').replace(/\n$/, '').split('\n');
  const injected: Array<{ line: number; reason: string | RegExp; raw: string }> = [];
  const bad: Record<number, { raw: string; reason: string | RegExp }> = {
    900: { raw: '{"id": 5,', reason: /^invalid JSON: / },
    1700: { raw: padding(3), reason: 'duplicate question id 100003' },
    2300: {
      raw: JSON.stringify({ ...JSON.parse(padding(2300)), id: 99_999, answers: [JSON.parse(padding(5)).answers[0]] }),
      reason: 'answers[0].id: duplicate answer id 1000005',
    },
    2950: {
      raw: JSON.stringify({ ...JSON.parse(padding(9_000)), title: '<b></b>' }),
      reason: 'title: is empty once HTML tags are removed',
    },
  };
  for (let i = 0; i < 3_000; i++) {
    const at = bad[i];
    if (at) {
      lines.push(at.raw);
      injected.push({ line: lines.length, reason: at.reason, raw: at.raw });
    } else if (i % 400 === 0) {
      lines.push('');
    } else {
      lines.push(padding(i) + (i % 3 === 0 ? '\r' : ''));
    }
  }
  const text = `\uFEFF${lines.join('\n')}`;
  expect(Buffer.byteLength(text)).toBeGreaterThan(3 * CHUNK_BYTES);
  fs.writeFileSync(path.join(dir, 'questions.jsonl'), text);
  return injected;
}

function rowsOf(file: string): Record<string, unknown[]> {
  const db = new Database(file, { readonly: true });
  try {
    return Object.fromEntries(
      ['questions', 'answers', 'question_tags'].map((table) => [
        table,
        db.prepare(`SELECT * FROM ${table}`).raw().all(),
      ]),
    );
  } finally {
    db.close();
  }
}

describe('question lines parsed on threads', () => {
  it(
    'import as on the main thread: same rows, same bad lines and numbers, same rejects',
    { timeout: 240_000 },
    async () => {
      const dump = path.join(work, 'dump');
      const injected = writeDump(dump);
      const rejects = path.join(dump, 'questions.jsonl.rejects.jsonl');
      const run = async (
        parseThreads: number,
      ): Promise<{ report: ImportReport; rejected: string; rows: Record<string, unknown[]> }> => {
        const outPath = path.join(work, `threads-${parseThreads}.db`);
        const report = await importArchive({
          inputs: [dump],
          outPath,
          skipInvalid: true,
          derive: 'serial',
          parseThreads,
        });
        expect(report.ok).toBe(true);
        return { report, rejected: fs.readFileSync(rejects, 'utf8'), rows: rowsOf(outPath) };
      };
      const inline = await run(0);
      const threads = await run(2);

      const reasonAt = (line: number) =>
        threads.report.badLines.find((bad) => bad.file.endsWith('questions.jsonl') && bad.line === line)?.reason;
      // The fixture's own lines keep their numbers (the byte order mark and blank line 2 included).
      expect(reasonAt(3)).toBe('answers[1].attorneyId 99 is not in attorneys.jsonl');
      expect(reasonAt(11)).toBe('answers[1].id: duplicate answer id 10');
      for (const { line, reason } of injected) expect(reasonAt(line), `line ${line}`).toMatch(reason);
      for (const { raw } of injected) expect(threads.rejected.split('\n')).toContain(raw);

      expect(threads.report.badLines).toEqual(inline.report.badLines);
      expect(threads.report.counts).toEqual(inline.report.counts);
      expect(threads.report.answers).toBe(inline.report.answers);
      expect(threads.rejected).toBe(inline.rejected);
      expect(threads.rows.questions!.length).toBeGreaterThan(2_900);
      expect(threads.rows).toEqual(inline.rows);
    },
  );
});

describe('answer quality', () => {
  it("replaces the placeholders the rows were inserted with by every answer's scores", () => {
    const db = new Database(path.join(work, 'threads-2.db'), { readonly: true });
    try {
      const attorneys = new Map(
        (
          db
            .prepare('SELECT id, total_answers, accepted_answers, experience_years FROM attorneys')
            .raw()
            .all() as number[][]
        ).map(([id, totalAnswers, acceptedAnswers, experienceYears]) => [
          id,
          { totalAnswers: totalAnswers!, acceptedAnswers: acceptedAnswers!, experienceYears: experienceYears ?? null },
        ]),
      );
      const rows = db
        .prepare(
          `SELECT attorney_id, body, vote_up, vote_down, is_accepted, is_best, quality_score, quality_authority,
             quality_actionability, quality_thoroughness, quality_confidence, quality_readability FROM answers`,
        )
        .raw()
        .all() as Array<[number | null, string, number, number, number, number, ...number[]]>;
      expect(rows.length).toBeGreaterThan(2_900);
      for (const [attorneyId, body, voteUp, voteDown, isAccepted, isBest, ...stored] of rows) {
        const q = answerQuality({
          body,
          voteUp,
          voteDown,
          isAccepted: isAccepted === 1,
          isBest: isBest === 1,
          attorney: attorneyId === null ? null : (attorneys.get(attorneyId) ?? null),
        });
        expect(stored).toEqual([q.score, q.authority, q.actionability, q.thoroughness, q.confidence, q.readability]);
      }
    } finally {
      db.close();
    }
  });
});
