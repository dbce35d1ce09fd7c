import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SearchdInstance } from '#scripts/search/searchd.ts';
import { buildFixtureArchive } from '../helpers/fixture-archive.ts';
import { searchdSkipReason, startArchiveSearchd } from '../helpers/searchd.ts';
import { startServer, type TestServer } from '../helpers/server.ts';

/**
 * `/api/search?explain=1`: each hit's score taken apart, for the operator only (METRICS_TOKEN),
 * on both engines.
 */
const TOKEN = 'explain-token-7c2d';
const auth = { Authorization: `Bearer ${TOKEN}` };

interface Explained {
  hits: Array<{ id: number; score: number; state: string | null }>;
  place_filter: { state: string } | null;
  explain: {
    engine: string;
    hits: Array<{
      id: number;
      engine_score: number;
      score: number;
      bm25: number;
      coverage: { matched: number; of: number; factor: number };
      title: { concepts: number; factor: number };
      place: { state: string; question_state: string | null; preferred: boolean } | null;
      concepts: Array<{ words: string; matched: boolean; in_title: boolean; bm25: number; alternatives: Array<{ phrase: string; expansion: boolean; weight: number; bm25: number }> }>;
    }>;
  };
}

let archive: string;
beforeAll(async () => {
  archive = await buildFixtureArchive('tests/fixtures/demo-small', 'tests/fixtures/search');
}, 120_000);

async function explained(server: TestServer, q: string): Promise<Explained> {
  const response = await fetch(`${server.url}/api/search?q=${encodeURIComponent(q)}&explain=1`, { headers: auth });
  expect(response.status).toBe(200);
  expect(response.headers.get('cache-control')).toBe('no-store');
  return (await response.json()) as Explained;
}

describe('explain on the SQLite engine', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer(archive, { METRICS_TOKEN: TOKEN });
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
  });

  it('is refused without the operator token, and absent from a plain search', async () => {
    const refused = await fetch(`${server.url}/api/search?q=zorblax&explain=1`);
    expect(refused.status).toBe(403);
    expect(refused.headers.get('cache-control')).toBe('no-store');
    const wrong = await fetch(`${server.url}/api/search?q=zorblax&explain=1`, { headers: { Authorization: 'Bearer nope' } });
    expect(wrong.status).toBe(403);
    const plain = (await (await fetch(`${server.url}/api/search?q=zorblax`, { headers: auth })).json()) as Record<string, unknown>;
    expect(plain.explain).toBeUndefined();
  });

  it('takes one word apart: its BM25 is the score', async () => {
    const body = await explained(server, 'zorblax');
    expect(body.explain.engine).toBe('sqlite');
    expect(body.explain.hits.map((h) => h.id)).toEqual(body.hits.map((h) => h.id));
    for (const [i, hit] of body.explain.hits.entries()) {
      expect(hit.concepts.map((c) => c.words)).toEqual(['zorblax']);
      expect(hit.concepts[0]!.matched).toBe(true);
      expect(hit.engine_score).toBe(body.hits[i]!.score);
      expect(hit.coverage.factor).toBe(1);
      expect(hit.score).toBeCloseTo(hit.engine_score, 2);
    }
  });

  it('takes several words apart: BM25 of each, coverage and title, and their product is the score', async () => {
    const body = await explained(server, 'zorblax warranty dealer refund appliance');
    expect(body.explain.hits.some((h) => h.coverage.matched < h.coverage.of && h.coverage.factor < 1)).toBe(true);
    expect(body.explain.hits.some((h) => h.title.factor > 1)).toBe(true);
    expect(body.explain.hits.length).toBeGreaterThan(0);
    for (const hit of body.explain.hits) {
      expect(hit.concepts.length).toBe(5);
      expect(hit.coverage.of).toBeGreaterThan(0);
      expect(hit.bm25).toBeCloseTo(hit.concepts.reduce((s, c) => s + c.bm25, 0), 2);
      expect(hit.score).toBeCloseTo(hit.bm25 * hit.coverage.factor * hit.title.factor, 1);
      // The embedded engine's relaxed score is exactly the parts' product.
      expect(hit.score).toBeCloseTo(hit.engine_score, 1);
    }
  });

  it('names the place preferred and whether each question is in it', async () => {
    const body = await explained(server, 'divorce california');
    expect(body.explain.hits[0]!.concepts[0]!.alternatives.some((a) => a.expansion && a.weight < 1)).toBe(true);
    expect(body.place_filter?.state).toBe('CA');
    for (const [i, hit] of body.explain.hits.entries()) {
      expect(hit.place).toEqual({ state: 'CA', question_state: body.hits[i]!.state, preferred: body.hits[i]!.state === 'CA' });
    }
  });
});

describe.skipIf(searchdSkipReason)('explain on the SphinxQL engine', () => {
  let searchd: SearchdInstance;
  let server: TestServer;
  beforeAll(async () => {
    searchd = await startArchiveSearchd(archive);
    server = await startServer(archive, { METRICS_TOKEN: TOKEN, SEARCH_ENGINE: 'sphinxql', SPHINXQL_URL: searchd.url('questions') });
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
    await searchd?.destroy();
  });

  it("gives searchd's score beside the parts read from the archive", async () => {
    expect((await fetch(`${server.url}/api/search?q=zorblax&explain=1`)).status).toBe(403);
    const body = await explained(server, 'zorblax warranty dealer refund appliance');
    expect(body.explain.engine).toBe('sphinxql');
    expect(body.explain.hits.map((h) => h.id)).toEqual(body.hits.map((h) => h.id));
    for (const [i, hit] of body.explain.hits.entries()) {
      expect(hit.engine_score).toBe(body.hits[i]!.score);
      expect(hit.concepts.map((c) => c.words)).toEqual(['zorblax', 'warranty', 'dealer', 'refund', 'appliance']);
      expect(hit.concepts.some((c) => c.matched && c.bm25 > 0)).toBe(true);
      expect(hit.score).toBeCloseTo(hit.bm25 * hit.coverage.factor * hit.title.factor, 1);
    }
  });
});
