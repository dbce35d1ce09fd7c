import { createWriteStream, type WriteStream } from 'node:fs';
import { once } from 'node:events';

const NEWLINE = 10;

/**
 * Appends JSON lines to a file. Lines are encoded straight into a large Buffer (one
 * stream write per few MB instead of one per record, and no intermediate joined string),
 * and a full stream is awaited on 'drain', so memory stays bounded however many records
 * are written.
 */
export class JsonlWriter {
  private readonly stream: WriteStream;
  private buffer: Buffer;
  private used = 0;
  private failure: Error | null = null;
  lines = 0;
  bytes = 0;

  constructor(
    path: string,
    private readonly chunkSize = 4 << 20,
  ) {
    this.buffer = Buffer.allocUnsafe(chunkSize);
    this.stream = createWriteStream(path, { highWaterMark: 2 * chunkSize });
    this.stream.on('error', (error) => {
      this.failure = error;
    });
  }

  /**
   * Buffers one record. Returns false when the stream is full: the caller must then
   * `await drain()` before writing more (a promise per record cost measurable time).
   */
  write(record: unknown): boolean {
    const line = JSON.stringify(record);
    let writable = true;
    // UTF-8 needs at most 3 bytes per UTF-16 code unit; flush first if that might not fit.
    if (this.used + line.length * 3 + 1 > this.buffer.length) {
      writable = this.flush();
      if (line.length * 3 + 1 > this.buffer.length) this.buffer = Buffer.allocUnsafe(line.length * 3 + 1);
    }
    this.used += this.buffer.write(line, this.used);
    this.buffer[this.used++] = NEWLINE;
    this.lines++;
    return writable;
  }

  /**
   * Appends `lines` ready-made JSON Lines (a chunk encoded elsewhere, which knows how many
   * it holds); same contract as write.
   */
  writeBytes(bytes: Uint8Array, lines: number): boolean {
    const writable = this.flush();
    this.bytes += bytes.byteLength;
    this.lines += lines;
    return this.stream.write(bytes) && writable;
  }

  async drain(): Promise<void> {
    if (this.failure) throw this.failure;
    if (this.stream.writableNeedDrain) await once(this.stream, 'drain');
  }

  /** Hands the buffered lines to the stream; false when the stream is now over its mark. */
  private flush(): boolean {
    if (this.failure) throw this.failure;
    if (this.used === 0) return true;
    const chunk = this.buffer.subarray(0, this.used);
    this.bytes += this.used;
    // The stream keeps a reference to the chunk until written: continue in a fresh buffer.
    this.buffer = Buffer.allocUnsafe(this.chunkSize);
    this.used = 0;
    return this.stream.write(chunk);
  }

  /** Writes every record, waiting for the stream whenever it is full. */
  async writeAll(records: Iterable<unknown>): Promise<void> {
    for (const record of records) if (!this.write(record)) await this.drain();
  }

  async close(): Promise<void> {
    this.flush();
    this.stream.end();
    await once(this.stream, 'finish');
    if (this.failure) throw this.failure;
  }
}
