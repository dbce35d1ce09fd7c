import fs from 'node:fs';
import path from 'node:path';
import readline from 'node:readline';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import type { AnswerRecord, AttorneyRecord, QuestionRecord } from '#scripts/import/records.ts';

/**
 * The real external corpus of 3,175 Avvo bankruptcy questions (its SOURCE.md says where it
 * came from) and its conversion into our import format. The corpus lives outside the
 * repository and its text must never enter it: the corpus import test, the relevance
 * benchmark and calibration scripts convert it on the fly from here.
 *
 * Ids are stable: a question's id in our archive is Avvo's own question id (the number at
 * the end of its URL), so relevance judgments can name questions by id alone. Answers and
 * attorneys get ids numbered in the file's order (stable for the same file).
 */
const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

/** Where the corpus sits next to every checkout of the repository. */
export const AVVO_CORPUS_DIR = path.resolve(repoRoot, '../shared/corpus/avvo-bankruptcy-qa');
export const AVVO_CORPUS_FILE = path.join(AVVO_CORPUS_DIR, 'avvo_bankruptcy_qa.jsonl.gz');

/** The corpus file, or null with the reason when it is absent (callers skip and say why). */
export function findAvvoCorpus(file = AVVO_CORPUS_FILE): { file: string } | { file: null; reason: string } {
  return fs.existsSync(file) ? { file } : { file: null, reason: `the external corpus is not at ${file}` };
}

interface CorpusAnswer {
  text: string;
  posted_date: string | null;
  lawyer_profile_url: string | null;
  lawyer_name: string | null;
  lawyer_practice: string | null;
  lawyer_city: string | null;
  lawyer_state: string | null;
  lawyer_profile_state: string | null;
  lawyer_licensed_years: number | null;
  best_answer: boolean | null;
  most_helpful: boolean | null;
  helpful: number | null;
}

/** One line of avvo_bankruptcy_qa.jsonl.gz (the fields we use). */
export interface AvvoQuestion {
  id: string;
  url: string;
  title: string;
  body: string | null;
  tags: string[] | null;
  earliest_answer_date: string | null;
  answers: CorpusAnswer[];
}

/** Questions whose tags say they are mostly about something other than bankruptcy. */
const CATEGORY_BY_TAG: Record<string, number> = {
  Divorce: 10,
  'Family law': 10,
  'Real estate': 17,
  'Tax law': 52,
  Foreclosure: 17,
};
const BANKRUPTCY = 8;

function categoryOf(tags: string[]): number {
  if (tags.some((t) => /bankruptcy/i.test(t))) return BANKRUPTCY;
  for (const tag of tags) if (CATEGORY_BY_TAG[tag]) return CATEGORY_BY_TAG[tag];
  return BANKRUPTCY;
}

const STATE_CODE = /^[A-Z]{2}$/;

/** Our question id for a corpus question: Avvo's id, which is stable across conversions. */
export function avvoQuestionId(q: Pick<AvvoQuestion, 'id'>): number {
  const id = Number(q.id);
  if (!Number.isSafeInteger(id) || id <= 0) throw new Error(`corpus question id is not a positive integer: ${q.id}`);
  return id;
}

/**
 * The question's state. The corpus has no location for the asker (only its 30-row CSV
 * sample does), so the state of the first answering attorney who has one stands in for it
 * (CA for 78% of the questions; 33 questions have none).
 */
export function avvoQuestionState(q: Pick<AvvoQuestion, 'answers'>): string | null {
  return q.answers.map((a) => a.lawyer_state).find((s) => s && STATE_CODE.test(s)) ?? null;
}

/** Every question of the corpus file, in file order. */
export async function* readAvvoCorpus(file = AVVO_CORPUS_FILE): AsyncGenerator<AvvoQuestion> {
  const lines = readline.createInterface({
    input: fs.createReadStream(file).pipe(zlib.createGunzip()),
    crlfDelay: Infinity,
  });
  for await (const line of lines) if (line.trim()) yield JSON.parse(line) as AvvoQuestion;
}

/**
 * Converts the corpus into `outDir/questions.jsonl` and `outDir/attorneys.jsonl` (attorneys
 * get synthetic ids), ready for `importArchive({ inputs: [outDir] })`.
 */
export async function convertAvvoCorpus(
  outDir: string,
  file = AVVO_CORPUS_FILE,
): Promise<{ questions: number; answers: number; attorneys: number }> {
  const attorneys = new Map<string, AttorneyRecord>();
  const attorneyIdOf = (a: CorpusAnswer): number | null => {
    const key = a.lawyer_profile_url ?? a.lawyer_name;
    if (!key || !a.lawyer_name) return null;
    let attorney = attorneys.get(key);
    if (!attorney) {
      const id = attorneys.size + 1;
      const fromUrl = /\/attorneys\/([\w.-]+)\.html$/.exec(a.lawyer_profile_url ?? '')?.[1];
      const state = a.lawyer_state ?? a.lawyer_profile_state;
      attorney = {
        id,
        username: (fromUrl ?? `lawyer-${id}`).slice(0, 64),
        name: a.lawyer_name.slice(0, 200),
        city: a.lawyer_city,
        state: state && STATE_CODE.test(state) ? state : null,
        country: 'US',
        experienceYears: a.lawyer_licensed_years,
        freeConsultation: false,
        practiceAreas: a.lawyer_practice ? [a.lawyer_practice.replace(/\s+(Attorney|Lawyer)$/, '')] : [],
      };
      attorneys.set(key, attorney);
    }
    return attorney.id;
  };

  fs.mkdirSync(outDir, { recursive: true });
  const questionsOut = fs.createWriteStream(path.join(outDir, 'questions.jsonl'));
  let questions = 0;
  let answerId = 0;
  for await (const q of readAvvoCorpus(file)) {
    const tags = [...new Set(q.tags ?? [])].slice(0, 30);
    const answers: AnswerRecord[] = q.answers.map((a) => ({
      id: ++answerId,
      attorneyId: attorneyIdOf(a),
      body: a.text,
      postedAt: a.posted_date ?? q.earliest_answer_date!,
      voteUp: a.helpful ?? 0,
      voteDown: 0,
      isAccepted: false,
      isBest: a.best_answer === true,
    }));
    const record: QuestionRecord = {
      id: avvoQuestionId(q),
      title: q.title,
      body: q.body ?? '',
      categoryId: categoryOf(tags),
      state: avvoQuestionState(q),
      postedAt: q.earliest_answer_date ?? answers[0]!.postedAt,
      url: q.url,
      tags,
      answers,
    };
    questions++;
    if (!questionsOut.write(`${JSON.stringify(record)}\n`))
      await new Promise<void>((r) => questionsOut.once('drain', () => r()));
  }
  await new Promise<void>((resolve, reject) =>
    questionsOut.end((error?: Error | null) => (error ? reject(error) : resolve())),
  );
  fs.writeFileSync(
    path.join(outDir, 'attorneys.jsonl'),
    [...attorneys.values()].map((a) => `${JSON.stringify(a)}\n`).join(''),
  );
  return { questions, answers: answerId, attorneys: attorneys.size };
}
