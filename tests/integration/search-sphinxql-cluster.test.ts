import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SearchRequest } from '#app/search/request.ts';
import { startCluster, type SearchCluster } from '#scripts/search/cluster.ts';
import type { SearchdInstance } from '#scripts/search/searchd.ts';
import { buildFixtureArchive } from '../helpers/fixture-archive.ts';
import { searchdSkipReason, startArchiveSearchd } from '../helpers/searchd.ts';
import { loadSearchService, searchRequest, surfaceWords } from '../helpers/search-service.ts';
import Database from 'better-sqlite3';

/**
 * Scale-out on one machine: two searchd nodes on loopback ports, each with half
 * of the fixture archive, and a distributed index over both. The site's answers through
 * the distributed index equal one node's with the whole archive: totals, facets, the mode,
 * newest-first pages exactly; relevance pages up to near-ties (BM25F's length normalisation
 * uses each shard's average field lengths, docs/search.md).
 */
describe.skipIf(searchdSkipReason)('a two-node search cluster', () => {
  let single: SearchdInstance;
  let cluster: SearchCluster;
  let words: string[];
  type Engine = { search(r: SearchRequest): Promise<unknown>; close(): Promise<void> };
  let one: Engine;
  let two: Engine;

  beforeAll(async () => {
    const archive = await buildFixtureArchive('tests/fixtures/demo-small', 'tests/fixtures/search');
    const db = new Database(archive, { readonly: true });
    const candidates = surfaceWords(db, { minDf: 3, maxDf: 200, limit: 30, minLength: 4 });
    await loadSearchService(archive);
    [single, cluster] = await Promise.all([startArchiveSearchd(archive), startCluster(archive, 2)]);
    const { createSphinxQLEngine } = await import('#app/search/engines/sphinxql/engine.server.ts');
    one = createSphinxQLEngine({ url: single.url('questions'), index: 'questions', timeoutMs: 5_000, connections: 4 });
    // Words searchd matches in the same documents as FTS5 (its stemmer joins more words to
    // some stems, such as "onli"): the engines' stemming differences are search-contract's subject.
    const inFts = db.prepare('SELECT count(*) FROM question_search WHERE question_search MATCH ?').pluck();
    words = [];
    for (const word of candidates) {
      const answer = (await one.search(searchRequest(`q=${word}`))) as { total: number };
      if (answer.total === inFts.get(`"${word}"`)) words.push(word);
    }
    db.close();
    expect(words.length).toBeGreaterThanOrEqual(20);
    two = createSphinxQLEngine({
      url: cluster.head.url('questions'),
      index: 'questions',
      timeoutMs: 5_000,
      connections: 4,
    });
  }, 180_000);

  afterAll(async () => {
    await one?.close();
    await two?.close();
    await Promise.all([single?.destroy(), cluster?.destroy()]);
  });

  it('holds half of the archive on each node', async () => {
    const mysql = (await import('mysql2/promise')).default;
    const counts = [];
    for (const node of [single, ...cluster.nodes]) {
      const connection = await mysql.createConnection({ host: node.host, port: node.port });
      counts.push(((await connection.query('SELECT COUNT(*) AS n FROM questions'))[0] as Array<{ n: number }>)[0]!.n);
      await connection.end();
    }
    expect(counts[1]! + counts[2]!).toBe(counts[0]);
    expect(Math.abs(counts[1]! - counts[2]!)).toBeLessThanOrEqual(1);
  });

  it('answers like one node: ids in order, totals, facets, pages, filters, sorts', async () => {
    const queries = [
      ...words.slice(0, 16).map((w) => `q=${w}`),
      `q=${words[0]}+${words[3]}`,
      `q=${words[1]}+${words[2]}+${words[5]}`,
      `q=${words[2]}&sort=newest`,
      `q=${words[0]}&page=2`,
      `q=${words[4]}+-${words[1]}`,
      `q=${words[6]}&from=2012-01-01&to=2020-12-31`,
    ];
    let identical = 0;
    for (const query of queries) {
      const request = searchRequest(query);
      type Answer = { hits: Array<{ id: number; score: number }>; total: number; facets: unknown; mode: string };
      const a = (await one.search(request)) as Answer;
      const b = (await two.search(request)) as Answer;
      if (request.sort === 'newest')
        expect(
          b.hits.map((h) => h.id),
          query,
        ).toEqual(a.hits.map((h) => h.id));
      else {
        // BM25F normalises by each shard's own average field lengths (searchd has no global
        // one; docs/search.md): scores agree to 2%, and documents swap only among such near-ties.
        const floor = Math.min(...a.hits.map((h) => h.score));
        b.hits.forEach((hit, i) =>
          expect(Math.abs(hit.score - a.hits[i]!.score), query).toBeLessThanOrEqual(a.hits[i]!.score * 0.02),
        );
        // Every document clearly inside one node's page is inside the cluster's.
        const clear = a.hits.filter((h) => h.score > floor * 1.04).map((h) => h.id);
        expect(
          b.hits.map((h) => h.id),
          query,
        ).toEqual(expect.arrayContaining(clear));
        identical += Number(JSON.stringify(b.hits.map((h) => h.id)) === JSON.stringify(a.hits.map((h) => h.id)));
      }
      expect(b.total, query).toBe(a.total);
      expect(b.mode).toBe(a.mode);
      expect(b.facets, query).toEqual(a.facets);
    }
    console.log(
      `cluster: ${identical} of ${queries.length - 1} relevance pages identical to one node's, the rest reordered among near-ties`,
    );
    expect(identical).toBeGreaterThan(0);
  });
});
