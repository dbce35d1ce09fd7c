import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { importArchive } from '#scripts/import/importer.ts';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

/** Everything that shapes the archive: a change to any of it means a new build. */
const BUILD_INPUTS = [
  'db/migrations',
  'db/derive',
  'scripts/import',
  // All of app/domain: db/derive/*.ts steps import its rules (scores, related questions).
  'app/domain',
  // app/search: the search index's derive steps import its rules (spelling index, postings).
  'app/search',
];

export const FIXTURE_CACHE_DIR = path.join(os.tmpdir(), 'opencounsel-fixtures');

/**
 * Builds an archive from fixture directories once and shares it: the file is named by a
 * hash of the fixtures and of the code that builds it, so test files (and later runs)
 * reuse it until something that affects it changes. Open it read-only in tests.
 */
export async function buildFixtureArchive(...inputDirs: string[]): Promise<string> {
  if (inputDirs.length === 0) throw new Error('buildFixtureArchive needs at least one fixture directory');
  const hash = createHash('sha256');
  for (const dir of inputDirs) hashTree(hash, path.resolve(repoRoot, dir), 'input');
  for (const entry of BUILD_INPUTS) hashTree(hash, path.join(repoRoot, entry), entry);
  const outPath = path.join(FIXTURE_CACHE_DIR, `${hash.digest('hex').slice(0, 20)}.db`);
  if (fs.existsSync(outPath)) return outPath;

  const report = await importArchive({ inputs: inputDirs.map((dir) => path.resolve(repoRoot, dir)), outPath });
  if (!report.ok) {
    const lines = report.badLines.map((bad) => `${bad.file}:${bad.line}: ${bad.reason}`).join('\n');
    throw new Error(`fixture archive from ${inputDirs.join(', ')} has bad lines:\n${lines}`);
  }
  return outPath;
}

function hashTree(hash: ReturnType<typeof createHash>, target: string, label: string): void {
  if (!fs.existsSync(target)) return;
  if (fs.statSync(target).isFile()) {
    hash.update(`${label}\0`).update(fs.readFileSync(target)).update('\0');
    return;
  }
  const files = (fs.readdirSync(target, { recursive: true }) as string[]).sort();
  for (const name of files) {
    const file = path.join(target, name);
    if (name.endsWith('.rejects.jsonl') || !fs.statSync(file).isFile()) continue;
    hash
      .update(`${label}/${name.split(path.sep).join('/')}\0`)
      .update(fs.readFileSync(file))
      .update('\0');
  }
}
