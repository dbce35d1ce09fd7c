import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildFixtureArchive } from '../helpers/fixture-archive.ts';
import { startServer, type TestServer } from '../helpers/server.ts';
import type { jsonSearchResponse, searchApiResponse } from '#app/search/results/api.ts';

type ApiBody = ReturnType<typeof searchApiResponse> & { error?: string; parameter?: string };
type JsonBody = ReturnType<typeof jsonSearchResponse> & { error?: string };
type Hit = ApiBody['hits'][number];
type JsonHit = JsonBody['hits']['hits'][number];

const KEY = 'search-test-key-0123456789';
let server: TestServer;
let keyed: TestServer;
let broken: TestServer;
let brokenDir: string;

beforeAll(async () => {
  const archive = await buildFixtureArchive('tests/fixtures/demo-small', 'tests/fixtures/search');
  // A copy whose search index is damaged (facet columns gone): every search fails.
  brokenDir = fs.mkdtempSync(path.join(os.tmpdir(), 'search-broken-'));
  const brokenArchive = path.join(brokenDir, 'archive.db');
  fs.copyFileSync(archive, brokenArchive);
  const db = new Database(brokenArchive);
  db.exec('DROP TABLE search_facet_columns');
  db.close();
  [server, keyed, broken] = await Promise.all([
    startServer(archive),
    startServer(archive, { SEARCH_API_KEY: KEY }),
    startServer(brokenArchive),
  ]);
});

afterAll(async () => {
  await Promise.all([server?.stop(), keyed?.stop(), broken?.stop()]);
  fs.rmSync(brokenDir, { recursive: true, force: true });
});

describe('when the search fails', () => {
  it('the page shows the spec message with a 503 (never kept by a cache) and the API answers 503', async () => {
    for (let i = 0; i < 2; i++) {
      const page = await fetch(`${broken.url}/search?q=zorblax`, { headers: { Accept: 'text/html' } });
      expect(page.status).toBe(503);
      expect(page.headers.get('x-page-cache')).not.toBe('hit');
      expect(page.headers.get('cache-control')).toMatch(/no-store|no-cache|max-age=0/);
      expect(await page.text()).toContain('Search failed. Please try again or contact support if the problem persists.');
    }
    const api = await fetch(`${broken.url}/api/search?q=zorblax`);
    expect(api.status).toBe(503);
    expect(api.headers.get('cache-control')).toBe('no-store');
    expect(await api.json()).toEqual({ error: 'Search failed' });
  });

  it('logs each failure once through the server logger with its request id and the status it answered', async () => {
    const page = await fetch(`${broken.url}/search?q=zorblax&page=2`, { headers: { Accept: 'text/html' } });
    expect(page.status).toBe(503);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const lines = broken
      .output()
      .split('\n')
      .filter((line) => line.includes(`"reqId":"${page.headers.get('x-request-id')}"`) && line.includes('search failed'))
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(lines).toEqual([expect.objectContaining({ level: 50, status: 503, msg: 'search failed', err: expect.objectContaining({ message: expect.any(String) }) })]);
    expect(broken.output()).not.toMatch(/Search failed 500/);
  });
});

const get = async (path: string) => {
  const response = await fetch(`${server.url}${path}`);
  return { status: response.status, body: (await response.json()) as ApiBody };
};

