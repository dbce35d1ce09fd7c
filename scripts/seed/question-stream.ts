import { Worker } from 'node:worker_threads';
import type { AttorneyRecord } from '#scripts/import/records.ts';
import type { ChunkResult, ChunkWorkerData } from './chunk-worker.ts';
import type { JsonlWriter } from './jsonl-writer.ts';
import { planChunks, type ChunkPlan } from './numbering.ts';
import { encodeChunk, type QuestionComposer } from './questions.ts';

export interface QuestionStreamOptions {
  questions: number;
  seed: number;
  composer: QuestionComposer;
  /** The attorneys the composer draws answerers from (worker threads get a copy). */
  attorneys: readonly AttorneyRecord[];
  out: JsonlWriter;
  /** 0 generates in this thread; more runs chunks in parallel with byte-identical output. */
  workers: number;
  onChunk?: (written: number) => void;
}

/** Writes questions.jsonl chunk by chunk, in order; returns the number of answers written. */
export async function writeQuestions(options: QuestionStreamOptions): Promise<number> {
  const { out, questions } = options;
  const plans = planChunks(questions, options.seed);
  let answers = 0;
  let written = 0;
  const append = async (result: { bytes: Uint8Array; answers: number }, count: number) => {
    answers += result.answers;
    written += count;
    if (!out.writeBytes(result.bytes, count)) await out.drain();
    options.onChunk?.(written);
  };
  if (options.workers <= 0) {
    for (const plan of plans) await append(encodeChunk(options.composer, plan), plan.questionIds.length);
    return answers;
  }
  const pool = new ChunkWorkerPool(options.workers, { questions, seed: options.seed, attorneys: options.attorneys });
  try {
    // Keep two chunks per worker in flight and write them back in plan order.
    const inFlight: Array<{ plan: ChunkPlan; result: Promise<ChunkResult> }> = [];
    for (const plan of plans) {
      inFlight.push({ plan, result: pool.run(plan) });
      if (inFlight.length >= options.workers * 2) {
        const next = inFlight.shift() as (typeof inFlight)[number];
        await append(await next.result, next.plan.questionIds.length);
      }
    }
    for (const next of inFlight) await append(await next.result, next.plan.questionIds.length);
  } finally {
    await pool.close();
  }
  return answers;
}

/** Round-robin over worker threads; each answers its messages in the order received. */
class ChunkWorkerPool {
  private readonly workers: Worker[] = [];
  private readonly waiting: Array<Array<{ resolve: (r: ChunkResult) => void; reject: (e: Error) => void }>> = [];

  constructor(size: number, data: ChunkWorkerData) {
    for (let i = 0; i < size; i++) {
      // A plain .mjs entry registers tsx in the thread, then loads the TypeScript worker.
      const worker = new Worker(new URL('./chunk-worker-entry.mjs', import.meta.url), { workerData: data });
      const queue: (typeof this.waiting)[number] = [];
      worker.on('message', (result: ChunkResult) => queue.shift()?.resolve(result));
      const fail = (error: Error) => queue.splice(0).forEach((w) => w.reject(error));
      worker.on('error', fail);
      worker.on('exit', (code) => code !== 0 && fail(new Error(`seed worker exited with code ${code}`)));
      this.workers.push(worker);
      this.waiting.push(queue);
    }
  }

  run(plan: ChunkPlan): Promise<ChunkResult> {
    const slot = plan.index % this.workers.length;
    const worker = this.workers[slot] as Worker;
    const queue = this.waiting[slot] as (typeof this.waiting)[number];
    return new Promise((resolve, reject) => {
      queue.push({ resolve, reject });
      worker.postMessage(plan);
    });
  }

  async close(): Promise<void> {
    await Promise.all(this.workers.map((w) => w.terminate()));
  }
}
