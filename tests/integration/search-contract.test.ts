import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANSWERED_FIRST } from '#app/search/ranking/answered-first.ts';
import { parseSearchText } from '#app/search/query/parse.ts';
import { informedSets, planQuery } from '#app/search/query/plan.ts';
import type { SearchRequest } from '#app/search/request.ts';
import type { Lexicon } from '#app/search/understanding/understand.ts';
import type { RankedSearchResult } from '#app/search/results/result.ts';
import type { SearchdInstance } from '#scripts/search/searchd.ts';
import { buildFixtureArchive } from '../helpers/fixture-archive.ts';
import { searchdSkipReason, startArchiveSearchd } from '../helpers/searchd.ts';
import { EXACT_RANKING, SITE_DEFAULTS, fts5Reference, loadSearchService, searchRequest, surfaceWords } from '../helpers/search-service.ts';

/**
 * One contract, two engines: every search behaviour the site relies on, run
 * against the embedded SQLite engine and the SphinxQL engine (a searchd this test starts)
 * on the same fixture archive, checked against FTS5's own answers. Where the engines may
 * differ (the order of equally relevant documents; BM25F against FTS5's bm25), the test
 * says so and docs/search.md explains it.
 */

type Answer = Omit<RankedSearchResult, 'elapsedMs' | 'cached'>;
interface Engine {
  readonly name: string;
  search(request: SearchRequest): Promise<Answer>;
}

const engines: Engine[] = [];
let db: Database.Database;
let reference: ReturnType<typeof fts5Reference>;
let words: string[];
const stemDifferences: string[] = [];
let phrase: string;

/** Two adjacent title words that both engines stem alike: a phrase to search for. */
function findPhrase(): string {
  const shared = new Set(words);
  for (const title of db
    .prepare('SELECT title FROM questions ORDER BY id')
    .pluck()
    .iterate() as IterableIterator<string>) {
    const tokens = title.toLowerCase().match(/[a-z]+/g) ?? [];
    for (let i = 0; i + 1 < tokens.length; i++)
      if (shared.has(tokens[i]!) && shared.has(tokens[i + 1]!)) return `${tokens[i]} ${tokens[i + 1]}`;
  }
  throw new Error('no phrase of shared words in the fixture titles');
}
let searchd: SearchdInstance | undefined;
let closeSphinx: (() => Promise<void>) | undefined;

beforeAll(async () => {
  const archive = await buildFixtureArchive('tests/fixtures/demo-small', 'tests/fixtures/search');
  db = new Database(archive, { readonly: true });
  reference = fts5Reference(db);
  const candidates = surfaceWords(db, { minDf: 4, maxDf: 120, limit: 60, minLength: 4 });
  // Both engines on the same matching rules: every word, then any word, no understanding
  // (compared with FTS5's own answers; understanding and relaxed matching: the next describe).
  const { search } = await loadSearchService(archive, EXACT_RANKING);
  engines.push({ name: 'sqlite', search: async (r) => search(r) });
  if (!searchdSkipReason) {
    searchd = await startArchiveSearchd(archive);
    const { createSphinxQLEngine } = await import('#app/search/engines/sphinxql/engine.server.ts');
    const { createRemoteSearchService } = await import('#app/search/service.ts');
    const { defaultSearchSettings } = await import('#app/search/config.ts');
    const exact = { ...defaultSearchSettings(), ...EXACT_RANKING };
    const engine = createSphinxQLEngine({
      url: searchd.url('questions'),
      index: 'questions',
      timeoutMs: 5_000,
      connections: 4,
      matching: exact,
    });
    closeSphinx = () => engine.close();
    const service = createRemoteSearchService(engine, () => null, exact);
    engines.push({ name: 'sphinxql', search: (r) => service.search(r) });
  }
  // Sphinx's stem_en and FTS5's porter differ on a few suffixes (docs/search.md): `shortly` is
  // `short` to one and `shortli` to the other. The exact checks use words both count alike.
  words = [];
  for (const word of candidates) {
    const totals = await Promise.all(engines.map(async (e) => (await e.search(searchRequest(`q=${word}`))).total));
    if (totals.every((t) => t === reference.total(`"${word}"`, searchRequest(`q=${word}`)))) words.push(word);
    else stemDifferences.push(word);
  }
  phrase = findPhrase();
}, 120_000);