describe('GET /api/search', () => {
  it('returns the spec search-hit fields, total, page, facets and real elapsed time', async () => {
    const { status, body } = await get('/api/search?q=zorblax');
    expect(status).toBe(200);
    expect(body.total).toBe(3);
    expect(body.page).toBe(1);
    expect(body.hits.map((h: Hit) => h.id)).toEqual([9030001, 9030002, 9030003]);
    const hit = body.hits[0]!;
    expect(hit).toMatchObject({ id: 9030001, state: 'CA', category: 70, posted_ts: Date.UTC(2015, 2, 1, 10) / 1000 });
    expect(typeof hit.score).toBe('number');
    expect(hit.question_short).toContain('zorblax');
    expect(typeof hit.answer_short).toBe('string');
    expect(hit.highlight.question_short[0]).toContain('<mark>zorblax</mark>');
    expect(Array.isArray(hit.highlight.answer_short)).toBe(true);
    expect(body.facets.state).toEqual(expect.arrayContaining([{ state: 'CA', count: 1 }]));
    expect(body.facets.category).toEqual([
      { category: 70, count: 2 },
      { category: 12, count: 1 },
    ]);
    expect(typeof body.elapsed_ms).toBe('number');
    expect(body.elapsed_ms).toBeGreaterThanOrEqual(0);
  });

  it('applies every parameter', async () => {
    expect((await get('/api/search?q=zorblax&state=CA')).body.hits.map((h: Hit) => h.id)).toEqual([9030001]);
    expect((await get('/api/search?q=zorblax&category=12')).body.hits.map((h: Hit) => h.id)).toEqual([9030003]);
    expect((await get('/api/search?q=zorblax&from=2016-01-01&to=2019-12-31')).body.hits.map((h: Hit) => h.id)).toEqual([
      9030002,
    ]);
    expect((await get('/api/search?q=zorblax&sort=newest')).body.hits.map((h: Hit) => h.id)).toEqual([
      9030003, 9030002, 9030001,
    ]);
    const page2 = (await get('/api/search?q=custody&page=2')).body;
    expect(page2.page).toBe(2);
    expect(page2.hits.length).toBeGreaterThan(0);
    expect((await get('/api/search?q=zorblax&state=all&category=all')).body.total).toBe(3);
  });

  it('limits to a country: hits, total and facets from that country only', async () => {
    // The fixture's British question about a lease, beside American ones.
    const everywhere = (await get('/api/search?q=lease')).body;
    const british = (await get('/api/search?q=lease&country=gb')).body;
    expect(british.total).toBeGreaterThan(0);
    expect(british.total).toBeLessThan(everywhere.total);
    expect(british.hits.map((h: Hit) => h.country)).toEqual(Array(british.hits.length).fill('GB'));
    expect(british.facets.category.reduce((n, f) => n + f.count, 0)).toBe(british.total);
    // A state named in the words is not applied inside another country.
    expect((await get('/api/search?q=lease+in+texas&country=GB')).body.place_filter).toBeNull();
    expect((await get('/api/search?q=zorblax&country=NZ')).body.total).toBe(0);
    expect((await get('/api/search?q=zorblax&country=US')).body.total).toBe(3);
  });

  it('escapes archive text in highlights: only <mark> is markup', async () => {
    const { body } = await get('/api/search?q=snarfwidget');
    const html = [...body.hits[0]!.highlight.question_short, ...body.hits[0]!.highlight.answer_short].join(' ');
    expect(html).toContain('<mark>snarfwidget</mark>');
    expect(html.replace(/<\/?mark>/g, '')).not.toMatch(/[<>]/);
  });

  it.each([
    ['state=ZZ', 'state'],
    ['country=ZZ', 'country'],
    ['country=Canada', 'country'],
    ['category=abc', 'category'],
    ['from=2020-02-31', 'from'],
    ['to=nope', 'to'],
    ['from=2020-01-01&to=2019-01-01', 'to'],
    ['sort=popular', 'sort'],
    ['page=0', 'page'],
    ['page=x', 'page'],
  ])('400 naming the parameter for %s', async (query, parameter) => {
    const { status, body } = await get(`/api/search?q=divorce&${query}`);
    expect(status).toBe(400);
    expect(body.parameter).toBe(parameter);
    expect(body.error).toContain(parameter);
  });

  it.each(['AND', 'NEAR(', '*', ':', '"', '😀', '-', 'x'.repeat(5000), '"unbalanced', 'a OR b NOT'])(
    'hostile q %j answers 200',
    async (q) => {
      const { status, body } = await get(`/api/search?q=${encodeURIComponent(q)}`);
      expect(status).toBe(200);
      expect(Array.isArray(body.hits)).toBe(true);
    },
  );

  it('says when results match any term', async () => {
    const { body } = await get('/api/search?q=zorblax+quixotrel');
    expect(body.mode).toBe('any');
    expect(body.total).toBe(4);
  });

  it('serves a repeated request from the cache', async () => {
    await get('/api/search?q=plinkett');
    const { body } = await get('/api/search?q=PLINKETT');
    expect(body.cached).toBe(true);
  });
});

