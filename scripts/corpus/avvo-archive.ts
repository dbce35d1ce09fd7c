import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fingerprintOf } from '#scripts/bench/archive.ts';
import { importArchive } from '#scripts/import/importer.ts';
import { AVVO_CORPUS_FILE, convertAvvoCorpus } from './avvo.ts';

/** Code whose change can change the archive built from the corpus (and every file it imports). */
const ARCHIVE_INPUTS = ['db', 'scripts/import', 'scripts/corpus'];

export const AVVO_ARCHIVE_CACHE_DIR = path.join(os.tmpdir(), 'opencounsel-corpus');

/**
 * The corpus imported by our importer into an archive, built once and reused: the file is
 * named by a fingerprint of the corpus file and of the code that converts and imports it,
 * so the benchmark, the tests and later runs share it until one of them changes. The
 * importer publishes the file atomically, so concurrent callers at worst build it twice.
 * Open it read-only.
 */
export async function avvoArchive({
  file = AVVO_CORPUS_FILE,
  cacheDir = AVVO_ARCHIVE_CACHE_DIR,
  log = () => {},
}: { file?: string; cacheDir?: string; log?: (line: string) => void } = {}): Promise<string> {
  const corpusHash = createHash('sha256').update(fs.readFileSync(file)).digest('hex');
  const outPath = path.join(cacheDir, `avvo-${fingerprintOf(ARCHIVE_INPUTS, `corpus=${corpusHash}`).slice(0, 20)}.db`);
  if (fs.existsSync(outPath)) return outPath;

  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'opencounsel-corpus-convert-'));
  try {
    const started = performance.now();
    log(`corpus: converting ${file}`);
    await convertAvvoCorpus(work, file);
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
