import { z } from 'zod';
import { decimal, onOff, whole as wholeNumber } from '#app/config/rules.ts';

/**
 * The search section of the app's configuration (composed into the schema of
 * app/config/schema.ts, parsed once at boot): every SEARCH_* variable, with its default.
 * `searchSettings` turns the parsed values into the settings object the search service and
 * its engine are created with (tests and benchmarks create their own).
 */

const whole = (min: number, max: number, fallback: number, unit = '') => wholeNumber(min, max, unit).default(fallback);

/** The SphinxQL engine's bounds when SPHINXQL_RANK_WINDOW / SPHINXQL_SAMPLE are unset (measured: decision 0015). */
export const SPHINXQL_DEFAULTS = { window: 10_000, sample: 1_000 } as const;

export const searchConfigShape = {
  /** When set, POST /json/search requires it (X-Api-Key or Authorization: Bearer). */
  SEARCH_API_KEY: z.string().min(16, 'must be at least 16 characters when set').optional(),
  /** Worker threads that run searches (0: on the request thread); absent: one per CPU, 2 to 4. */
  SEARCH_THREADS: wholeNumber(0, 32).optional(),
  /** A search taking longer fails with the spec's message (and its thread is replaced). */
  SEARCH_TIMEOUT_MS: whole(100, 60_000, 5000, ' of milliseconds'),
  /** Matches counted exactly (and listed newest first for the facets); above, counts are estimated. */
  SEARCH_SAMPLE_SIZE: whole(1, 1_000_000, 5_000),
  /** Matches FTS5 ranks exhaustively; above, the title tier or the newest this many. */
  SEARCH_RANK_BUDGET: whole(1, 100_000_000, 120_000),
  /** Above this many (estimated) matches the title tier is skipped (unset: no limit). */
  SEARCH_TIER_MAX: wholeNumber(0, 1_000_000_000).optional(),
  /** A quoted phrase with more rows than this over the archive is not listed from FTS5. */
  SEARCH_PHRASE_ROWS_MAX: whole(1, 100_000_000, 300_000),
  /** 0 turns the impact lists off (FTS5 ranks one-word queries; comparisons). */
  SEARCH_IMPACT: onOff('1'),
  /** 0: an unproven any-word ranking from the impact lists goes to FTS5 instead. */
  SEARCH_IMPACT_APPROXIMATE: onOff('1'),
  /** The impact lists' threshold algorithm gives up after scoring this many candidate rows. */
  SEARCH_IMPACT_MAX_RESCORED: whole(1, 1_000_000, 192),
  /** A query with a rare word (no impact list) is scored from the text up to this many matches. */
  SEARCH_IMPACT_RARE_UNIVERSE: whole(0, 1_000_000, 150),
  /** Entries read of each impact list (they are stored deeper). */
  SEARCH_IMPACT_READ_DEPTH: whole(1, 10_000_000, 10_000),
  /** 0 turns the postings off (the impact lists and FTS5 answer; comparisons). */
  SEARCH_POSTINGS: onOff('1'),
  /** All-words queries expected to match at least this many rows, and relaxed queries over this many postings, list only the newest matches. */
  SEARCH_POSTINGS_SAMPLED_MIN: whole(1, 1_000_000_000, 20_000),
  /**
   * Relaxed queries over many postings try the impact lists (decision 0021) only while their
   * candidates cost less than summing every posting, one candidate in one list counted as
   * this many postings (0: always try).
   */
  SEARCH_RELAXED_CANDIDATE_COST: whole(0, 1_000_000, 16),
  /** A phrase query from the postings' bounds gives up after scoring this many candidates. */
  SEARCH_PHRASE_MAX_RESCORED: whole(1, 1_000_000, 320),
  /** 0: quoted phrases are not read from the FTS5 index's pages (comparisons). */
  SEARCH_INDEX_PHRASES: onOff('1'),
  /** A phrase word whose doclist spans more leaf pages than this is left to FTS5. */
  SEARCH_INDEX_MAX_PAGES: whole(1, 10_000_000, 4_000),
  /** 0: no spelling correction (issue 16; comparisons and the benchmark's cost breakdown). */
  SEARCH_CORRECTION: onOff('1'),
  /** 0: no lay/legal synonym expansion. */
  SEARCH_EXPANSION: onOff('1'),
  /** 0: a state named in the text is searched as a word, not applied as the filter. */
  SEARCH_PLACES: onOff('1'),
  /** A question typed in more concepts is searched for this many, its words the archive has in the fewest questions (decision 0027); 0: every one. */
  SEARCH_MAX_CONCEPTS: whole(0, 100, 10),
  /** 0: no relaxed matching (every word, then any word, as before decision 0011). */
  SEARCH_RELAXED: onOff('1'),
  /** Relaxed matching's coverage factor: score x (share of the query's concepts a row has)^this (decisions 0019, 0035). */
  SEARCH_COVERAGE_EXPONENT: decimal(0, 10).default(0.5),
  /** Relaxed matching: the share of a query's words (above two) a question must have (Elasticsearch's `2<75%`). */
  SEARCH_MINIMUM_SHARE: decimal(0, 1).default(0.75),
  /** How relaxed matching weighs coverage: `idf` (the IDF share of the words a row has), `count` (their share), `tiered` (rows with more words first). */
  SEARCH_COVERAGE: z.enum(['idf', 'count', 'tiered'], { message: 'must be idf, count or tiered' }).default('count'),
  /** Title coverage of questions typed in many words (decision 0014): score x (1 + this x the share of the concepts a title has); 0: off. */
  SEARCH_TITLE_WEIGHT: decimal(0, 100).default(2),
  /** Megabytes of phrase postings each search thread keeps (0: none). */
  SEARCH_PHRASE_CACHE_MB: whole(0, 4096, 16, ' of megabytes'),
  SEARCH_WORD_CACHE_MB: whole(0, 4096, 64, ' of megabytes'),
  /** Which engine answers: the embedded SQLite/FTS5 engine, or a search server over SphinxQL (docs/search.md). */
  SEARCH_ENGINE: z.enum(['sqlite', 'sphinxql'], { message: 'must be sqlite or sphinxql' }).default('sqlite'),
  /** The search server (Manticore, Sphinx 2.2 searchd, or a distributed index's head) and its index. */
  SPHINXQL_URL: z
    .string()
    .default('mysql://127.0.0.1:9306/questions')
    .refine(
      (v) => /^mysql:\/\/[^\s/:]+(:\d{1,5})?(\/[A-Za-z_][A-Za-z0-9_]{0,63})?$/.test(v),
      'must be mysql://host[:port][/index] (index: letters, digits, underscores)',
    ),
  /** Connections to the search server the process keeps open at most. */
  SPHINXQL_CONNECTIONS: whole(1, 256, 8),
  /** Relevance on the search server ranks the newest this many matches of a query (0: every match; decision 0015). */
  SPHINXQL_RANK_WINDOW: whole(0, 100_000_000, SPHINXQL_DEFAULTS.window),
  /** The newest matches whose states and categories make the facets (exact up to this many, estimated beyond). */
  SPHINXQL_SAMPLE: whole(1, 100_000, SPHINXQL_DEFAULTS.sample),
};

