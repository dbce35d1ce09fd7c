import Database from 'better-sqlite3';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildFixtureArchive } from '../helpers/fixture-archive.ts';
import { fts5Reference, EXACT_RANKING, loadSearchService, searchRequest, surfaceWords, type ExhaustiveFn, type SearchFn } from '../helpers/search-service.ts';
import { bm25Saturation, decodeVarints } from '#app/search/engines/sqlite/postings/impact.ts';
import { STOPWORDS } from '#app/search/query/parse.ts';

/**
 * The postings path (db/derive/0320 postings, app/search/engines/sqlite/postings/reader.server.ts) on the
 * fixture archive built by the real importer: the stored postings give back FTS5's own
 * bm25 of every word in every row bit for bit, and queries of several words answered from
 * them equal the exhaustive FTS5 ranking (ids in order, scores, total, facets).
 */

let search: SearchFn;
let exhaustive: ExhaustiveFn;
let db: Database.Database;
let words: string[];
let reference: ReturnType<typeof fts5Reference>;

beforeAll(async () => {
  const archive = await buildFixtureArchive('tests/fixtures/demo-small', 'tests/fixtures/search');
  db = new Database(archive, { readonly: true });
  // Surface words of mid-frequency stems (stem = word), for queries.
  words = surfaceWords(db, { minDf: 5, maxDf: 150, limit: 60, minLength: 3, withPostings: true });
  reference = fts5Reference(db);
  ({ search, exhaustive } = await loadSearchService(archive, EXACT_RANKING));
});

const request = searchRequest;

