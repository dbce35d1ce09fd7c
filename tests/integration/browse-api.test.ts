import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildFixtureArchive } from '../helpers/fixture-archive.ts';
import { startServer, type TestServer } from '../helpers/server.ts';

/**
 * The browse API on demo-small plus tests/fixtures/browse: 25 Aviation Law questions (with
 * demo-small's own of category 65), odd ones from Guam, even ones from New Zealand, and two
 * Guam immigration questions. Expected orders are recomputed here from the fixtures
 * themselves with the definitions of docs/browse.md, independently of the import code.
 */
interface FixtureAnswer {
  id: number;
  postedAt: string;
  voteUp: number;
  isBest?: boolean;
  isAccepted?: boolean;
  body: string;
}
interface FixtureQuestion {
  id: number;
  categoryId: number;
  state?: string;
  country?: string;
  postedAt: string;
  answers: FixtureAnswer[];
}

const readQuestions = (file: string): FixtureQuestion[] =>
  fs
    .readFileSync(file, 'utf8')
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as FixtureQuestion);
// Both fixtures: demo-small may hold a question of category 65 or from Guam too.
const browse = readQuestions('tests/fixtures/browse/questions.jsonl');
const fixture = [...browse, ...readQuestions('tests/fixtures/demo-small/questions.jsonl')];

const seconds = (iso: string) => Math.floor(Date.parse(iso) / 1000);

function keys(q: FixtureQuestion) {
  const votes = q.answers.reduce((sum, a) => sum + a.voteUp, 0);
  const at = seconds(q.postedAt);
  const settled = q.answers.some((a) => a.isBest || a.isAccepted) ? 1 : 0;
  return {
    id: q.id,
    at,
    answers: q.answers.length,
    votes,
    active: Math.max(at, ...q.answers.map((a) => seconds(a.postedAt))),
    quality: 30 * settled + 10 * Math.min(q.answers.length, 4) + Math.min(votes, 20),
    popularity: q.answers.length + votes,
  };
}
type Keys = ReturnType<typeof keys>;

const ORDER: Record<string, (a: Keys, b: Keys) => number> = {
  relevance: (a, b) => b.quality - a.quality || b.at - a.at || b.id - a.id,
  date: (a, b) => b.at - a.at || b.id - a.id,
  answers: (a, b) => b.answers - a.answers || b.at - a.at || b.id - a.id,
  votes: (a, b) => b.votes - a.votes || b.at - a.at || b.id - a.id,
  recent_activity: (a, b) => b.active - a.active || b.id - a.id,
  popular: (a, b) => b.popularity - a.popularity || b.at - a.at || b.id - a.id,
};

const aviation = fixture.filter((q) => q.categoryId === 65).map(keys);
const guam = fixture.filter((q) => q.state === 'GU').map(keys);

let server: TestServer;
const get = (path: string) => fetch(`${server.url}${path}`);
const json = async (path: string) => {
  const response = await get(path);
  expect(response.status, path).toBe(200);
  return (await response.json()) as { results: Array<{ id: number; answer_short: string | null; url: string }>; total: number; page: number; limit: number; totalPages: number };
};

beforeAll(async () => {
  server = await startServer(await buildFixtureArchive('tests/fixtures/demo-small', 'tests/fixtures/browse'));
});
afterAll(async () => {
  await server?.stop();
});

describe('GET /api/categories/{id}/questions', () => {
  it.each(Object.keys(ORDER))('orders by %s, page by page', async (sort) => {
    const expected = [...aviation].sort(ORDER[sort]).map((q) => q.id);
    const first = await json(`/api/categories/65/questions?sort=${sort}&limit=10`);
    const second = await json(`/api/categories/65/questions?sort=${sort}&limit=10&page=2`);
    const third = await json(`/api/categories/65/questions?sort=${sort}&limit=10&page=3`);
    expect([...first.results, ...second.results, ...third.results].map((r) => r.id)).toEqual(expected);
    expect(first.total).toBe(aviation.length);
    expect(aviation.length).toBeGreaterThan(20);
    expect(third).toMatchObject({ page: 3, limit: 10, totalPages: 3 });
  });

  it('lists answered questions first by default, on category and location pages alike (decision 0032)', async () => {
    for (const path of ['/api/categories/65/questions?limit=100', '/api/locations/state/GU/questions?limit=100']) {
      // answer_short is null exactly when a question has no answer (the test below).
      const answered = (await json(path)).results.map((r) => r.answer_short !== null);
      expect(answered, path).toContain(false);
      expect(answered.slice(answered.indexOf(false)), path).not.toContain(true);
    }
  });

  it('applies the filters: answered, recent (last 3 years of the archive), popular (answers + votes >= 25)', async () => {
    const answered = await json('/api/categories/65/questions?filter=answered&sort=date&limit=100');
    expect(answered.results.map((r) => r.id)).toEqual(aviation.filter((q) => q.answers > 0).sort(ORDER.date).map((q) => q.id));
    const recent = await json('/api/categories/65/questions?filter=recent&sort=date');
    // demo-small's newest question is from Dec 2024, so the fixture's 2022-2024 questions are
    // recent, and demo-small's own aviation question of September 2024.
    expect(recent.results.map((r) => r.id)).toEqual([464, 9070025, 9070024, 9070023]);
    const popular = await json('/api/categories/65/questions?filter=popular&sort=popular&limit=100');
    expect(popular.results.map((r) => r.id)).toEqual(aviation.filter((q) => q.popularity >= 25).sort(ORDER.popular).map((q) => q.id));
    expect(popular.total).toBe(popular.results.length);
  });

  it('gives the excerpt of the best answer, else the most voted, and null without answers', async () => {
    const { results } = await json('/api/categories/65/questions?sort=date&limit=100');
    for (const row of results) {
      // The browse fixture's short answers are their own excerpts.
      const question = browse.find((q) => q.id === row.id);
      if (!question) continue;
      if (question.answers.length === 0) {
        expect(row.answer_short).toBeNull();
        continue;
      }
      const best = question.answers.find((a) => a.isBest);
      // Ties go to the earlier answer (input order).
      const top = best ?? question.answers.reduce((winner, a) => (a.voteUp > winner.voteUp ? a : winner));
      expect(row.answer_short, String(row.id)).toBe(top.body);
    }
    expect(results[0]!.url).toMatch(/^\/legal-questions\/.+-464$/); // demo-small's aviation question is the newest
  });

  it('answers 400 for bad parameters and 404 for unknown ids', async () => {
    for (const query of ['sort=newest', 'filter=x', 'page=0', 'page=abc', 'limit=500'])
      expect((await get(`/api/categories/65/questions?${query}`)).status, query).toBe(400);
    expect((await get('/api/categories/abc/questions')).status).toBe(400);
    expect((await get('/api/categories/999/questions')).status).toBe(404);
    expect((await get('/api/categories/999')).status).toBe(404);
  });

  it('an empty page past the end is an empty list, not an error', async () => {
    const far = await json('/api/categories/65/questions?page=500');
    expect(far.results).toEqual([]);
    expect(far.total).toBe(aviation.length);
  });
});

