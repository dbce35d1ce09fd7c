import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildFixtureArchive } from '../helpers/fixture-archive.ts';
import { startServer, type TestServer } from '../helpers/server.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startServer(await buildFixtureArchive('tests/fixtures/demo-small', 'tests/fixtures/attorneys'));
});

afterAll(async () => {
  await server?.stop();
});

const get = (path: string, init?: RequestInit) => fetch(`${server.url}${path}`, init);
const json = async (path: string) => {
  const response = await get(path);
  return {
    status: response.status,
    body: (await response.json()) as Record<string, unknown> & { attorneys: Array<Record<string, unknown>> },
  };
};
const names = (body: { attorneys: Array<Record<string, unknown>> }) => body.attorneys.map((a) => a.name);

describe('GET /api/attorneys/search', () => {
  it('answers the spec shape with defaults: answers descending, limit 20, offset 0', async () => {
    const { status, body } = await json('/api/attorneys/search');
    expect(status).toBe(200);
    expect(body.total).toBe(36);
    expect(body.limit).toBe(20);
    expect(body.offset).toBe(0);
    expect(body.attorneys).toHaveLength(20);
    const answers = body.attorneys.map((a) => a.totalAnswers as number);
    expect([...answers].sort((a, b) => b - a)).toEqual(answers);
    expect(Object.keys(body.attorneys[0]!).sort()).toEqual(
      [
        'city',
        'contactAvailable',
        'country',
        'experienceYears',
        'firm',
        'freeConsultation',
        'id',
        'name',
        'photoFallbackUrl',
        'photoUrl',
        'practiceAreas',
        'slug',
        'state',
        'successRate',
        'totalAnswers',
      ].sort(),
    );
  });

  it('pages with offset and never repeats an attorney', async () => {
    const first = await json('/api/attorneys/search?limit=20&offset=0');
    const second = await json('/api/attorneys/search?limit=20&offset=20');
    expect(second.body.attorneys).toHaveLength(16);
    const ids = [...first.body.attorneys, ...second.body.attorneys].map((a) => a.id);
    expect(new Set(ids).size).toBe(36);
  });

  it('filters by state, city, experience, free consultation and practice areas', async () => {
    expect(names((await json('/api/attorneys/search?state=WY')).body)).toEqual([
      'Ada Quillfeather',
      'Bram Quillfeather',
      'Cleo Zephyrine',
      'Dov Zephyrine',
      'Eli Zephyrine',
    ]);
    expect(names((await json('/api/attorneys/search?state=wy&city=cheyenne')).body)).toEqual([
      'Ada Quillfeather',
      'Bram Quillfeather',
    ]);
    expect(names((await json('/api/attorneys/search?state=WY&minExperience=10')).body)).toEqual([
      'Ada Quillfeather',
      'Bram Quillfeather',
    ]);
    expect(names((await json('/api/attorneys/search?state=WY&freeConsultation=true')).body)).toEqual([
      'Ada Quillfeather',
      'Dov Zephyrine',
    ]);
    const areas = (await json('/api/attorneys/practice-areas')).body as unknown as Array<{
      id: number;
      name: string;
      count: number;
    }>;
    const realEstate = areas.find((a) => a.name === 'Real Estate')!;
    const injury = areas.find((a) => a.name === 'Personal Injury')!;
    const both = await json(`/api/attorneys/search?state=WY&practiceAreas=${realEstate.id}&practiceAreas=${injury.id}`);
    expect(names(both.body)).toEqual(['Cleo Zephyrine', 'Dov Zephyrine']);
  });

  it('searches name, city and firm text, with prefixes and hostile input', async () => {
    expect(names((await json('/api/attorneys/search?query=quillfeath&sortBy=name&sortOrder=asc')).body)).toEqual([
      '</script><b>Evil Quillfeather',
      'Ada Quillfeather',
      'Bram Quillfeather',
    ]);
    expect(names((await json('/api/attorneys/search?query=escrow')).body)).toEqual(['Cleo Zephyrine']);
    expect(names((await json('/api/attorneys/search?query=laramie&sortBy=name')).body)).toEqual([
      'Eli Zephyrine',
      'Dov Zephyrine',
    ]);
    for (const hostile of ['"', 'NEAR(a b)', 'a OR b*', '-)(', '🙂']) {
      const { status } = await json(`/api/attorneys/search?query=${encodeURIComponent(hostile)}`);
      expect(status, hostile).toBe(200);
    }
  });

  it('sorts by experience, name and success rate in both directions, unknown values last', async () => {
    const exp = names((await json('/api/attorneys/search?state=WY&sortBy=experience&sortOrder=asc')).body);
    expect(exp).toEqual(['Dov Zephyrine', 'Cleo Zephyrine', 'Bram Quillfeather', 'Ada Quillfeather', 'Eli Zephyrine']);
    const expDesc = names((await json('/api/attorneys/search?state=WY&sortBy=experience')).body);
    expect(expDesc).toEqual([
      'Ada Quillfeather',
      'Bram Quillfeather',
      'Cleo Zephyrine',
      'Dov Zephyrine',
      'Eli Zephyrine',
    ]);
    const rate = (await json('/api/attorneys/search?state=WY&sortBy=success_rate')).body.attorneys;
    expect(rate.map((a) => a.successRate)).toEqual([90, 75, 20, null, null]);
    const nameDesc = names((await json('/api/attorneys/search?state=WY&sortBy=name&sortOrder=desc')).body);
    expect(nameDesc[0]).toBe('Eli Zephyrine');
  });

  it('refuses bad parameters with 400 naming the parameter', async () => {
    for (const [query, parameter] of [
      ['city=Cheyenne', 'city'],
      ['state=Wyoming', 'state'],
      ['sortBy=rating', 'sortBy'],
      ['sortOrder=sideways', 'sortOrder'],
      ['limit=500', 'limit'],
      ['offset=-3', 'offset'],
      ['minExperience=old', 'minExperience'],
      ['practiceAreas=family', 'practiceAreas'],
      ['freeConsultation=maybe', 'freeConsultation'],
    ] as const) {
      const { status, body } = await json(`/api/attorneys/search?${query}`);
      expect(status, query).toBe(400);
      expect(body.parameter, query).toBe(parameter);
      expect(String(body.error), query).toContain(
        parameter === 'city' ? 'Please select a state when searching by city.' : parameter,
      );
    }
  });
});

