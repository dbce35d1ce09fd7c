import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildFixtureArchive } from '#tests/helpers/fixture-archive.ts';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
const cli = ['--import', 'tsx', 'scripts/import/cli.ts'];
const QUESTIONS = 30_000;

let work: string;
let bigInput: string;
beforeAll(() => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'opencounsel-import-crash-'));
  bigInput = path.join(work, 'big');
  fs.mkdirSync(bigInput);
  // Enough small questions that the import is still running when the first progress line appears.
  const lines: string[] = [];
  for (let id = 1; id <= QUESTIONS; id++) {
    lines.push(
      JSON.stringify({
        id,
        title: `Generated question ${id} about a lease`,
        body: `Body of question ${id}.`,
        categoryId: 85,
        state: 'OR',
        postedAt: '2022-03-04',
        answers: [{ id, body: `Answer to question ${id}.`, postedAt: '2022-03-05' }],
      }),
    );
  }
  fs.writeFileSync(path.join(bigInput, 'questions.jsonl'), `${lines.join('\n')}\n`);
});
afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

/** Starts the import and sends it `signal` as soon as it reports progress on the questions. */
function killMidImport(out: string, signal: NodeJS.Signals = 'SIGKILL'): Promise<{ signal: NodeJS.Signals | null; code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...cli, bigInput, '--out', out], {
      cwd: repoRoot,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (/questions: [\d,]+ lines/.test(output) && child.exitCode === null && !child.killed) child.kill(signal);
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('error', reject);
    child.on('exit', (code, exitSignal) => resolve({ signal: exitSignal, code, output }));
  });
}

describe('an import killed with SIGKILL', () => {
  it('leaves the old archive intact, and the next import cleans up and succeeds', async () => {
    const archive = path.join(work, 'served', 'archive.db');
    fs.mkdirSync(path.dirname(archive));
    fs.copyFileSync(await buildFixtureArchive('tests/fixtures/import-good'), archive);
    const before = fs.readFileSync(archive);

    const killed = await killMidImport(archive);
    expect(killed.signal, killed.output).toBe('SIGKILL');
    expect(killed.output).not.toContain('Imported into');
    expect(fs.readFileSync(archive).equals(before)).toBe(true);
    const leftovers = fs.readdirSync(path.dirname(archive)).filter((name) => name.includes('.building-'));
    expect(leftovers.length, 'the kill should leave a half-built temp file').toBeGreaterThan(0);

    const next = spawnSync(process.execPath, [...cli, 'tests/fixtures/import-good', '--out', archive], {
      cwd: repoRoot,
      encoding: 'utf8',
    });
    expect(next.status, next.stderr).toBe(0);
    expect(next.stderr).toMatch(/removed archive\.db\.building-\d+-[0-9a-f]+, left by an interrupted import/);
    expect(fs.readdirSync(path.dirname(archive))).toEqual(['archive.db']);
    expect(fs.readFileSync(archive).equals(before)).toBe(false);
  });
});

describe('an import interrupted with SIGINT or SIGTERM', () => {
  it.each(['SIGINT', 'SIGTERM'] as const)('%s: removes its own temp files, leaves the archive as it was and exits 130', async (signal) => {
    const archive = path.join(work, `interrupted-${signal}`, 'archive.db');
    fs.mkdirSync(path.dirname(archive));
    fs.copyFileSync(await buildFixtureArchive('tests/fixtures/import-good'), archive);
    const before = fs.readFileSync(archive);
    const interrupted = await killMidImport(archive, signal);
    expect(interrupted.code, interrupted.output).toBe(130);
    expect(interrupted.output).toContain(`interrupted (${signal})`);
    expect(fs.readdirSync(path.dirname(archive))).toEqual(['archive.db']);
    expect(fs.readFileSync(archive).equals(before)).toBe(true);
  });
});

describe('temp files of other imports', () => {
  it("a new import removes those of importers no longer running and keeps a running one's", async () => {
    const dir = path.join(work, 'others');
    fs.mkdirSync(dir);
    const archive = path.join(dir, 'archive.db');
    // A pid no process has (above the kernel's pid_max), and this test's own, which is running.
    const gone = ['archive.db.building-4999999-abc123', 'archive.db.building-4999999-abc123-journal'];
    const running = `archive.db.building-${process.pid}-def456`;
    for (const name of [...gone, running]) fs.writeFileSync(path.join(dir, name), 'half-built');
    const next = spawnSync(process.execPath, [...cli, 'tests/fixtures/import-good', '--out', archive], { cwd: repoRoot, encoding: 'utf8' });
    expect(next.status, next.stderr).toBe(0);
    expect(fs.readdirSync(dir).sort()).toEqual(['archive.db', running]);
    for (const name of gone) expect(next.stderr).toContain(`removed ${name}, left by an interrupted import`);
  });
});
