import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import Database from 'better-sqlite3';
import { importArchive, type ImportProgress } from '#scripts/import/importer.ts';
import { generateDemoArchive } from '#scripts/seed/generate.ts';

/**
 * The benchmark archive: a full-size demo archive (1.2M questions by default), built once
 * and reused until the code that shapes it changes. Benchmarks call ensureBenchArchive()
 * and get a ready database; a schema or importer change rebuilds it, a seed-only change
 * also regenerates the JSON Lines dump.
 */

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
const SEED = 1;
const FINGERPRINT_KEY = 'build_fingerprint';
const DUMP_FINGERPRINT_FILE = 'seed-fingerprint.txt';

/** Code whose change can change the archive built from a dump: these folders and every repository file they import. */
const ARCHIVE_INPUTS = ['db', 'scripts/import', 'scripts/seed'];
/** Code whose change can change the dump itself. */
const DUMP_INPUTS = ['scripts/seed'];

const SOURCE_FILE = /\.(ts|tsx|js|mjs|sql|json)$/;
const IMPORT_SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(?\s*)['"]([^'"]+)['"]/g;

/** Source files under `dir` (tests excluded: they do not shape the data), sorted, as repository paths. */
function filesUnder(dir: string): string[] {
  const root = path.join(repoRoot, dir);
  if (!fs.existsSync(root)) return [];
  return (fs.readdirSync(root, { recursive: true }) as string[])
    .filter((file) => !/\.test\.tsx?$/.test(file) && fs.statSync(path.join(root, file)).isFile())
    .map((file) => `${dir}/${file.split(path.sep).join('/')}`);
}

/** A repository path for an import specifier of `from`, or null for packages and node built-ins. */
function resolveImport(from: string, specifier: string): string | null {
  let target: string;
  if (specifier.startsWith('#')) target = specifier.replace(/^#(\w+)\//, '$1/');
  else if (specifier.startsWith('.')) target = path.posix.join(path.posix.dirname(from), specifier);
  else return null;
  return fs.existsSync(path.join(repoRoot, target)) ? target : null;
}

/**
 * The files of `dirs` plus every repository file they import, transitively (a type-only
 * change elsewhere in app/domain does not rebuild a 7 GB archive; a change to a rule the
 * importer uses does).
 */
export function sourceClosure(dirs: readonly string[]): string[] {
  const seen = new Set<string>();
  const queue = dirs.flatMap(filesUnder);
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    if (!/\.(ts|tsx|js|mjs)$/.test(file)) continue;
    for (const match of fs.readFileSync(path.join(repoRoot, file), 'utf8').matchAll(IMPORT_SPECIFIER)) {
      const target = resolveImport(file, match[1]!);
      if (target && SOURCE_FILE.test(target) && !seen.has(target)) queue.push(target);
    }
  }
  return [...seen].sort();
}

/** Hash of the source closure of `dirs`. */
export function fingerprintOf(dirs: readonly string[], extra = ''): string {
  const hash = createHash('sha256').update(extra);
  for (const file of sourceClosure(dirs)) {
    hash.update(`${file}\0`).update(fs.readFileSync(path.join(repoRoot, file))).update('\0');
  }
  return hash.digest('hex').slice(0, 32);
}

function benchDir(): string {
  return path.resolve(repoRoot, process.env.BENCH_DIR ?? 'data/bench');
}

function readArchiveFingerprint(dbPath: string): string | null {
  if (!fs.existsSync(dbPath)) return null;
  try {
    const db = new Database(dbPath, { readonly: true, fileMustExist: true });
    try {
      const row = db.prepare('SELECT value FROM meta WHERE key = ?').get(FINGERPRINT_KEY) as
        { value: string } | undefined;
      return row?.value ?? null;
    } finally {
      db.close();
    }
  } catch {
    return null; // unreadable or an older layout: rebuild
  }
}

function writeArchiveFingerprint(dbPath: string, fingerprint: string): void {
  // The importer's connection is closed by now; this short write connection is the only one.
  const db = new Database(dbPath, { fileMustExist: true });
  try {
    db.prepare('INSERT OR REPLACE INTO meta (key, value) VALUES (?, ?)').run(FINGERPRINT_KEY, fingerprint);
  } finally {
    db.close();
  }
}

const seconds = (since: number) => (performance.now() - since) / 1000;
const megabytes = (bytes: number) => `${(bytes / 1e6).toFixed(1)} MB`;

function dirSize(dir: string): number {
  return fs.readdirSync(dir).reduce((total, name) => total + fs.statSync(path.join(dir, name)).size, 0);
}

