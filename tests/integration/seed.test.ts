import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  importKindOfFile,
  importSchemas,
  type ArticleCategoryRecord,
  type ArticleRecord,
  type AttorneyRecord,
  type QuestionRecord,
} from '#scripts/import/records.ts';
import { CATEGORIES } from '#app/domain/reference/categories.ts';
import { PRACTICE_AREAS } from '#app/domain/reference/practice-areas.ts';
import { decodeEntities } from '#app/domain/text.ts';
import { attorneyCountFor } from '#scripts/seed/attorneys.ts';
import { generateDemoArchive, SEED_FILES } from '#scripts/seed/generate.ts';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
const QUESTIONS = 3000;
let workDir: string;

const dirOf = (name: string) => path.join(workDir, name);
const read = (dir: string, file: string) => fs.readFileSync(path.join(dir, file));
const linesOf = (dir: string, file: string) => read(dir, file).toString('utf8').split('\n').filter(Boolean);
const recordsOf = <T>(dir: string, file: string) => linesOf(dir, file).map((line) => JSON.parse(line) as T);

let questions: QuestionRecord[];
let attorneys: AttorneyRecord[];
let articles: ArticleRecord[];
let articleCategories: ArticleCategoryRecord[];

beforeAll(async () => {
  workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'opencounsel-seed-'));
  await generateDemoArchive({ questions: QUESTIONS, seed: 1, outDir: dirOf('a') });
  await generateDemoArchive({ questions: QUESTIONS, seed: 1, outDir: dirOf('b') });
  await generateDemoArchive({ questions: QUESTIONS, seed: 2, outDir: dirOf('other-seed') });
  // Chunks spread over worker threads must number and word everything identically.
  await generateDemoArchive({ questions: QUESTIONS, seed: 1, outDir: dirOf('parallel'), workers: 2 });
  questions = recordsOf(dirOf('a'), 'questions.jsonl');
  attorneys = recordsOf(dirOf('a'), 'attorneys.jsonl');
  articles = recordsOf(dirOf('a'), 'articles.jsonl');
  articleCategories = recordsOf(dirOf('a'), 'article-categories.jsonl');
});

afterAll(() => {
  if (workDir) fs.rmSync(workDir, { recursive: true, force: true });
});

describe('demo generator: determinism', () => {
  it.each(SEED_FILES)('the same size and seed give a byte-identical %s', (file) => {
    expect(read(dirOf('a'), file).equals(read(dirOf('b'), file))).toBe(true);
  });

  it.each(SEED_FILES)('worker threads give a byte-identical %s', (file) => {
    expect(read(dirOf('a'), file).equals(read(dirOf('parallel'), file))).toBe(true);
  });

  it('another seed gives other questions and attorneys', () => {
    expect(read(dirOf('a'), 'questions.jsonl').equals(read(dirOf('other-seed'), 'questions.jsonl'))).toBe(false);
    expect(read(dirOf('a'), 'attorneys.jsonl').equals(read(dirOf('other-seed'), 'attorneys.jsonl'))).toBe(false);
  });
});

