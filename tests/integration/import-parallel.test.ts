import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { removeStaleBuilds } from '#scripts/import/archive-file.ts';
import { listDeriveSteps } from '#scripts/import/derive.ts';
import { checkPlan, lanePartPath, runDeriveParallel } from '#scripts/import/derive-parallel.ts';
import { DERIVE_PLAN, type DerivePlan } from '#scripts/import/derive-plan.ts';
import { LANE_ANALYZE_STEP } from '#scripts/import/derive-worker.ts';
import { importArchive } from '#scripts/import/importer.ts';
import { generateDemoArchive } from '#scripts/seed/generate.ts';

let work: string;
beforeAll(() => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'opencounsel-import-parallel-'));
});
afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

/** Every table's rows, sorted, blobs as hex; meta without the build's own identity. */
function contents(file: string): Map<string, string[]> {
  const db = new Database(file, { readonly: true });
  try {
    const tables = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name").pluck().all() as string[];
    return new Map(
      tables.map((table) => {
        const rows = (db.prepare(`SELECT * FROM "${table}"`).raw().all() as unknown[][])
          .map((row) => JSON.stringify(row.map((v) => (Buffer.isBuffer(v) ? v.toString('hex') : v))))
          .filter((row) => table !== 'meta' || !/^\["(archive_version|built_at)"/.test(row));
        return [table, rows.sort()];
      }),
    );
  } finally {
    db.close();
  }
}

const schemaOf = (file: string) => {
  const db = new Database(file, { readonly: true });
  try {
    return db.prepare('SELECT type, name, sql FROM sqlite_master ORDER BY name').all();
  } finally {
    db.close();
  }
};

describe('the derive plan', () => {
  it('names every db/derive step once and gives no table to two lanes', () => {
    expect(() => checkPlan(DERIVE_PLAN, listDeriveSteps())).not.toThrow();
    expect(() => checkPlan(DERIVE_PLAN, [...listDeriveSteps(), '0999_new.sql'])).toThrow(/not planned: 0999_new\.sql/);
    const twice: DerivePlan = { ...DERIVE_PLAN, after: [...DERIVE_PLAN.after, '0010_counts.sql'] };
    expect(() => checkPlan(twice, listDeriveSteps())).toThrow(/planned twice: 0010_counts\.sql/);
  });
});

describe('a parallel import', () => {
  it('writes the same schema and the same rows in every table as a serial import', { timeout: 240_000 }, async () => {
    // Big enough that common words reach the impact lists' document frequency.
    const dump = path.join(work, 'dump');
    await generateDemoArchive({ questions: 3_000, seed: 7, outDir: dump, workers: 0 });
    const serial = path.join(work, 'serial.db');
    const parallel = path.join(work, 'parallel.db');
    const serialReport = await importArchive({ inputs: [dump], outPath: serial, derive: 'serial' });
    const parallelReport = await importArchive({ inputs: [dump], outPath: parallel, derive: 'parallel' });
    expect(serialReport.ok && parallelReport.ok).toBe(true);

    // The lanes really ran in worker threads, and each gathered its tables' statistics.
    expect(parallelReport.steps.filter((step) => step.lane).map((step) => step.name).sort()).toEqual(
      DERIVE_PLAN.lanes.flatMap((lane) => [...lane.steps, LANE_ANALYZE_STEP]).sort(),
    );
    expect(schemaOf(parallel)).toEqual(schemaOf(serial));
    const expected = contents(serial);
    const actual = contents(parallel);
    expect([...actual.keys()]).toEqual([...expected.keys()]);
    for (const [table, rows] of expected) {
      expect(actual.get(table)?.length, table).toBe(rows.length);
      expect(actual.get(table), table).toEqual(rows);
    }
    // Nothing but the archive is left beside it.
    expect(fs.readdirSync(work).filter((name) => name.startsWith('parallel.db'))).toEqual(['parallel.db']);
  });
});

describe('a failing derive lane', () => {
  it('fails the derive with the step named and leaves no lane file behind', async () => {
    const dir = fs.mkdtempSync(path.join(work, 'steps-'));
    fs.writeFileSync(path.join(dir, '0010_before.sql'), "INSERT OR REPLACE INTO meta VALUES ('before', '1');");
    fs.writeFileSync(path.join(dir, '0020_good.sql'), "INSERT INTO good VALUES (1); INSERT INTO meta VALUES ('good', '1');");
    fs.writeFileSync(path.join(dir, '0030_bad.sql'), 'INSERT INTO good SELECT n FROM no_such_table;');
    const plan: DerivePlan = {
      before: ['0010_before.sql'],
      lanes: [
        { name: 'good', steps: ['0020_good.sql'], tables: ['good'] },
        { name: 'bad', steps: ['0030_bad.sql'], tables: [] },
      ],
      after: [],
    };
    const buildPath = path.join(work, 'failing.db');
    const db = new Database(buildPath);
    db.exec('CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL) WITHOUT ROWID; CREATE TABLE good (n INTEGER)');
    await expect(
      runDeriveParallel(db, buildPath, { reopen: () => new Database(buildPath), plan, dir, workers: 2 }),
    ).rejects.toThrow(/derive step 0030_bad\.sql failed: no such table: no_such_table/);
    expect(db.open).toBe(false);
    for (const lane of plan.lanes) expect(fs.existsSync(lanePartPath(buildPath, lane.name))).toBe(false);

    // A lane writing a table its plan does not list would write the build file itself.
    const undeclared: DerivePlan = { ...plan, lanes: [{ ...plan.lanes[0]!, tables: [] }], after: [] };
    fs.renameSync(path.join(dir, '0030_bad.sql'), path.join(work, 'bad.sql'));
    await expect(
      runDeriveParallel(new Database(buildPath), buildPath, { reopen: () => new Database(buildPath), plan: undeclared, dir }),
    ).rejects.toThrow(/derive lanes wrote to the build file itself/);

    // The same plan without the failing lane: the good lane's rows and meta are merged in.
    const ok: DerivePlan = { ...plan, lanes: [plan.lanes[0]!], after: [] };
    new Database(buildPath).exec('DELETE FROM good').close();
    const merged = await runDeriveParallel(new Database(buildPath), buildPath, {
      reopen: () => new Database(buildPath),
      plan: ok,
      dir,
    });
    try {
      expect(merged.db.prepare('SELECT n FROM good').pluck().all()).toEqual([1]);
      expect(merged.db.prepare('SELECT key FROM meta ORDER BY key').pluck().all()).toEqual(['before', 'good']);
    } finally {
      merged.db.close();
    }
  });
});

describe('lane files of an interrupted import', () => {
  it('are removed with the build they belong to', () => {
    const dir = fs.mkdtempSync(path.join(work, 'stale-'));
    const out = path.join(dir, 'archive.db');
    // A pid no process has (above the kernel's pid_max).
    const stale = `${out}.building-99999999-abcdef`;
    for (const file of [stale, `${stale}.part-listings`, `${stale}.part-full-text`]) fs.writeFileSync(file, '');
    const log: string[] = [];
    removeStaleBuilds(out, (line) => log.push(line));
    expect(fs.readdirSync(dir)).toEqual([]);
    expect(log).toHaveLength(3);
  });
});
