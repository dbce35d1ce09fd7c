import type { ImportKind } from '#scripts/import/records.ts';
import type { StepTiming } from './derive.ts';

/** One rejected input line: where it is and why, in words a data owner can act on. */
export interface BadLine {
  file: string;
  line: number;
  reason: string;
}

export interface KindCounts {
  files: number;
  /** Non-blank lines read. */
  lines: number;
  imported: number;
  rejected: number;
}

export interface ImportProgress {
  /** The kind being read, or 'derive' while the derived tables are computed. */
  kind: ImportKind | 'derive';
  file: string;
  /** Lines read so far of this kind. */
  lines: number;
  /** Bytes read so far over all input files (compressed bytes for .gz files). */
  bytesRead: number;
  bytesTotal: number;
  /** Lines per second of this kind. */
  ratePerSec: number;
  /** Seconds left to read the remaining input at the current byte rate (null when unknown). */
  etaSec: number | null;
}

export interface ImportReport {
  /** True when the archive was written to outPath. */
  ok: boolean;
  outPath: string;
  counts: Record<ImportKind, KindCounts>;
  /** Answers imported (inside question lines). */
  answers: number;
  /** The first MAX_REPORTED_BAD_LINES bad lines; badLineCount has them all. */
  badLines: BadLine[];
  badLineCount: number;
  /** With skipInvalid: the .rejects.jsonl files written. */
  rejectFiles: string[];
  archiveVersion: string | null;
  durationMs: number;
  /** Wall and CPU time of each phase (read, indexes, every derive step, finish), in the order they ended. */
  steps: StepTiming[];
}

export interface ImportOptions {
  /** Directories and/or .jsonl / .jsonl.gz files. */
  inputs: string[];
  outPath: string;
  /** Import the good lines and write the bad ones to <input>.rejects.jsonl. */
  skipInvalid?: boolean;
  onProgress?: (progress: ImportProgress) => void;
  log?: (line: string) => void;
  /** 'parallel' spreads the derive steps over the cores, 'serial' runs them one after the other; default: by size. */
  derive?: 'parallel' | 'serial';
  /** Threads that parse question lines while the main thread inserts (0: none); default: by size. */
  parseThreads?: number;
}

export const MAX_REPORTED_BAD_LINES = 1_000;

/** A problem with the command itself (missing input, nothing to import): exit code 2. */
export class ImportUsageError extends Error {
  override name = 'ImportUsageError';
}

/** An input file could not be read (I/O error, corrupt gzip): the message names the file. */
export class InputReadError extends Error {
  override name = 'InputReadError';
}