describe('GET /api/search/stats', () => {
  it('returns archive totals', async () => {
    const response = await fetch(`${server.url}/api/search/stats`);
    const status = response.status;
    const body = (await response.json()) as Record<string, number>;
    expect(status).toBe(200);
    expect(body.questions).toBeGreaterThan(400);
    expect(body.answers!).toBeGreaterThan(body.questions!);
    expect(body.states).toBeGreaterThan(10);
    expect(body.oldest_posted_ts!).toBeLessThan(body.newest_posted_ts!);
  });
});

describe('POST /json/search', () => {
  const body = (text: string, extra: Record<string, unknown> = {}) => ({
    index: 'questions',
    query: { bool: { should: [{ match: { question_short: text } }, { match: { answer_short: text } }] } },
    limit: 10,
    offset: 0,
    ...extra,
  });
  const post = async (target: TestServer, payload: unknown, headers: Record<string, string> = {}) => {
    const response = await fetch(`${target.url}/json/search`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: typeof payload === 'string' ? payload : JSON.stringify(payload),
    });
    return { status: response.status, json: (await response.json()) as JsonBody };
  };

  it('answers {hits: {total, hits: [{_id, _score, _source, highlight}]}} sorted by score', async () => {
    const { status, json } = await post(server, body('zorblax'));
    expect(status).toBe(200);
    expect(json.hits.total).toBe(3);
    expect(json.hits.hits.map((h: JsonHit) => h._id)).toEqual([9030001, 9030002, 9030003]);
    const scores = json.hits.hits.map((h: JsonHit) => h._score);
    expect([...scores].sort((a: number, b: number) => b - a)).toEqual(scores);
    expect(json.hits.hits[0]!._source).toMatchObject({ state: 'CA', category: 70 });
    expect(json.hits.hits[0]!.highlight.question_short[0]).toContain('<mark>zorblax</mark>');
  });

  it('applies filters, limit and offset', async () => {
    const filtered = await post(
      server,
      body('zorblax', {
        filter: [
          { equals: { state: 'TX' } },
          { equals: { category: 70 } },
          { range: { posted_ts: { gte: 1500000000, lte: 1600000000 } } },
        ],
      }),
    );
    expect(filtered.json.hits.hits.map((h: JsonHit) => h._id)).toEqual([9030002]);
    const paged = await post(server, body('zorblax', { limit: 1, offset: 1 }));
    expect(paged.json.hits.hits.map((h: JsonHit) => h._id)).toEqual([9030002]);
    expect(paged.json.hits.total).toBe(3);
    const british = await post(server, body('lease', { filter: [{ equals: { country: 'GB' } }] }));
    expect(british.json.hits.total).toBeGreaterThan(0);
    for (const hit of british.json.hits.hits as JsonHit[]) expect(hit._source.country).toBe('GB');
    const unknown = await post(server, body('lease', { filter: [{ equals: { country: 'ZZ' } }] }));
    expect(unknown.status).toBe(400);
    expect(unknown.json.error).toContain('filter.equals.country');
  });

  it.each([
    ['not json', '{', 'body'],
    ['no index', { query: body('x').query }, 'index'],
    ['bad limit', body('x', { limit: 1000 }), 'limit'],
    ['bad filter', body('x', { filter: [{ equals: { city: 'x' } }] }), 'filter'],
  ])('400 for a malformed body (%s)', async (_name, payload, path) => {
    const { status, json } = await post(server, payload);
    expect(status).toBe(400);
    expect(json.error).toContain(path);
  });

  it('requires the API key when SEARCH_API_KEY is set', async () => {
    expect((await post(keyed, body('zorblax'))).status).toBe(401);
    expect((await post(keyed, body('zorblax'), { 'x-api-key': 'wrong-key-wrong-key-0000' })).status).toBe(401);
    const ok = await post(keyed, body('zorblax'), { 'x-api-key': KEY });
    expect(ok.status).toBe(200);
    expect(ok.json.hits.total).toBe(3);
  });
});

