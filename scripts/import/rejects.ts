import fs from 'node:fs';

/** questions.jsonl -> questions.jsonl.rejects.jsonl; questions.jsonl.gz -> questions.jsonl.rejects.jsonl. */
export function rejectsPathFor(inputFile: string): string {
  return `${inputFile.replace(/\.gz$/, '')}.rejects.jsonl`;
}

/**
 * With --skip-invalid, every bad line goes verbatim to a rejects file beside its input,
 * so nothing is silently dropped and the lines can be fixed and imported again.
 */
export class RejectSink {
  readonly files: string[] = [];
  private fd: number | null = null;
  private path = '';

  /** Starts a new input file: its rejects file from an earlier run no longer applies. */
  startFile(inputFile: string): void {
    this.close();
    this.path = rejectsPathFor(inputFile);
    fs.rmSync(this.path, { force: true });
  }

  write(line: string): void {
    if (this.fd === null) {
      this.fd = fs.openSync(this.path, 'w');
      this.files.push(this.path);
    }
    fs.writeSync(this.fd, `${line}\n`);
  }

  close(): void {
    if (this.fd !== null) fs.closeSync(this.fd);
    this.fd = null;
  }
}
