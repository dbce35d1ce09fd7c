import Database from 'better-sqlite3';
import { afterAll, beforeAll } from 'vitest';
import type { SearchSettings } from '#app/search/config.ts';
import type { SearchRequest } from '#app/search/request.ts';
import type { RankedSearchResult } from '#app/search/results/result.ts';
import type { SearchdInstance } from '#scripts/search/searchd.ts';
import { buildFixtureArchive } from './fixture-archive.ts';
import { searchdSkipReason, startArchiveSearchd } from './searchd.ts';
import { EXACT_RANKING, fts5Reference, loadSearchService, searchRequest, surfaceWords } from './search-service.ts';

/**
 * The search contract's fixture: the embedded SQLite engine and the SphinxQL engine (a searchd
 * started here) on one fixture archive, with FTS5 as the reference. Each test file that calls
 * `useContractEngines()` gets its own archive, searchd and engines; the bindings below are live.
 */
export type Answer = Omit<RankedSearchResult, 'elapsedMs' | 'cached'>;
export interface Engine {
  readonly name: string;
  search(request: SearchRequest): Promise<Answer>;
}

export const engines: Engine[] = [];
export let db: Database.Database;
export let reference: ReturnType<typeof fts5Reference>;
export let words: string[];
export const stemDifferences: string[] = [];
export let phrase: string;

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
export let searchd: SearchdInstance | undefined;
let closeSphinx: (() => Promise<void>) | undefined;

export function useContractEngines(): void {
  beforeAll(async () => {
    const archive = await buildFixtureArchive('tests/fixtures/demo-small', 'tests/fixtures/search');
    db = new Database(archive, { readonly: true });
    reference = fts5Reference(db);
    const candidates = surfaceWords(db, { minDf: 4, maxDf: 120, limit: 60, minLength: 4 });
    // Both engines on the same matching rules: every word, then any word, no understanding
    // (compared with FTS5's own answers; understanding and relaxed matching: search-contract-understanding).
    const { search } = await loadSearchService(archive, EXACT_RANKING);
    engines.push({ name: 'sqlite', search: async (r) => search(r) });
    if (!searchdSkipReason) {
      searchd = await startArchiveSearchd(archive);
      const { defaultSearchSettings } = await import('#app/search/config.ts');
      const exact = await sphinxqlEngine('sphinxql', { ...defaultSearchSettings(), ...EXACT_RANKING });
      closeSphinx = exact.close;
      engines.push(exact);
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
}

/** A SphinxQL engine on this file's searchd with the given matching settings (and bounds). */
export async function sphinxqlEngine(
  name: string,
  matching: SearchSettings,
  bounds: { connections?: number; window?: number; sample?: number } = {},
): Promise<Engine & { close: () => Promise<void> }> {
  const { createSphinxQLEngine } = await import('#app/search/engines/sphinxql/engine.server.ts');
  const { createRemoteSearchService } = await import('#app/search/service.ts');
  const engine = createSphinxQLEngine({
    url: searchd!.url('questions'),
    index: 'questions',
    timeoutMs: 5_000,
    connections: 4,
    matching,
    ...bounds,
  });
  const service = createRemoteSearchService(engine, () => null, matching);
  return { name, search: (r) => service.search(r), close: () => engine.close() };
}

export const names = ['sqlite', ...(searchdSkipReason ? [] : ['sphinxql'])];
export const engine = (name: string) => engines.find((e) => e.name === name)!;
export const ids = (a: Answer) => a.hits.map((h) => h.id);
export const asMap = <K extends string | number>(list: readonly { value: K; count: number }[]) =>
  Object.fromEntries(list.map((f) => [f.value, f.count]));
export const questionIdOfDoc = (doc: number) =>
  db.prepare('SELECT question_id FROM question_search_docs WHERE doc = ?').pluck().get(doc) as number;