describe('directory lists', () => {
  it('lists practice areas with counts and states with counts', async () => {
    const areas = (await json('/api/attorneys/practice-areas')).body as unknown as Array<{
      id: number;
      name: string;
      count: number;
    }>;
    // Any position counts; the expected figures are counted in the two fixtures' files.
    const records = ['tests/fixtures/demo-small', 'tests/fixtures/attorneys'].flatMap((dir) =>
      fs
        .readFileSync(path.join(dir, 'attorneys.jsonl'), 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as { state: string | null; practiceAreas: string[] }),
    );
    const federal = records.filter((a) => a.practiceAreas.includes('Federal Crime')).length;
    expect(federal).toBeGreaterThan(1);
    expect(areas.find((a) => a.name === 'Federal Crime')!.count).toBe(federal);
    expect(areas.every((a) => a.count > 0)).toBe(true);
    const states = (await json('/api/attorneys/states')).body as unknown as Array<{ state: string; count: number }>;
    for (const state of ['WY', 'CA'])
      expect(states.find((s) => s.state === state)).toEqual({
        state,
        count: records.filter((a) => a.state === state).length,
      });
  });
});

describe('profile, rankings and answers', () => {
  it('returns the profile by slug and by id, with badges by the directory rule', async () => {
    const bySlug = (await json('/api/attorneys/ada-quillfeather')).body;
    const byId = (await json('/api/attorneys/9060001')).body;
    expect(byId).toEqual(bySlug);
    expect(bySlug).toMatchObject({
      id: 9060001,
      username: 'attorneys_ada',
      practiceAreas: ['Family Law', 'Divorce'],
      totalAnswers: 6,
      successRate: 75,
      freeConsultation: true,
      badges: ['Distinguished', 'WY Leader'],
    });
    const quality = bySlug.responseQuality as Record<string, number>;
    expect(quality.answersAnalyzed).toBe(6);
    expect(quality.fastResponseShare).toBeCloseTo(4 / 6);
    expect(quality.averageLength).toBeGreaterThan(40);
    expect((await json('/api/attorneys/bram-quillfeather')).body.badges).toEqual(['Seasoned']);
    expect((await get('/api/attorneys/no-such-attorney')).status).toBe(404);
  });

  it('computes rankings at import', async () => {
    const { status, body } = await json('/api/attorneys/ada-quillfeather/rankings');
    expect(status).toBe(200);
    expect(body.stateRanking).toEqual({ rank: 1, total: 5, title: '#1 of 5 in Wyoming' });
    expect(body.cityRanking).toEqual({ rank: 1, total: 2, title: '#1 of 2 in Cheyenne' });
    expect(body.qualityRanking).toEqual({ acceptanceRate: 17, avgVotes: 3.2, level: 'Good' });
    expect((body.activityRanking as Record<string, unknown>).level).toBe('Contributor');
    expect((body.practiceAreaRanking as Record<string, unknown>).specializations).toBe(2);
    const eli = (await json('/api/attorneys/eli-zephyrine/rankings')).body;
    expect(eli.experienceRanking).toBeNull();
    expect(eli.qualityRanking).toEqual({ acceptanceRate: 0, avgVotes: 0, level: 'Not rated' });
  });

  it('fills the Top Answers slots from real answers and leaves missing ones out', async () => {
    const ada = (await json('/api/attorneys/ada-quillfeather/answers')).body as Record<string, Record<string, unknown>>;
    expect(ada.highestVoted!.voteUp).toBe(9);
    expect(ada.bestAccepted!.isAccepted).toBe(true);
    expect(ada.bestAccepted!.questionPreview).toContain('alimony');
    expect(ada.mostRecent!.postedDate).toBe('2021-06-01T18:00:00.000Z');
    expect(ada.mostRecent!.questionUrl).toMatch(/^\/legal-questions\/wy-.*-9060006$/);
    const bram = (await json('/api/attorneys/bram-quillfeather/answers')).body;
    expect(Object.keys(bram).sort()).toEqual(['acceptedAnswers', 'all', 'averageVotes', 'mostRecent', 'totalAnswers']);
  });
});

