import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import type { Grade, Judgments } from './metrics.ts';

/**
 * The judged query set of the relevance benchmark (tests/fixtures/relevance/): queries as
 * people type them, and 0/1/2 grades that name corpus questions by id only (the corpus
 * text never enters the repository).
 */
const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
export const RELEVANCE_DIR = path.join(repoRoot, 'tests/fixtures/relevance');
export const QUERIES_FILE = path.join(RELEVANCE_DIR, 'queries.json');
export const JUDGMENTS_FILE = path.join(RELEVANCE_DIR, 'judgments.json');
/** Queries kept apart from tuning (docs/search.md, "Relevance benchmark"); their grades are in JUDGMENTS_FILE too. */
export const HELDOUT_QUERIES_FILE = path.join(RELEVANCE_DIR, 'heldout-queries.json');
/** Long questions (15+ words, a situation and a question, as people write them), judged like the main set. */
export const LONG_QUERIES_FILE = path.join(RELEVANCE_DIR, 'long-queries.json');

/** The multi-topic r/legaladvice set: tuning queries, held-out queries and their grades. */
export const REDDIT_RELEVANCE_DIR = path.join(RELEVANCE_DIR, 'reddit');

/** A judged set: the corpus it is judged on, its query files and its grades. */
export interface JudgedSet {
  readonly corpus: 'avvo' | 'reddit';
  /** What the report calls it. */
  readonly label: string;
  readonly queries: { readonly main: string; readonly heldout: string; readonly long: string | null };
  readonly judgments: string;
}

export const JUDGED_SETS: Readonly<Record<JudgedSet['corpus'], JudgedSet>> = {
  avvo: {
    corpus: 'avvo',
    label: 'bankruptcy (Avvo)',
    queries: { main: QUERIES_FILE, heldout: HELDOUT_QUERIES_FILE, long: LONG_QUERIES_FILE },
    judgments: JUDGMENTS_FILE,
  },
  reddit: {
    corpus: 'reddit',
    label: 'multi-topic (r/legaladvice)',
    queries: {
      main: path.join(REDDIT_RELEVANCE_DIR, 'queries.json'),
      heldout: path.join(REDDIT_RELEVANCE_DIR, 'heldout-queries.json'),
      long: null,
    },
    judgments: path.join(REDDIT_RELEVANCE_DIR, 'judgments.json'),
  },
};

export const QUERY_TYPES = ['keyword', 'natural', 'misspelled', 'lay', 'phrase', 'exclusion', 'place'] as const;
export type QueryType = (typeof QUERY_TYPES)[number];

const querySchema = z.strictObject({
  id: z.string().regex(/^[a-z][a-z0-9]*-\d{2,3}$/),
  type: z.enum(QUERY_TYPES),
  /** What the person types. */
  query: z.string().min(1),
  /** The need in the corpus's legal words, written by the judge: a manual run that widens the pool (never scored). */
  intent: z.string().min(1),
  /** A state the query names (places): the manual run filters by it. */
  state: z
    .string()
    .regex(/^[A-Z]{2}$/)
    .optional(),
});
export type RelevanceQuery = z.infer<typeof querySchema>;

const queriesSchema = z.strictObject({ about: z.string(), queries: z.array(querySchema).min(1) });

const gradeSchema = z.union([z.literal(0), z.literal(1), z.literal(2)]);
const judgmentsSchema = z.strictObject({
  about: z.string(),
  /** How the pool was built: the systems read and the depth of each, per round of judging. */
  pooling: z.array(
    z.strictObject({ date: z.string(), systems: z.record(z.string(), z.number().int().positive()), note: z.string() }),
  ),
  /** query id -> question id -> grade. */
  judgments: z.record(z.string(), z.record(z.string().regex(/^\d+$/), gradeSchema)),
});
export type JudgmentsFile = z.infer<typeof judgmentsSchema>;

export function loadQueries(file = QUERIES_FILE): RelevanceQuery[] {
  const { queries } = queriesSchema.parse(JSON.parse(fs.readFileSync(file, 'utf8')));
  const ids = new Set<string>();
  for (const q of queries) {
    if (ids.has(q.id)) throw new Error(`${file}: query id ${q.id} appears twice`);
    ids.add(q.id);
  }
  return queries;
}

export function loadJudgmentsFile(file = JUDGMENTS_FILE): JudgmentsFile {
  return judgmentsSchema.parse(JSON.parse(fs.readFileSync(file, 'utf8')));
}

/** The grades of one query, keyed by question id. */
export function judgmentsOf(file: JudgmentsFile, queryId: string): Map<number, Grade> {
  return new Map(Object.entries(file.judgments[queryId] ?? {}).map(([id, grade]) => [Number(id), grade as Grade]));
}

/** Writes the file with question ids in numeric order, one query per line group, so diffs stay small. */
export function saveJudgmentsFile(data: JudgmentsFile, file = JUDGMENTS_FILE): void {
  const sorted: JudgmentsFile = {
    ...data,
    judgments: Object.fromEntries(
      Object.keys(data.judgments)
        .sort()
        .map((q) => [
          q,
          Object.fromEntries(Object.entries(data.judgments[q]!).sort(([a], [b]) => Number(a) - Number(b))),
        ]),
    ),
  };
  judgmentsSchema.parse(sorted);
  const head = JSON.stringify({ about: sorted.about, pooling: sorted.pooling }, null, 2).replace(/\n}$/, '');
  const body = Object.entries(sorted.judgments)
    .map(([q, grades]) => `    ${JSON.stringify(q)}: ${JSON.stringify(grades)}`)
    .join(',\n');
  fs.writeFileSync(file, `${head},\n  "judgments": {\n${body}\n  }\n}\n`);
}

/** Records grades for one query (later grades replace earlier ones). */
export function recordGrades(data: JudgmentsFile, queryId: string, grades: ReadonlyMap<number, Grade>): void {
  const current = (data.judgments[queryId] ??= {});
  for (const [id, grade] of grades) current[String(id)] = grade;
}

/** Whether a query id is named by a --query entry: the id itself, or a prefix of it when the entry ends in *. */
export function queryIdMatches(entry: string, id: string): boolean {
  return entry.endsWith('*') ? id.startsWith(entry.slice(0, -1)) : entry === id;
}

export type { Judgments };
