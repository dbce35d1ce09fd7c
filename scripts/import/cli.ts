/**
 * npm run import -- <dir|file>... [--out path] [--skip-invalid]
 * Exit codes: 0 imported, 1 import failed (bad lines or an error), 2 usage error.
 */
import { configResult } from '#app/config/get-config.server.ts';
import { IMPORT_KINDS } from '#scripts/import/records.ts';
import { activeBuildFiles, removeBuild } from './archive-file.ts';
import { parseCliArgs, USAGE, UsageError, type CliArgs } from './cli-args.ts';
import { createProgressReporter, formatDuration } from './cli-progress.ts';
import { importArchive, ImportUsageError, InputReadError, type ImportReport } from './importer.ts';

const SHOWN_BAD_LINES = 50;

async function main(argv: string[]): Promise<number> {
  const config = configResult();
  if (!config.ok) {
    console.error(`import: the configuration is not valid:\n${config.errors.join('\n')}`);
    return 2;
  }
  let args: CliArgs;
  try {
    args = parseCliArgs(argv, config.config.DATABASE_PATH);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    console.error(`import: ${error.message}\n\n${USAGE}`);
    return 2;
  }
  if (args.help) {
    console.log(USAGE);
    return 0;
  }

  // An interrupted import must not leave a half-built file behind.
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      for (const file of [...activeBuildFiles]) removeBuild(file);
      console.error(`\nimport: interrupted (${signal}); ${args.outPath} is unchanged`);
      process.exit(130);
    });
  }

  const progress = createProgressReporter(process.stderr);
  let report: ImportReport;
  try {
    report = await importArchive({
      inputs: args.inputs,
      outPath: args.outPath,
      skipInvalid: args.skipInvalid,
      onProgress: progress.onProgress,
      log: (line) => {
        progress.clear();
        console.error(line);
      },
    });
  } catch (error) {
    progress.clear();
    if (error instanceof ImportUsageError) {
      console.error(`import: ${error.message}`);
      return 2;
    }
    // A stack trace helps only when the importer itself went wrong, not when a file is unreadable.
    const detail = error instanceof InputReadError ? error.message : ((error as Error).stack ?? String(error));
    console.error(`import failed: ${detail}`);
    console.error(`${args.outPath} is unchanged.`);
    return 1;
  }
  progress.clear();
  printBadLines(report);
  printSummary(report);
  return report.ok ? 0 : 1;
}

function printBadLines(report: ImportReport): void {
  for (const bad of report.badLines.slice(0, SHOWN_BAD_LINES)) console.error(`${bad.file}:${bad.line}: ${bad.reason}`);
  if (report.badLineCount > SHOWN_BAD_LINES) console.error(`... and ${report.badLineCount - SHOWN_BAD_LINES} more`);
}

function printSummary(report: ImportReport): void {
  const width = Math.max(...IMPORT_KINDS.map((kind) => kind.length));
  for (const kind of IMPORT_KINDS) {
    const c = report.counts[kind];
    const answers = kind === 'questions' ? ` (${report.answers.toLocaleString('en-US')} answers)` : '';
    console.log(
      `${kind.padEnd(width)}  ${c.imported.toLocaleString('en-US').padStart(9)} imported${answers}, ${c.rejected} rejected, ${c.files} file(s)`,
    );
  }
  const seconds = report.durationMs / 1000;
  if (report.ok) {
    const rate = Math.round(report.counts.questions.imported / Math.max(seconds, 0.001));
    for (const file of report.rejectFiles) console.log(`rejected lines written to ${file}`);
    console.log(
      `Imported into ${report.outPath} in ${seconds < 60 ? `${seconds.toFixed(1)} s` : formatDuration(seconds)} (${rate.toLocaleString('en-US')} questions/s).`,
    );
  } else {
    console.error(
      `Import failed: ${report.badLineCount} bad line(s); nothing was written (${report.outPath} is unchanged). ` +
        'Fix the lines, or pass --skip-invalid to import the rest and keep the bad lines in .rejects.jsonl files.',
    );
  }
}

process.exitCode = await main(process.argv.slice(2));
