import fs from 'node:fs';
import path from 'node:path';
import { FIELDS, ATTRIBUTES } from '#app/search/engines/sphinxql/schema.ts';
import { searchdConfig, type IndexDefinition } from '#app/search/index/searchd-config.ts';
import { countDocuments, openArchive, readDocuments, WHOLE, type SearchDocument, type Shard } from './documents.ts';
import { runIndexer, writeOwnIdf } from './searchd.ts';
import { archiveIndex } from './setup.ts';

/** What `npm run search:config` / `search:index` are told (scripts/search/cli-args.ts). */
export interface SearchSetup {
  readonly archive: string;
  /** Folder of searchd.conf, the index files, logs and pid file. */
  readonly dir: string;
  readonly host: string;
  readonly port: number;
  readonly index: string;
  readonly method: 'plain' | 'rt';
  readonly shard: Shard;
  readonly rtMemLimitMb: number;
}

/** The plain index's IDF file (its own dictionary's; a cluster's operator replaces it with every shard's). */
export function idfPath(setup: SearchSetup): string {
  return path.join(path.resolve(setup.dir), `${setup.index}.idf`);
}

/** Writes `<dir>/searchd.conf` for the setup and returns its path. */
export function writeSearchdConfig(setup: SearchSetup): string {
  const dir = path.resolve(setup.dir);
  fs.mkdirSync(dir, { recursive: true });
  const index: IndexDefinition =
    setup.method === 'rt'
      ? { kind: 'rt', name: setup.index, memLimitMb: setup.rtMemLimitMb }
      : archiveIndex(setup.index, 'plain', setup.archive, {
          globalIdf: idfPath(setup),
          ...(setup.shard === WHOLE ? {} : { shard: setup.shard }),
        });
  const configPath = path.join(dir, 'searchd.conf');
  fs.writeFileSync(configPath, searchdConfig({ dir, host: setup.host, port: setup.port, indexes: [index] }));
  return configPath;
}

/** The bytes of an index's files in `dir` (name.* and, for RT, its chunks name.N.*). */
export function indexBytes(dir: string, index: string): number {
  return fs
    .readdirSync(dir)
    .filter((f) => f.startsWith(`${index}.`))
    .reduce((sum, f) => sum + fs.statSync(path.join(dir, f)).size, 0);
}

/** True when the pid file of the config's searchd names a live process (then indexer must --rotate). */
export function searchdRunning(dir: string): boolean {
  const pidFile = path.join(dir, 'searchd.pid');
  if (!fs.existsSync(pidFile)) return false;
  const pid = Number(fs.readFileSync(pidFile, 'utf8').trim());
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Builds the plain index with `indexer` (the exporter prints its own progress bar). */
export function buildPlainIndex(
  configPath: string,
  index: string,
  idf: string,
  options: { rotate: boolean; quiet?: boolean },
): void {
  runIndexer(configPath, [index], { rotate: options.rotate, quiet: options.quiet ?? true });
  writeOwnIdf(configPath, index, idf);
}

const COLUMNS = ['id', ...FIELDS, ...ATTRIBUTES.map((a) => a.name)];
const row = (d: SearchDocument) => [d.id, d.title, d.body, d.answers, d.state, d.category, d.country, d.posted];

/**
 * Fills an RT index over SphinxQL: emptied first, then multi-row INSERTs of about
 * `batchBytes` of text each, two in flight (one is built while searchd stores the other),
 * then flushed to disk.
 */
export async function fillRtIndex(options: {
  url: string;
  index: string;
  archive: string;
  shard?: Shard;
  batchBytes?: number;
  onProgress?: (done: number, total: number) => void;
}): Promise<number> {
  const { default: mysql } = await import('mysql2/promise');
  const { hostname, port } = new URL(options.url);
  const pool = mysql.createPool({ host: hostname, port: Number(port || 9306), connectionLimit: 2 });
  const db = openArchive(options.archive);
  const shard = options.shard ?? WHOLE;
  const total = countDocuments(db, shard);
  const limit = options.batchBytes ?? 4 << 20;
  const insert = `INSERT INTO ${options.index} (${COLUMNS.join(', ')}) VALUES ?`;
  let done = 0;
  try {
    await pool.query(`TRUNCATE RTINDEX ${options.index}`);
    const inFlight = new Set<Promise<unknown>>();
    const send = async (batch: unknown[][]) => {
      if (inFlight.size >= 2) await Promise.race(inFlight);
      const sent = pool.query(insert, [batch]).then(() => {
        inFlight.delete(sent);
        done += batch.length;
        options.onProgress?.(done, total);
      });
      inFlight.add(sent);
    };
    let batch: unknown[][] = [];
    let bytes = 0;
    for (const doc of readDocuments(db, shard)) {
      batch.push(row(doc));
      bytes += doc.title.length + doc.body.length + doc.answers.length + 64;
      if (bytes >= limit) {
        await send(batch);
        batch = [];
        bytes = 0;
      }
    }
    if (batch.length) await send(batch);
    await Promise.all(inFlight);
    await pool.query(`FLUSH RTINDEX ${options.index}`);
  } finally {
    db.close();
    await pool.end();
  }
  return done;
}
