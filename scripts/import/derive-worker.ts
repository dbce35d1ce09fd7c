import { isMainThread, parentPort } from 'node:worker_threads';
import Database from 'better-sqlite3';
import { withoutJournal } from './build-database.ts';
import { runDeriveStep, type StepTiming } from './derive.ts';
import { threadCpuSeconds } from './thread-cpu.ts';
import { isLaneTable, type DeriveLane } from './derive-plan.ts';

/** The step name under which a lane reports the ANALYZE of its tables. */
export const LANE_ANALYZE_STEP = 'ANALYZE of the lane tables';

export interface LaneJob {
  buildPath: string;
  partPath: string;
  lane: DeriveLane;
  dir: string;
}

export type LaneMessage =
  | { type: 'step'; timing: StepTiming }
  | { type: 'done' }
  | { type: 'error'; message: string; stack?: string };

/**
 * One derive lane (derive-plan.ts) in a worker thread. Its connection's main database is
 * the lane's part file, holding empty copies of the lane's tables and of meta; the build
 * file is attached behind it. Unqualified names find the part's tables first, so the steps
 * run unchanged: they read the imported rows from the build file and write the part only.
 */
export async function runLane(job: LaneJob, onStep: (timing: StepTiming) => void): Promise<void> {
  const db = new Database(job.partPath);
  try {
    db.pragma('page_size = 8192');
    withoutJournal(db);
    db.pragma('synchronous = OFF');
    db.pragma('cache_size = -65536');
    db.pragma('temp_store = MEMORY');
    // The part's tables keep the archive's REFERENCES clauses, whose parents are not in the part.
    db.pragma('foreign_keys = OFF');
    db.prepare('ATTACH DATABASE ? AS src').run(job.buildPath);
    db.pragma('src.cache_size = -65536');
    createLaneTables(db, job.lane);
    for (const name of job.lane.steps) onStep(await runDeriveStep(db, name, job.dir));
    analyzeLaneTables(db, job.lane, onStep);
  } finally {
    db.close();
  }
}

/**
 * Planner statistics of the lane's tables, gathered here on the lane's core; the merge
 * copies them in and the import's final ANALYZE leaves the tables that have them alone.
 */
function analyzeLaneTables(db: Database.Database, lane: DeriveLane, onStep: (timing: StepTiming) => void): void {
  const started = performance.now();
  const cpuStarted = threadCpuSeconds();
  const tables = db
    .prepare("SELECT name FROM main.sqlite_master WHERE type = 'table' AND sql NOT LIKE 'CREATE VIRTUAL%'")
    .pluck()
    .all() as string[];
  for (const name of tables.filter((table) => isLaneTable(lane, table))) db.exec(`ANALYZE main."${name}"`);
  const cpuEnded = threadCpuSeconds();
  onStep({
    name: LANE_ANALYZE_STEP,
    seconds: (performance.now() - started) / 1000,
    cpuSeconds: cpuStarted === null || cpuEnded === null ? null : cpuEnded - cpuStarted,
  });
}

/** The lane's tables (with their indexes) and meta with its rows, as the build file has them. */
function createLaneTables(db: Database.Database, lane: DeriveLane): void {
  const tables = [...lane.tables, 'meta'];
  const marks = tables.map(() => '?').join(', ');
  const schema = db
    .prepare(
      `SELECT type, name, sql FROM src.sqlite_master
       WHERE sql IS NOT NULL AND (name IN (${marks}) OR (type = 'index' AND tbl_name IN (${marks})))
       ORDER BY type = 'index', rowid`,
    )
    .all(...tables, ...tables) as Array<{ type: string; name: string; sql: string }>;
  const missing = tables.filter((table) => !schema.some((row) => row.type === 'table' && row.name === table));
  if (missing.length) throw new Error(`derive lane ${lane.name}: the archive has no table ${missing.join(', ')}`);
  db.transaction(() => {
    for (const row of schema) db.exec(row.sql);
    db.exec('INSERT INTO main.meta SELECT * FROM src.meta');
  })();
}

// One lane per message, until the parent closes the port.
if (!isMainThread && parentPort) {
  const port = parentPort;
  port.on('message', async (job: LaneJob) => {
    try {
      await runLane(job, (timing) => port.postMessage({ type: 'step', timing } satisfies LaneMessage));
      port.postMessage({ type: 'done' } satisfies LaneMessage);
    } catch (error) {
      const { message, stack } = error as Error;
      port.postMessage({ type: 'error', message, stack } satisfies LaneMessage);
    }
  });
}
