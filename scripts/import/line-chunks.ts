import fs from 'node:fs';
import zlib from 'node:zlib';
import type { LineChunk } from './question-chunk.ts';
import { InputReadError } from './types.ts';

/** Bytes per chunk: enough lines that handing one to a thread costs little next to parsing them. */
export const CHUNK_BYTES = 1 << 20;

/**
 * A .jsonl or .jsonl.gz file as chunks of whole lines (each cut after a line feed, so
 * never inside a UTF-8 character or a \r\n), without decoding them: the threads that parse
 * them do. Memory stays bounded by the chunk size or the longest line. `bytesRead` counts
 * bytes of the file on disk (compressed bytes for .gz), as progress compares them.
 */
export class ChunkSource {
  private readonly raw: fs.ReadStream;
  private readonly bytes: NodeJS.ReadableStream;

  constructor(readonly file: string) {
    this.raw = fs.createReadStream(file, { highWaterMark: CHUNK_BYTES });
    this.bytes = file.endsWith('.gz') ? this.raw.pipe(zlib.createGunzip({ chunkSize: 256 * 1024 })) : this.raw;
    if (this.bytes !== this.raw) this.raw.on('error', (error) => (this.bytes as zlib.Gunzip).destroy(error));
  }

  get bytesRead(): number {
    return this.raw.bytesRead;
  }

  async *[Symbol.asyncIterator](): AsyncGenerator<LineChunk> {
    let pending: Buffer[] = [];
    let pendingBytes = 0;
    let first = true;
    // Each chunk is a fresh ArrayBuffer of its own, so it can be transferred to a thread.
    const take = (upTo: number, all: Buffer): LineChunk => {
      const bytes = new Uint8Array(upTo);
      bytes.set(all.subarray(0, upTo));
      const chunk = { bytes, first };
      first = false;
      return chunk;
    };
    try {
      for await (const data of this.bytes as AsyncIterable<Buffer>) {
        pending.push(data);
        pendingBytes += data.length;
        if (pendingBytes < CHUNK_BYTES) continue;
        const all = pending.length === 1 ? pending[0]! : Buffer.concat(pending, pendingBytes);
        const end = all.lastIndexOf(0x0a) + 1;
        if (end === 0) {
          pending = [all];
          continue;
        }
        yield take(end, all);
        pending = end < all.length ? [all.subarray(end)] : [];
        pendingBytes = all.length - end;
      }
    } catch (error) {
      // Only stream errors land here; an exception in the caller's loop body closes the generator instead.
      throw new InputReadError(`cannot read ${this.file}: ${(error as Error).message}`, { cause: error });
    } finally {
      this.raw.destroy();
    }
    if (pendingBytes > 0) yield take(pendingBytes, Buffer.concat(pending, pendingBytes));
  }
}