describe('demo generator: the import contract', () => {
  it.each(SEED_FILES)('every line of %s passes its zod schema', (file) => {
    const kind = importKindOfFile(file);
    expect(kind).not.toBeNull();
    const schema = importSchemas[kind as NonNullable<typeof kind>];
    const failures = linesOf(dirOf('a'), file)
      .map((line, i) => ({ line: i + 1, result: schema.safeParse(JSON.parse(line)) }))
      .filter((r) => !r.result.success);
    expect(failures.slice(0, 3).map((f) => `${file}:${f.line}: ${f.result.error?.message}`)).toEqual([]);
  });

  it('writes the requested number of questions with growing ids and unique answer ids', () => {
    expect(questions).toHaveLength(QUESTIONS);
    expect(questions[0]?.id).toBe(1);
    expect(questions.every((q, i) => i === 0 || q.id > (questions[i - 1] as QuestionRecord).id)).toBe(true);
    expect(questions.at(-1)!.id).toBeGreaterThan(QUESTIONS); // occasional gaps
    const answerIds = questions.flatMap((q) => q.answers.map((a) => a.id));
    expect(new Set(answerIds).size).toBe(answerIds.length);
  });

  it('gives attorneys unique ids, usernames and slugs, and known practice areas', () => {
    expect(attorneys).toHaveLength(attorneyCountFor(QUESTIONS));
    expect(attorneys.map((a) => a.id)).toEqual(attorneys.map((_, i) => i + 1));
    expect(new Set(attorneys.map((a) => a.username)).size).toBe(attorneys.length);
    expect(new Set(attorneys.map((a) => a.slug)).size).toBe(attorneys.length);
    const areaNames = new Set(PRACTICE_AREAS.map((a) => a.name));
    for (const attorney of attorneys) {
      expect(attorney.practiceAreas.length).toBeGreaterThanOrEqual(1);
      expect(attorney.practiceAreas.length).toBeLessThanOrEqual(5);
      for (const area of attorney.practiceAreas) expect(areaNames.has(area)).toBe(true);
    }
  });

  it('invents no success rate, case counts or hourly rate', () => {
    for (const attorney of attorneys) {
      expect(attorney.casesCompleted ?? null).toBeNull();
      expect(attorney.casesWon ?? null).toBeNull();
      expect(attorney.hourlyRate ?? null).toBeNull();
      expect(attorney).not.toHaveProperty('contactAvailable');
    }
  });

  it('gives some attorneys contacts, only at reserved example domains and 555-01xx numbers', () => {
    const reached = attorneys.filter((a) => a.website || a.phone || a.email);
    expect(reached.length).toBeGreaterThan(attorneys.length * 0.3);
    expect(reached.length).toBeLessThan(attorneys.length * 0.9);
    for (const a of reached) {
      if (a.website) expect(new URL(a.website).hostname).toMatch(/(^|\.)example\.(com|org|net)$/);
      if (a.email) expect(a.email).toMatch(/@example\.(com|org|net)$/);
      if (a.phone) expect(a.phone).toMatch(/^\(\d{3}\) 555-01\d{2}$/);
      expect(a.barProfileUrl ?? null).toBeNull();
    }
    for (const kind of ['website', 'phone', 'email'] as const) expect(reached.some((a) => a[kind])).toBe(true);
  });

  it('only refers to attorneys that exist and accepts at most one answer per question', () => {
    const ids = new Set(attorneys.map((a) => a.id));
    for (const question of questions) {
      for (const answer of question.answers) expect(ids.has(answer.attorneyId as number)).toBe(true);
      expect(question.answers.filter((a) => a.isAccepted).length).toBeLessThanOrEqual(1);
      expect(question.answers.filter((a) => a.isBest).length).toBeLessThanOrEqual(1);
    }
  });

  it('has the eight article categories of the spec, with its misspelled family slug', () => {
    expect(articleCategories.map((c) => c.slug).sort()).toEqual([
      'business-law',
      'criminal-law-and-dui',
      'employment-law',
      'estate-planning',
      'family-law-and-divorse',
      'miscellaneous',
      'personal-injury',
      'real-estate',
    ]);
    expect(articleCategories.some((c) => c.name.includes('&amp;'))).toBe(true);
    expect(articles).toHaveLength(60);
    expect(new Set(articles.map((a) => a.slug)).size).toBe(60);
    const perCategory = articleCategories.map((c) => articles.filter((a) => a.categorySlug === c.slug).length);
    expect(Math.max(...perCategory)).toBeGreaterThanOrEqual(20);
    expect(perCategory.filter((n) => n < 10).length).toBeGreaterThanOrEqual(3);
    expect(articles.some((a) => a.authorName === 'admin' || a.authorName === '')).toBe(true);
  });
});