afterAll(async () => {
  await closeSphinx?.();
  await searchd?.destroy();
  db?.close();
});

const names = ['sqlite', ...(searchdSkipReason ? [] : ['sphinxql'])];
const engine = (name: string) => engines.find((e) => e.name === name)!;
const ids = (a: Answer) => a.hits.map((h) => h.id);
const asMap = <K extends string | number>(list: readonly { value: K; count: number }[]) =>
  Object.fromEntries(list.map((f) => [f.value, f.count]));
const questionIdOfDoc = (doc: number) =>
  db.prepare('SELECT question_id FROM question_search_docs WHERE doc = ?').pluck().get(doc) as number;

it('both engines count most words alike (stemming differences are few and documented)', () => {
  if (stemDifferences.length)
    console.log(`words stemmed differently by stem_en and porter: ${stemDifferences.join(', ')}`);
  expect(words.length).toBeGreaterThanOrEqual(20);
  expect(stemDifferences.length).toBeLessThanOrEqual((words.length + stemDifferences.length) * 0.2);
});

describe.each(names)('search contract on the %s engine', (name) => {
  it('counts every match and its states and categories exactly (all words, then any word)', async () => {
    const queries = [
      ...words.slice(0, 12),
      `${words[0]} ${words[5]}`,
      `${words[2]} ${words[9]} ${words[14]}`,
      `${words[3]} zzzqxv`,
    ];
    for (const q of queries) {
      const request = searchRequest(`q=${encodeURIComponent(q)}`);
      const answer = await engine(name).search(request);
      const expression = reference.expressionOf(request);
      expect(answer.total, q).toBe(reference.total(expression, request));
      expect(answer.totalApproximate).toBe(false);
      expect(asMap(answer.facets.state), q).toEqual(reference.facet('state', expression, request));
      // One order on both engines: most frequent first, ties by value.
      const sorted = [...answer.facets.state].sort((a, b) => b.count - a.count || (a.value < b.value ? -1 : 1));
      expect(answer.facets.state).toEqual(sorted);
      expect(asMap(answer.facets.category), q).toEqual(reference.facet('category', expression, request));
      expect(answer.mode).toBe(q.endsWith('zzzqxv') ? 'any' : 'all');
    }
  });

  it('applies state, category and date filters to hits, totals and facets', async () => {
    const word = words[0]!;
    const top = (await engine(name).search(searchRequest(`q=${word}`))).facets;
    const state = top.state[0]!.value;
    const category = top.category[0]!.value;
    for (const query of [
      `state=${state}`,
      `category=${category}`,
      `state=${state}&category=${category}`,
      'from=2012-01-01&to=2018-12-31',
    ]) {
      const request = searchRequest(`q=${word}&${query}`);
      const answer = await engine(name).search(request);
      expect(answer.total, query).toBe(reference.total(reference.expressionOf(request), request));
      expect(answer.total).toBeGreaterThan(0);
      for (const hit of answer.hits) {
        if (request.state) expect(hit.state).toBe(state);
        if (request.category !== null) expect(hit.categoryId).toBe(category);
        if (request.from !== null) expect(hit.postedAt).toBeGreaterThanOrEqual(request.from);
        if (request.to !== null) expect(hit.postedAt).toBeLessThanOrEqual(request.to);
      }
    }
  });

  it('limits to a country (a country page\'s topic chips): hits, totals and facets', async () => {
    // The fixture's British question about a lease, beside American ones.
    const everywhere = await engine(name).search(searchRequest('q=lease'));
    for (const query of ['q=lease&country=GB', 'q=lease+job&country=GB', 'q=lease&country=US', 'q=lease&country=NZ']) {
      const request = searchRequest(query);
      const answer = await engine(name).search(request);
      const expression = reference.expressionOf(request);
      expect(answer.total, query).toBe(reference.total(expression, request));
      expect(asMap(answer.facets.category), query).toEqual(reference.facet('category', expression, request));
      expect(asMap(answer.facets.state), query).toEqual(reference.facet('state', expression, request));
      for (const hit of answer.hits) expect(hit.country, query).toBe(request.country);
      if (request.country === 'NZ') expect(answer.total).toBe(0);
      else expect(answer.total).toBeLessThan(everywhere.total);
    }
    const british = await engine(name).search(searchRequest('q=lease&country=GB'));
    // Counted from the questions themselves, not from the index's tokens.
    const texts = db
      .prepare("SELECT q.title || ' ' || q.body || ' ' || coalesce((SELECT group_concat(a.body, ' ') FROM answers a WHERE a.question_id = q.id), '') FROM questions q WHERE q.country = 'GB'")
      .pluck()
      .all() as string[];
    expect(british.total).toBe(texts.filter((t) => /\blease\b/i.test(t)).length);
    expect(british.total).toBeGreaterThan(0);
  });

  it('sorts newest first exactly and pages without gaps or repeats', async () => {
    const word = words[1]!;
    const request = searchRequest(`q=${word}&sort=newest`);
    const expected = (
      db
        .prepare('SELECT rowid FROM question_search WHERE question_search MATCH ? ORDER BY rowid DESC LIMIT 20')
        .pluck()
        .all(`"${word}"`) as number[]
    ).map(questionIdOfDoc);
    const first = await engine(name).search(request);
    const second = await engine(name).search({ ...request, page: 2 });
    expect([...ids(first), ...ids(second)]).toEqual(expected.slice(0, first.hits.length + second.hits.length));
    const relevance = searchRequest(`q=${word}`);
    const [p1, p2] = [await engine(name).search(relevance), await engine(name).search({ ...relevance, page: 2 })];
    expect(new Set([...ids(p1), ...ids(p2)]).size).toBe(p1.hits.length + p2.hits.length);
    const deep = await engine(name).search({ ...relevance, page: 100 });
    expect(deep.hits).toEqual([]);
    expect(deep.total).toBe(p1.total);
  });

  it('matches quoted phrases word for word and leaves out excluded words', async () => {
    const two = phrase;
    for (const q of [`"${two}"`, `${words[0]} -${words[1]}`, `${words[2]} -"${two}"`, `${two}`]) {
      const request = searchRequest(`q=${encodeURIComponent(q)}`);
      const answer = await engine(name).search(request);
      expect(answer.total, q).toBe(reference.total(reference.expressionOf(request), request));
    }
  });

  it('stems words as the archive does (a plural finds the singular)', async () => {
    const plural = (await engine(name).search(searchRequest('q=bankruptcies'))).total;
    const singular = (await engine(name).search(searchRequest('q=bankruptcy'))).total;
    expect(plural).toBeGreaterThan(0);
    expect(plural).toBe(singular);
  });

  it('answers hostile input with a result, never an error', async () => {
    const inputs = [
      '"',
      '-',
      '"unbalanced phrase',
      'a AND b OR NOT c',
      'NEAR(x y)',
      '*',
      '{title}: x',
      'x^2',
      "'; DROP TABLE questions; --",
      '\\',
      '@title x',
      'x/0.5',
      '中文 日本語',
      '😀',
      'a'.repeat(5_000),
      '-only -negative',
      'MAYBE SENTENCE PARAGRAPH ZONE:(h1)',
      '= ~ | $ ! ( )',
    ];
    for (const q of inputs) {
      const answer = await engine(name).search(searchRequest(`q=${encodeURIComponent(q)}`));
      expect(answer.total, q).toBeGreaterThanOrEqual(0);
      expect(answer.hits.length).toBeLessThanOrEqual(10);
    }
  });

  it('ranks by relevance: the same top ten as FTS5 (the embedded engine exactly; the server mostly, docs/search.md)', async () => {
    let overlap = 0;
    let queries = 0;
    for (let i = 0; i + 1 < words.length; i += 2) {
      const request = searchRequest(`q=${words[i]}`);
      const expected = reference.topIds(reference.expressionOf(request), request, 10);
      if (expected.length < 10) continue;
      const got = ids(await engine(name).search(request));
      if (name === 'sqlite') expect(got).toEqual(expected);
      overlap += got.filter((id) => expected.includes(id)).length / expected.length;
      queries++;
    }
    expect(queries).toBeGreaterThan(5);
    expect(overlap / queries).toBeGreaterThanOrEqual(name === 'sqlite' ? 1 : 0.7);
  });
});

