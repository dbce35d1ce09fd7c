import { isMainThread, parentPort, workerData } from 'node:worker_threads';
import { parseQuestionChunk, type ChunkResult, type LineChunk } from './question-chunk.ts';

export interface ParseRequest {
  id: number;
  chunk: LineChunk;
}

export type ParseReply = { id: number; result: ChunkResult } | { id: number; error: string; stack?: string };

// One chunk per message, until the parent terminates the thread.
if (!isMainThread && parentPort) {
  const port = parentPort;
  const attorneyIds = new Set((workerData as { attorneyIds: number[] }).attorneyIds);
  port.on('message', ({ id, chunk }: ParseRequest) => {
    try {
      const result = parseQuestionChunk(chunk, attorneyIds);
      port.postMessage({ id, result } satisfies ParseReply, [result.bytes.buffer]);
    } catch (error) {
      const { message, stack } = error as Error;
      port.postMessage({ id, error: message, stack } satisfies ParseReply);
    }
  });
}
