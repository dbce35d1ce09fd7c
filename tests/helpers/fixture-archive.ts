import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import { importArchive } from '#scripts/import/importer.ts';
import searchImpact from '../../db/derive/0320_search_impact.ts';

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

/**
 * A private copy of the search fixture archive whose impact lists are rebuilt for words in
 * `minDf`+ rows, `depth` entries deep (the fixture's words are too rare for the import's
 * lists), for the tests of the paths that read them. Returns its path.
 */
export async function searchArchiveWithImpactLists(name: string, options: { minDf: number; depth: number }, extraFixtures: readonly string[] = []): Promise<string> {
  const built = await buildFixtureArchive('tests/fixtures/demo-small', 'tests/fixtures/search', ...extraFixtures);
  const archive = path.join(fs.mkdtempSync(path.join(os.tmpdir(), `${name}-`)), 'archive.db');
  fs.copyFileSync(built, archive);
  const db = new Database(archive);
  try {
    searchImpact(db, options);
  } finally {
    db.close();
  }
  return archive;
}