/**
 * The same contract with query understanding and relaxed matching on (the site's defaults,
 * decision 0011): spelling corrections, synonym expansions, places in the text and the
 * `2<75%` minimum-should-match give the same understanding, the same matches and the same
 * totals on both engines; only the order within the matches may differ (docs/search.md).
 */
describe('understanding and relaxed matching on both engines', () => {
  const understood: Engine[] = [];
  let closeUnderstood: (() => Promise<void>) | undefined;
  let lexicon: Lexicon;
  const docsOf = (phrase: string) =>
    new Set(
      db
        .prepare('SELECT rowid FROM question_search WHERE question_search MATCH ?')
        .pluck()
        .all(`"${phrase}"`) as number[],
    );
  const docOfQuestion = (id: number) =>
    db.prepare('SELECT doc FROM question_search_docs WHERE question_id = ?').pluck().get(id) as number;

  beforeAll(async () => {
    const archive = db.name;
    const { archiveLexicon } = await import('#app/search/engines/sqlite/spelling.server.ts');
    lexicon = archiveLexicon(db);
    const { search } = await loadSearchService(archive, SITE_DEFAULTS);
    understood.push({ name: 'sqlite', search: async (r) => search(r) });
    if (searchd) {
      const { createSphinxQLEngine } = await import('#app/search/engines/sphinxql/engine.server.ts');
      const { createRemoteSearchService } = await import('#app/search/service.ts');
      const { defaultSearchSettings } = await import('#app/search/config.ts');
      const matching = defaultSearchSettings();
      const engine = createSphinxQLEngine({
        url: searchd.url('questions'),
        index: 'questions',
        timeoutMs: 5_000,
        connections: 4,
        matching,
      });
      closeUnderstood = () => engine.close();
      const service = createRemoteSearchService(engine, () => null, matching);
      understood.push({ name: 'sphinxql', search: (r) => service.search(r) });
    }
  }, 60_000);
  afterAll(async () => closeUnderstood?.());

  /** Words the query parser keeps beside others (not question phrasing such as "want"), each its own concept. */
  const keptWords = () => words.filter((w) => parseSearchText(`zzzqxv ${w}`).include.some((p) => p[0] === w));

  const both = (query: string) => Promise.all(understood.map((e) => e.search(searchRequest(query))));

  it('corrects a misspelling into the same query on both engines, and not with exact=1', async () => {
    const { understandQuery } = await import('#app/search/understanding/understand.ts');
    // A frequent word of the fixture with its third letter dropped, which the archive's spelling data corrects.
    const slip = (w: string) => w.slice(0, 2) + w.slice(3);
    const target = words.find((w) => w.length >= 7 && understandQuery(slip(w), lexicon).corrected === w)!;
    expect(target).toBeDefined();
    const typo = slip(target);
    const q = `${typo} ${words[1]}`;
    for (const answer of await both(`q=${encodeURIComponent(q)}`)) {
      expect(answer.originalQuery).toBe(q);
      expect(answer.correctedQuery).toBe(`${target} ${words[1]}`);
    }
    const [a, b] = await both(`q=${encodeURIComponent(q)}`);
    if (b) expect(b.total).toBe(a!.total);
    for (const answer of await both(`q=${encodeURIComponent(q)}&exact=1`)) {
      expect(answer.correctedQuery).toBeNull();
      expect(answer.originalQuery).toBe(q);
    }
  });

  it('expands lay words into legal words, counted exactly, the typed word ranked first', async () => {
    const { understandQuery } = await import('#app/search/understanding/understand.ts');
    const expansions = understandQuery('lawyer', lexicon).expansions.flatMap((e) => e.phrases.map((p) => p.join(' ')));
    expect(expansions).toContain('attorney');
    const matching = new Set<number>();
    for (const phrase of ['lawyer', ...expansions]) for (const doc of docsOf(phrase)) matching.add(doc);
    const typed = docsOf('lawyer');
    expect(matching.size).toBeGreaterThan(typed.size);
    for (const answer of await both('q=lawyer')) {
      expect(answer.total).toBe(matching.size);
      // A typed word weighs more than its expansions: the first hit has it.
      expect(typed.has(docOfQuestion(answer.hits[0]!.id))).toBe(true);
    }
  });

  it('prefers a state named in the text, never filters by it, and says so; noplace=1 searches the words (decision 0034)', async () => {
    const { PLACE_PREFERENCE } = await import('#app/search/ranking/place-preference.ts');
    const word = words[0]!;
    const inTexas = reference.total(`"${word}" AND "fstx0"`, searchRequest(`q=${word}`));
    expect(inTexas).toBeGreaterThan(0);
    const answers = await both(`q=${encodeURIComponent(`${word} in texas`)}`);
    const everywhere = await both(`q=${encodeURIComponent(word)}`);
    for (const [i, answer] of answers.entries()) {
      expect(answer.placeFilter).toEqual({ code: 'TX', name: 'Texas', othersFollow: true });
      // Every state searched: the count and the facets are the search everywhere's.
      expect(answer.total).toBe(everywhere[i]!.total);
      expect(answer.facets).toEqual(everywhere[i]!.facets);
      // Ordered by score, a Texas question's times the preference: above others only when their scores are similar.
      const weighted = answer.hits.map(
        (hit) => hit.score * (hit.state === 'TX' ? PLACE_PREFERENCE.weight : 1) * (hit.answerCount > 0 ? 1 : 0.5),
      );
      for (let j = 1; j < weighted.length; j++) expect(weighted[j]!).toBeLessThanOrEqual(weighted[j - 1]! * (1 + 1e-9));
      // The page is the best of Texas and the best everywhere, nothing else.
      const texasFirst = await understood[i]!.search(searchRequest(`q=${encodeURIComponent(word)}&state=TX`));
      const pool = new Set([...texasFirst.hits, ...everywhere[i]!.hits].map((hit) => hit.id));
      for (const hit of answer.hits) expect(pool.has(hit.id)).toBe(true);
    }
    for (const answer of await both(`q=${encodeURIComponent(`${word} in texas`)}&noplace=1`)) {
      expect(answer.placeFilter).toBeNull();
      expect(answer.request.state).toBeNull();
    }
  });

  it('matches most of a longer query (2<75%, fewer concepts while under a page), question words never gating, with the same total on both engines', async () => {
    const { understandQuery } = await import('#app/search/understanding/understand.ts');
    // Words without synonyms and not corrected into another word: each concept is its word's rows, as counted below.
    const kept = keptWords().filter((w) => {
      const understood = understandQuery(w, lexicon);
      return understood.expansions.length === 0 && understood.corrected === null;
    });
    const queries = [
      [kept[0]!, kept[3]!, kept[6]!, kept[9]!],
      [kept[1]!, kept[4]!, kept[7]!],
      [kept[2]!, kept[5]!, kept[8]!, kept[11]!, kept[13]!],
      // Two words: both, then either while fewer than a page have both (decision 0035).
      [kept[10]!, kept[12]!],
    ];
    const withAtLeastOf = (terms: string[]) => {
      const sets = terms.map(docsOf);
      const informed = informedOf(terms);
      const maskOf = (doc: number) => sets.reduce((m, s, i) => (s.has(doc) ? m | (1 << i) : m), 0);
      const count = (doc: number) => sets.filter((s) => s.has(doc)).length;
      const qualifies = (doc: number, min: number) => count(doc) >= min || informed[maskOf(doc)] === 1;
      const union = new Set(sets.flatMap((s) => [...s]));
      return { qualifies, withAtLeast: (min: number) => [...union].filter((doc) => qualifies(doc, min)).length };
    };
    const minimumOf = (n: number) => (n <= 2 ? n : Math.min(4, Math.max(2, Math.floor(n * 0.75))));
    // Matching by information (decision 0033): a set of words with half the query's IDF also qualifies.
    // Each word's information as the engines read it from the archive's index.
    const { conceptInformation } = await import('#app/search/engines/sqlite/information.server.ts');
    const bitCount = (mask: number) => mask.toString(2).replaceAll('0', '').length;
    const informedOf = (terms: string[]) => informedSets(conceptInformation(planQuery(parseSearchText(terms.join(' ')))));
    const frequent = [...kept].sort((a, b) => docsOf(b).size - docsOf(a).size);
    // A question typed in eight words: at most four of them asked (decision 0024).
    queries.push(frequent.slice(0, 8));
    // Two words only a few questions have together: widened to either (decisions 0022, 0035).
    const pairs = frequent.flatMap((a, i) => frequent.slice(i + 1).map((b) => [a, b]));
    const few = pairs.find((terms) => {
      const n = withAtLeastOf(terms).withAtLeast(2);
      return n > 0 && n < 10;
    });
    expect(few).toBeDefined();
    queries.push(few!);
    let widened = 0;
    for (const terms of queries) {
      const { qualifies, withAtLeast } = withAtLeastOf(terms);
      // 2<75%, at most 4; while fewer than a page (10) match, one concept fewer, down to any.
      const minimum = minimumOf(terms.length);
      let min = minimum;
      while (min > 1 && withAtLeast(min) < 10) min--;
      if (min < minimum && withAtLeast(minimum) > 0) widened++;
      const expected = withAtLeast(min);
      // "any" only when no question has every word asked at first (two words: both).
      const noneHadAll = !(minimum === terms.length && withAtLeast(minimum) > 0);
      const mode = min === terms.length ? 'all' : min < minimum && min === 1 && noneHadAll ? 'any' : 'most';
      const q = terms.join(' ');
      const answers = [...(await both(`q=${encodeURIComponent(q)}`)), ...(await both(`q=${encodeURIComponent(`what happens to ${q}`)}`))];
      // Sets of words below the minimum that qualify by information add matches (decision 0033).
      const byInformation = informedOf(terms).some((qualifies, mask) => qualifies === 1 && bitCount(mask) < min);
      for (const answer of answers) {
        if (byInformation) expect(answer.total, q).toBeGreaterThanOrEqual(expected);
        else expect(answer.total, q).toBe(expected);
        expect(answer.total, q).toBe(answers[0]!.total);
        expect(answer.totalApproximate).toBe(false);
        expect(answer.mode, q).toBe(mode);
        if (mode !== 'any') for (const hit of answer.hits) expect(qualifies(docOfQuestion(hit.id), min)).toBe(true);
        // Ranked by bm25 x coverage: a page is ordered by score, more concepts first, an
        // unanswered question at its share of its score (decision 0032).
        const ordered = answer.hits.map((h) => h.score * (h.answerCount > 0 ? 1 : ANSWERED_FIRST.unansweredWeight));
        for (let i = 1; i < ordered.length; i++) expect(ordered[i - 1]!).toBeGreaterThanOrEqual(ordered[i]! * (1 - 1e-9));
      }
    }
    // The long question had a few matches with its minimum: widened to a page, not left short.
    expect(widened).toBeGreaterThan(0);
  });

  it('searches a question of more than ten concepts for its ten rarest words, on both engines (decision 0027)', async () => {
    const { understandQuery } = await import('#app/search/understanding/understand.ts');
    // Words searched as typed: a word corrected into another one is a different concept.
    const kept = keptWords().filter((w) => {
      const understood = understandQuery(w, lexicon);
      return understood.expansions.length === 0 && understood.corrected === null;
    });
    const twelve = [...kept].sort((a, b) => docsOf(b).size - docsOf(a).size).slice(0, 12);
    expect(twelve).toHaveLength(12);
    const shuffled = [twelve[5]!, twelve[0]!, ...twelve.slice(6), twelve[1]!, ...twelve.slice(2, 5)];
    const answers = await both(`q=${encodeURIComponent(shuffled.join(' '))}`);
    for (const [i, answer] of answers.entries()) {
      // The two commonest words are not searched: they are listed with the dropped words...
      const left = answer.dropped.filter((w) => twelve.includes(w));
      expect(left).toHaveLength(2);
      for (const word of left) expect(twelve.slice(0, 4)).toContain(word);
      // ...and the answer is the ten others' answer.
      const ten = shuffled.filter((w) => !left.includes(w));
      const same = await understood[i]!.search(searchRequest(`q=${encodeURIComponent(ten.join(' '))}`));
      expect(answer.total).toBe(same.total);
      expect(answer.hits.map((h) => h.id)).toEqual(same.hits.map((h) => h.id));
    }
  });

  it('ranks answered questions above unanswered ones of similar relevance, on both engines (decision 0032)', async () => {
    // FTS5's own bm25 puts unanswered questions (short documents) near the top for "spouse".
    const raw = db
      .prepare(
        `SELECT q.id, q.answer_count AS answers FROM question_search s JOIN question_search_docs d ON d.doc = s.rowid
         JOIN questions q ON q.id = d.question_id WHERE question_search MATCH '"spouse"'
         ORDER BY bm25(question_search, 8.0, 2.0, 1.0, 0.0, 0.0), s.rowid DESC`,
      )
      .all() as Array<{ id: number; answers: number }>;
    const unansweredAtTop = raw.slice(0, 5).filter((r) => r.answers === 0).map((r) => r.id);
    expect(unansweredAtTop.length).toBeGreaterThanOrEqual(2);
    for (const engine of understood) {
      const first = await engine.search(searchRequest('q=spouse'));
      // Nothing left out: the same total as FTS5's.
      expect(first.total, engine.name).toBe(raw.length);
      expect(first.hits.slice(0, 5).every((h) => h.answerCount > 0), engine.name).toBe(true);
      // The unanswered ones are still there, further down.
      const pages = [first, ...(await Promise.all([2, 3].map((p) => engine.search(searchRequest(`q=spouse&page=${p}`)))))];
      const shown = pages.flatMap((p) => p.hits.map((h) => h.id));
      expect(new Set(shown).size, engine.name).toBe(shown.length);
      const everyMatch = await engine.search({ ...searchRequest('q=spouse'), offset: 0, limit: raw.length });
      for (const id of unansweredAtTop) expect(everyMatch.hits.map((h) => h.id), engine.name).toContain(id);
      // Newest first is the visitor's order: left alone.
      const newest = await engine.search(searchRequest('q=spouse&sort=newest'));
      expect(newest.total).toBe(raw.length);
    }
  });

  it.skipIf(searchdSkipReason !== null)('ranks relaxed matches alike on both engines: documents with more of the words first', async () => {
    const kept = keptWords();
    const terms = [kept[0]!, kept[3]!, kept[6]!, kept[9]!];
    const sets = terms.map(docsOf);
    const coverage = (id: number) => sets.filter((s) => s.has(docOfQuestion(id))).length;
    const [a, b] = await both(`q=${encodeURIComponent(terms.join(' '))}`);
    // The same coverage position by position (the order among equal coverage may differ).
    const shape = (answer: Answer) => answer.hits.map((h) => coverage(h.id));
    expect(Math.max(...shape(b!))).toBe(Math.max(...shape(a!)));
    const shared = ids(a!).filter((id) => ids(b!).includes(id)).length;
    expect(shared / Math.max(1, a!.hits.length)).toBeGreaterThanOrEqual(0.5);
  });
});

