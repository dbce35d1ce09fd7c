import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { getConfig } from '#app/config/get-config.server.ts';
import { isArchiveReadError } from '#app/domain/archive-errors.ts';

export type Archive = Database.Database;

/** Why the archive cannot be served; `exitCode` is what the server exits with at boot. */
export class ArchiveError extends Error {
  override name = 'ArchiveError';
  constructor(
    message: string,
    readonly exitCode: number = 66, // EX_NOINPUT: missing or unreadable
  ) {
    super(message);
  }
}

/** One opened archive file. A newly imported file gets a new handle (hot swap). */
interface Handle {
  readonly db: Archive;
  readonly path: string;
  readonly fileKey: string;
  readonly archiveVersion: string;
  readonly schemaVersion: number;
  readonly generation: number;
  readonly statements: Map<string, Database.Statement>;
  /** Requests that started while this handle was current and have not finished. */
  refs: number;
  retired: boolean;
}

interface ArchiveState {
  current?: Handle;
  generation: number;
  rejectedFileKey?: string;
  /** Why the archive being served can no longer be read; cleared when a good one is swapped in. */
  damage?: string;
  listeners: Set<(info: ArchiveInfo) => void>;
}

export interface ArchiveInfo {
  readonly path: string;
  readonly archiveVersion: string;
  readonly schemaVersion: number;
  readonly generation: number;
}

/**
 * The state lives on globalThis because this module is loaded twice in one process: once
 * by server/ (boot checks, hot swap, shutdown) and once inside the React Router bundle
 * (the loaders). Both must see the same connection.
 */
const STATE_KEY = Symbol.for('opencounsel.archive');
const state: ArchiveState = ((globalThis as Record<symbol, unknown>)[STATE_KEY] as ArchiveState | undefined) ??
  ((globalThis as Record<symbol, unknown>)[STATE_KEY] = { generation: 0, listeners: new Set() } as ArchiveState);

/**
 * The schema version this code was built for: the highest number among db/migrations/*.sql
 * (the importer writes the same figure into meta.schema_version). Read from the working
 * directory, which is the project root for `npm start`, the tests and a deployment.
 */
export function expectedSchemaVersion(dir = path.resolve('db/migrations')): number {
  if (!fs.existsSync(dir)) throw new ArchiveError(`The migrations folder ${dir} is missing: run the server from the project root.`, 78);
  return fs
    .readdirSync(dir)
    .filter((name) => /^\d+_.*\.sql$/.test(name))
    .reduce((max, name) => Math.max(max, Number.parseInt(name, 10)), 0);
}

function fileKeyOf(stat: fs.Stats): string {
  return `${stat.dev}:${stat.ino}:${stat.size}:${stat.mtimeMs}`;
}

/** The file itself (device and inode): the same while it is written in place, another after a rename over it. */
const sameFile = (a: string, b: string) => a.split(':').slice(0, 2).join(':') === b.split(':').slice(0, 2).join(':');

/**
 * Opens an archive read-only, with `query_only` as a second lock, and checks that this code
 * can serve it.
 */
/** Megabytes of SQLite page cache per archive connection (each thread has one); the kernel's page cache holds the rest. */
const ARCHIVE_CACHE_MB = 64;

function openHandle(file: string, generation: number): Handle {
  if (!fs.existsSync(file))
    throw new ArchiveError(`Archive not found at ${file}. Build one with \`npm run import -- <dir>\` or \`npm start\` for the demo.`);
  const fileKey = fileKeyOf(fs.statSync(file));
  let db: Archive;
  try {
    db = new Database(file, { readonly: true, fileMustExist: true });
  } catch (error) {
    throw new ArchiveError(`${file} cannot be read as an archive: ${(error as Error).message}`);
  }
  try {
    db.pragma('query_only = ON');
    // Read, not mapped (decision 0008): a mapped archive counts in every process's memory.
    db.pragma('mmap_size = 0');
    db.pragma(`cache_size = -${ARCHIVE_CACHE_MB * 1024}`);
    const meta = db.prepare("SELECT key, value FROM meta WHERE key IN ('schema_version', 'archive_version')").all() as { key: string; value: string }[];
    const values = new Map(meta.map((row) => [row.key, row.value]));
    const raw = values.get('schema_version');
    if (raw === undefined) throw new ArchiveError(`${file} is not an OpenCounsel archive (no schema_version).`);
    const schemaVersion = Number(raw);
    const expected = expectedSchemaVersion();
    if (!Number.isInteger(schemaVersion) || schemaVersion !== expected) {
      const relation = !Number.isInteger(schemaVersion) ? 'unreadable' : schemaVersion > expected ? 'newer than this server' : 'older than this server';
      throw new ArchiveError(
        `${file} has schema_version ${JSON.stringify(raw)} (${relation}); this server needs schema_version ${expected}. ` +
          'Rebuild the archive with this version of the code (`npm run import -- <dir>`) or run the matching server version.',
        65, // EX_DATAERR
      );
    }
    return {
      db,
      path: file,
      fileKey,
      archiveVersion: values.get('archive_version') ?? 'unknown',
      schemaVersion,
      generation,
      statements: new Map(),
      refs: 0,
      retired: false,
    };
  } catch (error) {
    db.close();
    if (error instanceof ArchiveError) throw error;
    throw new ArchiveError(`${file} cannot be read as an archive: ${(error as Error).message}`);
  }
}

function currentHandle(): Handle {
  state.current ??= openHandle(getConfig().DATABASE_PATH, ++state.generation);
  return state.current;
}

