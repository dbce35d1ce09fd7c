import path from 'node:path';
import type { Database } from 'better-sqlite3';
import type { ImportKind } from '#scripts/import/records.ts';
import type { InputFile } from './input-files.ts';
import { ChunkSource } from './line-chunks.ts';
import { LineSource } from './line-source.ts';
import { inlineParser, threadParser, type ChunkParser } from './parse-pool.ts';
import type { ProgressTracker } from './progress.ts';
import { chunkLines, type ChunkResult } from './question-chunk.ts';
import type { RejectSink } from './rejects.ts';
import { MAX_REPORTED_BAD_LINES, type ImportReport, type KindCounts } from './types.ts';
import { articleCategoryWriter, articleWriter } from './writers/article-writer.ts';
import { attorneyWriter } from './writers/attorney-writer.ts';
import type { LineWriter, WriterContext } from './writers/context.ts';
import { questionInserter } from './writers/question-writer.ts';

/** Lines per transaction: big enough that commits cost nothing, small enough to bound memory. */
const LINES_PER_TRANSACTION = 5_000;

interface ReadOptions {
  report: ImportReport;
  progress: ProgressTracker;
  /** Set with skipInvalid: bad lines are kept there instead of failing the import. */
  rejects: RejectSink | null;
  /** Threads that parse question lines beside the inserting thread (0: on it). */
  parseThreads: number;
}

/** Where a line ends up: counted, and reported when bad. */
interface LineTally {
  counts: KindCounts;
  displayName: string;
  /** Records one non-blank line: reason null when imported; raw() gives its text for the rejects file. */
  record(lineNumber: number, reason: string | null, raw: () => string): void;
}

/**
 * Reads every input file and imports the good lines. Bad lines are recorded in the report
 * (and the rejects file) and reading goes on, so one run reports them all. Question files
 * are parsed in chunks, on parse threads when there are any (parse-pool.ts); the other
 * kinds are small and refer to each other, so they are read line by line.
 */
export async function readInputs(db: Database, files: InputFile[], options: ReadOptions): Promise<number> {
  const { report, progress, rejects } = options;
  const context: WriterContext = { db, attorneyIds: new Set(), articleCategorySlugs: new Set(), answers: 0 };
  const writers = new Map<Exclude<ImportKind, 'questions'>, LineWriter>();
  const writerFor = (kind: Exclude<ImportKind, 'questions'>): LineWriter => {
    let writer = writers.get(kind);
    if (!writer) writers.set(kind, (writer = createWriter(kind, context)));
    return writer;
  };
  // Attorneys are read before any question file (input-files.ts orders the kinds).
  let parser: ChunkParser | null = null;
  let insertQuestion: ReturnType<typeof questionInserter> | null = null;

  let linesInTransaction = 0;
  const tallyFor = (file: InputFile): LineTally => {
    const counts = report.counts[file.kind];
    const displayName = displayPath(file.path);
    return {
      counts,
      displayName,
      record(lineNumber, reason, raw) {
        counts.lines++;
        progress.line();
        if (reason === null) {
          counts.imported++;
        } else {
          counts.rejected++;
          report.badLineCount++;
          if (report.badLines.length < MAX_REPORTED_BAD_LINES) report.badLines.push({ file: displayName, line: lineNumber, reason });
          rejects?.write(raw());
        }
        if (++linesInTransaction >= LINES_PER_TRANSACTION) {
          db.exec('COMMIT; BEGIN');
          linesInTransaction = 0;
        }
      },
    };
  };

  db.exec('BEGIN');
  try {
    for (const file of files) {
      const tally = tallyFor(file);
      tally.counts.files++;
      rejects?.startFile(file.path);
      if (file.kind === 'questions') {
        parser ??= options.parseThreads > 0 ? threadParser(options.parseThreads, context.attorneyIds) : inlineParser(context.attorneyIds);
        insertQuestion ??= questionInserter(context);
        await readQuestionFile(file, parser, insertQuestion, tally, progress);
      } else {
        await readLineFile(file, writerFor(file.kind), tally, progress);
      }
      progress.endFile(file.size);
    }
  } finally {
    await parser?.close();
  }
  db.exec('COMMIT');
  rejects?.close();
  return context.answers;
}

async function readLineFile(file: InputFile, write: LineWriter, tally: LineTally, progress: ProgressTracker): Promise<void> {
  const source = new LineSource(file.path);
  progress.startFile(file.kind, tally.displayName, () => source.bytesRead);
  let lineNumber = 0;
  for await (const rawLine of source) {
    lineNumber++;
    const line = lineNumber === 1 ? rawLine.replace(/^\uFEFF/, '') : rawLine;
    if (line.trim() === '') continue;
    tally.record(lineNumber, importLine(write, line), () => rawLine);
  }
}

/**
 * Keeps up to parser.depth chunks in flight and inserts their rows in file order, so rows,
 * line numbers and duplicate checks come out as a line-by-line read gives them.
 */
async function readQuestionFile(
  file: InputFile,
  parser: ChunkParser,
  insert: ReturnType<typeof questionInserter>,
  tally: LineTally,
  progress: ProgressTracker,
): Promise<void> {
  const source = new ChunkSource(file.path);
  progress.startFile(file.kind, tally.displayName, () => source.bytesRead);
  let lineBase = 0;
  const insertChunk = (result: ChunkResult) => {
    let raw: string[] | null = null;
    const rawLine = (line: number) => () => (raw ??= chunkLines(result.bytes))[line]!;
    for (const line of result.lines) {
      const reason = line.prepared ? insert(line.prepared) : line.reason!;
      tally.record(lineBase + line.line + 1, reason, rawLine(line.line));
    }
    lineBase += result.lineCount;
  };
  const inFlight: Promise<ChunkResult>[] = [];
  try {
    for await (const chunk of source) {
      const parsed = parser.parse(chunk);
      // Awaited in turn below; a failure before then must not count as unhandled.
      parsed.catch(() => {});
      inFlight.push(parsed);
      if (inFlight.length >= parser.depth) insertChunk(await inFlight.shift()!);
    }
    while (inFlight.length > 0) insertChunk(await inFlight.shift()!);
  } finally {
    // A failed read leaves chunks in flight: settle them so none rejects unheard.
    await Promise.allSettled(inFlight);
  }
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

function createWriter(kind: Exclude<ImportKind, 'questions'>, context: WriterContext): LineWriter {
  switch (kind) {
    case 'article-categories':
      return articleCategoryWriter(context);
    case 'articles':
      return articleWriter(context);
    case 'attorneys':
      return attorneyWriter(context);
  }
}

/** Paths under the working directory are shown relative to it: shorter, still clickable. */
function displayPath(file: string): string {
  const relative = path.relative(process.cwd(), file);
  return relative && !relative.startsWith('..') && !path.isAbsolute(relative) ? relative : file;
}
