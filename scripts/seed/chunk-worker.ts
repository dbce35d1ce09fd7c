import { parentPort, workerData } from 'node:worker_threads';
import { demoAttorneys, demoComposer } from './archive-parts.ts';
import type { ChunkPlan } from './numbering.ts';
import { encodeChunk } from './questions.ts';

/** Worker thread: turns chunk plans into JSON Lines bytes (see question-stream.ts). */
export interface ChunkWorkerData {
  questions: number;
  seed: number;
}

export interface ChunkResult {
  index: number;
  bytes: Uint8Array;
  answers: number;
}

const { questions, seed } = workerData as ChunkWorkerData;
const composer = demoComposer(questions, seed, demoAttorneys(questions, seed));

parentPort?.on('message', (plan: ChunkPlan) => {
  const { bytes, answers } = encodeChunk(composer, plan);
  // The chunk's buffer is unpooled (encodeChunk), so it can be transferred, not copied.
  const result: ChunkResult = { index: plan.index, bytes, answers };
  parentPort?.postMessage(result, [bytes.buffer as ArrayBuffer]);
});