describe('demo generator: realism', () => {
  const share = (predicate: (q: QuestionRecord) => boolean) => questions.filter(predicate).length / questions.length;

  it('covers every category, family law the largest and category 0 a few percent', () => {
    const counts = new Map<number, number>();
    for (const q of questions) counts.set(q.categoryId, (counts.get(q.categoryId) ?? 0) + 1);
    expect(CATEGORIES.filter((c) => !counts.has(c.id)).map((c) => c.id)).toEqual([]);
    expect(Math.max(...counts.values())).toBe(counts.get(10));
    expect((counts.get(0) ?? 0) / QUESTIONS).toBeGreaterThan(0.01);
    expect((counts.get(0) ?? 0) / QUESTIONS).toBeLessThan(0.06);
  });

  it('places ~88% of questions in US states, ~7% nowhere, the rest abroad', () => {
    expect(share((q) => Boolean(q.state) && q.country === 'US')).toBeGreaterThan(0.85);
    expect(share((q) => Boolean(q.state))).toBeLessThan(0.91);
    expect(share((q) => !q.state && !q.country)).toBeGreaterThan(0.05);
    expect(share((q) => !q.state && Boolean(q.country) && q.country !== 'US')).toBeGreaterThan(0.03);
    const california = share((q) => q.state === 'CA');
    expect(california).toBeGreaterThan(share((q) => q.state === 'OH'));
    expect(california).toBeGreaterThan(0.08);
  });

  it('spreads answer counts from 0 to 6 with a median of 2-3 and ~35% accepted', () => {
    const counts = questions.map((q) => q.answers.length).sort((a, b) => a - b);
    expect(new Set(counts)).toEqual(new Set([0, 1, 2, 3, 4, 5, 6]));
    expect(share((q) => q.answers.length === 0)).toBeGreaterThan(0.01);
    expect(share((q) => q.answers.length === 0)).toBeLessThan(0.06);
    expect([2, 3]).toContain(counts[counts.length >> 1]);
    const answered = questions.filter((q) => q.answers.length > 0);
    const accepted = answered.filter((q) => q.answers.some((a) => a.isAccepted)).length / answered.length;
    expect(accepted).toBeGreaterThan(0.3);
    expect(accepted).toBeLessThan(0.4);
  });

  it('keeps texts in their length ranges and decodes its HTML entities to plain text', () => {
    for (const q of questions) {
      expect(q.title.length).toBeGreaterThanOrEqual(30);
      expect(q.title.length).toBeLessThanOrEqual(120);
      expect(q.body.length).toBeGreaterThanOrEqual(150);
      expect(q.body.length).toBeLessThanOrEqual(1200);
      for (const a of q.answers) {
        expect(a.body.length).toBeGreaterThanOrEqual(200);
        expect(a.body.length).toBeLessThanOrEqual(2000);
      }
    }
    const encoded = questions.filter((q) => /&(amp|quot|#39);/.test(q.body));
    expect(encoded.length).toBeGreaterThan(30);
    expect(encoded.every((q) => !/&(amp|quot|#39);/.test(decodeEntities(q.body)))).toBe(true);
    expect(questions.some((q) => q.body.includes('<br>'))).toBe(true);
  });

  it('dates questions from 1997 to 2024, growing, and answers 1 hour to 30 days later', () => {
    const year = (iso: string) => Number(iso.slice(0, 4));
    expect(year(questions[0]!.postedAt)).toBe(1997);
    expect(year(questions.at(-1)!.postedAt)).toBe(2024);
    expect(share((q) => year(q.postedAt) >= 2015)).toBeGreaterThan(share((q) => year(q.postedAt) < 2015));
    for (const q of questions) {
      for (const a of q.answers) {
        const delay = Date.parse(a.postedAt) - Date.parse(q.postedAt);
        expect(delay).toBeGreaterThanOrEqual(3_600_000 - 1000);
        expect(delay).toBeLessThanOrEqual(30 * 86_400_000);
      }
    }
  });

  it('makes search terms find their topics', () => {
    const matching = (pattern: RegExp, categoryId: number) => {
      const hits = questions.filter((q) => pattern.test(`${q.title} ${q.body}`));
      return { hits: hits.length, inCategory: hits.filter((q) => q.categoryId === categoryId).length };
    };
    for (const [pattern, category] of [
      [/custody/i, 10],
      [/\bDUI\b/, 69],
      [/chapter 7/i, 8],
      [/security deposit/i, 85],
    ] as const) {
      const { hits, inCategory } = matching(pattern, category);
      expect(hits).toBeGreaterThan(10);
      expect(inCategory / hits).toBeGreaterThan(0.5);
    }
  });
});

describe('seed CLI', () => {
  const runCli = (...args: string[]) =>
    spawnSync(process.execPath, ['--import', 'tsx', 'scripts/seed/cli.ts', ...args], {
      cwd: repoRoot,
      encoding: 'utf8',
    });

  it.each([
    [['--questions', 'many'], '--questions must be a whole number, got "many"'],
    [['--questions', '0'], '--questions must be between 1 and 10000000, got 0'],
    [['--seed'], '--seed needs a value'],
    [['--colour', 'blue'], 'unknown argument "--colour"'],
  ])('exits 2 on %j with a precise message', (args, message) => {
    const result = runCli(...args);
    expect(result.status).toBe(2);
    expect(result.stderr).toContain(message);
  });

  it('writes the four files', () => {
    const out = dirOf('cli');
    const result = runCli('--questions', '50', '--seed', '3', '--out', out, '--quiet');
    expect(result.status).toBe(0);
    expect(fs.readdirSync(out).sort()).toEqual([...SEED_FILES].sort());
  });
});
