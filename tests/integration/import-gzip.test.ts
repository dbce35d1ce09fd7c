import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { importArchive, type ImportProgress } from '#scripts/import/importer.ts';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
const goodFixture = path.join(repoRoot, 'tests/fixtures/import-good');
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'opencounsel-import-gzip-'));
afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

describe('compressed and split input', () => {
  it('reads .jsonl.gz files and combines several inputs, kinds in dependency order', async () => {
    // Questions (gzipped) come first on the command line; attorneys must still be read before them.
    const questionsDir = path.join(work, 'q');
    const restDir = path.join(work, 'rest');
    fs.mkdirSync(questionsDir);
    fs.mkdirSync(restDir);
    const questions = fs.readFileSync(path.join(goodFixture, 'questions.jsonl'));
    fs.writeFileSync(path.join(questionsDir, 'questions.jsonl.gz'), zlib.gzipSync(questions));
    for (const kind of ['article-categories', 'articles', 'attorneys']) {
      fs.copyFileSync(path.join(goodFixture, `${kind}.jsonl`), path.join(restDir, `${kind}.jsonl`));
    }

    const progress: ImportProgress[] = [];
    const outPath = path.join(work, 'out', 'archive.db');
    const report = await importArchive({
      inputs: [questionsDir, restDir],
      outPath,
      onProgress: (p) => progress.push(p),
    });

    expect(report.badLines).toEqual([]);
    expect(report.ok).toBe(true);
    expect(report.counts.questions).toEqual({ files: 1, lines: 12, imported: 12, rejected: 0 });
    expect(report.answers).toBe(25);
    const kinds = [...new Set(progress.map((p) => p.kind))];
    expect(kinds).toEqual(['article-categories', 'articles', 'attorneys', 'questions', 'derive']);
    const lastRead = progress.filter((p) => p.kind === 'questions').at(-1)!;
    expect(lastRead.bytesRead).toBe(lastRead.bytesTotal);

    const db = new Database(outPath, { readonly: true });
    try {
      expect(db.prepare('SELECT count(*) FROM answers WHERE attorney_id IS NOT NULL').pluck().get()).toBe(24);
      expect(db.prepare("SELECT value FROM meta WHERE key = 'source'").pluck().get()).toBe('q, rest');
    } finally {
      db.close();
    }
  });

  it('names the rejects file of questions.jsonl.gz questions.jsonl.rejects.jsonl', async () => {
    const dir = path.join(work, 'gz-bad');
    fs.mkdirSync(dir);
    const good = { id: 1, title: 'A question', postedAt: '2020-01-01' };
    const bad = '{"id":2,"title":"Missing date"}';
    fs.writeFileSync(path.join(dir, 'questions.jsonl.gz'), zlib.gzipSync(`${JSON.stringify(good)}\n${bad}\n`));

    const report = await importArchive({ inputs: [dir], outPath: path.join(work, 'gz-bad.db'), skipInvalid: true });

    expect(report.ok).toBe(true);
    expect(report.badLines).toEqual([
      { file: expect.stringMatching(/questions\.jsonl\.gz$/), line: 2, reason: expect.stringContaining('postedAt') },
    ]);
    expect(report.rejectFiles).toEqual([path.join(dir, 'questions.jsonl.rejects.jsonl')]);
    expect(fs.readFileSync(path.join(dir, 'questions.jsonl.rejects.jsonl'), 'utf8')).toBe(`${bad}\n`);
  });

  it('fails on a truncated .gz file, naming it, and writes nothing', async () => {
    const dir = path.join(work, 'gz-truncated');
    fs.mkdirSync(dir);
    const gz = zlib.gzipSync(fs.readFileSync(path.join(goodFixture, 'questions.jsonl')));
    fs.writeFileSync(path.join(dir, 'questions.jsonl.gz'), gz.subarray(0, gz.length - 100));
    const outDir = path.join(work, 'gz-truncated-out');

    await expect(importArchive({ inputs: [dir], outPath: path.join(outDir, 'archive.db') })).rejects.toThrow(
      /cannot read .*questions\.jsonl\.gz: unexpected end of file/,
    );
    expect(fs.readdirSync(outDir)).toEqual([]);
  });
});
