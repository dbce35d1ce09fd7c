import { Rng, WeightedPicker } from './random.ts';

/**
 * The numbering skeleton of the archive: each question's id and answer count and its
 * answers' first id. It is drawn in one cheap sequential pass from its own stream, so
 * that the text of each chunk can then be generated independently (in worker threads)
 * while ids come out exactly as one sequential pass would number them.
 */
export interface ChunkPlan {
  /** Chunk number; seeds the chunk's own random stream. */
  readonly index: number;
  /** Rank of the chunk's first question in the archive (0-based). */
  readonly start: number;
  readonly questionIds: Float64Array;
  readonly answerCounts: Uint8Array;
  readonly firstAnswerIds: Float64Array;
}

/** Answers per question: about 3% unanswered, median 2-3, at most 6. */
const ANSWER_COUNTS = new WeightedPicker([
  [0, 3],
  [1, 17],
  [2, 27],
  [3, 24],
  [4, 15],
  [5, 9],
  [6, 5],
] as const);

/**
 * Questions per chunk. Each chunk has its own random stream, so this number is part of
 * what the output depends on: changing it changes every archive (not the worker count).
 */
export const CHUNK_SIZE = 1000;

export function* planChunks(total: number, seed: number, chunkSize = CHUNK_SIZE): Generator<ChunkPlan> {
  const rng = new Rng(seed, 'numbering');
  let questionId = 0;
  let nextAnswerId = 1;
  for (let start = 0, index = 0; start < total; start += chunkSize, index++) {
    const count = Math.min(chunkSize, total - start);
    const plan: ChunkPlan = {
      index,
      start,
      questionIds: new Float64Array(count),
      answerCounts: new Uint8Array(count),
      firstAnswerIds: new Float64Array(count),
    };
    for (let i = 0; i < count; i++) {
      // Occasional gaps, as deleted records leave in a real archive.
      questionId += rng.chance(0.03) ? rng.int(2, 12) : 1;
      if (rng.chance(0.04)) nextAnswerId += rng.int(1, 5);
      const answers = ANSWER_COUNTS.pick(rng);
      plan.questionIds[i] = questionId;
      plan.answerCounts[i] = answers;
      plan.firstAnswerIds[i] = nextAnswerId;
      nextAnswerId += answers;
    }
    yield plan;
  }
}