describe('GET /search (server-rendered)', () => {
  const html = async (path: string) => {
    const response = await fetch(`${server.url}${path}`);
    return { status: response.status, text: (await response.text()).replaceAll('<!-- -->', '') };
  };
  it('renders results, count line with real time, sort, filters and highlights for any URL', async () => {
    const { status, text } = await html('/search?q=zorblax');
    expect(status).toBe(200);
    expect(text).toContain('3 results for “zorblax”');
    expect(text).toMatch(/data-testid="elapsed">(&lt;1|\d+) ms/);
    expect(text).toContain('<mark');
    expect(text).toContain('Zorblax warranty dispute with a car dealer');
    expect(text).toContain('Sort by');
  });
  it('renders the discovery panel without a query', async () => {
    const { text } = await html('/search');
    for (const part of [
      'Popular Legal Topics',
      'Featured Questions',
      'Search Tips',
      'car accident compensation',
      'employment discrimination',
    ])
      expect(text).toContain(part);
    expect(text.match(/href="\/questions\/\d+"/g)?.length).toBe(3);
  });
  it('renders "No results found" with a filter reset', async () => {
    const { text } = await html('/search?q=zorblax&state=WY');
    expect(text).toContain('No results found');
    expect(text).toContain('Try adjusting your search terms or filters.');
    expect(text).toContain('href="/search?q=zorblax"');
  });
  it('shows a country filter as a removable chip, and names an unknown country', async () => {
    const { text } = await html('/search?q=green+card&country=GB');
    expect(text).toContain('data-testid="country-filter"');
    expect(text).toContain('Only questions from <strong>United Kingdom</strong>');
    expect(text).toMatch(/href="\/search\?q=green\+card"[^>]*>.*Search everywhere/);
    expect(text).toContain('<input type="hidden" name="country" value="GB"/>');
    const unknown = await html('/search?q=green+card&country=ZZ');
    expect(unknown.status).toBe(200);
    expect(unknown.text).toContain('“ZZ” is not a country code: showing results from every country.');
    expect(unknown.text).not.toContain('data-testid="country-filter"');
  });
  it('still renders for bad parameters', async () => {
    const { status, text } = await html('/search?q=zorblax&state=ZZ&page=abc');
    expect(status).toBe(200);
    expect(text).toContain('3 results');
  });
});

