import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ArticleRecord, AttorneyRecord, QuestionRecord } from '#scripts/import/records.ts';
import { PRACTICE_AREAS } from '#app/domain/reference/practice-areas.ts';
import { importArchive } from '#scripts/import/importer.ts';
import { searchTermsBand } from '#scripts/calibrate/targets.ts';
import { admittedYear } from '#scripts/seed/answerers.ts';
import { AVATAR_COUNT, avatarLook, avatarPath, avatarSvg } from '#scripts/seed/avatars.ts';
import { usualGender } from '#scripts/seed/names.ts';
import { generateDemoArchive } from '#scripts/seed/generate.ts';
import {
  fillerSentences,
  keyWordCoverage,
  openingShape,
  repeatedAnswerSentences,
  titleKeyWords,
  titleShape,
  titleTwins,
} from '#scripts/seed/text-checks.ts';
import { ANSWER_DISAGREEMENTS } from '#scripts/seed/banks/answer-phrases.ts';

/**
 * The invariants of the demo archive, over a seeded 5,000-question archive built by the
 * real importer: questions that each tell one story and answers to it, answerers who fit,
 * vocabulary in the band calibrated on the real corpus (docs/demo-archive.md), photos.
 */
const QUESTIONS = 5_000;
const DISAGREEMENT = new RegExp(ANSWER_DISAGREEMENTS.map((p) => p.replace(/[.?]/g, '\\$&')).join('|'));
const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
let workDir: string;
let db: Database.Database;
let questions: QuestionRecord[];
let attorneys: Map<number, AttorneyRecord>;
let articles: ArticleRecord[];

const recordsOf = <T>(file: string) =>
  fs
    .readFileSync(path.join(workDir, 'dump', file), 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as T);

beforeAll(async () => {
  workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'opencounsel-seed-invariants-'));
  await generateDemoArchive({ questions: QUESTIONS, seed: 1, outDir: path.join(workDir, 'dump') });
  const report = await importArchive({
    inputs: [path.join(workDir, 'dump')],
    outPath: path.join(workDir, 'archive.db'),
  });
  expect(report.ok).toBe(true);
  db = new Database(path.join(workDir, 'archive.db'), { readonly: true });
  questions = recordsOf<QuestionRecord>('questions.jsonl');
  attorneys = new Map(recordsOf<AttorneyRecord>('attorneys.jsonl').map((a) => [a.id, a]));
  articles = recordsOf<ArticleRecord>('articles.jsonl');
}, 120_000);

afterAll(() => {
  db?.close();
  if (workDir) fs.rmSync(workDir, { recursive: true, force: true });
});

describe('demo archive: vocabulary', () => {
  it('has as many distinct search terms as the real corpus predicts for its size', () => {
    const terms = db.prepare('SELECT count(*) FROM search_terms').pluck().get() as number;
    const { low, high } = searchTermsBand(QUESTIONS);
    expect(terms).toBeGreaterThanOrEqual(low);
    expect(terms).toBeLessThanOrEqual(high);
  });

  it('holds the everyday topics people search for and every practice area by name', () => {
    const hits = (query: string) =>
      db.prepare('SELECT count(*) FROM question_search WHERE question_search MATCH ?').pluck().get(query) as number;
    for (const query of ['annulment', '"elder abuse"', 'will AND testament', 'probate', 'custody', 'eviction'])
      expect(hits(query), query).toBeGreaterThan(0);
    for (const area of PRACTICE_AREAS) {
      const words = area.name
        .toLowerCase()
        .match(/[a-z]+/g)!
        .filter((w) => !['law', 'and', 'of'].includes(w));
      expect(hits(words.map((w) => `"${w}"`).join(' AND ')), area.name).toBeGreaterThan(0);
    }
  });
});