/** The JSON Lines dump for `questions`, regenerated only when the generator changed. */
async function ensureDump(dumpDir: string, questions: number, log: (line: string) => void): Promise<void> {
  const fingerprint = fingerprintOf(DUMP_INPUTS, `questions=${questions};seed=${SEED}`);
  const fingerprintFile = path.join(dumpDir, DUMP_FINGERPRINT_FILE);
  if (fs.existsSync(fingerprintFile) && fs.readFileSync(fingerprintFile, 'utf8').trim() === fingerprint) {
    log(`bench: reusing dump ${dumpDir} (${megabytes(dirSize(dumpDir))})`);
    return;
  }
  fs.rmSync(fingerprintFile, { force: true });
  log(`bench: seeding ${questions.toLocaleString('en-US')} questions into ${dumpDir}`);
  const started = performance.now();
  let nextReport = 100_000;
  const report = await generateDemoArchive({
    questions,
    seed: SEED,
    outDir: dumpDir,
    onProgress: (written) => {
      if (written < nextReport) return;
      nextReport += 100_000;
      log(
        `  seed: ${written.toLocaleString('en-US')} questions, ${Math.round(written / seconds(started)).toLocaleString('en-US')}/s`,
      );
    },
  });
  const took = seconds(started);
  log(
    `bench: seeded in ${took.toFixed(1)} s (${Math.round(questions / took).toLocaleString('en-US')} questions/s, ` +
      `${report.answers.toLocaleString('en-US')} answers, ${megabytes(report.bytes)})`,
  );
  // Written last: a dump interrupted half-way has no fingerprint and is regenerated.
  fs.writeFileSync(fingerprintFile, `${fingerprint}\n`);
}

function progressLogger(log: (line: string) => void): (p: ImportProgress) => void {
  let lastAt = 0;
  let lastKind = '';
  return (p) => {
    const now = performance.now();
    if (p.kind === lastKind && now - lastAt < 5000) return;
    lastAt = now;
    lastKind = p.kind;
    const eta = p.etaSec === null ? '' : `, ETA ${Math.round(p.etaSec)} s`;
    log(
      `  import: ${p.kind} ${p.lines.toLocaleString('en-US')} lines, ${Math.round(p.ratePerSec).toLocaleString('en-US')}/s${eta}`,
    );
  };
}

/**
 * Path of a benchmark archive with `questions` questions, built if missing or stale.
 * The path is `${BENCH_DIR ?? 'data/bench'}/archive-${questions}.db`, resolved against
 * the repository root.
 */
export async function ensureBenchArchive(
  questions = Number(process.env.BENCH_QUESTIONS ?? 1_200_000),
  log: (line: string) => void = (line) => console.log(line),
): Promise<string> {
  if (!Number.isInteger(questions) || questions < 1)
    throw new Error(`bench: questions must be a positive integer, got ${questions}`);
  const dir = benchDir();
  const outPath = path.join(dir, `archive-${questions}.db`);
  const fingerprint = fingerprintOf(ARCHIVE_INPUTS, `questions=${questions};seed=${SEED}`);
  const current = readArchiveFingerprint(outPath);
  if (current === fingerprint) return outPath;
  log(current === null ? `bench: building ${outPath}` : `bench: ${outPath} is stale (code changed), rebuilding`);

  const started = performance.now();
  const dumpDir = path.join(dir, `dump-${questions}`);
  await ensureDump(dumpDir, questions, log);

  const importStarted = performance.now();
  const report = await importArchive({ inputs: [dumpDir], outPath, onProgress: progressLogger(log), log });
  if (!report.ok) {
    const bad = report.badLines
      .slice(0, 5)
      .map((b) => `${b.file}:${b.line}: ${b.reason}`)
      .join('\n');
    throw new Error(`bench: the import rejected ${report.badLineCount} line(s) of the demo dump:\n${bad}`);
  }
  const importSeconds = seconds(importStarted);
  writeArchiveFingerprint(outPath, fingerprint);
  log(
    `bench: imported in ${importSeconds.toFixed(1)} s (${Math.round(questions / importSeconds).toLocaleString('en-US')} questions/s); ` +
      `archive ${megabytes(fs.statSync(outPath).size)}; total ${seconds(started).toFixed(1)} s`,
  );
  return outPath;
}

// CLI: node --import tsx scripts/bench/archive.ts [questions]
if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const arg = process.argv[2];
  if (arg !== undefined && !/^\d+$/.test(arg.replace(/_/g, ''))) {
    console.error(
      `usage: node --import tsx scripts/bench/archive.ts [questions]\n  questions must be a whole number, got "${arg}"`,
    );
    process.exit(2);
  }
  const path_ = await ensureBenchArchive(arg === undefined ? undefined : Number(arg.replace(/_/g, '')));
  console.log(path_);
}
