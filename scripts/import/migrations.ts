import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Database } from 'better-sqlite3';

export const MIGRATIONS_DIR = fileURLToPath(new URL('../../db/migrations/', import.meta.url));

export interface Migration {
  /** The leading number of the file name: 0001_archive.sql -> 1. */
  version: number;
  name: string;
  path: string;
}

/** db/migrations/NNNN_name.sql in name order (numbers are never renamed once applied). */
export function listMigrations(dir: string = MIGRATIONS_DIR): Migration[] {
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.sql'))
    .sort()
    .map((name) => ({ version: Number.parseInt(name, 10) || 0, name, path: path.join(dir, name) }));
}

/** Applies every migration to a new, empty archive; returns the schema version reached. */
export function applyMigrations(db: Database, dir: string = MIGRATIONS_DIR): number {
  let version = 0;
  for (const migration of listMigrations(dir)) {
    try {
      db.exec(fs.readFileSync(migration.path, 'utf8'));
    } catch (error) {
      throw new Error(`migration ${migration.name} failed: ${(error as Error).message}`, { cause: error });
    }
    version = Math.max(version, migration.version);
  }
  return version;
}