describe('GET /api/categories/{id}', () => {
  it('returns the real counts, the spec figures, topics and trending questions', async () => {
    const response = await get('/api/categories/65');
    expect(response.headers.get('cache-control')).toBe('public, max-age=900, s-maxage=3600, stale-while-revalidate=86400');
    const body = (await response.json()) as Record<string, unknown>;
    expect(body).toMatchObject({
      id: 65,
      name: 'Aviation Law',
      slug: 'aviation-law',
      question_count: aviation.length,
      answered_count: aviation.filter((q) => q.answers > 0).length,
      // The fixture's two aviation attorneys and the two who answered demo-small's question.
      attorney_count: 4,
      response_rate: 95, // 4 / 26 * 100 * 50 = 769, clamped to 95
      activity_level: 'Moderate',
      popular_topics: ['browse runway noise', 'browse pilot license', 'airline'].map((t) => expect.stringMatching(new RegExp(`^${t}$`, 'i'))),
    });
    expect((body.trending_questions as Array<{ id: number }>).map((q) => q.id)).toEqual([...aviation].sort(ORDER.relevance).slice(0, 5).map((q) => q.id));
  });
});

describe('GET /api/locations/{type}/{code}[/questions]', () => {
  it('returns a state with its real counts', async () => {
    const body = (await (await get('/api/locations/state/gu')).json()) as Record<string, unknown>;
    expect(body).toMatchObject({ type: 'state', code: 'GU', name: 'Guam', question_count: 15, attorney_count: 1, url: '/legal-help/guam' });
  });

  it.each([
    ['relevance', 'relevance'],
    ['recent', 'date'],
    ['answered', 'answers'],
    ['popular', 'popular'],
  ])('orders Guam by %s', async (sort, definition) => {
    const page = await json(`/api/locations/state/GU/questions?sort=${sort}`);
    expect(page.results.map((r) => r.id)).toEqual([...guam].sort(ORDER[definition]).map((q) => q.id));
    expect(page).toMatchObject({ total: 15, page: 1, limit: 20, totalPages: 1 });
  });

  it('filters by practice area (immigration = category 14) and lists countries', async () => {
    const immigration = await json('/api/locations/state/GU/questions?filter=immigration&sort=recent');
    expect(immigration.results.map((r) => r.id)).toEqual([9070027, 9070026]);
    const family = await json('/api/locations/state/GU/questions?filter=family');
    expect(family.total).toBe(0);
    const nz = await json('/api/locations/country/NZ/questions?sort=recent&limit=5&page=2');
    // The fixture's twelve and demo-small's one New Zealand question (127, from 2011).
    expect(nz.results.map((r) => r.id)).toEqual([9070014, 127, 9070012, 9070010, 9070008]);
    expect(nz).toMatchObject({ total: 13, totalPages: 3 });
  });

  it('answers 400 for bad parameters and 404 for unknown codes', async () => {
    expect((await get('/api/locations/planet/GU')).status).toBe(400);
    expect((await get('/api/locations/state/GUAM')).status).toBe(400);
    expect((await get('/api/locations/state/GU/questions?sort=date')).status).toBe(400);
    expect((await get('/api/locations/state/GU/questions?filter=answered')).status).toBe(400);
    expect((await get('/api/locations/state/ZZ')).status).toBe(404);
    expect((await get('/api/locations/country/ZZ/questions')).status).toBe(404);
  });
});
