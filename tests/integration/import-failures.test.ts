import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildFixtureArchive } from '#tests/helpers/fixture-archive.ts';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
const badFixture = path.join(repoRoot, 'tests/fixtures/import-bad');

function runImport(...args: string[]) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/import/cli.ts', ...args], {
    cwd: repoRoot,
    encoding: 'utf8',
    env: { ...process.env, DATABASE_PATH: '' },
  });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

/**
 * Every bad line of tests/fixtures/import-bad (JSON Lines has no comments, so this table
 * is where each line is explained). Lines not listed are good, or blank (questions:2).
 */
const BAD_LINES: Array<[file: string, line: number, what: string, reason: string | RegExp]> = [
  ['article-categories.jsonl', 2, 'bad JSON', /^invalid JSON: /],
  ['article-categories.jsonl', 3, 'missing field', 'name: Invalid input: expected string, received undefined'],
  ['article-categories.jsonl', 4, 'wrong type', 'name: Invalid input: expected string, received number'],
  ['article-categories.jsonl', 5, 'unknown key', 'Unrecognized key: "color"'],
  ['article-categories.jsonl', 6, 'duplicate slug', 'duplicate article category slug guides'],
  ['articles.jsonl', 2, 'unknown article category', 'categorySlug no-such-category is not in article-categories.jsonl'],
  ['articles.jsonl', 3, 'bad date', 'publishedDate: must be an ISO 8601 date or date-time'],
  ['articles.jsonl', 4, 'duplicate slug', 'duplicate article slug first-article'],
  ['articles.jsonl', 5, 'missing field', 'content: Invalid input: expected string, received undefined'],
  ['attorneys.jsonl', 3, 'duplicate id', 'duplicate attorney id 1'],
  ['attorneys.jsonl', 4, 'duplicate username', 'duplicate attorney username plee'],
  ['attorneys.jsonl', 5, 'bad JSON', /^invalid JSON: .*position 28/],
  ['attorneys.jsonl', 6, 'wrong type', 'experienceYears: Invalid input: expected number, received string'],
  ['attorneys.jsonl', 7, 'unknown key', 'Unrecognized key: "nickname"'],
  ['attorneys.jsonl', 8, 'website not http(s)', 'website: must be an http(s) URL'],
  ['attorneys.jsonl', 9, 'javascript: bar profile', 'barProfileUrl: must be an http(s) URL'],
  ['attorneys.jsonl', 10, 'letters in a phone number', 'phone: must be digits, with only + ( ) - . and spaces'],
  ['attorneys.jsonl', 11, 'too few phone digits', 'phone: must have 7 to 15 digits (has 5)'],
  ['attorneys.jsonl', 12, 'email without @', 'email: must be an email address (name@example.com)'],
  ['attorneys.jsonl', 13, 'credentials in a website', 'website: must not contain a user name or password'],
  ['attorneys.jsonl', 14, 'website on localhost', 'website: must name a public host (like www.example.com)'],
  ['questions.jsonl', 3, 'unknown attorney', 'answers[1].attorneyId 99 is not in attorneys.jsonl'],
  ['questions.jsonl', 4, 'bad date', 'postedAt: must be an ISO 8601 date or date-time'],
  ['questions.jsonl', 5, 'duplicate id', 'duplicate question id 1'],
  ['questions.jsonl', 6, 'missing field', 'title: Invalid input: expected string, received undefined'],
  ['questions.jsonl', 7, 'wrong type', 'id: Invalid input: expected number, received string'],
  ['questions.jsonl', 8, 'unknown key', 'Unrecognized key: "votes"'],
  ['questions.jsonl', 9, 'bad JSON', /^invalid JSON: /],
  ['questions.jsonl', 11, 'duplicate answer id', 'answers[1].id: duplicate answer id 10'],
  ['questions.jsonl', 12, 'impossible date (February 30)', 'postedAt: must be an ISO 8601 date or date-time'],
];

let work: string;
beforeAll(() => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'opencounsel-import-failures-'));
});
afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

