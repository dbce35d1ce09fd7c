import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Database } from 'better-sqlite3';
import { threadCpuSeconds } from './thread-cpu.ts';

export const DERIVE_DIR = fileURLToPath(new URL('../../db/derive/', import.meta.url));

type DeriveStep = (db: Database) => void | Promise<void>;

/** How long one derive step (or import phase) took: wall time and its thread's CPU time. */
export interface StepTiming {
  name: string;
  seconds: number;
  /** User + system CPU seconds of the thread that ran it; null where unknown. */
  cpuSeconds: number | null;
  /** The worker lane that ran it; absent for the archive's own connection. */
  lane?: string;
}

/** The derive steps of `dir`: `.sql` and `.ts` files (not tests), in name order. */
export function listDeriveSteps(dir: string = DERIVE_DIR): string[] {
  return fs
    .readdirSync(dir)
    .filter((name) => /\.(sql|ts)$/.test(name) && !/\.(test|d)\.ts$/.test(name))
    .sort();
}

/**
 * Runs one derive step on `db`: a `.sql` file executed as a script, a `.ts` file by its
 * default export (for rules that are clearer in TypeScript than in SQL, e.g. scores and
 * percentiles). Returns its timing.
 */
export async function runDeriveStep(db: Database, name: string, dir: string = DERIVE_DIR): Promise<StepTiming> {
  const file = path.join(dir, name);
  const started = performance.now();
  const cpuStarted = threadCpuSeconds();
  try {
    if (name.endsWith('.sql')) {
      db.exec(fs.readFileSync(file, 'utf8'));
    } else {
      const module = (await import(pathToFileURL(file).href)) as { default?: unknown };
      if (typeof module.default !== 'function') throw new Error('has no default export function (db) => void');
      await (module.default as DeriveStep)(db);
    }
  } catch (error) {
    throw new Error(`derive step ${name} failed: ${(error as Error).message}`, { cause: error });
  }
  const cpuEnded = threadCpuSeconds();
  return {
    name,
    seconds: (performance.now() - started) / 1000,
    cpuSeconds: cpuStarted === null || cpuEnded === null ? null : cpuEnded - cpuStarted,
  };
}

/** "derive 0020_full_text.sql: 12.3 s (CPU 12.1 s)", with the lane when a worker ran it. */
export function describeTiming(timing: StepTiming): string {
  const cpu = timing.cpuSeconds === null ? '' : ` (CPU ${timing.cpuSeconds.toFixed(1)} s)`;
  const lane = timing.lane ? ` [${timing.lane}]` : '';
  return `derive ${timing.name}: ${timing.seconds.toFixed(1)} s${cpu}${lane}`;
}

/**
 * Computes the derived tables once the rows are in, one step after the other on `db`:
 * db/derive/* in name order. derive-parallel.ts runs the same steps on two cores.
 */
export async function runDerive(
  db: Database,
  log: (line: string) => void = () => {},
  dir: string = DERIVE_DIR,
): Promise<StepTiming[]> {
  const timings: StepTiming[] = [];
  for (const name of listDeriveSteps(dir)) {
    const timing = await runDeriveStep(db, name, dir);
    log(describeTiming(timing));
    timings.push(timing);
  }
  return timings;
}
