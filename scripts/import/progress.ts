import type { ImportKind } from '#scripts/import/records.ts';
import type { ImportProgress } from './types.ts';

const EMIT_EVERY_MS = 250;

/**
 * Turns line and byte counts into ImportProgress events, at most one per EMIT_EVERY_MS so
 * that a listener redrawing a terminal line costs nothing next to the import itself.
 */
export class ProgressTracker {
  /** Set when the first file starts, so that setting up the database does not skew the ETA. */
  private startedAt = performance.now();
  private started = false;
  private kind: ImportKind | 'derive' = 'article-categories';
  private file = '';
  private kindStartedAt = this.startedAt;
  private lines = 0;
  private bytesOfFinishedFiles = 0;
  private readBytesOfCurrentFile: () => number = () => 0;
  private lastEmitAt = 0;

  constructor(
    private readonly bytesTotal: number,
    private readonly listener?: (progress: ImportProgress) => void,
  ) {}

  startFile(kind: ImportKind, file: string, bytesRead: () => number): void {
    if (!this.started) {
      this.started = true;
      this.startedAt = performance.now();
    }
    if (kind !== this.kind || this.lines === 0) {
      this.kind = kind;
      this.lines = 0;
      this.kindStartedAt = performance.now();
    }
    this.file = file;
    this.readBytesOfCurrentFile = bytesRead;
  }

  /** Counts one line; cheap enough to call for every line. */
  line(): void {
    this.lines++;
    if (this.listener && (this.lines & 63) === 0 && performance.now() - this.lastEmitAt >= EMIT_EVERY_MS) this.emit();
  }

  endFile(size: number): void {
    this.bytesOfFinishedFiles += size;
    this.readBytesOfCurrentFile = () => 0;
    this.emit();
  }

  startDerive(): void {
    this.kind = 'derive';
    this.file = '';
    this.lines = 0;
    this.emit();
  }

  emit(): void {
    if (!this.listener) return;
    const now = performance.now();
    this.lastEmitAt = now;
    const bytesRead = Math.min(this.bytesTotal, this.bytesOfFinishedFiles + this.readBytesOfCurrentFile());
    const elapsedSec = (now - this.startedAt) / 1000;
    const byteRate = elapsedSec > 0 ? bytesRead / elapsedSec : 0;
    const kindSec = (now - this.kindStartedAt) / 1000;
    this.listener({
      kind: this.kind,
      file: this.file,
      lines: this.lines,
      bytesRead,
      bytesTotal: this.bytesTotal,
      ratePerSec: kindSec > 0 ? Math.round(this.lines / kindSec) : 0,
      etaSec: byteRate > 0 && bytesRead > 0 ? Math.round((this.bytesTotal - bytesRead) / byteRate) : null,
    });
  }
}