describe('search postings on the fixture archive', () => {
  it('stores the rows whose title has each word (search_title_rows, decision 0014), as FTS5 finds them in the titles', () => {
    const stored = db.prepare('SELECT term, docs FROM search_title_rows').all() as Array<{ term: string; docs: Buffer }>;
    expect(stored.length).toBeGreaterThan(100);
    expect(stored.every((r) => r.term.startsWith('xq'))).toBe(true);
    const inTitles = db.prepare('SELECT rowid FROM question_search WHERE question_search MATCH ? ORDER BY rowid').pluck();
    let checked = 0;
    for (const word of words) {
      const rows = inTitles.all(`{title} : "${word}"`) as number[];
      if (rows.length === 0) continue;
      const term = db.prepare("SELECT term FROM search_title_rows WHERE term = 'xq' || ?").pluck().get(word) as string | undefined;
      if (!term) continue; // a word the stemmer changes: its title-tier term is another string
      const docs = db.prepare('SELECT docs FROM search_title_rows WHERE term = ?').pluck().get(term) as Buffer;
      expect([...new Int32Array(docs.buffer.slice(docs.byteOffset, docs.byteOffset + docs.byteLength))], word).toEqual(rows);
      checked++;
    }
    expect(checked).toBeGreaterThan(20);
  });

  it("stores every word's rows with frequencies that give back FTS5's bm25 bit for bit", () => {
    const totals = db.prepare('SELECT rows, tokens FROM search_index_totals').get() as { rows: number; tokens: number };
    const avgdl = totals.tokens / totals.rows;
    const tokens = new Map<number, number>();
    for (const { id, sz } of db.prepare('SELECT id, sz FROM question_search_docsize').all() as Array<{ id: number; sz: Buffer }>)
      tokens.set(id, decodeVarints(sz).reduce((a, b) => a + b, 0));
    const stored = db.prepare('SELECT data FROM search_doc_tokens').pluck().get() as Buffer;
    const docTokens = new Uint16Array(stored.buffer.slice(stored.byteOffset, stored.byteOffset + stored.byteLength));
    for (const [id, n] of tokens) expect(docTokens[id]).toBe(n);

    const rows = db.prepare('SELECT t.term, t.df, p.idf, p.docs, p.freqs FROM search_postings p JOIN search_terms t USING (term)').all() as Array<{
      term: string;
      df: number;
      idf: number;
      docs: Buffer;
      freqs: Buffer;
    }>;
    // Every term a query can reach has postings (the fixture's words).
    expect(rows.length).toBeGreaterThan(500);
    const fts = db.prepare('SELECT rowid, -bm25(question_search, 8.0, 2.0, 1.0, 0.0, 0.0) AS score FROM question_search WHERE question_search MATCH ?').raw();
    let checked = 0;
    for (const row of rows.filter((_, i) => i % 7 === 0)) {
      const docs = new Int32Array(row.docs.buffer.slice(row.docs.byteOffset, row.docs.byteOffset + row.docs.byteLength));
      const freqs = row.freqs.byteLength === docs.length ? [...row.freqs] : [...new Uint16Array(row.freqs.buffer.slice(row.freqs.byteOffset, row.freqs.byteOffset + row.freqs.byteLength))];
      expect(docs.length, row.term).toBe(row.df);
      const truth = fts.all(`"${row.term}"`) as Array<[number, number]>;
      if (truth.length !== row.df) continue; // a stem that is not its own word (the list was built from one)
      expect([...docs]).toEqual(truth.map(([doc]) => doc));
      truth.forEach(([doc, score], i) => expect(row.idf * bm25Saturation(freqs[i]!, tokens.get(doc)!, avgdl), `${row.term} in ${doc}`).toBe(score));
      checked++;
    }
    expect(checked).toBeGreaterThan(50);
  });

  it('queries of several words equal the exhaustive FTS5 ranking: ids, scores, total and facets', () => {
    expect(words.length).toBeGreaterThan(30);
    const queries: string[] = [];
    words.forEach((word, i) => {
      const a = words[(i * 7 + 3) % words.length]!;
      const b = words[(i * 11 + 5) % words.length]!;
      const c = words[(i * 13 + 1) % words.length]!;
      queries.push(`q=${word}+${a}`, `q=${word}+${a}+${b}`, `q=${word}+${a}+${b}+${c}`);
      if (i % 3 === 0) queries.push(`q=${word}+${a}&state=CA`, `q=${word}+${b}&category=10`, `q=${word}+${a}&from=2015-01-01&to=2020-12-31`);
      if (i % 4 === 0) queries.push(`q=${word}+${a}&page=2`, `q=${word}+-${a}`, `q=${word}+${b}+-${c}`);
    });
    // Pairs of rarer words no question has together: the any-term fallback, whatever the fixture's words.
    const rare = surfaceWords(db, { minDf: 5, maxDf: 20, limit: 40, minLength: 3, withPostings: true });
    const together = db.prepare('SELECT count(*) FROM question_search WHERE question_search MATCH ?').pluck();
    const apart = rare.flatMap((a, i) => rare.slice(i + 1).map((b) => [a, b] as const)).filter(([a, b]) => together.get(`"${a}" "${b}"`) === 0);
    const used = new Set<string>();
    for (const [a, b] of apart) {
      if (used.has(a) || used.has(b) || used.size >= 10) continue;
      used.add(a).add(b);
      queries.push(`q=${a}+${b}`, `q=${a}+${b}&page=2`);
    }
    expect(used.size).toBe(10);
    const modes = new Map<string, number>();
    for (const query of queries) {
      const r = request(query);
      const result = search(r);
      expect(result.ranking, query).toBe('postings');
      modes.set(result.mode, (modes.get(result.mode) ?? 0) + 1);
      const truth = exhaustive(r, r.page * 10).slice((r.page - 1) * 10);
      expect(result.hits.map((h) => h.id), query).toEqual(truth);
      const expression = reference.expressionOf(r);
      result.hits.forEach((h) => expect(h.score, `${query} ${h.id}`).toBe(reference.score(expression, h.id)));
      expect(result.total, query).toBe(reference.total(expression, r));
      expect(result.totalApproximate).toBe(false);
      expect(Object.fromEntries(result.facets.state.map((f) => [f.value, f.count])), query).toEqual(reference.facet('state', expression, r));
    }
    // Both the all-terms path and the any-term fallback were exercised.
    expect(modes.get('all') ?? 0).toBeGreaterThan(20);
    expect(modes.get('any') ?? 0).toBeGreaterThan(2);
  });

  it('queries with quoted phrases equal the exhaustive FTS5 ranking (phrase alone, with words, filters, exclusions)', () => {
    // Two-word phrases from the fixture's titles.
    const titles = db.prepare('SELECT title FROM questions ORDER BY id LIMIT 120').pluck().all() as string[];
    const phrases = new Set<string>();
    for (const title of titles) {
      const tokens = title.toLowerCase().match(/[a-z]+/g) ?? [];
      for (let i = 0; i + 1 < tokens.length; i++)
        if (tokens[i]!.length > 3 && tokens[i + 1]!.length > 3 && !STOPWORDS.has(tokens[i]!) && !STOPWORDS.has(tokens[i + 1]!)) phrases.add(`${tokens[i]} ${tokens[i + 1]}`);
    }
    const list = [...phrases].slice(0, 40);
    expect(list.length).toBeGreaterThan(20);
    const queries: string[] = [];
    list.forEach((phrase, i) => {
      const q = `%22${phrase.replace(' ', '+')}%22`;
      const word = words[i % words.length]!;
      queries.push(`q=${q}`, `q=${q}+${phrase.split(' ')[0]}`, `q=${phrase.split(' ')[1]}+${q}`);
      if (i % 3 === 0) queries.push(`q=${q}&state=CA`, `q=${q}+${word}&from=2012-01-01`, `q=${q}+-${word}`, `q=${phrase.split(' ')[0]}+-${q}`);
    });
    const rankings = new Map<string, number>();
    for (const query of queries) {
      const r = request(query);
      const result = search(r);
      rankings.set(result.ranking, (rankings.get(result.ranking) ?? 0) + 1);
      expect(result.hits.map((h) => h.id), `${query} (${result.ranking})`).toEqual(exhaustive(r, 10));
      if (result.ranking === 'postings' && result.mode === 'all') {
        const expression = reference.expressionOf(r);
        result.hits.forEach((h) => expect(h.score, `${query} ${h.id}`).toBeCloseTo(reference.score(expression, h.id), 9));
        expect(result.total, query).toBe(reference.total(expression, r));
      }
    }
    // Phrases really go through the postings (exact IDF when the phrase's rows are listed).
    expect(rankings.get('postings') ?? 0, JSON.stringify([...rankings])).toBeGreaterThan(queries.length / 3);
  });

  it('stemming, stopwords, unknown words and the relevance fixture through the postings', () => {
    const r = search(request('q=quixotrel+divorcing'));
    expect(r.ranking).toBe('postings');
    expect(r.hits.map((h) => h.id)).toEqual([9030004]);
    expect(search(request('q=the+plinkett+motion')).hits.map((h) => h.id)).toEqual([9030006, 9030005]);
    const unknown = search(request('q=zorblax+qwxyzzyv'));
    expect(unknown.mode).toBe('any');
    expect(unknown.hits.map((h) => h.id)).toEqual([9030001, 9030002, 9030003]);
  });
});
