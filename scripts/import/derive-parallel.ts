import fs from 'node:fs';
import os from 'node:os';
import { Worker } from 'node:worker_threads';
import type { Database } from 'better-sqlite3';
import { DERIVE_DIR, describeTiming, listDeriveSteps, runDeriveStep, type StepTiming } from './derive.ts';
import { DERIVE_PLAN, planSteps, SHADOW_SUFFIXES, type DeriveLane, type DerivePlan } from './derive-plan.ts';
import type { LaneJob, LaneMessage } from './derive-worker.ts';
import { threadCpuSeconds } from './thread-cpu.ts';

/** SQLite's default limit of attached files: the merge attaches every lane's at once. */
const MAX_LANES = 10;

export interface ParallelDeriveOptions {
  /** Opens (again) the connection to the build file, as the import configures it. */
  reopen: () => Database;
  log?: (line: string) => void;
  plan?: DerivePlan;
  dir?: string;
  /** Worker threads at most; default: the cores. */
  workers?: number;
}

/** The part file of one lane, beside the build file (removeBuild and removeStaleBuilds know the name). */
export function lanePartPath(buildPath: string, lane: string): string {
  return `${buildPath}.part-${lane}`;
}

/**
 * Runs the derive steps of `plan` on several cores (derive-plan.ts): the `before` steps on
 * `db`, then the lanes in worker threads, each writing a part file of its own while they
 * all read the build file, then copies the parts' tables in and runs the `after` steps.
 * The build connection is closed while the lanes read the file (it holds an exclusive
 * lock); the returned connection is the reopened one. Same tables, same rows as runDerive.
 */
export async function runDeriveParallel(
  db: Database,
  buildPath: string,
  options: ParallelDeriveOptions,
): Promise<{ db: Database; timings: StepTiming[] }> {
  const log = options.log ?? (() => {});
  const plan = options.plan ?? DERIVE_PLAN;
  const dir = options.dir ?? DERIVE_DIR;
  checkPlan(plan, listDeriveSteps(dir));
  const timings: StepTiming[] = [];
  const record = (timing: StepTiming) => {
    log(describeTiming(timing));
    timings.push(timing);
  };

  for (const name of plan.before) record(await runDeriveStep(db, name, dir));
  db.close();
  const parts = plan.lanes.map((lane) => lanePartPath(buildPath, lane.name));
  try {
    const started = performance.now();
    const counter = changeCounter(buildPath);
    await runLanes(plan.lanes, buildPath, dir, options.workers ?? os.availableParallelism(), record);
    // A table missing from a lane's list is written through to the build file: refuse that.
    if (changeCounter(buildPath) !== counter)
      throw new Error('derive lanes wrote to the build file itself; list the tables they write in derive-plan.ts');
    log(`derive lanes: ${((performance.now() - started) / 1000).toFixed(1)} s`);
    db = options.reopen();
    try {
      const merged = performance.now();
      const cpu = threadCpuSeconds();
      mergeParts(db, plan.lanes, parts);
      const cpuEnded = threadCpuSeconds();
      record({
        name: 'merge of the lanes',
        seconds: (performance.now() - merged) / 1000,
        cpuSeconds: cpu === null || cpuEnded === null ? null : cpuEnded - cpu,
      });
      for (const name of plan.after) record(await runDeriveStep(db, name, dir));
      for (let i = 0; i < parts.length; i++) db.exec(`DETACH DATABASE lane${i}`);
      db.unsafeMode(false);
    } catch (error) {
      db.close();
      throw error;
    }
  } finally {
    for (const part of parts) fs.rmSync(part, { force: true });
  }
  return { db, timings };
}

/** Every step of `dir` in the plan exactly once, and no table in two lanes. */
export function checkPlan(plan: DerivePlan, steps: string[]): void {
  const planned = planSteps(plan);
  const missing = steps.filter((step) => !planned.includes(step));
  const unknown = planned.filter((step) => !steps.includes(step));
  const twice = planned.filter((step, i) => planned.indexOf(step) !== i);
  if (missing.length || unknown.length || twice.length)
    throw new Error(
      `derive plan: ${[
        missing.length ? `not planned: ${missing.join(', ')}` : '',
        unknown.length ? `no such step: ${unknown.join(', ')}` : '',
        twice.length ? `planned twice: ${twice.join(', ')}` : '',
      ]
        .filter(Boolean)
        .join('; ')} (scripts/import/derive-plan.ts)`,
    );
  if (plan.lanes.length > MAX_LANES) throw new Error(`derive plan: ${plan.lanes.length} lanes, at most ${MAX_LANES}`);
  const tables = plan.lanes.flatMap((lane) => lane.tables);
  const shared = tables.filter((table, i) => tables.indexOf(table) !== i);
  if (shared.length) throw new Error(`derive plan: tables written by two lanes: ${shared.join(', ')}`);
}