describe('demo archive: one story per question', () => {
  /** Amounts a body gives for one kind of fact: what is owed, earned, something's worth. */
  const FACTS: ReadonlyArray<readonly [string, RegExp]> = [
    ['owed', /\bowes? (?:me |my company )?(?:about )?(\$[\d,]+)/g],
    ['earned', /\b(?:makes|pays|salary of|income is around) (?:about )?(\$[\d,]+)/g],
    ['worth', /\bworth (?:about )?(\$[\d,]+)/g],
  ];

  it('never gives two different amounts for the same fact', () => {
    let checked = 0;
    for (const q of questions) {
      const text = [q.title, q.body, ...q.answers.map((a) => a.body)].join(' ');
      for (const [fact, pattern] of FACTS) {
        const amounts = new Set([...text.matchAll(pattern)].map((m) => m[1]));
        if (amounts.size) checked++;
        expect(amounts.size, `question ${q.id}: ${fact} ${[...amounts].join(' / ')}`).toBeLessThanOrEqual(1);
      }
    }
    expect(checked).toBeGreaterThan(100);
  });

  it("gives each practice area's questions many title shapes, none dominant", () => {
    const byCategory = new Map<number, string[]>();
    for (const q of questions)
      byCategory.set(q.categoryId!, [...(byCategory.get(q.categoryId!) ?? []), titleShape(q.title)]);
    let checked = 0;
    for (const [category, shapes] of byCategory) {
      if (shapes.length < 100) continue;
      checked++;
      const counts = new Map<string, number>();
      for (const shape of shapes) counts.set(shape, (counts.get(shape) ?? 0) + 1);
      expect(counts.size / shapes.length, `category ${category}`).toBeGreaterThan(0.2);
      expect(Math.max(...counts.values()) / shapes.length, `category ${category}`).toBeLessThan(0.16);
    }
    expect(checked).toBeGreaterThan(8);
  });

  it('never lists two related questions whose titles read as one, nor one like the question’s own', () => {
    const titleOf = db.prepare('SELECT title FROM questions WHERE id = ?').pluck();
    let lists = 0;
    for (const [id, related] of db
      .prepare('SELECT question_id, related FROM related_questions')
      .raw()
      .iterate() as IterableIterator<[number, string]>) {
      const titles = [id, ...(JSON.parse(related) as number[])].map((q) => titleOf.get(q) as string);
      for (let i = 0; i < titles.length; i++)
        for (let j = i + 1; j < titles.length; j++)
          expect(titleTwins(titles[i]!, titles[j]!), `question ${id}: ${titles[i]} | ${titles[j]}`).toBe(false);
      lists++;
    }
    expect(lists).toBeGreaterThan(QUESTIONS * 0.9);
  });

  it('never fills a related block with bodies that open alike ("My landlord, X, ...")', () => {
    const bodyOf = db.prepare('SELECT body FROM questions WHERE id = ?').pluck();
    const alike: number[] = [0, 0, 0, 0, 0, 0, 0];
    for (const [, related] of db
      .prepare('SELECT question_id, related FROM related_questions')
      .raw()
      .iterate() as IterableIterator<[number, string]>) {
      const counts = new Map<string, number>();
      for (const q of JSON.parse(related) as number[]) {
        const shape = openingShape(bodyOf.get(q) as string);
        counts.set(shape, (counts.get(shape) ?? 0) + 1);
      }
      alike[Math.max(0, ...counts.values())]!++;
    }
    const lists = alike.reduce((a, b) => a + b, 0);
    // Six neighbours of one story opened alike in about one block in four before lead-ins
    // and more openings; a few blocks of four alike remain by chance.
    expect((alike[4]! + alike[5]! + alike[6]!) / lists, alike.join(' ')).toBeLessThan(0.04);
    expect(alike[5]! / lists, alike.join(' ')).toBeLessThan(0.006);
    expect(alike[6], alike.join(' ')).toBe(0);
  });

  it('never fills a related block with bodies that tell one story in the same sentences', () => {
    const bodyOf = db.prepare('SELECT body FROM questions WHERE id = ?').pluck();
    const longSentences = (body: string) =>
      new Set(
        body
          .split(/(?<=[.!?])\s+/)
          .map((sentence) => titleShape(sentence))
          .filter((shape) => shape.split(' ').length >= 6),
      );
    // How many of a block's seven bodies (the question's and its six neighbours') share one sentence.
    const shared: number[] = [0, 0, 0, 0, 0, 0, 0, 0];
    for (const [id, related] of db
      .prepare('SELECT question_id, related FROM related_questions')
      .raw()
      .iterate() as IterableIterator<[number, string]>) {
      const counts = new Map<string, number>();
      for (const q of [id, ...(JSON.parse(related) as number[])])
        for (const sentence of longSentences(bodyOf.get(q) as string))
          counts.set(sentence, (counts.get(sentence) ?? 0) + 1);
      shared[Math.max(0, ...counts.values())]!++;
    }
    const blocks = shared.reduce((a, b) => a + b, 0);
    // Before neighbours told alike were left out, three blocks in four had four or more.
    expect((shared[4]! + shared[5]! + shared[6]! + shared[7]!) / blocks, shared.join(' ')).toBeLessThan(0.25);
    expect((shared[6]! + shared[7]!) / blocks, shared.join(' ')).toBeLessThan(0.01);
  });

  it('never names two people in one role ("The property manager, A B, ..." twice)', () => {
    const roleNamed = /(?:^|[.?!] )((?:The|My|Our) [a-z][a-z ]{2,30}), ([A-Z][a-z]+ [A-Z][a-z]+),/g;
    let named = 0;
    for (const q of questions) {
      const people = new Map<string, Set<string>>();
      for (const [, role, name] of q.body.matchAll(roleNamed)) {
        people.set(role!, (people.get(role!) ?? new Set()).add(name!));
        named++;
      }
      for (const [role, names] of people) expect(names.size, `question ${q.id}: ${role}`).toBe(1);
    }
    expect(named).toBeGreaterThan(200);
  });

  it("repeats the title's key words in the body", () => {
    const coverage = questions.map((q) => keyWordCoverage(q.title, q.body));
    const mean = coverage.reduce((a, b) => a + b, 0) / coverage.length;
    expect(mean).toBeGreaterThan(0.75);
    expect(coverage.filter((c) => c >= 0.5).length / coverage.length).toBeGreaterThan(0.9);
  });

  it('never drops in a filler sentence (a company or a number that plays no part)', () => {
    for (const q of questions) expect(fillerSentences(q.body), `question ${q.id}`).toEqual([]);
  });

  it('never puts one sentence of six words or more in one question of fourteen', () => {
    const counts = new Map<string, number>();
    for (const q of questions)
      for (const shape of new Set(q.body.split(/(?<=[.!?])\s+/).map((sentence) => titleShape(sentence))))
        if (shape.split(' ').length >= 6) counts.set(shape, (counts.get(shape) ?? 0) + 1);
    const [commonest, count] = [...counts].sort((a, b) => b[1] - a[1])[0]!;
    expect(count / questions.length, commonest).toBeLessThan(1 / 14);
  });

  it('never shows a slot that failed to fill ("undefined Lane", "NaN")', () => {
    for (const q of questions)
      for (const text of [q.title, q.body, ...q.answers.map((a) => a.body)])
        expect(text, `question ${q.id}`).not.toMatch(/undefined|\bNaN\b|\[object|\{\w+\}/);
  });
});

describe('demo archive: answers to the story', () => {
  const answered = () => questions.filter((q) => q.answers.length > 0);

  it('never repeats a sentence across the answers of a question', () => {
    for (const q of answered())
      expect(repeatedAnswerSentences(q.answers.map((a) => a.body)), `question ${q.id}`).toEqual([]);
  });

  it('names the story: most questions have an answer with the title’s key words', () => {
    const naming = answered().filter((q) => {
      const roots = titleKeyWords(q.title).map((k) => k.slice(0, 5));
      return q.answers.some((a) => roots.some((root) => a.body.toLowerCase().includes(root)));
    });
    expect(naming.length / answered().length).toBeGreaterThan(0.85);
  });

  it('names only amounts the asker gave', () => {
    let amounts = 0;
    for (const q of answered())
      for (const a of q.answers)
        for (const [amount] of a.body.matchAll(/\$\d[\d,]*\d/g)) {
          amounts++;
          expect(`${q.title} ${q.body}`, `answer ${a.id}`).toContain(amount);
        }
    expect(amounts).toBeGreaterThan(100);
  });

  it('has attorneys who disagree on some questions', () => {
    const threads = answered().filter((q) => q.answers.length > 1);
    const disagreeing = threads.filter((q) => q.answers.slice(1).some((a) => DISAGREEMENT.test(a.body)));
    expect(disagreeing.length / threads.length).toBeGreaterThan(0.15);
  });
});

describe('demo archive: answerers who fit', () => {
  const categoryOfArea = new Map(PRACTICE_AREAS.map((a) => [a.name, a.categoryId]));
  const coveredCategories = new Set(PRACTICE_AREAS.map((a) => a.categoryId));
  const answers = () => questions.flatMap((q) => q.answers.map((a) => ({ q, a, by: attorneys.get(a.attorneyId!)! })));

  it("has answers from attorneys practising the question's category, often in its state", () => {
    const covered = answers().filter(({ q }) => coveredCategories.has(q.categoryId!));
    const inArea = covered.filter(({ q, by }) =>
      by.practiceAreas.some((area) => categoryOfArea.get(area) === q.categoryId),
    );
    // Every answer: when no one of the field is left to answer (a small archive), a question
    // gets fewer answers rather than one from another field.
    expect(covered.length).toBeGreaterThan(1000);
    expect(inArea.length).toBe(covered.length);
    const inUs = answers().filter(({ q }) => q.state);
    // Picked by category alone, about 5 % would be from the asker's state. With 63 attorneys
    // over 50 states few states have one of the category; at 1.2M (15,000 attorneys) the
    // share is far higher (docs/demo-archive.md).
    expect(inUs.filter(({ q, by }) => by.state === q.state).length / inUs.length).toBeGreaterThan(0.1);
  });

  it("keeps every active attorney's answers within the attorney's own practice areas", () => {
    const answersBy = new Map<number, number[]>();
    for (const { q, by } of answers()) answersBy.set(by.id, [...(answersBy.get(by.id) ?? []), q.categoryId!]);
    const shares: number[] = [];
    for (const [id, categories] of answersBy) {
      if (categories.length < 20) continue;
      const own = new Set(attorneys.get(id)!.practiceAreas.map((area) => categoryOfArea.get(area)));
      shares.push(categories.filter((c) => own.has(c) || !coveredCategories.has(c)).length / categories.length);
    }
    expect(shares.length).toBeGreaterThan(10);
    // What a profile lists is what its answers are about (the featured attorneys included).
    expect(Math.min(...shares)).toBe(1);
  });

  it('has no answer from before its attorney was admitted to the bar', () => {
    for (const { a, by } of answers()) expect(Number(a.postedAt.slice(0, 4))).toBeGreaterThanOrEqual(admittedYear(by));
  });

  it('names a state in an answer only when the attorney practises there', () => {
    const stateNames = db.prepare("SELECT code, name FROM places WHERE kind = 'state'").raw().all() as Array<
      [string, string]
    >;
    const nameOf = new Map(stateNames);
    for (const { q, a, by } of answers()) {
      if (!q.state || by.state === q.state) continue;
      expect(a.body.includes(`In ${nameOf.get(q.state)},`), `answer ${a.id}`).toBe(false);
    }
  });
});

describe('demo archive: articles', () => {
  const sentences = (html: string) =>
    html
      .replace(/<[^>]+>/g, '\n')
      .split(/(?<=[.!?])\s+|\n/)
      .map((s) => s.trim())
      .filter((s) => s.length > 20);

  it('never repeats a sentence within an article', () => {
    for (const article of articles) {
      const list = sentences(article.content);
      expect(new Set(list).size, article.slug).toBe(list.length);
    }
  });

  it('gives every article its own title, excerpt, summaries, pull quote and body', () => {
    for (const field of ['title', 'excerpt', 'fullSummary', 'cardSummary', 'pullQuote', 'content'] as const)
      expect(new Set(articles.map((a) => a[field])).size, field).toBe(articles.length);
  });
});

describe('demo archive: photos the site serves', () => {
  it('points attorneys at portraits in public/, as many distinct ones as attorneys allow', () => {
    const photos = [...attorneys.values()].map((a) => a.photoUrl).filter((url): url is string => Boolean(url));
    expect(photos.length / attorneys.size).toBeGreaterThan(0.7);
    for (const url of photos) expect(url).toMatch(/^\/avatars\/\d{3}\.svg$/);
    expect(new Set(photos).size).toBeGreaterThan(Math.min(AVATAR_COUNT, photos.length) * 0.6);
  });

  it("gives each attorney a portrait that matches the first name's usual gender", () => {
    let checked = 0;
    for (const a of attorneys.values()) {
      const gender = usualGender(a.name.split(' ')[0]!);
      if (!a.photoUrl || !gender) continue;
      checked++;
      expect(avatarLook(Number(a.photoUrl.match(/(\d{3})\.svg$/)![1])), `${a.name} ${a.photoUrl}`).toBe(gender);
    }
    expect(checked).toBeGreaterThan(attorneys.size * 0.6);
  });

  it('has the portraits in public/avatars exactly as `npm run avatars` draws them, each small and distinct', () => {
    const seen = new Set<string>();
    for (let n = 1; n <= AVATAR_COUNT; n++) {
      const file = fs.readFileSync(path.join(repoRoot, 'public', avatarPath(n)), 'utf8');
      expect(file).toBe(avatarSvg(n));
      expect(file.length).toBeLessThan(2_000);
      seen.add(file);
    }
    expect(seen.size).toBe(AVATAR_COUNT);
    expect(fs.readdirSync(path.join(repoRoot, 'public/avatars'))).toHaveLength(AVATAR_COUNT);
  });
});