const searchConfigSchema = z.object(searchConfigShape);
type SearchConfig = z.infer<typeof searchConfigSchema>;

/** What the search service and the SQLite engine are created with. */
export interface SearchSettings {
  readonly sampleSize: number;
  readonly rankBudget: number;
  readonly tierMaxMatches: number;
  readonly phraseRowsMax: number;
  readonly impact: boolean;
  readonly impactApproximate: boolean;
  readonly impactMaxRescored: number;
  readonly impactRareUniverse: number;
  readonly impactReadDepth: number;
  readonly postings: boolean;
  readonly postingsSampledMin: number;
  readonly relaxedCandidateCost: number;
  readonly phraseMaxRescored: number;
  readonly indexPhrases: boolean;
  readonly indexMaxPages: number;
  readonly phraseCacheBytes: number;
  readonly wordCacheBytes: number;
  readonly correction: boolean;
  readonly expansion: boolean;
  readonly places: boolean;
  /** At most this many concepts of a query are searched (decision 0027); 0: every one. */
  readonly maxConcepts: number;
  readonly relaxed: boolean;
  readonly coverageExponent: number;
  readonly coverage: 'idf' | 'count' | 'tiered';
  readonly minimumShare: number;
  /** Title coverage's weight (decision 0014); 0: off. */
  readonly titleWeight: number;
}

