import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { buildFixtureArchive } from '#tests/helpers/fixture-archive.ts';
import { importArchive } from '#scripts/import/importer.ts';
import searchImpact from '../../db/derive/0320_search_impact.ts';

/**
 * The FTS5 page reader's import-time check (app/search/engines/sqlite/fts5/pages.server.ts):
 * a read that disagrees with FTS5's own records stops the import, and no archive is left.
 * `misread` makes the real decoder miscount one position of the first doclist it reads,
 * as a format it misreads would.
 */
const misread = vi.hoisted(() => ({ on: false }));
vi.mock(import('#app/search/engines/sqlite/fts5/fts5-doclist.ts'), async (original) => {
  const real = await original();
  return {
    ...real,
    weightedCounts: (...args: Parameters<typeof real.weightedCounts>) => {
      real.weightedCounts(...args);
      const [list, , , positions] = args;
      if (misread.on && list.docs.length > 0) {
        positions[list.docs[0]!]! += 1;
        misread.on = false;
      }
    },
  };
});

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'search-fts5-guard-'));
afterAll(() => fs.rmSync(work, { recursive: true, force: true }));
const DOCSIZE_DIFFERS = /search postings: row \d+ has \d+ tokens in FTS5's docsize, the index read gave \d+ positions/;

describe("the FTS5 page reader's import-time check", () => {
  it('stops an import whose index read disagrees with FTS5, leaving no archive', async () => {
    const outPath = path.join(work, 'archive.db');
    misread.on = true;
    await expect(
      importArchive({ inputs: [path.resolve('tests/fixtures/demo-small')], outPath, derive: 'serial' }),
    ).rejects.toThrow(DOCSIZE_DIFFERS);
    expect(misread.on).toBe(false); // the misread did happen
    expect(fs.readdirSync(work)).toEqual([]); // neither the archive nor its build file
  });

  it('stops the step on an index whose docsize record is corrupted', async () => {
    const built = await buildFixtureArchive('tests/fixtures/demo-small', 'tests/fixtures/search');
    const copy = path.join(work, 'corrupted.db');
    fs.copyFileSync(built, copy);
    const db = new Database(copy);
    try {
      searchImpact(db); // the untouched copy reads true
      const [id, sz] = db.prepare('SELECT id, sz FROM question_search_docsize ORDER BY id LIMIT 1').raw().get() as [number, Buffer];
      expect(sz[0]).toBeLessThan(0x7f); // a one-byte varint: one more token is still one byte
      const corrupted = Buffer.from(sz);
      corrupted[0]! += 1;
      db.unsafeMode(true); // FTS5's shadow tables are read-only otherwise
      db.prepare('UPDATE question_search_docsize SET sz = ? WHERE id = ?').run(corrupted, id);
      db.unsafeMode(false);
      expect(() => searchImpact(db)).toThrow(DOCSIZE_DIFFERS);
    } finally {
      db.close();
    }
  });
});