/** Runs the lanes on at most `size` worker threads, in plan order (longest first). */
async function runLanes(
  lanes: DeriveLane[],
  buildPath: string,
  dir: string,
  size: number,
  record: (timing: StepTiming) => void,
): Promise<void> {
  const queue = [...lanes];
  const workers: Worker[] = [];
  const runWorker = async (): Promise<void> => {
    const worker = new Worker(new URL('./derive-worker-entry.mjs', import.meta.url));
    workers.push(worker);
    let settle: { resolve: () => void; reject: (error: Error) => void } | null = null;
    let lane = '';
    worker.on('message', (message: LaneMessage) => {
      if (message.type === 'step') record({ ...message.timing, lane });
      else if (message.type === 'done') settle?.resolve();
      else settle?.reject(Object.assign(new Error(message.message), { stack: message.stack }));
    });
    worker.on('error', (error) => settle?.reject(error));
    worker.on('exit', (code) => settle?.reject(new Error(`derive lane ${lane} stopped (exit code ${code})`)));
    for (let next = queue.shift(); next; next = queue.shift()) {
      lane = next.name;
      const job: LaneJob = { buildPath, partPath: lanePartPath(buildPath, next.name), lane: next, dir };
      await new Promise<void>((resolve, reject) => {
        settle = { resolve, reject };
        worker.postMessage(job);
      });
    }
    settle = null;
  };
  try {
    await Promise.all(Array.from({ length: Math.max(1, Math.min(size, lanes.length)) }, runWorker));
  } catch (error) {
    queue.length = 0;
    throw error;
  } finally {
    await Promise.all(workers.map((worker) => worker.terminate()));
  }
}

/**
 * Copies each lane's tables into the build file (a virtual table by its shadow tables),
 * with the planner statistics the lane gathered on them, and merges the lanes' meta rows.
 * The parts stay attached for the `after` steps. Writing shadow tables needs SQLite's
 * defensive mode off (unsafeMode) on this private file.
 */
function mergeParts(db: Database, lanes: DeriveLane[], parts: string[]): void {
  db.unsafeMode(true);
  // Creates the statistics tables (no rows: system tables are not analyzed).
  db.exec('ANALYZE sqlite_schema');
  lanes.forEach((lane, i) => {
    const schema = `lane${i}`;
    db.prepare(`ATTACH DATABASE ? AS ${schema}`).run(parts[i]);
    const present = new Set(
      db.prepare(`SELECT name FROM ${schema}.sqlite_master WHERE type = 'table'`).pluck().all() as string[],
    );
    db.transaction(() => {
      for (const table of lane.tables) {
        const copied = [table, ...SHADOW_SUFFIXES.map((suffix) => table + suffix)].filter((name) => present.has(name));
        for (const name of copied) {
          const sql = db.prepare('SELECT sql FROM main.sqlite_master WHERE name = ?').pluck().get(name) as string | undefined;
          if (sql === undefined) throw new Error(`derive lane ${lane.name}: the archive has no table ${name}`);
          if (/^CREATE VIRTUAL/i.test(sql)) continue;
          db.exec(`DELETE FROM main."${name}"; INSERT INTO main."${name}" SELECT * FROM ${schema}."${name}"`);
        }
      }
      db.exec(`INSERT OR REPLACE INTO main.meta SELECT * FROM ${schema}.meta`);
      for (const stat of ['sqlite_stat1', 'sqlite_stat4'])
        if (present.has(stat)) db.exec(`INSERT INTO main.${stat} SELECT * FROM ${schema}.${stat}`);
    })();
  });
}

/** SQLite's file change counter (header offset 24): every committed write to the file changes it. */
function changeCounter(file: string): number {
  const header = Buffer.alloc(4);
  const fd = fs.openSync(file, 'r');
  try {
    fs.readSync(fd, header, 0, 4, 24);
  } finally {
    fs.closeSync(fd);
  }
  return header.readUInt32BE(0);
}