/**
 * The SphinxQL engine's bounds (decision 0015), made small enough for the fixture to cross
 * them: relevance ranks the newest `window` matches; the newest `sample` matches give the
 * facets. Below the sample everything is exact; above it, totals and facets are estimates
 * and say so, as the embedded engine's do; newest-first pages stay exact at any size.
 */
describe.skipIf(searchdSkipReason !== null)('the SphinxQL engine past its rank window and sample', () => {
  const WINDOW = 30;
  const SAMPLE = 20;
  let bounded: Engine;
  let closeBounded: (() => Promise<void>) | undefined;

  beforeAll(async () => {
    const { createSphinxQLEngine } = await import('#app/search/engines/sphinxql/engine.server.ts');
    const { createRemoteSearchService } = await import('#app/search/service.ts');
    const { defaultSearchSettings } = await import('#app/search/config.ts');
    const exact = { ...defaultSearchSettings(), ...EXACT_RANKING };
    const engine = createSphinxQLEngine({
      url: searchd!.url('questions'),
      index: 'questions',
      timeoutMs: 5_000,
      connections: 2,
      matching: exact,
      window: WINDOW,
      sample: SAMPLE,
    });
    closeBounded = () => engine.close();
    const service = createRemoteSearchService(engine, () => null, exact);
    bounded = { name: 'sphinxql-bounded', search: (r) => service.search(r) };
  });
  afterAll(async () => closeBounded?.());

  const totalOf = (word: string) => reference.total(`"${word}"`, searchRequest(`q=${word}`));
  const newestDocs = (word: string, n: number) =>
    (db.prepare('SELECT rowid FROM question_search WHERE question_search MATCH ? ORDER BY rowid DESC LIMIT ?').pluck().all(`"${word}"`, n) as number[]).map(questionIdOfDoc);

  it('is exact up to the sample: totals, facets, ranking over every match', async () => {
    // A word rarer than the sample that both stemmers count alike (the contract's words are commoner).
    let word: string | undefined;
    let answer: Answer | undefined;
    for (const candidate of surfaceWords(db, { minDf: 3, maxDf: SAMPLE, limit: 20, minLength: 4 })) {
      answer = await bounded.search(searchRequest(`q=${candidate}`));
      if (answer.total === totalOf(candidate)) {
        word = candidate;
        break;
      }
    }
    if (!word || !answer) throw new Error('no word rarer than the sample that both stemmers count alike');
    const request = searchRequest(`q=${word}`);
    expect(answer.total).toBe(totalOf(word));
    expect(answer.totalApproximate).toBe(false);
    expect(answer.facets.approximate).toBe(false);
    expect(asMap(answer.facets.state)).toEqual(reference.facet('state', `"${word}"`, request));
    expect(answer.ranking).toBe('sphinxql');
  });

  it('between the sample and the window: the total exact, the facets estimated from the newest matches', async () => {
    const word = words.find((w) => totalOf(w) > SAMPLE && totalOf(w) < WINDOW);
    if (!word) return;
    const answer = await bounded.search(searchRequest(`q=${word}`));
    expect(answer.total).toBe(totalOf(word));
    expect(answer.totalApproximate).toBe(false);
    expect(answer.facets.approximate).toBe(true);
    expect(answer.ranking).toBe('sphinxql');
  });

  it('past the window: ranks the newest matches, estimates the total and the facets, and says so', async () => {
    const word = [...words].sort((a, b) => totalOf(b) - totalOf(a))[0]!;
    const exact = totalOf(word);
    expect(exact).toBeGreaterThan(WINDOW);
    const request = searchRequest(`q=${word}`);
    const answer = await bounded.search(request);
    expect(answer.totalApproximate).toBe(true);
    expect(answer.facets.approximate).toBe(true);
    expect(answer.ranking).toBe('recent-window');
    // The estimate spreads the newest matches over the archive: the right size, not the exact count.
    expect(answer.total).toBeGreaterThan(SAMPLE);
    expect(answer.total).toBeGreaterThan(exact / 3);
    expect(answer.total).toBeLessThan(exact * 3);
    // Scaled facet counts add up to about the estimated total.
    const facetSum = answer.facets.category.reduce((sum, f) => sum + f.count, 0);
    expect(Math.abs(facetSum - answer.total)).toBeLessThanOrEqual(answer.facets.category.length);
    // Every hit is among the newest WINDOW matches, and they come in score order.
    const newest = new Set(newestDocs(word, WINDOW));
    for (const hit of answer.hits) expect(newest.has(hit.id)).toBe(true);
    for (let i = 1; i < answer.hits.length; i++)
      expect(answer.hits[i - 1]!.score).toBeGreaterThanOrEqual(answer.hits[i]!.score);
  });

  it('sorts newest first exactly past the window, deep pages included', async () => {
    const word = [...words].sort((a, b) => totalOf(b) - totalOf(a))[0]!;
    const request = searchRequest(`q=${word}&sort=newest`);
    const expected = newestDocs(word, 50);
    const pages = [];
    for (let page = 1; page <= 5; page++) pages.push(...ids(await bounded.search({ ...request, page })));
    expect(pages).toEqual(expected.slice(0, pages.length));
    expect(pages.length).toBe(Math.min(50, totalOf(word)));
  });
});
