import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import Database from 'better-sqlite3';
import type { AttorneyRecord, QuestionRecord } from '#scripts/import/records.ts';
import { importArchive } from '#scripts/import/importer.ts';
import { StatisticsCollector, type ArchiveStatistics } from './statistics.ts';

export interface MeasuredArchive extends ArchiveStatistics {
  /** Rows of search_terms (porter stems of the question index) after a real import. */
  searchTerms: number;
}

async function* jsonLines<T>(file: string): AsyncGenerator<T> {
  const lines = readline.createInterface({ input: fs.createReadStream(file), crlfDelay: Infinity });
  for await (const line of lines) if (line.trim()) yield JSON.parse(line) as T;
}

/** Imports a directory of import-format files into a scratch archive and counts its search terms. */
async function countSearchTerms(dir: string): Promise<number> {
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'opencounsel-calibrate-'));
  try {
    const outPath = path.join(scratch, 'archive.db');
    const report = await importArchive({ inputs: [dir], outPath });
    if (!report.ok) throw new Error(`import of ${dir} failed: ${report.badLines[0]?.reason ?? 'unknown reason'}`);
    const db = new Database(outPath, { readonly: true });
    try {
      return db.prepare('SELECT count(*) FROM search_terms').pluck().get() as number;
    } finally {
      db.close();
    }
  } finally {
    fs.rmSync(scratch, { recursive: true, force: true });
  }
}

/** Statistics of an archive in the import format (a directory with questions.jsonl and attorneys.jsonl). */
export async function measureArchive(dir: string, options: { searchTerms?: boolean } = {}): Promise<MeasuredArchive> {
  const attorneys: AttorneyRecord[] = [];
  for await (const attorney of jsonLines<AttorneyRecord>(path.join(dir, 'attorneys.jsonl'))) attorneys.push(attorney);
  const collector = new StatisticsCollector();
  for await (const question of jsonLines<QuestionRecord>(path.join(dir, 'questions.jsonl'))) collector.add(question);
  const statistics = collector.finish(attorneys);
  return { ...statistics, searchTerms: options.searchTerms === false ? Number.NaN : await countSearchTerms(dir) };
}
