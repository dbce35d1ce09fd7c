import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fingerprintOf } from '#scripts/bench/archive.ts';
import { importArchive } from '#scripts/import/importer.ts';

/** Code whose change can change an archive built from a corpus (and every file it imports). */
const ARCHIVE_INPUTS = ['db', 'scripts/import', 'scripts/corpus'];

export const CORPUS_ARCHIVE_CACHE_DIR = path.join(os.tmpdir(), 'opencounsel-corpus');

/**
 * An external corpus imported by our importer into an archive, built once and reused: the
 * file is named by a fingerprint of the corpus file and of the code that converts and
 * imports it, so the benchmark, the tests and later runs share it until one of them
 * changes. The importer publishes the file atomically, so concurrent callers at worst
 * build it twice. Open it read-only.
 */
export async function corpusArchive({
  name,
  file,
  convert,
  cacheDir = CORPUS_ARCHIVE_CACHE_DIR,
  log = () => {},
}: {
  /** Names the cached file (`${name}-<fingerprint>.db`). */
  name: string;
  file: string;
  /** Writes the corpus as import files into a folder. */
  convert: (outDir: string, file: string) => Promise<unknown>;
  cacheDir?: string;
  log?: (line: string) => void;
}): Promise<string> {
  const corpusHash = createHash('sha256').update(fs.readFileSync(file)).digest('hex');
  const outPath = path.join(cacheDir, `${name}-${fingerprintOf(ARCHIVE_INPUTS, `corpus=${corpusHash}`).slice(0, 20)}.db`);
  if (fs.existsSync(outPath)) return outPath;

  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'opencounsel-corpus-convert-'));
  try {
    const started = performance.now();
    log(`corpus: converting ${file}`);
    await convert(work, file);
    const report = await importArchive({ inputs: [work], outPath });
    if (!report.ok) {
      const bad = report.badLines
        .slice(0, 5)
        .map((b) => `${b.file}:${b.line}: ${b.reason}`)
        .join('\n');
      throw new Error(`corpus: the import rejected ${report.badLineCount} line(s):\n${bad}`);
    }
    log(`corpus: imported into ${outPath} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    return outPath;
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
}
