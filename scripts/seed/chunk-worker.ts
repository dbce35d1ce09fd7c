import { parentPort, workerData } from 'node:worker_threads';
import type { AttorneyRecord } from '#scripts/import/records.ts';
import { demoComposer } from './archive-parts.ts';
import type { ChunkPlan } from './numbering.ts';
import { encodeChunk } from './questions.ts';

/** Worker thread: turns chunk plans into JSON Lines bytes (see question-stream.ts). */
export interface ChunkWorkerData {
  questions: number;
  seed: number;
  /** The parent's attorneys: copying them is cheaper than drawing them again. */
  attorneys: readonly AttorneyRecord[];
}

export interface ChunkResult {
  index: number;
  bytes: Uint8Array;
  answers: number;
}

const { questions, seed, attorneys } = workerData as ChunkWorkerData;
const composer = demoComposer(questions, seed, attorneys);

parentPort?.on('message', (plan: ChunkPlan) => {
  const { bytes, answers } = encodeChunk(composer, plan);
  // The chunk's buffer is unpooled (encodeChunk), so it can be transferred, not copied.
  const result: ChunkResult = { index: plan.index, bytes, answers };
  parentPort?.postMessage(result, [bytes.buffer as ArrayBuffer]);
});
