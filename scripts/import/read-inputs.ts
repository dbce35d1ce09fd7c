import path from 'node:path';
import type { Database } from 'better-sqlite3';
import type { ImportKind } from '#scripts/import/records.ts';
import type { InputFile } from './input-files.ts';
import { LineSource } from './line-source.ts';
import type { ProgressTracker } from './progress.ts';
import type { RejectSink } from './rejects.ts';
import { MAX_REPORTED_BAD_LINES, type ImportReport } from './types.ts';
import { articleCategoryWriter, articleWriter } from './writers/article-writer.ts';
import { attorneyWriter } from './writers/attorney-writer.ts';
import type { LineWriter, WriterContext } from './writers/context.ts';
import { questionWriter } from './writers/question-writer.ts';

/** Lines per transaction: big enough that commits cost nothing, small enough to bound memory. */
const LINES_PER_TRANSACTION = 5_000;

interface ReadOptions {
  report: ImportReport;
  progress: ProgressTracker;
  /** Set with skipInvalid: bad lines are kept there instead of failing the import. */
  rejects: RejectSink | null;
}

/**
 * Reads every input file line by line and imports the good lines. Bad lines are recorded
 * in the report (and the rejects file) and reading goes on, so one run reports them all.
 */
export async function readInputs(db: Database, files: InputFile[], options: ReadOptions): Promise<number> {
  const { report, progress, rejects } = options;
  const context: WriterContext = { db, attorneyIds: new Set(), articleCategorySlugs: new Set(), answers: 0 };
  const writers = new Map<ImportKind, LineWriter>();
  const writerFor = (kind: ImportKind): LineWriter => {
    let writer = writers.get(kind);
    if (!writer) writers.set(kind, (writer = createWriter(kind, context)));
    return writer;
  };

  let linesInTransaction = 0;
  db.exec('BEGIN');
  for (const file of files) {
    const counts = report.counts[file.kind];
    const write = writerFor(file.kind);
    const displayName = displayPath(file.path);
    const source = new LineSource(file.path);
    counts.files++;
    progress.startFile(file.kind, displayName, () => source.bytesRead);
    rejects?.startFile(file.path);

    let lineNumber = 0;
    for await (const rawLine of source) {
      lineNumber++;
      const line = lineNumber === 1 ? rawLine.replace(/^\uFEFF/, '') : rawLine;
      if (line.trim() === '') continue;
      counts.lines++;
      progress.line();
      const reason = importLine(write, line);
      if (reason === null) {
        counts.imported++;
      } else {
        counts.rejected++;
        report.badLineCount++;
        if (report.badLines.length < MAX_REPORTED_BAD_LINES)
          report.badLines.push({ file: displayName, line: lineNumber, reason });
        rejects?.write(rawLine);
      }
      if (++linesInTransaction >= LINES_PER_TRANSACTION) {
        db.exec('COMMIT; BEGIN');
        linesInTransaction = 0;
      }
    }
    progress.endFile(file.size);
  }
  db.exec('COMMIT');
  rejects?.close();
  return context.answers;
}

function importLine(write: LineWriter, line: string): string | null {
  let value: unknown;
  try {
    value = JSON.parse(line);
  } catch (error) {
    return `invalid JSON: ${(error as Error).message}`;
  }
  return write(value);
}

function createWriter(kind: ImportKind, context: WriterContext): LineWriter {
  switch (kind) {
    case 'article-categories':
      return articleCategoryWriter(context);
    case 'articles':
      return articleWriter(context);
    case 'attorneys':
      return attorneyWriter(context);
    case 'questions':
      return questionWriter(context);
  }
}

/** Paths under the working directory are shown relative to it: shorter, still clickable. */
function displayPath(file: string): string {
  const relative = path.relative(process.cwd(), file);
  return relative && !relative.startsWith('..') && !path.isAbsolute(relative) ? relative : file;
}