export function searchSettings(config: SearchConfig): SearchSettings {
  return {
    sampleSize: config.SEARCH_SAMPLE_SIZE,
    rankBudget: config.SEARCH_RANK_BUDGET,
    tierMaxMatches: config.SEARCH_TIER_MAX ?? Infinity,
    phraseRowsMax: config.SEARCH_PHRASE_ROWS_MAX,
    impact: config.SEARCH_IMPACT,
    impactApproximate: config.SEARCH_IMPACT_APPROXIMATE,
    impactMaxRescored: config.SEARCH_IMPACT_MAX_RESCORED,
    impactRareUniverse: config.SEARCH_IMPACT_RARE_UNIVERSE,
    impactReadDepth: config.SEARCH_IMPACT_READ_DEPTH,
    postings: config.SEARCH_POSTINGS,
    postingsSampledMin: config.SEARCH_POSTINGS_SAMPLED_MIN,
    relaxedCandidateCost: config.SEARCH_RELAXED_CANDIDATE_COST,
    phraseMaxRescored: config.SEARCH_PHRASE_MAX_RESCORED,
    indexPhrases: config.SEARCH_INDEX_PHRASES,
    indexMaxPages: config.SEARCH_INDEX_MAX_PAGES,
    phraseCacheBytes: config.SEARCH_PHRASE_CACHE_MB * 1024 * 1024,
    wordCacheBytes: config.SEARCH_WORD_CACHE_MB * 1024 * 1024,
    correction: config.SEARCH_CORRECTION,
    expansion: config.SEARCH_EXPANSION,
    places: config.SEARCH_PLACES,
    maxConcepts: config.SEARCH_MAX_CONCEPTS,
    relaxed: config.SEARCH_RELAXED,
    coverageExponent: config.SEARCH_COVERAGE_EXPONENT,
    coverage: config.SEARCH_COVERAGE,
    minimumShare: config.SEARCH_MINIMUM_SHARE,
    titleWeight: config.SEARCH_TITLE_WEIGHT,
  };
}

/** What the SphinxQL engine is created with (SEARCH_ENGINE=sphinxql). */
export interface SphinxQLSettings {
  readonly url: string;
  readonly index: string;
  readonly connections: number;
  /** SPHINXQL_RANK_WINDOW and SPHINXQL_SAMPLE (default: SPHINXQL_DEFAULTS). */
  readonly window?: number;
  readonly sample?: number;
  /** No search waits longer (SEARCH_TIMEOUT_MS). */
  readonly timeoutMs: number;
  /** Query understanding and relaxed matching, as for the embedded engine (default: every SEARCH_* default). */
  readonly matching?: SphinxQLMatching;
}

/** The SEARCH_* settings the SphinxQL engine and its query layer follow. */
export type SphinxQLMatching = Pick<
  SearchSettings,
  'correction' | 'expansion' | 'places' | 'maxConcepts' | 'relaxed' | 'coverageExponent' | 'minimumShare' | 'titleWeight'
>;

export function sphinxqlSettings(config: SearchConfig): SphinxQLSettings {
  const url = new URL(config.SPHINXQL_URL);
  return {
    matching: searchSettings(config),
    url: config.SPHINXQL_URL,
    index: url.pathname.replace(/^\//, '') || 'questions',
    connections: config.SPHINXQL_CONNECTIONS,
    window: config.SPHINXQL_RANK_WINDOW,
    sample: config.SPHINXQL_SAMPLE,
    timeoutMs: config.SEARCH_TIMEOUT_MS,
  };
}

/** The defaults (every SEARCH_* unset), overridden by `changes`: for tests and benchmarks. */
export function defaultSearchSettings(changes: Partial<SearchSettings> = {}): SearchSettings {
  const parsed = searchConfigSchema.parse({});
  return { ...searchSettings(parsed), ...changes };
}
