import Database from 'better-sqlite3';
import { beforeAll, describe, expect, it } from 'vitest';
import { searchArchiveWithImpactLists } from '../helpers/fixture-archive.ts';
import { EXACT_RANKING, loadSearchService, searchRequest, type ExhaustiveFn, type SearchFn } from '../helpers/search-service.ts';

/**
 * A quoted phrase first ranks only the rows of its words' impact lists, and keeps that
 * answer only when the lists' ends prove no other row can beat it; else every row with its
 * words (app/search/engines/sqlite/postings/reader.server.ts, PostingsReader.phraseSearch). The fixture archive has
 * no lists (its words are in fewer than 2,000 rows), so this test rebuilds them on a copy
 * for words in 3+ rows, 60 rows deep (some complete, some cut short): both outcomes happen,
 * and every answer must equal the exhaustive FTS5 ranking.
 */

let search: SearchFn;
let exhaustive: ExhaustiveFn;
let stats: { phraseListsProven: number; phraseListsUnproven: number };
let phrases: string[];

beforeAll(async () => {
  // tests/fixtures/phrase-lists: two phrases in 40 rows each, more than a page's ranking
  // window (answered-first ranks past the page), so some answers can be proven from the lists.
  const archive = await searchArchiveWithImpactLists('search-phrase-lists', { minDf: 3, depth: 60 }, ['tests/fixtures/phrase-lists']);
  const db = new Database(archive, { readonly: true });
  // Two-word phrases from the fixture's titles: the phrase-lists fixture's first, then the others'.
  const found = new Set<string>();
  for (const title of db.prepare('SELECT title FROM questions ORDER BY id > 9090000 DESC, id LIMIT 150').pluck().all() as string[]) {
    const tokens = title.toLowerCase().match(/[a-z]+/g) ?? [];
    for (let i = 0; i + 1 < tokens.length; i++) if (tokens[i]!.length > 2 && tokens[i + 1]!.length > 2) found.add(`${tokens[i]}+${tokens[i + 1]}`);
  }
  phrases = [...found].slice(0, 50);
  db.close();
  // This path is the fallback when a phrase cannot be read from the index (search-index-phrases.test.ts).
  const loaded = await loadSearchService(archive, { ...EXACT_RANKING, indexPhrases: false });
  ({ search, exhaustive } = loaded);
  stats = loaded.engine.postingsStats;
});

const request = searchRequest;

describe('quoted phrases through the impact lists first', () => {
  it('proven from the lists, or every row with the words: always the exhaustive ranking', () => {
    expect(phrases.length).toBeGreaterThan(30);
    const rankings = new Map<string, number>();
    for (const phrase of phrases)
      for (const query of [`q=%22${phrase}%22`, `q=%22${phrase}%22&state=CA`, `q=%22${phrase}%22&page=2`]) {
        const r = request(query);
        const result = search(r);
        rankings.set(result.ranking, (rankings.get(result.ranking) ?? 0) + 1);
        expect(result.hits.map((h) => h.id), `${query} (${result.ranking})`).toEqual(exhaustive(r, r.page * 10).slice((r.page - 1) * 10));
      }
    expect((rankings.get('postings') ?? 0) + (rankings.get('postings-estimated') ?? 0), JSON.stringify([...rankings])).toBeGreaterThan(phrases.length); // the others: pages past the last match
    expect(stats.phraseListsProven).toBeGreaterThan(0);
    expect(stats.phraseListsUnproven).toBeGreaterThan(0);
  });
});
