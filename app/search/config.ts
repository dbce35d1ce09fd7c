import { z } from 'zod';
import { whole as wholeNumber } from '#app/config/rules.ts';

/**
 * The search section of the app's configuration (composed into the schema of
 * app/config/schema.ts, parsed once at boot): the few search settings an operator sets. How
 * search ranks is not configured from the environment: it is SEARCH_SETTINGS below.
 */

const whole = (min: number, max: number, fallback: number, unit = '') => wholeNumber(min, max, unit).default(fallback);

/** The SphinxQL engine's bounds: relevance ranks the newest `window` matches, the facets count the newest `sample` (decision 0015). */
export const SPHINXQL_DEFAULTS = { window: 10_000, sample: 1_000, connections: 8 } as const;

export const searchConfigShape = {
  SEARCH_API_KEY: z
    .string()
    .min(16, 'must be at least 16 characters when set')
    .optional()
    .describe('when set, `POST /json/search` requires it (`X-API-Key` or `Authorization: Bearer`); search itself stays public'),
  SEARCH_THREADS: wholeNumber(0, 32)
    .optional()
    .describe('worker threads that run searches (`0`: on the request thread); unset: one per CPU, 2 to 4'),
  SEARCH_TIMEOUT_MS: whole(100, 60_000, 5000, ' of milliseconds').describe(
    "milliseconds a search may take before it fails with the spec's message",
  ),
  SEARCH_ENGINE: z
    .enum(['sqlite', 'sphinxql'], { message: 'must be sqlite or sphinxql' })
    .default('sqlite')
    .describe('`sqlite`: the embedded SQLite/FTS5 engine; `sphinxql`: a search server over SphinxQL (docs/search.md)'),
  SPHINXQL_URL: z
    .string()
    .default('mysql://127.0.0.1:9306/questions')
    .refine(
      (v) => /^mysql:\/\/[^\s/:]+(:\d{1,5})?(\/[A-Za-z_][A-Za-z0-9_]{0,63})?$/.test(v),
      'must be mysql://host[:port][/index] (index: letters, digits, underscores)',
    )
    .describe("with `SEARCH_ENGINE=sphinxql`: the search server's SphinxQL listener and index (a cluster's head)"),
};

/**
 * How the search engines rank and bound their work. These are the search code's named
 * constants, not settings: tests, benchmarks and the relevance evaluation vary them through
 * `defaultSearchSettings(changes)`.
 */
export const SEARCH_SETTINGS: SearchSettings = {
  /** Matches counted exactly (and listed newest first for the facets); above, counts are estimated. */
  sampleSize: 5_000,
  /** Matches FTS5 ranks exhaustively when no accelerator answers; above, the title tier or the newest this many. */
  rankBudget: 120_000,
  /** Above this many (estimated) matches the title tier is skipped. */
  tierMaxMatches: Infinity,
  /** A quoted phrase with more rows than this over the archive is not listed from FTS5. */
  phraseRowsMax: 300_000,
  /** The impact lists answer one-word queries (off: FTS5 does, for comparisons). */
  impact: true,
  /** An unproven any-word ranking from the impact lists is answered as the best found, rather than by FTS5. */
  impactApproximate: true,
  /** The impact lists' threshold algorithm gives up after scoring this many candidate rows. */
  impactMaxRescored: 192,
  /** A query with a rare word (no impact list) is scored from the text up to this many matches. */
  impactRareUniverse: 150,
  /** Entries read of each impact list (they are stored deeper). */
  impactReadDepth: 10_000,
  /** The postings answer queries of several words (off: the impact lists and FTS5 do, for comparisons). */
  postings: true,
  /** All-words queries expected to match at least this many rows, and relaxed queries over this many postings, list only the newest matches. */
  postingsSampledMin: 20_000,
  /**
   * Relaxed queries over many postings try the impact lists (decision 0021) only while their
   * candidates cost less than summing every posting, one candidate in one list counted as
   * this many postings (0: always try).
   */
  relaxedCandidateCost: 16,
  /** A phrase query from the postings' bounds gives up after scoring this many candidates. */
  phraseMaxRescored: 320,
  /** Quoted phrases are read from the FTS5 index's pages. */
  indexPhrases: true,
  /** A phrase word whose doclist spans more leaf pages than this is left to FTS5. */
  indexMaxPages: 4_000,
  /** Bytes of phrase postings each search thread keeps. */
  phraseCacheBytes: 16 * 1024 * 1024,
  /** Bytes of word postings each search thread keeps (common words' lists). */
  wordCacheBytes: 64 * 1024 * 1024,
  /** Spelling correction from the archive's vocabulary. */
  correction: true,
  /** Lay/legal vocabulary expansion. */
  expansion: true,
  /** A state named in the words is preferred (decision 0034). */
  places: true,
  /** A question typed in more concepts is searched for this many, the words fewest questions have (decision 0027); 0: every one. */
  maxConcepts: 10,
  /** Relaxed matching (decision 0011); off: every word, then any word. */
  relaxed: true,
  /** Relaxed matching's coverage factor: score x (share of the query's concepts a row has)^this (decisions 0019, 0035). */
  coverageExponent: 0.5,
  /** How relaxed matching weighs coverage: by the concepts' count, their IDF share, or in tiers (decision 0011). */
  coverage: 'count',
  /** Relaxed matching: the share of a query's concepts (above two) a question must have (Elasticsearch's `2<75%`). */
  minimumShare: 0.75,
  /** Title coverage of questions typed in many words (decision 0014): score x (1 + this x the share of the concepts a title has); 0: off. */
  titleWeight: 2,
};

type SearchConfig = z.infer<z.ZodObject<typeof searchConfigShape>>;

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

/** What the SphinxQL engine is created with (SEARCH_ENGINE=sphinxql). */
export interface SphinxQLSettings {
  readonly url: string;
  readonly index: string;
  readonly connections: number;
  /** The rank window and facet sample (default: SPHINXQL_DEFAULTS). */
  readonly window?: number;
  readonly sample?: number;
  /** No search waits longer (SEARCH_TIMEOUT_MS). */
  readonly timeoutMs: number;
  /** Query understanding and relaxed matching, as for the embedded engine (default: SEARCH_SETTINGS). */
  readonly matching?: SphinxQLMatching;
}

/** The search settings the SphinxQL engine and its query layer follow. */
export type SphinxQLMatching = Pick<
  SearchSettings,
  'correction' | 'expansion' | 'places' | 'maxConcepts' | 'relaxed' | 'coverageExponent' | 'minimumShare' | 'titleWeight'
>;

export function sphinxqlSettings(config: SearchConfig): SphinxQLSettings {
  const url = new URL(config.SPHINXQL_URL);
  return {
    matching: defaultSearchSettings(),
    url: config.SPHINXQL_URL,
    index: url.pathname.replace(/^\//, '') || 'questions',
    connections: SPHINXQL_DEFAULTS.connections,
    window: SPHINXQL_DEFAULTS.window,
    sample: SPHINXQL_DEFAULTS.sample,
    timeoutMs: config.SEARCH_TIMEOUT_MS,
  };
}

/** The search code's settings, overridden by `changes`: for tests, benchmarks and the relevance evaluation. */
export function defaultSearchSettings(changes: Partial<SearchSettings> = {}): SearchSettings {
  return { ...SEARCH_SETTINGS, ...changes };
}
