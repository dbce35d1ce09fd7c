import fs from 'node:fs';
import path from 'node:path';
import type { Database } from 'better-sqlite3';
import { IMPORT_KINDS, type ImportKind } from '#scripts/import/records.ts';
import { activeBuildFiles, buildingPathFor, publishBuild, removeBuild, removeStaleBuilds } from './archive-file.ts';
import { finishBuildDatabase, openBuildDatabase, writeBuildMeta } from './build-database.ts';
import { deferSecondaryIndexes } from './deferred-indexes.ts';
import { runDerive } from './derive.ts';
import { collectInputFiles } from './input-files.ts';
import { ProgressTracker } from './progress.ts';
import { readInputs } from './read-inputs.ts';
import { RejectSink } from './rejects.ts';
import type { ImportOptions, ImportReport, KindCounts } from './types.ts';

export type { BadLine, ImportOptions, ImportProgress, ImportReport, KindCounts } from './types.ts';
export { ImportUsageError, InputReadError, MAX_REPORTED_BAD_LINES } from './types.ts';

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
  try {
    const opened = openBuildDatabase(buildPath);
    db = opened.db;
    const restoreIndexes = deferSecondaryIndexes(db);
    let phaseStarted = performance.now();
    report.answers = await readInputs(db, files, { report, progress, rejects });
    log(`read ${files.length} file(s): ${seconds(phaseStarted)} s`);
    if (rejects) report.rejectFiles = rejects.files;
    if (report.badLineCount > 0 && !options.skipInvalid) return report;

    progress.startDerive();
    phaseStarted = performance.now();
    restoreIndexes();
    log(`indexes: ${seconds(phaseStarted)} s`);
    await runDerive(db, log);
    report.archiveVersion = writeBuildMeta(db, {
      schemaVersion: opened.schemaVersion,
      sources: options.inputs.map((input) => path.basename(path.resolve(input))),
    });
    finishBuildDatabase(db);
    db = null;
    publishBuild(buildPath, outPath);
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

const seconds = (since: number) => ((performance.now() - since) / 1000).toFixed(1);

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
  };
}