/** Opens (once) and returns the archive connection of this process. Throws ArchiveError. */
export function getArchive(): Archive {
  return currentHandle().db;
}

export function archiveInfo(): ArchiveInfo {
  const { path: file, archiveVersion, schemaVersion, generation } = currentHandle();
  return { path: file, archiveVersion, schemaVersion, generation };
}

/**
 * Prepared once per archive and reused: preparation is a measurable cost. Call it on every
 * use rather than keeping the statement, so a hot-swapped archive is picked up.
 */
export function statement(sql: string): Database.Statement {
  const handle = currentHandle();
  let prepared = handle.statements.get(sql);
  if (!prepared) {
    prepared = handle.db.prepare(sql);
    handle.statements.set(sql, prepared);
  }
  return prepared;
}

/**
 * Marks a request as using the current archive; call the returned function when it ends.
 * A swapped-out archive is closed only once every request that started on it is done.
 */
export function retainArchive(): () => void {
  const handle = currentHandle();
  handle.refs++;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    handle.refs--;
    if (handle.retired && handle.refs === 0) handle.db.close();
  };
}

/**
 * Why the archive being served can no longer be read (this thread found it damaged), or null.
 * Pages and calls answer 503 meanwhile; a good archive at DATABASE_PATH ends it (reloadArchive).
 */
export function archiveDamage(): string | null {
  return state.damage ?? null;
}

/**
 * Records `error` when it says the archive file cannot be read (SQLITE_CORRUPT...): true the
 * first time, so the caller logs the change of state once rather than on every request.
 */
export function noteArchiveError(error: unknown): boolean {
  if (!isArchiveReadError(error) || state.damage) return false;
  state.damage = `${state.current?.path ?? getConfig().DATABASE_PATH} cannot be read: ${(error as Error).message}`;
  return true;
}

export type ReloadResult =
  | { status: 'unchanged' }
  | { status: 'swapped'; from: string; to: string; recovered: boolean }
  | { status: 'rejected'; reason: string }
  /** The file being served was written in place and can no longer be read: nothing good to serve. */
  | { status: 'damaged'; reason: string };

/**
 * Hot swap: when the file at DATABASE_PATH is not the one open (the importer renames a new
 * build over it), open the new file, check it, and make it current. A file that fails the
 * checks is reported once and the current archive keeps serving.
 */
export function reloadArchive(): ReloadResult {
  const file = getConfig().DATABASE_PATH;
  const old = currentHandle();
  let fileKey: string;
  try {
    fileKey = fileKeyOf(fs.statSync(file));
  } catch {
    return { status: 'unchanged' }; // the path is briefly absent or unreadable: keep serving
  }
  if (fileKey === old.fileKey || fileKey === state.rejectedFileKey) return { status: 'unchanged' };
  if (sameFile(fileKey, old.fileKey)) {
    // Imports rename a new file over the path; the served file written in place may open
    // (its first pages intact) and still fail reads deeper in: nothing to trust.
    state.rejectedFileKey = fileKey;
    state.damage ??= inPlaceDamage(file);
    return { status: 'damaged', reason: state.damage };
  }
  let next: Handle;
  try {
    next = openHandle(file, state.generation + 1);
  } catch (error) {
    state.rejectedFileKey = fileKey;
    return { status: 'rejected', reason: (error as Error).message };
  }
  const recovered = state.damage !== undefined;
  state.generation = next.generation;
  state.rejectedFileKey = undefined;
  state.damage = undefined;
  state.current = next;
  old.retired = true;
  if (old.refs === 0) old.db.close();
  const info = archiveInfo();
  for (const listener of state.listeners) listener(info);
  return { status: 'swapped', from: old.archiveVersion, to: next.archiveVersion, recovered };
}

const inPlaceDamage = (file: string) => `${file} was changed in place while being served and cannot be trusted`;

/** Reads that each walk a large table's b-tree from its root to its first and last leaf. */
const PROBE_READS = ['questions', 'answers', 'question_search_docs', 'question_search_data', 'search_postings'].map((table) => `SELECT min(rowid), max(rowid) FROM ${table}`);

/**
 * /readyz's cheap integrity probe: the file at DATABASE_PATH was not written in place since it
 * was opened (a stat), and a few reads across the archive answer (the meta row, both ends of the
 * largest tables). Gives why the archive cannot be served, or null; what it finds is noted as
 * damage, so pages and calls answer 503 too until a good archive is swapped in.
 */
export function probeArchive(): string | null {
  if (state.damage) return state.damage;
  const handle = currentHandle();
  try {
    const key = fileKeyOf(fs.statSync(handle.path));
    if (key !== handle.fileKey && sameFile(key, handle.fileKey)) return (state.damage = inPlaceDamage(handle.path));
  } catch {
    // The path briefly absent (an import renaming over it): the open file still serves.
  }
  try {
    statement("SELECT value FROM meta WHERE key = 'archive_version'").get();
    for (const sql of PROBE_READS) statement(sql).get();
  } catch (error) {
    noteArchiveError(error);
    return state.damage ?? `the archive cannot be queried: ${(error as Error).message}`;
  }
  return null;
}

/** Caches derived from the archive register here to be dropped when a new archive is swapped in. */
export function onArchiveSwap(listener: (info: ArchiveInfo) => void): () => void {
  state.listeners.add(listener);
  return () => state.listeners.delete(listener);
}

export function closeArchive(): void {
  const handle = state.current;
  state.current = undefined;
  handle?.statements.clear();
  handle?.db.close();
}
