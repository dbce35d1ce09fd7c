import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildFixtureArchive } from '../helpers/fixture-archive.ts';
import { startServer, type TestServer } from '../helpers/server.ts';

let server: TestServer;
let archive: Database.Database;

beforeAll(async () => {
  const path = await buildFixtureArchive('tests/fixtures/demo-small');
  archive = new Database(path, { readonly: true });
  server = await startServer(path);
});

afterAll(async () => {
  archive?.close();
  await server?.stop();
});

const text = async (path: string) => (await (await fetch(`${server.url}${path}`)).text()).replaceAll('<!-- -->', '');

describe('GET /api/homepage/questions', () => {
  it('returns the 6 newest questions with two or more answers, with every spec field', async () => {
    const response = await fetch(`${server.url}/api/homepage/questions`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/json');
    const questions = (await response.json()) as Record<string, unknown>[];
    const expected = archive
      .prepare('SELECT id FROM questions WHERE answer_count >= 2 ORDER BY posted_at DESC, id DESC LIMIT 6')
      .all()
      .map((r) => (r as { id: number }).id);
    expect(questions.map((q) => q.id)).toEqual(expected);
    for (const q of questions) {
      for (const field of [
        'id',
        'questionId',
        'question',
        'aiQuestionSummary',
        'categoryId',
        'realAnswerCount',
        'answerCount',
        'state',
        'attorneyName',
        'aiAnswerSummary',
        'topAnswer',
      ]) {
        expect(q, field).toHaveProperty(field);
      }
      const row = archive
        .prepare('SELECT title, question_short, answer_count, category_id FROM questions WHERE id = ?')
        .get(q.id) as Record<string, unknown>;
      expect(q.questionId).toBe(q.id);
      expect(q.question).toBe(row.title);
      expect(q.aiQuestionSummary).toBe(row.question_short);
      expect(q.realAnswerCount).toBe(row.answer_count);
      expect(q.categoryId).toBe(row.category_id);
      // The top answer: accepted or best first, then the most up-voted.
      const top = archive
        .prepare(
          `SELECT a.answer_short, t.name FROM answers a LEFT JOIN attorneys t ON t.id = a.attorney_id WHERE question_id = ?
           ORDER BY (is_accepted OR is_best) DESC, vote_up - vote_down DESC, position LIMIT 1`,
        )
        .get(q.id) as { answer_short: string; name: string | null };
      expect(q.aiAnswerSummary).toBe(top.answer_short);
      expect(q.attorneyName).toBe(top.name);
      expect(typeof q.topAnswer).toBe('string');
      expect((q.topAnswer as string).length).toBeLessThanOrEqual(600);
    }
  });
});

describe('GET /api/homepage/attorneys', () => {
  it('returns the 3 attorneys with the most answers (photo or not), with every spec field from real data', async () => {
    const attorneys = (await (await fetch(`${server.url}/api/homepage/attorneys`)).json()) as Record<string, unknown>[];
    const expected = archive
      .prepare(
        'SELECT id FROM attorneys WHERE total_answers > 0 ORDER BY total_answers DESC, id LIMIT 3',
      )
      .all()
      .map((r) => (r as { id: number }).id);
    expect(expected).toHaveLength(3);
    expect(attorneys.map((a) => a.id)).toEqual(expected);
    for (const a of attorneys) {
      for (const field of [
        'id',
        'attorneyId',
        'slug',
        'name',
        'photoUrl',
        'photoFallbackUrl',
        'practiceArea',
        'city',
        'state',
        'rating',
        'experienceYears',
        'aiQuote',
        'recentAnswer',
        'totalAnswers',
      ]) {
        expect(a, field).toHaveProperty(field);
      }
      const row = archive.prepare('SELECT * FROM attorneys WHERE id = ?').get(a.id) as Record<string, unknown>;
      expect(a.attorneyId).toBe(a.id);
      expect(a.slug).toBe(row.slug);
      expect(a.totalAnswers).toBe(row.total_answers);
      expect(a.photoUrl).toBe(row.photo_url);
      const votes = archive
        .prepare('SELECT sum(vote_up) AS up, sum(vote_down) AS down FROM answers WHERE attorney_id = ?')
        .get(a.id) as { up: number; down: number };
      expect(a.rating).toBe(votes.up + votes.down ? Math.round((100 * votes.up) / (votes.up + votes.down)) : null);
      const best = archive
        .prepare(
          'SELECT body FROM answers WHERE attorney_id = ? ORDER BY vote_up - vote_down DESC, is_accepted DESC, posted_at DESC, id LIMIT 1',
        )
        .get(a.id) as { body: string };
      const quote = (a.aiQuote as string).replace(/…$/, '');
      expect(quote.length).toBeGreaterThan(0);
      expect(best.body.replace(/\s+/g, ' ')).toContain(quote);
      const recent = a.recentAnswer as { questionId: number; path: string };
      const latest = archive
        .prepare('SELECT question_id FROM answers WHERE attorney_id = ? ORDER BY posted_at DESC, id DESC LIMIT 1')
        .get(a.id) as { question_id: number };
      expect(recent.questionId).toBe(latest.question_id);
      expect(recent.path).toMatch(new RegExp(`-${latest.question_id}$`));
    }
  });
});

describe('home page', () => {
  it('shows the archive figures, the 6 questions, the 3 experts and the blocks', async () => {
    const html = await text('/');
    const count = (sql: string) => (archive.prepare(sql).get() as { n: number }).n;
    const answered = count('SELECT count(*) AS n FROM questions WHERE answer_count > 0');
    const attorneys = count('SELECT count(*) AS n FROM attorneys WHERE total_answers > 0');
    const specialties = count('SELECT count(*) AS n FROM categories WHERE question_count > 0 OR attorney_count > 0');
    expect(html).toContain(`${answered}</dd>`);
    expect(html).toContain(`${attorneys}</dd>`);
    expect(html).toContain(`${specialties}</dd>`);
    expect(html).toMatch(/Years Covered/);
    const questions = (await (await fetch(`${server.url}/api/homepage/questions`)).json()) as { path: string }[];
    for (const q of questions) expect(html).toContain(`href="${q.path}"`);
    const experts = (await (await fetch(`${server.url}/api/homepage/attorneys`)).json()) as { slug: string }[];
    for (const a of experts) expect(html).toContain(`href="/attorneys/${a.slug}"`);
    expect(html).toMatch(/href="\/search"[^>]*>Browse Database/);
    expect(html).toMatch(/href="\/coming-soon"[^>]*>Join as Attorney/);
    expect(html).toContain('href="/guides"');
    expect(html).toContain('Recently Asked Questions');
    expect(html).toContain('Featured Legal Experts');
  });
});