describe('an import with bad lines', () => {
  let result: ReturnType<typeof runImport>;
  let archive: string;
  let archiveBefore: Buffer;
  beforeAll(async () => {
    // An existing, served archive that the failed import must leave byte for byte as it was.
    archive = path.join(work, 'served', 'archive.db');
    fs.mkdirSync(path.dirname(archive));
    fs.copyFileSync(await buildFixtureArchive('tests/fixtures/import-good'), archive);
    archiveBefore = fs.readFileSync(archive);
    result = runImport(badFixture, '--out', archive);
  });

  it('exits with 1 and says nothing was written', () => {
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(`Import failed: ${BAD_LINES.length} bad line(s); nothing was written`);
  });

  it.each(BAD_LINES)('reports %s:%i (%s)', (file, line, _what, reason) => {
    const prefix = `tests/fixtures/import-bad/${file}:${line}: `;
    const reported = result.stderr.split('\n').find((l) => l.startsWith(prefix));
    expect(reported, `no report for ${prefix}\n${result.stderr}`).toBeDefined();
    if (typeof reason === 'string') expect(reported!.slice(prefix.length)).toBe(reason);
    else expect(reported!.slice(prefix.length)).toMatch(reason);
  });

  it('reports no other line', () => {
    expect(result.stderr.split('\n').filter((l) => l.startsWith('tests/fixtures/import-bad/'))).toHaveLength(
      BAD_LINES.length,
    );
  });

  it('leaves the existing archive byte-identical and no temp file behind', () => {
    expect(fs.readFileSync(archive).equals(archiveBefore)).toBe(true);
    expect(fs.readdirSync(path.dirname(archive))).toEqual(['archive.db']);
  });

  it('writes nothing at all when there was no archive', () => {
    const fresh = path.join(work, 'fresh', 'archive.db');
    expect(runImport(badFixture, '--out', fresh).code).toBe(1);
    expect(fs.readdirSync(path.dirname(fresh))).toEqual([]);
  });
});

describe('--skip-invalid', () => {
  let input: string;
  let out: string;
  let result: ReturnType<typeof runImport>;
  beforeAll(() => {
    input = path.join(work, 'skip-input');
    fs.cpSync(badFixture, input, { recursive: true });
    out = path.join(work, 'skip.db');
    result = runImport(input, '--skip-invalid', '--out', out);
  });

  it('imports the good lines and exits 0', () => {
    expect(result.code, result.stderr).toBe(0);
    const db = new Database(out, { readonly: true });
    try {
      expect(db.prepare('SELECT id FROM questions ORDER BY id').pluck().all()).toEqual([1, 9]);
      // The rejected line 11 reused answer id 10: question 1 keeps its answer; line 11's answer 100, written before the clash, is gone.
      expect(db.prepare('SELECT id, question_id FROM answers ORDER BY id').all()).toEqual([
        { id: 10, question_id: 1 },
        { id: 90, question_id: 9 },
      ]);
      expect(db.prepare('SELECT id FROM attorneys ORDER BY id').pluck().all()).toEqual([1, 2]);
      expect(db.prepare('SELECT slug FROM articles').pluck().all()).toEqual(['first-article']);
      expect(db.prepare('SELECT slug FROM article_categories').pluck().all()).toEqual(['guides']);
    } finally {
      db.close();
    }
  });

  it('writes each bad line verbatim to <input>.rejects.jsonl', () => {
    for (const file of ['article-categories.jsonl', 'articles.jsonl', 'attorneys.jsonl', 'questions.jsonl']) {
      const source = fs.readFileSync(path.join(input, file), 'utf8').split('\n');
      const expected = BAD_LINES.filter(([f]) => f === file)
        .map(([, line]) => `${source[line - 1]}\n`)
        .join('');
      expect(fs.readFileSync(path.join(input, `${file}.rejects.jsonl`), 'utf8')).toBe(expected);
    }
  });

  it('reports imported and rejected counts per kind', () => {
    expect(result.stdout).toMatch(/questions\s+2 imported \(2 answers\), 9 rejected/);
    expect(result.stdout).toMatch(/attorneys\s+2 imported, 12 rejected/);
    expect(result.stdout).toContain('rejected lines written to');
  });

  it('does not read rejects files back on the next run', () => {
    const again = runImport(input, '--skip-invalid', '--out', out);
    expect(again.code).toBe(0);
    expect(again.stdout).toMatch(/questions\s+2 imported \(2 answers\), 9 rejected, 1 file\(s\)/);
  });
});

describe('usage errors exit with 2', () => {
  it.each([
    [['--bogus', badFixture], 'import: unknown option --bogus'],
    [[], 'import: no input given'],
    [[path.join(repoRoot, 'no/such/dir')], 'import: input not found: '],
    [[path.join(repoRoot, 'db')], 'import: no importable files found in '],
    [[path.join(repoRoot, 'package.json')], 'import: cannot tell the kind of '],
    [['--out'], 'import: --out needs a file path'],
  ])('%j', (args, message) => {
    const result = runImport(...args);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain(message);
  });
});
