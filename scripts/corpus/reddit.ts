import fs from 'node:fs';
import path from 'node:path';
import readline from 'node:readline';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import type { AnswerRecord, QuestionRecord } from '#scripts/import/records.ts';

/**
 * The real external multi-topic corpus: 838 r/legaladvice questions across criminal,
 * landlord and tenant, employment, family, accidents, debt, traffic and estates (its
 * SOURCE.md says where it came from). Like the Avvo corpus it lives outside the repository
 * and its text must never enter it; the relevance benchmark converts it on the fly.
 *
 * Ids are stable: a question's id in our archive is the Reddit post id (base 36) read as a
 * number, so judgments name questions by id alone and map back to the post
 * (redditPostId). The repliers are not attorneys: answers carry no attorney.
 */
const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

export const REDDIT_CORPUS_DIR = path.resolve(repoRoot, '../shared/corpus/reddit-legaladvice');
export const REDDIT_CORPUS_FILE = path.join(REDDIT_CORPUS_DIR, 'reddit_legaladvice_qa.jsonl.gz');

/** The corpus file, or null with the reason when it is absent (callers skip and say why). */
export function findRedditCorpus(file = REDDIT_CORPUS_FILE): { file: string } | { file: null; reason: string } {
  return fs.existsSync(file) ? { file } : { file: null, reason: `the external corpus is not at ${file}` };
}

/** One line of reddit_legaladvice_qa.jsonl.gz (the fields we use). */
export interface RedditQuestion {
  id: string;
  url: string;
  title: string;
  body: string;
  state: string | null;
  date: string;
  answers: Array<{ author: string; body: string; votes: number | null }>;
}

/** Our question id for a post: its base-36 id as a number (seven base-36 digits fit a safe integer). */
export function redditQuestionId(postId: string): number {
  if (!/^[0-9a-z]{1,10}$/.test(postId)) throw new Error(`not a Reddit post id: ${postId}`);
  const id = parseInt(postId, 36);
  if (!Number.isSafeInteger(id) || id <= 0) throw new Error(`Reddit post id out of range: ${postId}`);
  return id;
}

/** The Reddit post id of one of our question ids (the inverse of redditQuestionId). */
export function redditPostId(questionId: number): string {
  return questionId.toString(36);
}

/** Every question of the corpus file, in file order. */
export async function* readRedditCorpus(file = REDDIT_CORPUS_FILE): AsyncGenerator<RedditQuestion> {
  const lines = readline.createInterface({
    input: fs.createReadStream(file).pipe(zlib.createGunzip()),
    crlfDelay: Infinity,
  });
  for await (const line of lines) if (line.trim()) yield JSON.parse(line) as RedditQuestion;
}

/** Converts the corpus into `outDir/questions.jsonl`, ready for `importArchive({ inputs: [outDir] })`. */
export async function convertRedditCorpus(
  outDir: string,
  file = REDDIT_CORPUS_FILE,
): Promise<{ questions: number; answers: number }> {
  fs.mkdirSync(outDir, { recursive: true });
  const lines: string[] = [];
  let answerId = 0;
  for await (const q of readRedditCorpus(file)) {
    const postedAt = q.date;
    const answers: AnswerRecord[] = q.answers
      .filter((a) => a.body.trim().length > 0)
      .map((a) => ({
        id: ++answerId,
        attorneyId: null,
        body: a.body,
        postedAt,
        voteUp: Math.max(0, a.votes ?? 0),
        voteDown: 0,
        isAccepted: false,
        isBest: false,
      }));
    const record: QuestionRecord = {
      id: redditQuestionId(q.id),
      title: q.title.slice(0, 500),
      body: q.body,
      // The corpus has no practice area: every question is General/Other.
      categoryId: 0,
      state: q.state && /^[A-Z]{2}$/.test(q.state) ? q.state : null,
      postedAt,
      url: q.url,
      tags: [],
      answers,
    };
    lines.push(`${JSON.stringify(record)}\n`);
  }
  fs.writeFileSync(path.join(outDir, 'questions.jsonl'), lines.join(''));
  return { questions: lines.length, answers: answerId };
}
