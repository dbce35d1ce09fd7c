import type Database from 'better-sqlite3';
import {
  andExpressions,
  filterExpression,
  matchAllExpression,
  matchAnyExpression,
  parseSearchText,
  STOPWORDS,
  tokenize,
  type ParsedQuery,
} from '#app/search/query/parse.ts';
import type { SearchSettings } from '#app/search/config.ts';
import { archiveLexicon } from '#app/search/engines/sqlite/spelling.server.ts';
import { understandQuery } from '#app/search/understanding/understand.ts';
import type { RelevanceQuery } from './relevance-set.ts';

/**
 * The systems the relevance benchmark compares: each ranks the archive's questions for a
 * query and returns question ids, best first. A new engine (e.g. a search server) is one
 * more entry in ENGINES; scored columns are chosen with --engines.
 */
export interface RankingEngine {
  readonly name: string;
  readonly description: string;
  rank(query: RelevanceQuery, depth: number): number[] | Promise<number[]>;
  /** Stops what the engine started (a search server). */
  close?(): Promise<void>;
}

export interface EngineContext {
  /** Path of the corpus archive. */
  readonly archive: string;
  /** A read-only connection to it. */
  readonly db: Database.Database;
  /** Search settings changed from the search code's own (`--setting name=value`), for comparisons. */
  readonly settings?: Partial<SearchSettings>;
}

type EngineFactory = (context: EngineContext) => Promise<RankingEngine>;

/** FTS5's bm25 with the site's column weights (title 8, body 2, answers 1), ties newest first, as question ids. */
function fts5Ranker(db: Database.Database): (expression: string | null, depth: number) => number[] {
  const statement = db
    .prepare(
      `SELECT d.question_id FROM (SELECT rowid AS doc, bm25(question_search, 8.0, 2.0, 1.0, 0.0, 0.0) AS score
         FROM question_search WHERE question_search MATCH ? ORDER BY score, rowid DESC LIMIT ?) m
       JOIN question_search_docs d ON d.doc = m.doc ORDER BY m.score, m.doc DESC`,
    )
    .pluck();
  return (expression, depth) => (expression ? (statement.all(expression, depth) as number[]) : []);
}

function plainFts5(
  name: string,
  description: string,
  expressionOf: (parsed: ParsedQuery) => string | null,
): EngineFactory {
  return async ({ db }) => {
    const rank = fts5Ranker(db);
    return { name, description, rank: (query, depth) => rank(expressionOf(parseSearchText(query.query)), depth) };
  };
}

/** The query's bare words replaced through `rewrite` (phrases and exclusions kept), as any-word FTS5. */
function rewrittenOr(parsed: ParsedQuery, rewrite: (word: string) => string | null): string | null {
  const parts = parsed.include.map((phrase) => {
    const word = phrase.length === 1 ? rewrite(phrase[0]!) : null;
    return word ?? `"${phrase.join(' ')}"`;
  });
  if (parts.length === 0) return null;
  const positive = parts.join(' OR ');
  return parsed.exclude.length === 0
    ? positive
    : `(${positive}) NOT (${parsed.exclude.map((p) => `"${p.join(' ')}"`).join(' OR ')})`;
}

/** Optimal string alignment distance (transpositions count 1), capped: returns max + 1 once above `max`. */
function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const rows: number[][] = [Array.from({ length: b.length + 1 }, (_, j) => j)];
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(rows[i - 1]![j]! + 1, row[j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        value = Math.min(value, rows[i - 2]![j - 2]! + 1);
      row.push(value);
      best = Math.min(best, value);
    }
    if (best > max) return max + 1;
    rows.push(row);
  }
  return rows[a.length]![b.length]!;
}

/**
 * A crude speller for widening the pool only: a word seen at most once in the archive's
 * titles and bodies becomes the most frequent word within 1 edit (2 for words of 8+ letters).
 */
function archiveSpeller(db: Database.Database): (word: string) => string | null {
  const counts = new Map<string, number>();
  for (const row of db.prepare('SELECT title, body FROM questions').iterate() as Iterable<{
    title: string;
    body: string;
  }>)
    for (const word of tokenize(`${row.title} ${row.body}`)) counts.set(word, (counts.get(word) ?? 0) + 1);
  const frequent = [...counts].filter(([w, n]) => n >= 3 && w.length >= 3);
  return (word) => {
    if ((counts.get(word) ?? 0) > 1 || word.length < 4) return null;
    const max = word.length >= 8 ? 2 : 1;
    let best: [string, number] | null = null;
    for (const [candidate, n] of frequent)
      if ((!best || n > best[1]) && editDistance(word, candidate, max) <= max) best = [candidate, n];
    return best ? `"${best[0]}"` : null;
  };
}

