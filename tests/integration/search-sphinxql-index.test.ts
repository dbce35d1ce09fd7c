import Database from 'better-sqlite3';
import type mysql from 'mysql2/promise';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchIdOfDoc } from '#app/search/engines/sphinxql/schema.ts';
import { fillRtIndex } from '#scripts/search/build-index.ts';
import type { SearchdInstance } from '#scripts/search/searchd.ts';
import { buildFixtureArchive } from '../helpers/fixture-archive.ts';
import { searchdSkipReason, startArchiveSearchd } from '../helpers/searchd.ts';

/**
 * search:index's two ways of filling the search server (indexer over the TSV export, RT
 * inserts over SphinxQL) give the same index: every document, the same attributes, the
 * same matches. And the test's searchd is its own: its pid file names the child it started.
 */
describe.skipIf(searchdSkipReason)('search server index built both ways', () => {
  let archive: string;
  let plain: SearchdInstance;
  let rt: SearchdInstance;
  let plainDb: mysql.Connection;
  let rtDb: mysql.Connection;

  beforeAll(async () => {
    archive = await buildFixtureArchive('tests/fixtures/demo-small', 'tests/fixtures/search');
    [plain, rt] = await Promise.all([startArchiveSearchd(archive), startArchiveSearchd(archive, { method: 'rt' })]);
    const inserted = await fillRtIndex({ url: rt.url('questions'), index: 'questions', archive, batchBytes: 64 << 10 });
    expect(inserted).toBeGreaterThan(100);
    const { createConnection } = await import('mysql2/promise');
    plainDb = await createConnection({ host: plain.host, port: plain.port });
    rtDb = await createConnection({ host: rt.host, port: rt.port });
  }, 120_000);

  afterAll(async () => {
    await plainDb?.end();
    await rtDb?.end();
    await Promise.all([plain?.destroy(), rt?.destroy()]);
  });

  const rows = async (connection: mysql.Connection, sql: string) =>
    (await connection.query(sql))[0] as Array<Record<string, number>>;

  it('holds every question of the archive with its state, category and date', async () => {
    const db = new Database(archive, { readonly: true });
    // Ids run newest first (decision 0015): ascending ids are descending doc numbers.
    const expected = (
      db
        .prepare(
          'SELECT d.doc, q.category_id AS category, q.posted_at AS posted FROM question_search_docs d JOIN questions q ON q.id = d.question_id ORDER BY d.doc DESC',
        )
        .all() as Array<{ doc: number; category: number; posted: number }>
    ).map(({ doc, ...row }) => ({ id: searchIdOfDoc(doc), ...row }));
    db.close();
    for (const connection of [plainDb, rtDb]) {
      const stored = await rows(
        connection,
        `SELECT id, category, posted FROM questions ORDER BY id ASC LIMIT 0, 100000 OPTION max_matches=100000`,
      );
      expect(stored).toEqual(expected);
    }
  });

  it('matches the same documents with stemming, phrases and exclusions in both', async () => {
    for (const match of ['"custodies"', '"sole custody"', '"lease" -"car"', '"bankruptcy" | "foreclosure"']) {
      const sql = `SELECT id FROM questions WHERE MATCH('${match}') ORDER BY id ASC LIMIT 0, 1000`;
      const fromPlain = await rows(plainDb, sql);
      expect(fromPlain.length).toBeGreaterThan(0);
      expect(await rows(rtDb, sql)).toEqual(fromPlain);
    }
  });

  it('refuses, with the way out, an index of the older layout instead of showing empty pages', async () => {
    const { createSphinxQLEngine } = await import('#app/search/engines/sphinxql/engine.server.ts');
    const { parseSearchParams } = await import('#app/search/request.ts');
    const { SearchUnavailableError } = await import('#app/search/engines/engine.ts');
    // Format 1 stored the doc number itself as the id.
    await rtDb.query(
      "INSERT INTO questions (id, title, body, answers, state, category, country, posted) VALUES (7, 'zzoldlayout', '', '', 0, 1, 0, 0)",
    );
    const engine = createSphinxQLEngine({ url: rt.url('questions'), index: 'questions', timeoutMs: 5_000, connections: 1 });
    try {
      const parsed = parseSearchParams(new URLSearchParams('q=zzoldlayout'));
      if (!parsed.ok) throw new Error(parsed.error);
      const answer = engine.search(parsed.request);
      await expect(answer).rejects.toBeInstanceOf(SearchUnavailableError);
      await expect(answer).rejects.toThrow(/not in format 2 .*npm run search:index/);
    } finally {
      await rtDb.query('DELETE FROM questions WHERE id = 7');
      await engine.close();
    }
  });

  it('runs each searchd as its own child with its own pid file', async () => {
    const fs = await import('node:fs');
    for (const instance of [plain, rt]) {
      expect(Number(fs.readFileSync(`${instance.dir}/searchd.pid`, 'utf8').trim())).toBe(instance.pid());
    }
    expect(plain.port).not.toBe(rt.port);
  });
});