describe('what search understood of the words', () => {
  const ids = (body: ApiBody) => body.hits.map((h: Hit) => h.id);

  it('/api/search searches the corrected words and returns the corrected query', async () => {
    const corrected = await get('/api/search?q=neigbor');
    const typedRight = await get('/api/search?q=neighbor');
    expect(corrected.status).toBe(200);
    expect(corrected.body).toMatchObject({ corrected_query: 'neighbor', original_query: 'neigbor', place_filter: null });
    expect(corrected.body.total).toBeGreaterThan(0);
    expect(corrected.body.total).toBe(typedRight.body.total);
    expect(ids(corrected.body)).toEqual(ids(typedRight.body));
    expect(typedRight.body.corrected_query).toBeNull();
  });

  it('exact=1 searches exactly what was typed', async () => {
    const { status, body } = await get('/api/search?q=neigbor&exact=1');
    expect(status).toBe(200);
    expect(body).toMatchObject({ corrected_query: null, original_query: 'neigbor', total: 0 });
  });

  it('prefers a state named in the words, never filters by it, and says so; noplace=1 and an explicit state turn it off', async () => {
    const placed = await get('/api/search?q=neighbor%20in%20texas');
    const everywhere = await get('/api/search?q=neighbor');
    const inTexas = await get('/api/search?q=neighbor&state=TX');
    expect(inTexas.body.total).toBeGreaterThan(0);
    expect(placed.body.place_filter).toEqual({ state: 'TX', name: 'Texas', others_follow: true });
    // Every state's questions are searched: the count is the search everywhere's.
    expect(placed.body.total).toBe(everywhere.body.total);
    expect(placed.body.hits.some((h: Hit) => h.state !== 'TX')).toBe(true);
    // The page holds the best of Texas and the best everywhere, Texas's first among similar scores.
    const pool = new Set([...ids(inTexas.body), ...ids(everywhere.body)]);
    expect(ids(placed.body).every((id: number) => pool.has(id))).toBe(true);
    expect((await get('/api/search?q=neighbor%20in%20texas&noplace=1')).body.place_filter).toBeNull();
    expect((await get('/api/search?q=neighbor%20in%20texas&state=CA')).body.place_filter).toBeNull();
  });

  it('ranks a Texas question above one from elsewhere only when their scores are similar (decision 0034)', async () => {
    const { PLACE_PREFERENCE } = await import('#app/search/ranking/place-preference.ts');
    for (const page of [1, 2]) {
      const { hits } = (await get(`/api/search?q=neighbor%20in%20texas&page=${page}`)).body as { hits: Hit[] };
      const weighted = hits.map((h) => h.score * (h.state === 'TX' ? PLACE_PREFERENCE.weight : 1) * (h.answer_count > 0 ? 1 : 0.5));
      // Scores are rounded in the API: a small tolerance.
      for (let i = 1; i < weighted.length; i++) expect(weighted[i]!).toBeLessThanOrEqual(weighted[i - 1]! + 0.01);
    }
  });

  it('/json/search returns the corrected query and the place beside its hits', async () => {
    const response = await fetch(`${server.url}/json/search`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        index: 'questions',
        query: { bool: { should: [{ match: { question_short: 'neigbor in texas' } }] } },
      }),
    });
    const json = (await response.json()) as JsonBody;
    expect(response.status).toBe(200);
    expect(json).toMatchObject({
      corrected_query: 'neighbor in texas',
      original_query: 'neigbor in texas',
      place_filter: { state: 'TX', name: 'Texas', others_follow: true },
    });
    expect(json.hits.total).toBeGreaterThan(0);
    // Texas preferred, not a filter: other states too.
    const states = json.hits.hits.map((h: JsonHit) => h._source.state);
    expect(states.some((s: string | null) => s !== 'TX')).toBe(true);
  });

  it('the page says what it searched, with links to the corrected words and to exactly what was typed', async () => {
    const html = await (await fetch(`${server.url}/search?q=neigbor`, { headers: { Accept: 'text/html' } })).text();
    expect(html).toContain('Showing results for');
    expect(html).toContain('href="/search?q=neighbor"');
    expect(html).toContain('href="/search?q=neigbor&amp;exact=1"');
    const verbatim = await (
      await fetch(`${server.url}/search?q=neigbor&exact=1`, { headers: { Accept: 'text/html' } })
    ).text();
    expect(verbatim).not.toContain('Showing results for');
    const placed = await (
      await fetch(`${server.url}/search?q=neighbor%20in%20texas`, { headers: { Accept: 'text/html' } })
    ).text();
    expect(placed).toMatch(/Questions from <strong>Texas<\/strong>, named in your search, come first among questions of\s+similar relevance/);
    expect(placed).toContain('Search everywhere without preferring <!-- -->Texas');
    expect(placed).toContain('href="/search?q=neighbor+in+texas&amp;noplace=1"');
  });
});