export const ENGINES: Record<string, EngineFactory> = {
  site: async ({ archive, settings }) => {
    // The site's own search, through search's public surface as the server runs it, or its
    // own service when settings are changed; its archive is the corpus archive.
    process.env.DATABASE_PATH = archive;
    const { searchOnThisThread } = await import('#app/search/index.server.ts');
    const { parseSearchParams } = await import('#app/search/index.ts');
    const search = settings && Object.keys(settings).length > 0 ? await changedService(settings) : searchOnThisThread;
    return {
      name: 'site',
      description: "the site's search (app/search/index.server.ts, searchOnThisThread), uncached",
      rank: (query, depth) => {
        const parsed = parseSearchParams(new URLSearchParams({ q: query.query }));
        if (!parsed.ok) throw new Error(`${query.id}: ${parsed.error}`);
        return search({ ...parsed.request, offset: 0, limit: depth }).hits.map(
          (h) => h.id,
        );
      },
    };
  },
  'fts5-and': plainFts5(
    'fts5-and',
    'plain FTS5, every word (same parse and column weights), no fallback',
    matchAllExpression,
  ),
  'fts5-or': plainFts5('fts5-or', 'plain FTS5, any word (same parse and column weights)', matchAnyExpression),
  // The site's search before query understanding and relaxed matching (the baseline their
  // targets were set against): every word, and any word only when no question has them all.
  'fts5-and-or': async ({ db }) => {
    const rank = fts5Ranker(db);
    return {
      name: 'fts5-and-or',
      description: 'plain FTS5, every word; any word when nothing has every word (the site before relaxed matching)',
      rank: (query, depth) => {
        const parsed = parseSearchText(query.query);
        const all = rank(matchAllExpression(parsed), depth);
        return all.length > 0 || parsed.include.length < 2 ? all : rank(matchAnyExpression(parsed), depth);
      },
    };
  },
  // Pool-only variants: cheap systems that surface other documents, so that the judged pool
  // is fair to future rankings (spelling correction, synonyms, relaxed matching, places).
  'pool-prefix': async ({ db }) => {
    const rank = fts5Ranker(db);
    return {
      name: 'pool-prefix',
      description: 'any word, each word of 6+ letters cut to its first 5 letters as an FTS5 prefix query',
      rank: (query, depth) =>
        rank(
          rewrittenOr(parseSearchText(query.query), (w) => (w.length >= 6 ? `"${w.slice(0, 5)}"*` : null)),
          depth,
        ),
    };
  },
  'pool-spelled': async ({ db }) => {
    const rank = fts5Ranker(db);
    const spell = archiveSpeller(db);
    return {
      name: 'pool-spelled',
      description: 'any word, words rare in the archive replaced by its most frequent word 1-2 edits away',
      rank: (query, depth) => rank(rewrittenOr(parseSearchText(query.query), spell), depth),
    };
  },
  'pool-intent': async ({ db }) => {
    const rank = fts5Ranker(db);
    return {
      name: 'pool-intent',
      description:
        "any word of the judge's rewrite in the corpus's legal words (the query's `intent`), in the query's state when it names one",
      rank: (query, depth) => {
        const parsed = parseSearchText(query.intent);
        const words = { ...parsed, include: parsed.include.filter((p) => p.length > 1 || !STOPWORDS.has(p[0]!)) };
        return rank(andExpressions(matchAnyExpression(words), filterExpression({ state: query.state })), depth);
      },
    };
  },
};

/**
 * A grep: questions whose title or body contain the most of the query's words (each word
 * of 6+ letters as its first 5 letters, at a word start), newest first among equals. A
 * pool variant that knows nothing of FTS5's tokens or weights.
 */
ENGINES['pool-grep'] = async ({ db }) => {
  const rows = (db.prepare('SELECT id, title, body FROM questions ORDER BY posted_at DESC, id DESC').all() as Array<{
    id: number;
    title: string;
    body: string;
  }>).map((r) => ({ id: r.id, text: `${r.title}\n${r.body}`.toLowerCase() }));
  return {
    name: 'pool-grep',
    description: 'a grep of title and body: most query words present (5-letter stems), newest first among equals',
    rank: (query, depth) => {
      const words = [...new Set(tokenize(query.query).filter((w) => !STOPWORDS.has(w)))];
      const patterns = words.map((w) => new RegExp(`\\b${(w.length >= 6 ? w.slice(0, 5) : w).replace(/[^a-z0-9]/g, '')}`));
      return rows
        .map((r) => ({ id: r.id, found: patterns.filter((p) => p.test(r.text)).length }))
        .filter((r) => r.found > 0)
        .sort((a, b) => b.found - a.found)
        .slice(0, depth)
        .map((r) => r.id);
    },
  };
};