describe('legacy URLs', () => {
  it('answers 301 from the old profile URL to the profile, or to /find-attorney', async () => {
    const known = await get('/answers/atty_profile/view_attorney_profile/attorneys_ada', { redirect: 'manual' });
    expect(known.status).toBe(301);
    expect(known.headers.get('location')).toBe('/attorneys/ada-quillfeather');
    const unknown = await get('/answers/atty_profile/view_attorney_profile/nobody_here', { redirect: 'manual' });
    expect(unknown.status).toBe(301);
    expect(unknown.headers.get('location')).toBe('/find-attorney');
  });

  it('redirects the legacy API to the new attorney path', async () => {
    const known = await get('/api/attorneys/legacy/attorneys_bram', { redirect: 'manual' });
    expect(known.status).toBe(301);
    expect(known.headers.get('location')).toBe('/attorneys/bram-quillfeather');
    expect((await get('/api/attorneys/legacy/nobody_here')).status).toBe(404);
  });
});

describe('server-rendered directory pages', () => {
  const html = async (path: string) => {
    const response = await get(path, { redirect: 'manual' });
    return {
      status: response.status,
      location: response.headers.get('location'),
      text: (await response.text()).replaceAll('<!-- -->', ''),
    };
  };

  it('renders the landing page, and results only for a search', async () => {
    const landing = await html('/find-attorney');
    expect(landing.status).toBe(200);
    expect(landing.text).toContain('Find Qualified Attorneys</h1>');
    expect(landing.text).toContain('placeholder="Search attorneys by name, city, or firm..."');
    expect(landing.text).not.toContain('Search Results');
    const results = await html('/find-attorney?state=WY');
    expect(results.text).toContain('Found 5 attorneys');
    expect(results.text).toContain('<meta name="robots" content="noindex"/>');
  });

  it('answers 400 with the alert for a city without a state', async () => {
    const page = await html('/find-attorney?city=Cheyenne');
    expect(page.status).toBe(400);
    expect(page.text).toMatch(/role="alert"[^>]*>Please select a state when searching by city\.</);
    expect(page.text).not.toContain('Found ');
  });

  it('redirects id URLs to the slug, and answers 404 for an unknown attorney', async () => {
    const byId = await html('/attorneys/9060002');
    expect(byId.status).toBe(301);
    expect(byId.location).toBe('/attorneys/bram-quillfeather');
    const missing = await html('/attorneys/nobody-by-this-name');
    expect(missing.status).toBe(404);
    expect(missing.text).toContain('<title>Attorney Profile Not Found | OpenCounsel</title>');
    expect(missing.text).toContain('Attorney Profile Not Found</h1>');
    expect(missing.text).toContain('href="/find-attorney"');
  });

  it('keeps the profile title within 60 characters and escapes archive text in JSON-LD', async () => {
    const page = await html('/attorneys/attorneys-xss');
    const title = /<title>(.*?)<\/title>/
      .exec(page.text)![1]!
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&#x27;/g, "'")
      .replace(/&amp;/g, '&');
    expect(title.length).toBeLessThanOrEqual(60);
    expect(title).toMatch(/ \| OpenCounsel$/);
    expect(page.text).not.toContain('</script><b>');
    expect(page.text).not.toContain('<img src=x');
    const ld = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(page.text)![1]!;
    expect(JSON.parse(ld)).toMatchObject({
      '@type': 'ProfilePage',
      mainEntity: { '@type': 'Person', name: '</script><b>Evil Quillfeather' },
    });
  });
});
