import { Worker } from 'node:worker_threads';
import { parseQuestionChunk, type ChunkResult, type LineChunk } from './question-chunk.ts';
import type { ParseReply, ParseRequest } from './parse-worker.ts';

/** Parses question chunks; results come back in any order, the reader puts them in file order. */
export interface ChunkParser {
  parse(chunk: LineChunk): Promise<ChunkResult>;
  /** Chunks the reader may have in flight at once. */
  readonly depth: number;
  close(): Promise<void>;
}

/** On the calling thread: for small files, where starting threads costs more than it saves. */
export function inlineParser(attorneyIds: ReadonlySet<number>): ChunkParser {
  return {
    parse: (chunk) => Promise.resolve(parseQuestionChunk(chunk, attorneyIds)),
    depth: 1,
    close: () => Promise.resolve(),
  };
}

/**
 * `threads` worker threads parse and check the lines while the caller inserts the rows of
 * earlier chunks: the caller's thread then does little but SQLite's work. Chunks go to the
 * least busy thread; their bytes are transferred, not copied, and come back with the rows.
 */
export function threadParser(threads: number, attorneyIds: ReadonlySet<number>): ChunkParser {
  const workers = Array.from({ length: threads }, () => {
    const worker = new Worker(new URL('./parse-worker-entry.mjs', import.meta.url), {
      workerData: { attorneyIds: [...attorneyIds] },
    });
    const waiting = new Map<number, { resolve: (result: ChunkResult) => void; reject: (error: Error) => void }>();
    const failAll = (error: Error) => {
      for (const pending of waiting.values()) pending.reject(error);
      waiting.clear();
    };
    worker.on('message', (reply: ParseReply) => {
      const pending = waiting.get(reply.id);
      waiting.delete(reply.id);
      if ('error' in reply) pending?.reject(Object.assign(new Error(reply.error), { stack: reply.stack }));
      else pending?.resolve(reply.result);
    });
    worker.on('error', failAll);
    worker.on('exit', (code) => failAll(new Error(`a parse thread stopped (exit code ${code})`)));
    return { worker, waiting };
  });
  let nextId = 0;
  return {
    depth: threads * 2 + 1,
    parse(chunk) {
      const target = workers.reduce((best, w) => (w.waiting.size < best.waiting.size ? w : best));
      const id = nextId++;
      return new Promise<ChunkResult>((resolve, reject) => {
        target.waiting.set(id, { resolve, reject });
        target.worker.postMessage({ id, chunk } satisfies ParseRequest, [chunk.bytes.buffer]);
      });
    },
    async close() {
      await Promise.all(workers.map(({ worker }) => worker.terminate()));
    },
  };
}
