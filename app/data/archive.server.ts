import fs from 'node:fs';
import Database from 'better-sqlite3';
import { getConfig } from '#app/config.server.ts';

export type Archive = Database.Database;

let archive: Archive | undefined;
const statements = new Map<string, Database.Statement>();

/**
 * The archive is immutable while served: one read-only connection per process, with
 * `query_only` as a second lock and a memory map so hot pages come from the page cache.
 */
export function openArchive(path: string): Archive {
  if (!fs.existsSync(path)) throw new ArchiveError(`Archive not found at ${path}. Build one with \`npm run import -- <dir>\` or \`npm start\` for the demo.`);
  const db = new Database(path, { readonly: true, fileMustExist: true });
  try {
    db.pragma('query_only = ON');
    db.pragma('mmap_size = 17179869184');
    db.pragma('cache_size = -65536');
    const row = db.prepare("SELECT value FROM meta WHERE key = 'schema_version'").get() as { value: string } | undefined;
    if (!row) throw new ArchiveError(`${path} is not an OpenCounsel archive (no schema_version).`);
  } catch (error) {
    db.close();
    if (error instanceof ArchiveError) throw error;
    throw new ArchiveError(`${path} cannot be read as an archive: ${(error as Error).message}`);
  }
  return db;
}

export class ArchiveError extends Error {
  override name = 'ArchiveError';
}

export function getArchive(): Archive {
  archive ??= openArchive(getConfig().DATABASE_PATH);
  return archive;
}

/** Prepared once per process and reused: statement preparation is a measurable cost. */
export function statement(sql: string): Database.Statement {
  let prepared = statements.get(sql);
  if (!prepared) {
    prepared = getArchive().prepare(sql);
    statements.set(sql, prepared);
  }
  return prepared;
}

export function closeArchive(): void {
  statements.clear();
  archive?.close();
  archive = undefined;
}