/**
 * Any word of what query understanding makes of the query (spelling corrected, the
 * state taken out as a filter, the synonym table's phrases added), as plain FTS5: a pool
 * variant that meets the questions a corrected, expanded, place-filtered search will rank.
 */
ENGINES['pool-understood'] = async ({ db }) => {
  const rank = fts5Ranker(db);
  const lexicon = archiveLexicon(db);
  return {
    name: 'pool-understood',
    description: 'any word of the understood query (corrections, synonym phrases, the named state as a filter)',
    rank: (query, depth) => {
      const understood = understandQuery(query.query, lexicon);
      const parsed = parseSearchText(understood.text);
      const phrases = understood.expansions.flatMap((e) => e.phrases.map((words) => [...words]));
      const widened = { ...parsed, include: [...parsed.include, ...phrases] };
      return rank(
        andExpressions(matchAnyExpression(widened), filterExpression({ state: understood.place?.code })),
        depth,
      );
    },
  };
};

/** The site's search service with some settings changed (the comparisons of `--setting`). */
async function changedService(changes: Partial<SearchSettings>) {
  const { archiveInfo } = await import('#app/data/archive.server.ts');
  const { defaultSearchSettings } = await import('#app/search/config.ts');
  const { createSearchService } = await import('#app/search/service.ts');
  const { createSqliteEngine } = await import('#app/search/engines/sqlite/engine.server.ts');
  const settings = defaultSearchSettings(changes);
  return createSearchService(createSqliteEngine(settings), () => archiveInfo().generation, settings).search;
}

/**
 * The SphinxQL engine as the site runs it with SEARCH_ENGINE=sphinxql: a searchd this
 * process starts (temporary folder, free port) over a plain index of the corpus archive,
 * behind the same query layer (understanding, relaxed matching, any `--setting`), uncached.
 * Skipped, saying why, when searchd is missing.
 */
ENGINES.sphinxql = async ({ archive, settings: changes }) => {
  process.env.DATABASE_PATH = archive;
  const { searchdMissing } = await import('#scripts/search/searchd.ts');
  const missing = searchdMissing();
  if (missing) throw new Error(`the sphinxql engine needs searchd: ${missing}`);
  const { startArchiveSearchd } = await import('#scripts/search/setup.ts');
  const { getConfig } = await import('#app/config/get-config.server.ts');
  const { defaultSearchSettings, sphinxqlSettings } = await import('#app/search/config.ts');
  const { createSphinxQLEngine } = await import('#app/search/engines/sphinxql/engine.server.ts');
  const { createRemoteSearchService } = await import('#app/search/service.ts');
  const { parseSearchParams } = await import('#app/search/index.ts');
  const searchd = await startArchiveSearchd(archive);
  const config = getConfig();
  // The engine as the site configures it (rank window, sample), on this searchd.
  const settings = sphinxqlSettings(config);
  const matching = defaultSearchSettings(changes);
  const engine = createSphinxQLEngine({
    ...settings,
    url: searchd.url('questions'),
    index: 'questions',
    timeoutMs: 10_000,
    connections: 2,
  });
  const service = createRemoteSearchService(engine, () => archive, matching);
  return {
    name: 'sphinxql',
    description:
      "the SphinxQL engine (a searchd started on the corpus archive) behind the site's query layer, uncached",
    rank: async (query, depth) => {
      const parsed = parseSearchParams(new URLSearchParams({ q: query.query }));
      if (!parsed.ok) throw new Error(`${query.id}: ${parsed.error}`);
      const result = await service.search({ ...parsed.request, offset: 0, limit: depth });
      return result.hits.map((h) => h.id);
    },
    close: async () => {
      await engine.close();
      await searchd.destroy();
    },
  };
};

export const SCORED_ENGINES = ['site', 'fts5-and-or', 'fts5-and', 'fts5-or'];
/** The systems read to build the judged pool, with the depth read from each. */
export const POOL_DEPTHS: Record<string, number> = {
  site: 20,
  'fts5-and': 20,
  'fts5-or': 20,
  'pool-prefix': 10,
  'pool-spelled': 20,
  'pool-intent': 20,
  'pool-understood': 20,
  'pool-grep': 20,
};

export async function closeEngines(engines: readonly RankingEngine[]): Promise<void> {
  for (const engine of engines) await engine.close?.();
}

export async function createEngines(names: readonly string[], context: EngineContext): Promise<RankingEngine[]> {
  const unknown = names.filter((n) => !ENGINES[n]);
  if (unknown.length > 0)
    throw new Error(`unknown engine(s): ${unknown.join(', ')} (known: ${Object.keys(ENGINES).join(', ')})`);
  const engines: RankingEngine[] = [];
  for (const name of names) engines.push(await ENGINES[name]!(context));
  return engines;
}
