import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANSWERED_FIRST } from '#app/search/ranking/answered-first.ts';
import { parseSearchText } from '#app/search/query/parse.ts';
import { informedSets, planQuery } from '#app/search/query/plan.ts';
import type { Lexicon } from '#app/search/understanding/understand.ts';
import { searchdSkipReason } from '../helpers/searchd.ts';
import { SITE_DEFAULTS, loadSearchService, searchRequest } from '../helpers/search-service.ts';
import {
  db,
  reference,
  words,
  searchd,
  ids,
  sphinxqlEngine,
  useContractEngines,
  type Answer,
  type Engine,
} from '../helpers/search-contract.ts';

useContractEngines();

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
      const { defaultSearchSettings } = await import('#app/search/config.ts');
      const site = await sphinxqlEngine('sphinxql', defaultSearchSettings());
      closeUnderstood = site.close;
      understood.push(site);
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

  it("shares the expansions' weight of a word the archive uses at least as often, as both engines plan it (decision 0039)", async () => {
    const { understandQuery } = await import('#app/search/understanding/understand.ts');
    const { archivePlan } = await import('#app/search/engines/sqlite/information.server.ts');
    const { EXPANSION_WEIGHT } = await import('#app/search/understanding/synonyms.ts');
    const plan = archivePlan(parseSearchText('lawyer'), understandQuery('lawyer', lexicon).expansions);
    const [typed, ...expansions] = plan.concepts[0]!.alternatives;
    expect(typed).toEqual({ phrase: ['lawyer'], weight: 1 });
    expect(expansions.length).toBeGreaterThan(1);
    // A phrase's questions as the rule reads them: its rarest word's.
    const df = (phrase: readonly string[]) => Math.min(...phrase.map((w) => docsOf(w).size));
    const shared = expansions.every((e) => df(e.phrase) <= df(typed!.phrase));
    for (const e of expansions) expect(e.weight).toBeCloseTo(shared ? EXPANSION_WEIGHT / expansions.length : EXPANSION_WEIGHT, 9);
  });

  it('prefers a state named in the text, never filters by it, and says so; noplace=1 searches the words (decision 0034)', async () => {
    const { placeWeight } = await import('#app/search/ranking/place-preference.ts');
    const texas = { code: 'TX', name: 'Texas' };
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
        (hit) => hit.score * placeWeight(texas, hit) * (hit.answerCount > 0 ? 1 : 0.5),
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
    const informedOf = (terms: string[]) =>
      informedSets(conceptInformation(planQuery(parseSearchText(terms.join(' ')))));
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
      const answers = [
        ...(await both(`q=${encodeURIComponent(q)}`)),
        ...(await both(`q=${encodeURIComponent(`what happens to ${q}`)}`)),
      ];
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
        for (let i = 1; i < ordered.length; i++)
          expect(ordered[i - 1]!).toBeGreaterThanOrEqual(ordered[i]! * (1 - 1e-9));
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
    const unansweredAtTop = raw
      .slice(0, 5)
      .filter((r) => r.answers === 0)
      .map((r) => r.id);
    expect(unansweredAtTop.length).toBeGreaterThanOrEqual(2);
    for (const engine of understood) {
      const first = await engine.search(searchRequest('q=spouse'));
      // Nothing left out: the same total as FTS5's.
      expect(first.total, engine.name).toBe(raw.length);
      expect(
        first.hits.slice(0, 5).every((h) => h.answerCount > 0),
        engine.name,
      ).toBe(true);
      // The unanswered ones are still there, further down.
      const pages = [
        first,
        ...(await Promise.all([2, 3].map((p) => engine.search(searchRequest(`q=spouse&page=${p}`))))),
      ];
      const shown = pages.flatMap((p) => p.hits.map((h) => h.id));
      expect(new Set(shown).size, engine.name).toBe(shown.length);
      const everyMatch = await engine.search({ ...searchRequest('q=spouse'), offset: 0, limit: raw.length });
      for (const id of unansweredAtTop)
        expect(
          everyMatch.hits.map((h) => h.id),
          engine.name,
        ).toContain(id);
      // Newest first is the visitor's order: left alone.
      const newest = await engine.search(searchRequest('q=spouse&sort=newest'));
      expect(newest.total).toBe(raw.length);
    }
  });

  it.skipIf(searchdSkipReason !== null)(
    'ranks relaxed matches alike on both engines: documents with more of the words first',
    async () => {
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
    },
  );
});
