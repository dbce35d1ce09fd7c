import { prepareQuestion, type PreparedQuestion } from './writers/question-rows.ts';

/** readline's line breaks: \n, \r\n and a lone \r. */
const LINE_BREAK = /\r?\n|\r(?!\n)/;

/** A run of whole lines of one question file (line-chunks.ts cuts them). */
export interface LineChunk {
  bytes: Uint8Array<ArrayBuffer>;
  /** The file's first chunk: its first line may start with a byte order mark. */
  first: boolean;
}

/** One non-blank line of a chunk, prepared or refused. */
export interface ChunkLine {
  /** Index of the line in the chunk, counting blank lines. */
  line: number;
  prepared?: PreparedQuestion;
  reason?: string;
}

export interface ChunkResult {
  /** The chunk's bytes, handed back for the raw text of lines the insert refuses. */
  bytes: Uint8Array<ArrayBuffer>;
  /** Lines in the chunk, blank ones included. */
  lineCount: number;
  lines: ChunkLine[];
}

/** The chunk's lines as readline gives them (without the break after the last one). */
export function chunkLines(bytes: Uint8Array): string[] {
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('utf8');
  const lines = text.split(LINE_BREAK);
  if (lines.at(-1) === '') lines.pop();
  return lines;
}

/** Parses, checks and prepares every line of a chunk; the same work whichever thread runs it. */
export function parseQuestionChunk(chunk: LineChunk, attorneyIds: ReadonlySet<number>): ChunkResult {
  const texts = chunkLines(chunk.bytes);
  const lines: ChunkLine[] = [];
  for (let i = 0; i < texts.length; i++) {
    const line = i === 0 && chunk.first ? texts[i]!.replace(/^\uFEFF/, '') : texts[i]!;
    if (line.trim() === '') continue;
    let value: unknown;
    try {
      value = JSON.parse(line);
    } catch (error) {
      lines.push({ line: i, reason: `invalid JSON: ${(error as Error).message}` });
      continue;
    }
    const prepared = prepareQuestion(value, attorneyIds);
    lines.push(typeof prepared === 'string' ? { line: i, reason: prepared } : { line: i, prepared });
  }
  return { bytes: chunk.bytes, lineCount: texts.length, lines };
}
