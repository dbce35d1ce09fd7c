import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Database } from 'better-sqlite3';
import { IMPORT_KINDS, type ImportKind } from '#scripts/import/records.ts';
import { activeBuildFiles, buildingPathFor, publishBuild, removeBuild, removeStaleBuilds } from './archive-file.ts';
import { finishBuildDatabase, openBuildDatabase, reopenBuildDatabase, writeBuildMeta } from './build-database.ts';
import { deferSecondaryIndexes } from './deferred-indexes.ts';
import { runDerive } from './derive.ts';
import { runDeriveParallel } from './derive-parallel.ts';
import { collectInputFiles } from './input-files.ts';
import { ProgressTracker } from './progress.ts';
import { readInputs } from './read-inputs.ts';
import { RejectSink } from './rejects.ts';
import { threadCpuSeconds } from './thread-cpu.ts';
import type { ImportOptions, ImportReport, KindCounts } from './types.ts';

export type { BadLine, ImportOptions, ImportProgress, ImportReport, KindCounts } from './types.ts';
export { ImportUsageError, InputReadError, MAX_REPORTED_BAD_LINES } from './types.ts';

/** Fewer questions derive faster on one connection than the worker threads take to start. */
export const PARALLEL_MIN_QUESTIONS = 20_000;
/** Question files smaller than this parse faster on the main thread than parse threads take to start. */
export const PARSE_THREADS_MIN_BYTES = 32 << 20;

/**
 * Builds a new archive from JSON Lines files and swaps it in at outPath.
 *
 * Bad lines never abort the reading: all of them are reported. Without skipInvalid any bad
 * line fails the import (ok = false) and outPath is left as it was; with skipInvalid the bad
 * lines go to rejects files and the rest is imported. Problems with the command itself
 * (missing input, no importable file) throw ImportUsageError; I/O and SQLite failures throw.
 */
export async function importArchive(options: ImportOptions): Promise<ImportReport> {
  const started = performance.now();
  const log = options.log ?? (() => {});
  const files = collectInputFiles(options.inputs);
  const outPath = path.resolve(options.outPath);
  const report = emptyReport(outPath);

  fs.mkdirSync(path.dirname(outPath), { recursive: true });
  removeStaleBuilds(outPath, log);
  const buildPath = buildingPathFor(outPath);
  activeBuildFiles.add(buildPath);
  const rejects = options.skipInvalid ? new RejectSink() : null;
  const progress = new ProgressTracker(
    files.reduce((sum, file) => sum + file.size, 0),
    options.onProgress,
  );
  let db: Database | null = null;
  const phase = (name: string, started: number, cpuStarted: number | null) => {
    const cpu = threadCpuSeconds();
    const timing = { name, seconds: (performance.now() - started) / 1000, cpuSeconds: cpu === null || cpuStarted === null ? null : cpu - cpuStarted };
    report.steps.push(timing);
    log(`${name}: ${timing.seconds.toFixed(1)} s${timing.cpuSeconds === null ? '' : ` (CPU ${timing.cpuSeconds.toFixed(1)} s)`}`);
  };
  try {
    const opened = openBuildDatabase(buildPath);
    db = opened.db;
    const restoreIndexes = deferSecondaryIndexes(db);
    let phaseStarted = performance.now();
    let cpuStarted = threadCpuSeconds();
    const questionBytes = files.filter((file) => file.kind === 'questions').reduce((sum, file) => sum + file.size, 0);
    const parseThreads = options.parseThreads ?? (questionBytes >= PARSE_THREADS_MIN_BYTES ? os.availableParallelism() : 0);
    report.answers = await readInputs(db, files, { report, progress, rejects, parseThreads });
    phase(`read ${files.length} file(s)`, phaseStarted, cpuStarted);
    if (rejects) report.rejectFiles = rejects.files;
    if (report.badLineCount > 0 && !options.skipInvalid) return report;

    progress.startDerive();
    phaseStarted = performance.now();
    cpuStarted = threadCpuSeconds();
    restoreIndexes();
    phase('indexes', phaseStarted, cpuStarted);
    const derive = options.derive ?? (report.counts.questions.imported >= PARALLEL_MIN_QUESTIONS ? 'parallel' : 'serial');
    if (derive === 'serial') {
      report.steps.push(...(await runDerive(db, log)));
    } else {
      const derived = await runDeriveParallel(db, buildPath, { reopen: () => reopenBuildDatabase(buildPath), log });
      db = derived.db;
      report.steps.push(...derived.timings);
    }
    phaseStarted = performance.now();
    cpuStarted = threadCpuSeconds();
    report.archiveVersion = writeBuildMeta(db, {
      schemaVersion: opened.schemaVersion,
      sources: options.inputs.map((input) => path.basename(path.resolve(input))),
    });
    finishBuildDatabase(db);
    db = null;
    publishBuild(buildPath, outPath);
    phase('finish', phaseStarted, cpuStarted);
    report.ok = true;
    log(`wrote ${outPath}`);
    return report;
  } finally {
    rejects?.close();
    if (db?.open) db.close();
    if (!report.ok) removeBuild(buildPath);
    report.durationMs = Math.round(performance.now() - started);
  }
}

function emptyReport(outPath: string): ImportReport {
  const counts = Object.fromEntries(
    IMPORT_KINDS.map((kind) => [kind, { files: 0, lines: 0, imported: 0, rejected: 0 } satisfies KindCounts]),
  ) as Record<ImportKind, KindCounts>;
  return {
    ok: false,
    outPath,
    counts,
    answers: 0,
    badLines: [],
    badLineCount: 0,
    rejectFiles: [],
    archiveVersion: null,
    durationMs: 0,
    steps: [],
  };
}
