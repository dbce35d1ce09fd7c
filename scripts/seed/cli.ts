import { resolve } from 'node:path';
import { parseSeedArgs, USAGE, UsageError, type SeedArgs } from './cli-args.ts';
import { generateDemoArchive } from './generate.ts';

/** `npm run seed -- --questions N [--seed S] --out DIR`: writes a demo JSON Lines dump. */
async function main(argv: readonly string[]): Promise<number> {
  if (argv.includes('--help') || argv.includes('-h')) {
    console.log(USAGE);
    return 0;
  }
  let args: SeedArgs;
  try {
    args = parseSeedArgs(argv);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    console.error(`seed: ${error.message}\n${USAGE}`);
    return 2;
  }
  const started = performance.now();
  const log = args.quiet ? () => {} : (line: string) => console.log(line);
  log(`seed: ${args.questions.toLocaleString('en-US')} questions, seed ${args.seed} -> ${resolve(args.outDir)}`);
  let nextReport = 100_000;
  const report = await generateDemoArchive({
    questions: args.questions,
    seed: args.seed,
    outDir: args.outDir,
    workers: args.workers,
    onProgress: (written) => {
      if (written < nextReport) return;
      nextReport += 100_000;
      const seconds = (performance.now() - started) / 1000;
      log(`  ${written.toLocaleString('en-US')} questions, ${Math.round(written / seconds).toLocaleString('en-US')}/s`);
    },
  });
  const seconds = (performance.now() - started) / 1000;
  log(
    `seed: done in ${seconds.toFixed(1)} s (${Math.round(report.questions / seconds).toLocaleString('en-US')} questions/s): ` +
      `${report.questions} questions, ${report.answers} answers, ${report.attorneys} attorneys, ` +
      `${report.articles} articles in ${report.articleCategories} categories, ${(report.bytes / 1e6).toFixed(1)} MB, ${report.workers} workers`,
  );
  return 0;
}

try {
  process.exitCode = await main(process.argv.slice(2));
} catch (error) {
  // I/O failures (a read-only or full disk): one readable line rather than a stack trace.
  console.error(`seed: failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
