import { availableParallelism } from 'node:os';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { demoAttorneys, demoComposer } from './archive-parts.ts';
import { composeArticleCategories, composeArticles } from './articles/compose.ts';
import { JsonlWriter } from './jsonl-writer.ts';
import { writeQuestions } from './question-stream.ts';
import { Rng } from './random.ts';

export interface SeedOptions {
  questions: number;
  seed: number;
  outDir: string;
  /** Worker threads; default: none for small archives, one per core (max 4) for large ones. */
  workers?: number;
  /** Called after each chunk with the number of questions written so far. */
  onProgress?: (written: number) => void;
}

export interface SeedReport {
  questions: number;
  answers: number;
  attorneys: number;
  articles: number;
  articleCategories: number;
  bytes: number;
  workers: number;
}

export const SEED_FILES = ['article-categories.jsonl', 'articles.jsonl', 'attorneys.jsonl', 'questions.jsonl'] as const;

/** Below this, starting worker threads costs more than it saves. */
const PARALLEL_FROM = 20_000;

export function defaultWorkers(questions: number): number {
  return questions < PARALLEL_FROM ? 0 : Math.min(4, availableParallelism());
}

async function writeFile(path: string, records: readonly unknown[]): Promise<number> {
  const out = new JsonlWriter(path);
  await out.writeAll(records);
  await out.close();
  return out.bytes;
}

/**
 * Writes the four JSON Lines files of a demo archive. Each kind of record draws from its
 * own seeded stream, so for instance the articles do not change when N changes, and the
 * output is byte-identical whatever the number of workers.
 */
export async function generateDemoArchive(options: SeedOptions): Promise<SeedReport> {
  const { questions, seed, outDir } = options;
  await mkdir(outDir, { recursive: true });
  const categories = composeArticleCategories();
  const articles = composeArticles(new Rng(seed, 'articles'));
  // Attorneys are few (one per 80 questions) and answers refer to them: keep them in memory.
  const attorneys = demoAttorneys(questions, seed);
  let bytes = await writeFile(join(outDir, 'article-categories.jsonl'), categories);
  bytes += await writeFile(join(outDir, 'articles.jsonl'), articles);
  bytes += await writeFile(join(outDir, 'attorneys.jsonl'), attorneys);

  const workers = options.workers ?? defaultWorkers(questions);
  const questionsOut = new JsonlWriter(join(outDir, 'questions.jsonl'));
  const answers = await writeQuestions({
    questions,
    seed,
    composer: demoComposer(questions, seed, attorneys),
    attorneys,
    out: questionsOut,
    workers,
    onChunk: options.onProgress,
  });
  await questionsOut.close();
  bytes += questionsOut.bytes;

  return {
    questions,
    answers,
    attorneys: attorneys.length,
    articles: articles.length,
    articleCategories: categories.length,
    bytes,
    workers,
  };
}
