import fs from 'node:fs';
import readline from 'node:readline';
import zlib from 'node:zlib';
import { InputReadError } from './types.ts';

/**
 * Lines of a .jsonl or .jsonl.gz file, streamed: memory stays bounded by the longest
 * line whatever the file size. `bytesRead` counts bytes of the file on disk (compressed
 * bytes for .gz), which is what progress and ETA compare with the file size.
 */
export class LineSource {
  private readonly raw: fs.ReadStream;
  private readonly lines: readline.Interface;

  constructor(readonly file: string) {
    this.raw = fs.createReadStream(file, { highWaterMark: 256 * 1024 });
    const text = file.endsWith('.gz') ? this.raw.pipe(zlib.createGunzip()) : this.raw;
    if (text !== this.raw) this.raw.on('error', (error) => text.destroy(error));
    text.setEncoding('utf8');
    this.lines = readline.createInterface({ input: text, crlfDelay: Infinity });
  }

  get bytesRead(): number {
    return this.raw.bytesRead;
  }

  /** Yields every line (blank ones too, so line numbers stay true) without its line break. */
  async *[Symbol.asyncIterator](): AsyncGenerator<string> {
    try {
      for await (const line of this.lines) yield line;
    } catch (error) {
      // Only stream errors land here; an exception in the caller's loop body closes the generator instead.
      throw new InputReadError(`cannot read ${this.file}: ${(error as Error).message}`, { cause: error });
    } finally {
      this.lines.close();
      this.raw.destroy();
    }
  }
}
