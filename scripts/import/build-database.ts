import { randomBytes } from 'node:crypto';
import os from 'node:os';
import Database from 'better-sqlite3';
import { applyMigrations } from './migrations.ts';
import { insertReferenceRows } from './reference-rows.ts';

/**
 * Opens a new archive file for a bulk build. Durability settings are off on purpose: the
 * file is private until it is renamed into place, and a crash simply means rebuilding.
 * Returns the database and the schema version its migrations reached.
 */
export function openBuildDatabase(buildPath: string): { db: Database.Database; schemaVersion: number } {
  const db = new Database(buildPath);
  try {
    db.pragma('page_size = 8192'); // before the first table, or it has no effect
    configureBuildConnection(db);
    const schemaVersion = applyMigrations(db);
    insertReferenceRows(db);
    return { db, schemaVersion };
  } catch (error) {
    db.close();
    throw error;
  }
}

/** Opens the build file again (derive-parallel.ts closes it while worker threads read it). */
export function reopenBuildDatabase(buildPath: string): Database.Database {
  const db = new Database(buildPath, { fileMustExist: true });
  try {
    configureBuildConnection(db);
    return db;
  } catch (error) {
    db.close();
    throw error;
  }
}

function configureBuildConnection(db: Database.Database): void {
  withoutJournal(db);
  db.pragma('synchronous = OFF');
  db.pragma('locking_mode = EXCLUSIVE');
  db.pragma('cache_size = -131072'); // 128 MiB: plenty once the secondary indexes are deferred (deferred-indexes.ts)
  db.pragma('temp_store = MEMORY');
  // Big sorts (CREATE INDEX after the load, GROUP BY in the counts) use helper threads; the
  // connection runs alone on the machine at those moments.
  db.pragma(`threads = ${os.availableParallelism()}`);
}

/**
 * No rollback journal on a private build file: otherwise every transaction that changes
 * existing pages (the counts, the answer scores, the merge) first copies them aside.
 * better-sqlite3 opens connections in SQLite's defensive mode, which refuses
 * journal_mode=OFF without a word, so it is lifted for this one pragma.
 */
export function withoutJournal(db: Database.Database, schema = 'main'): void {
  db.unsafeMode(true);
  try {
    const mode = db.pragma(`${schema}.journal_mode = OFF`, { simple: true });
    if (mode !== 'off') throw new Error(`cannot turn the journal of the build file off (journal_mode is ${String(mode)})`);
  } finally {
    db.unsafeMode(false);
  }
}

export interface BuildMeta {
  schemaVersion: number;
  sources: string[];
}

/** Writes the meta rows the site reads to identify this build; returns the archive version. */
export function writeBuildMeta(db: Database.Database, meta: BuildMeta): string {
  const builtAt = new Date();
  const stamp = builtAt
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');
  // Changes with every build: the server uses it in cache keys and ETags.
  const archiveVersion = `${stamp}-${randomBytes(6).toString('hex')}`;
  const upsert = db.prepare('INSERT OR REPLACE INTO meta (key, value) VALUES (?, ?)');
  upsert.run('schema_version', String(meta.schemaVersion));
  upsert.run('archive_version', archiveVersion);
  upsert.run('built_at', builtAt.toISOString());
  upsert.run('source', meta.sources.join(', '));
  return archiveVersion;
}

/**
 * Leaves the file as a normal, self-contained SQLite database with fresh planner statistics.
 * Tables whose statistics the derive lanes already gathered (derive-worker.ts) keep them.
 */
export function finishBuildDatabase(db: Database.Database): void {
  db.pragma('journal_mode = DELETE');
  const hasStats = db.prepare("SELECT 1 FROM sqlite_master WHERE name = 'sqlite_stat1'").get() !== undefined;
  const analyzed = new Set(hasStats ? (db.prepare('SELECT DISTINCT tbl FROM sqlite_stat1').pluck().all() as string[]) : []);
  if (analyzed.size === 0) {
    db.exec('ANALYZE');
  } else {
    const tables = db
      .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND substr(name, 1, 7) <> 'sqlite_' AND sql NOT LIKE 'CREATE VIRTUAL%'")
      .pluck()
      .all() as string[];
    for (const table of tables.filter((name) => !analyzed.has(name))) db.exec(`ANALYZE "${table.replace(/"/g, '""')}"`);
  }
  db.pragma('locking_mode = NORMAL');
  db.close();
}
