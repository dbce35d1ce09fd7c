import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { convertAvvoCorpus, findAvvoCorpus } from '#scripts/corpus/avvo.ts';
import { generateDemoArchive } from '#scripts/seed/generate.ts';
import { measureArchive } from './measure.ts';
import { fitHeaps } from './statistics.ts';
import { sideBySide, type Column } from './report.ts';
import { FULL_SIZE_SEARCH_TERMS, REAL_CORPUS, searchTermsBand } from './targets.ts';

/**
 * `npm run calibrate [-- --seed S] [--large N]`: the real corpus (../shared/corpus, read
 * in place, never copied) and a generated archive of the same size, measured the same way
 * and printed side by side; `--large N` adds a generated archive of N questions and the
 * full-size vocabulary its Heaps fit predicts. Only statistics are printed.
 */
const { values } = parseArgs({
  options: { seed: { type: 'string', default: '1' }, large: { type: 'string' } },
});
const seed = Number(values.seed);
const large = values.large === undefined ? null : Number(values.large);
if (!Number.isInteger(seed) || (large !== null && !(Number.isInteger(large) && large > 0))) {
  console.error('calibrate: --seed and --large take whole numbers');
  process.exit(2);
}

const corpus = findAvvoCorpus();
if (corpus.file === null) {
  console.log(`calibrate: skipped, ${corpus.reason}`);
  process.exit(0);
}
const corpusFile = corpus.file;

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'opencounsel-calibrate-'));
try {
  const columns: Column[] = [];
  const realDir = path.join(scratch, 'real');
  const converted = await convertAvvoCorpus(realDir, corpusFile);
  columns.push({
    heading: `real corpus, ${converted.questions.toLocaleString('en-US')} questions`,
    archive: await measureArchive(realDir),
  });
  fs.rmSync(realDir, { recursive: true, force: true });

  for (const questions of [converted.questions, ...(large ? [large] : [])]) {
    const dir = path.join(scratch, `generated-${questions}`);
    const started = performance.now();
    await generateDemoArchive({ questions, seed, outDir: dir });
    const seconds = (performance.now() - started) / 1000;
    console.log(
      `calibrate: generated ${questions.toLocaleString('en-US')} questions in ${seconds.toFixed(1)} s; measuring`,
    );
    columns.push({
      heading: `generated, ${questions.toLocaleString('en-US')} questions (seed ${seed})`,
      archive: await measureArchive(dir),
    });
    fs.rmSync(dir, { recursive: true, force: true });
  }

  console.log(`\n${sideBySide(columns)}\n`);
  const [real, generated] = columns.map((c) => c.archive) as [Column['archive'], Column['archive']];
  const band = searchTermsBand(generated.questions);
  const inBand = generated.searchTerms >= band.low && generated.searchTerms <= band.high;
  console.log(
    `search terms at ${generated.questions.toLocaleString('en-US')} questions: generated ${generated.searchTerms.toLocaleString('en-US')}, ` +
      `real ${real.searchTerms.toLocaleString('en-US')} (${((generated.searchTerms / real.searchTerms - 1) * 100).toFixed(0)} %; ` +
      `band ${band.low.toLocaleString('en-US')}-${band.high.toLocaleString('en-US')}): ${inBand ? 'within' : 'OUTSIDE'}`,
  );
  if (real.searchTerms !== REAL_CORPUS.searchTerms)
    console.log(
      `calibrate: note: the corpus now gives ${real.searchTerms} search terms; scripts/calibrate/targets.ts says ${REAL_CORPUS.searchTerms}`,
    );
  const largest = columns.at(-1)!.archive;
  if (large) {
    // Extrapolated from the largest archive by its own growth past 2,048 questions.
    const { beta } = fitHeaps(largest.growth.filter(([n]) => n >= 2048));
    const ratio = largest.searchTerms / largest.distinctWords;
    const projected =
      largest.distinctWords * Math.pow(FULL_SIZE_SEARCH_TERMS.questions / largest.questions, beta) * ratio;
    console.log(
      `projected search terms at ${FULL_SIZE_SEARCH_TERMS.questions.toLocaleString('en-US')} questions: ~${Math.round(projected).toLocaleString('en-US')} ` +
        `(Heaps beta past 2,048 questions ${beta.toFixed(3)}, ${(ratio * 100).toFixed(0)} % of words are distinct stems; required ${FULL_SIZE_SEARCH_TERMS.atLeast.toLocaleString('en-US')})`,
    );
  }
  process.exitCode = inBand ? 0 : 1;
} finally {
  fs.rmSync(scratch, { recursive: true, force: true });
}
