import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STOPWORDS } from '#app/search/query/parse.ts';
import { ArchiveSpelling } from '#app/search/engines/sqlite/spelling.server.ts';
import { editDistance } from '#app/search/understanding/edit-distance.ts';
import { SPELLING_RULES } from '#app/search/understanding/spelling.ts';
import { createLexicon, understandQuery } from '#app/search/understanding/understand.ts';
import { findAvvoCorpus } from '#scripts/corpus/avvo.ts';
import { avvoArchive } from '#scripts/corpus/avvo-archive.ts';
import { buildFixtureArchive } from '#tests/helpers/fixture-archive.ts';

/**
 * Spelling correction's import-time data (db/derive/0330_search_spelling.ts) read back by
 * the engine's loader, on the fixture archive and on the real corpus.
 */
const FIXTURES = ['tests/fixtures/demo-small', 'tests/fixtures/search'];

/** The archive's words counted here from its stored (cleaned) text, independently of the importer's step. */
function countWords(db: Database.Database): Map<string, number> {
  const texts = new Map<number, string[]>();
  for (const [id, title, body] of db.prepare('SELECT id, title, body FROM questions').raw().all() as Array<
    [number, string, string]
  >)
    texts.set(id, [title, body]);
  for (const [id, body] of db.prepare('SELECT question_id, body FROM answers').raw().all() as Array<[number, string]>)
    texts.get(id)!.push(body);
  const df = new Map<string, number>();
  for (const parts of texts.values()) {
    const words = new Set(
      (
        parts
          .join(' ')
          .normalize('NFD')
          .replace(/\p{M}/gu, '')
          .toLowerCase()
          .match(/[\p{L}\p{N}]+/gu) ?? []
      ).filter((w) => w.length <= 30 && !/^[0-9]+$/.test(w)),
    );
    for (const w of words) df.set(w, (df.get(w) ?? 0) + 1);
  }
  return df;
}

describe('spelling data on the fixture archive', () => {
  let db: Database.Database;
  let spelling: ArchiveSpelling;
  beforeAll(async () => {
    db = new Database(await buildFixtureArchive(...FIXTURES), { readonly: true });
    spelling = ArchiveSpelling.load(db)!;
  });
  afterAll(() => db?.close());

  it('stores every word of the questions and answers with its document frequency', () => {
    const expected = countWords(db);
    const stored = new Map(
      (db.prepare('SELECT word, df FROM search_spelling_words').raw().all() as Array<[string, number]>).map(
        ([w, d]) => [w, d],
      ),
    );
    expect(stored.size).toBe(expected.size);
    for (const [word, df] of expected) expect(stored.get(word), word).toBe(df);
  });

  it('indexes the words in at least the floor of documents, most frequent first', () => {
    const { min_df: minDf } = db.prepare('SELECT min_df FROM search_spelling_index').get() as { min_df: number };
    const expected = [...countWords(db)]
      .filter(([w, df]) => df >= minDf && w.length >= SPELLING_RULES.minLength && !/\p{N}/u.test(w))
      .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1));
    expect(spelling.index.words).toEqual(expected.map(([w]) => w));
    expect([...spelling.index.dfs]).toEqual(expected.map(([, df]) => df));
  });

  it('finds every target from a one-letter slip, through the stored delete index', () => {
    const { words } = spelling.index;
    for (const word of words.slice(0, 300)) {
      const slip = word.slice(0, -2) + word.slice(-1); // the second-to-last letter dropped
      const found = spelling.candidates(slip, 1).map((c) => c.word);
      expect(found, slip).toContain(word);
      for (const c of found) expect(editDistance(slip, c, 1)).toBeLessThanOrEqual(1);
    }
  });

  it('corrects a misspelled frequent word of the archive in a query, and only when asked', () => {
    const lexicon = createLexicon({ spelling, stopwords: STOPWORDS });
    // The fixture's most frequent long word that no protection covers, with a letter dropped.
    const target = spelling.index.words.find(
      (w) => w.length >= 7 && !lexicon.protectedWords.has(w) && !spelling.wordStats(w).properName,
    )!;
    const typo = target.slice(0, 2) + target.slice(3);
    expect(spelling.wordStats(typo).df).toBe(0);
    const u = understandQuery(`${typo} question`, lexicon);
    expect(u.corrections).toEqual([{ from: typo, to: target }]);
    expect(u.corrected).toBe(`${target} question`);
    expect(understandQuery(`${typo} question`, lexicon, { correct: false }).corrected).toBeNull();
  });

  it('gives no spelling data for an archive built before migration 0330', () => {
    const old = new Database(':memory:');
    expect(ArchiveSpelling.load(old)).toBeNull();
    old.close();
  });
});

const corpus = findAvvoCorpus();
if (corpus.file === null) console.warn(`search-spelling: real corpus part skipped, ${corpus.reason}`);

describe.runIf(corpus.file !== null)('spelling correction on the Avvo corpus', () => {
  let db: Database.Database;
  let spelling: ArchiveSpelling;
  beforeAll(async () => {
    db = new Database(await avvoArchive({ file: corpus.file! }), { readonly: true });
    spelling = ArchiveSpelling.load(db)!;
  });
  afterAll(() => db?.close());

  const correct = (query: string) => understandQuery(query, createLexicon({ spelling, stopwords: STOPWORDS }));

  it('corrects the misspellings people type into the words the archive uses', () => {
    expect(correct('bankrupcy student loans').corrected).toBe('bankruptcy student loans');
    expect(correct('car reposession').corrected).toBe('car repossession');
    expect(correct('forclosure chapter 13').corrected).toBe('foreclosure chapter 13');
    expect(correct('custidy').corrected).toBe('custody');
    expect(correct('garnishement of wages').corrected).toBe('garnishment of wages');
  });

  it('leaves real words alone, rare ones included', () => {
    for (const query of [
      'bankruptcy student loans',
      'chapter 7 trustee',
      'tort claim',
      'moot point',
      'lessor',
      'heir',
      'reaffirmation agreement',
    ]) {
      expect(correct(query).corrected, query).toBeNull();
    }
  });

  it('never corrects a name the archive writes as a name, even one edit from a frequent word', () => {
    const names = db
      .prepare('SELECT word FROM search_spelling_words WHERE proper_name = 1 AND length(word) >= 4')
      .pluck()
      .all() as string[];
    const nearCommon = names.filter((name) =>
      spelling.candidates(name, 1).some((c) => c.df >= 30 * Math.max(1, spelling.wordStats(name).df)),
    );
    expect(nearCommon.length).toBeGreaterThan(5);
    for (const name of nearCommon) expect(correct(`${name} lawsuit`).corrected, name).toBeNull();
  });
});

if (corpus.file === null) it.skip(`spelling correction on the Avvo corpus: skipped, ${corpus.reason}`, () => {});
