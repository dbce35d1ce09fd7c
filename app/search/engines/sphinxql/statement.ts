import { FIELD_WEIGHTS, stateAttribute } from './schema.ts';

/**
 * SphinxQL statements for a search (Sphinx 2.2.11 / Manticore dialect; docs/search.md,
 * "The SphinxQL engine"). Pure: the engine sends them with the values mysql2 escapes.
 */

type Phrase = readonly string[];

/** A concept of relaxed matching (app/search/query/plan.ts): what was typed, then its expansions, each with its weight. */
export type ConceptAlternatives = ReadonlyArray<{ readonly phrase: Phrase; readonly weight: number }>;

/**
 * How the query's phrases must match: every one, any one, or (relaxed matching, decision
 * 0011) at least `minimum` of the plan's concepts, each concept matched by any of its
 * alternatives, or every concept of one of `ways` (the sets that qualify by information,
 * decision 0033: concepts' indexes).
 */
export type MatchMode =
  | { readonly kind: 'all' }
  | { readonly kind: 'any' }
  | {
      readonly kind: 'concepts';
      readonly concepts: readonly ConceptAlternatives[];
      readonly minimum: number;
      readonly ways?: ReadonlyArray<readonly number[]>;
    };

export interface EngineQuery {
  readonly include: readonly Phrase[];
  readonly exclude: readonly Phrase[];
  readonly match: MatchMode;
  readonly state: string | null;
  readonly country: string | null;
  readonly category: number | null;
  /** Inclusive bounds on the posted time, seconds. */
  readonly from: number | null;
  readonly to: number | null;
  readonly sort: 'relevance' | 'newest';
  readonly offset: number;
  readonly limit: number;
  /**
   * Relevance ranks the newest `window` matches (searchd's cutoff; ids run newest first,
   * schema.ts); 0: every match. Never less than the page's end.
   */
  readonly window: number;
  /** The newest `sample` matches come back with their state and category: the facets, and the total's estimate beyond them. */
  readonly sample: number;
  /** searchd stops a query after this many milliseconds (max_query_time). */
  readonly maxQueryMs: number;
  /**
   * Relaxed matching: rank by bm25 x (share of the typed words a document has)^exponent,
   * x (1 + titleWeight x the share its title has) when titleWeight is above 0 (decision 0014).
   */
  readonly coverage?: { readonly words: number; readonly exponent: number; readonly titleWeight?: number } | null;
}

/**
 * The tokens come from the query parser (letters, digits and marks only), so inside double
 * quotes they are words, never operators; the SQL string itself is escaped by mysql2.
 */
const quoted = (phrase: Phrase) => `"${phrase.join(' ')}"`;

/** A weight as searchd's IDF boost writes it (`word^0.5`): at most 3 decimals. */
const boost = (weight: number) => String(Math.round(weight * 1000) / 1000);

/**
 * One alternative: the phrase quoted; an expansion (weight below 1) with every word's IDF
 * boosted inside the quotes (`"workers^0.5 compensation^0.5"`: Sphinx 2.2 takes the
 * boost on a word, not after a closing quote).
 */
function alternativeText(alternative: { readonly phrase: Phrase; readonly weight: number }): string {
  if (alternative.weight >= 1) return quoted(alternative.phrase);
  return `"${alternative.phrase.map((w) => `${w}^${boost(alternative.weight)}`).join(' ')}"`;
}

/** True when `inner` occurs in `outer` as consecutive words: every match of `outer` is one of `inner`. */
function containsPhrase(outer: Phrase, inner: Phrase): boolean {
  for (let start = 0; start + inner.length <= outer.length; start++)
    if (inner.every((word, i) => outer[start + i] === word)) return true;
  return false;
}

/**
 * A concept's alternatives as a group. An expansion that contains another alternative of
 * the same concept ("court hearing" beside "hearing") matches nothing that one does not,
 * so it is left out: the concept matches the same documents, and searchd is spared a
 * phrase iterator (each reads the positions of every document with both words; decision
 * 0015). What was typed always stays: its words carry the ranking.
 */
function conceptText(concept: ConceptAlternatives): string {
  const live = concept.filter((a) => a.phrase.length > 0);
  const needed = live.filter(
    (a, i) =>
      a.weight >= 1 ||
      !live.some(
        (b, j) =>
          j !== i && containsPhrase(a.phrase, b.phrase) && (b.phrase.length < a.phrase.length || j < i),
      ),
  );
  const alternatives = needed.map(alternativeText);
  return alternatives.length === 1 ? alternatives[0]! : `(${alternatives.join(' | ')})`;
}

/** `k` of the one-word concepts: all of them, any of them, or Sphinx's quorum operator. */
function wordsAtLeast(words: readonly string[], k: number): string | null {
  if (k <= 0 || words.length === 0) return null;
  if (k >= words.length) return words.map((w) => `"${w}"`).join(' ');
  if (words.length === 1) return `"${words[0]}"`;
  return `"${words.join(' ')}"/${k}`;
}

/** A relaxed query's disjunction grows with the subsets of its phrase and expanded concepts; above this, every concept is required. */
export const MAX_CONCEPT_TERMS = 64;

function binomial(n: number, k: number): number {
  let c = 1;
  for (let i = 0; i < k; i++) c = (c * (n - i)) / (i + 1);
  return Math.round(c);
}

/**
 * At least `k` of the groups and the quorum's words together: the first group and k - 1 of
 * the rest, or k of the rest; '' when nothing is required, null when it cannot be met.
 * Written this way each group is repeated only on the paths that reach it, the first one
 * once (the subsets written out one by one repeated each group in every subset holding it:
 * searchd walks a group's doclists once per copy; decision 0015).
 */
function atLeast(k: number, groups: readonly string[], words: readonly string[]): string | null {
  if (k <= 0) return '';
  if (groups.length + words.length < k) return null;
  if (groups.length === 0) return wordsAtLeast(words, k);
  const [first, ...rest] = groups;
  const withFirst = atLeast(k - 1, rest, words);
  const without = atLeast(k, rest, words);
  const ways = [withFirst === null ? null : withFirst === '' ? first! : `${first} ${withFirst}`, without].filter(
    (way): way is string => way !== null && way !== '',
  );
  if (ways.length === 0) return null;
  // `|` binds tighter than the implicit AND in Sphinx: each way in its own parentheses.
  return ways.length === 1 ? ways[0]! : `(${ways.map((w) => `(${w})`).join(' | ')})`;
}

/** Groups with phrases or more alternatives first: the first group is written once, the later ones more often. */
const costliestFirst = (concepts: readonly ConceptAlternatives[]) =>
  [...concepts].sort(
    (a, b) =>
      Number(b.some((x) => x.phrase.length > 1)) - Number(a.some((x) => x.phrase.length > 1)) || b.length - a.length,
  );

/**
 * At least `minimum` of the concepts, exactly (the total counts the documents the rule
 * lets through). The one-word concepts typed without expansions go into Sphinx's quorum
 * operator (`"w1 w2 w3"/2`, which counts words); the others (phrases, concepts with
 * expansions) cannot be quorum members: `atLeast` combines them with the quorum.
 */
function conceptsText(concepts: readonly ConceptAlternatives[], minimum: number): string {
  const live = concepts.filter((c) => c.some((a) => a.phrase.length > 0));
  const plain = live.filter((c) => c.length === 1 && c[0]!.phrase.length === 1 && c[0]!.weight >= 1);
  const words = plain.map((c) => c[0]!.phrase[0]!);
  const groups = costliestFirst(live.filter((c) => !plain.includes(c))).map(conceptText);
  const n = live.length;
  const all = () => [...words.map((w) => `"${w}"`), ...groups].join(' ');
  if (minimum >= n) return all();
  if (minimum <= 1) return [...words.map((w) => `"${w}"`), ...groups].join(' | ');
  // The same bound as when the subsets were written out one by one: beyond it, every concept.
  let subsetCount = 0;
  for (let s = Math.max(0, minimum - words.length); s <= Math.min(groups.length, minimum); s++)
    subsetCount += binomial(groups.length, s);
  if (subsetCount > MAX_CONCEPT_TERMS) return all();
  return atLeast(minimum, groups, words) ?? all();
}

/**
 * The sets of concepts that qualify by information (each: all its concepts), as
 * alternatives to the minimum of concepts; null when there is none (or too many to write).
 */
function informedText(concepts: readonly ConceptAlternatives[], ways: ReadonlyArray<readonly number[]>): string | null {
  const written = ways
    .map((way) => way.map((i) => concepts[i]).filter((c) => c?.some((a) => a.phrase.length > 0)))
    .filter((way) => way.length > 0);
  if (written.length === 0 || written.reduce((n, way) => n + way.length, 0) > MAX_CONCEPT_TERMS) return null;
  return written.map((way) => `(${way.map((c) => conceptText(c!)).join(' ')})`).join(' | ');
}

/** The MATCH() text of a query; null when nothing positive is left (no results). */
export function matchText(include: readonly Phrase[], exclude: readonly Phrase[], match: MatchMode): string | null {
  let text: string;
  if (match.kind === 'concepts') {
    if (!match.concepts.some((c) => c.some((a) => a.phrase.length > 0))) return null;
    text = conceptsText(match.concepts, match.minimum);
    const ways = match.minimum > 1 ? informedText(match.concepts, match.ways ?? []) : null;
    if (ways) text = `(${text}) | ${ways}`;
  } else {
    const positive = include.filter((p) => p.length > 0);
    if (positive.length === 0) return null;
    text = positive.map(quoted).join(match.kind === 'all' ? ' ' : ' | ');
  }
  const negative = exclude.filter((p) => p.length > 0).map((p) => `-${quoted(p)}`);
  return negative.length ? `(${text}) ${negative.join(' ')}` : text;
}

const BM25F = `bm25f(1.2,0.75,{${Object.entries(FIELD_WEIGHTS)
  .map(([f, w]) => `${f}=${w}`)
  .join(',')}})`;

/**
 * FTS5's bm25 with the embedded engine's column weights, as near as Sphinx 2.2 has it:
 * BM25F with k1 1.2 and b 0.75 over the three fields, scaled to an integer weight.
 * Differences (IDF formula, phrase hits) are explained in docs/search.md.
 */
export const RANKER = `expr('10000*${BM25F}')`;

/**
 * Relaxed matching's ranking (decision 0011): bm25 x coverage^exponent. Coverage is the
 * share of the typed words a document has: searchd's `doc_word_count` (distinct query
 * keywords in the document, an expansion's words included) over the typed words, at most 1.
 * Title coverage (decision 0014): x (1 + titleWeight x the title's share), the title's
 * `word_count` picked out of the fields by its weight (`user_weight`, set by
 * TITLE_FIELD_WEIGHTS: searchd's bm25f takes its own weights, so the ranking is otherwise
 * the same).
 */
export function coverageRanker(coverage: { readonly words: number; readonly exponent: number; readonly titleWeight?: number }): string {
  const words = Math.max(1, Math.floor(coverage.words));
  const share = `(min(doc_word_count,${words})/${words}.0)`;
  const titleWeight = coverage.titleWeight ?? 0;
  const title =
    titleWeight > 0
      ? `*(1+${boost(titleWeight)}*min(sum(if(user_weight>${FIELD_WEIGHTS.body},word_count,0)),${words})/${words}.0)`
      : '';
  return `expr('10000*${BM25F}*pow(${share},${boost(coverage.exponent)})${title}')`;
}

/** The fields' weights for `user_weight` (the title is the only field above the body's). */
export const TITLE_FIELD_WEIGHTS = `field_weights=(${Object.entries(FIELD_WEIGHTS)
  .map(([f, w]) => `${f}=${w}`)
  .join(',')})`;
/** WEIGHT() divided by this is the score the site reports. */
export const WEIGHT_SCALE = 10_000;

export interface Statement {
  readonly sql: string;
  readonly values: readonly unknown[];
}

/**
 * Two SELECTs and their SHOW METAs, as one multi-statement round trip on one connection:
 * 1. the page: relevance ranks the newest `window` matches (`cutoff`; every match when
 *    fewer), newest first reads just the page's matches;
 * 2. the newest `sample` matches with their state and category (`cutoff` sample + 1, so its
 *    total_found tells whether there are more): the facets, exact when that is every match.
 * searchd's FACET and GROUP BY ignore `cutoff` (2.2.11) and count every match again, the
 * costliest part of a common word's search (decision 0015); so no FACET.
 */
export function searchStatement(index: string, query: EngineQuery): Statement | null {
  const text = matchText(query.include, query.exclude, query.match);
  if (text === null) return null;
  const where = ['MATCH(?)'];
  const filters: unknown[] = [text];
  if (query.state) {
    where.push('state = ?');
    filters.push(stateAttribute(query.state));
  }
  if (query.country) {
    where.push('country = ?');
    filters.push(stateAttribute(query.country));
  }
  if (query.category !== null) {
    where.push('category = ?');
    filters.push(query.category);
  }
  if (query.from !== null || query.to !== null) {
    where.push('posted BETWEEN ? AND ?');
    filters.push(Math.max(0, query.from ?? 0), Math.min(0xffffffff, query.to ?? 0xffffffff));
  }
  const offset = Math.max(0, Math.floor(query.offset));
  const limit = Math.max(0, Math.floor(query.limit));
  const end = offset + limit;
  const newest = query.sort === 'newest';
  const ranker = newest ? 'none' : query.coverage ? coverageRanker(query.coverage) : RANKER;
  const timing = `max_query_time=${Math.max(1, Math.round(query.maxQueryMs))}`;
  // Newest first: ids ascending (schema.ts), so the page's end is as far as searchd reads.
  const cutoff = newest ? Math.max(1, end) : query.window > 0 ? Math.max(query.window, end) : 0;
  const pageOptions = [
    `ranker=${ranker}`,
    // IDF from the index's global_idf file (search:index writes it; a cluster's is built from
    // every shard's dictionary), so one node and a cluster rank with the same frequencies.
    "idf='normalized,tfidf_unnormalized'",
    ...(query.sort !== 'newest' && (query.coverage?.titleWeight ?? 0) > 0 ? [TITLE_FIELD_WEIGHTS] : []),
    'global_idf=1',
    `max_matches=${Math.max(1_000, end)}`,
    ...(cutoff > 0 ? [`cutoff=${cutoff}`] : []),
    timing,
  ];
  const sample = Math.max(1, Math.floor(query.sample));
  const from = `FROM ${index} WHERE ${where.join(' AND ')}`;
  const sql =
    `SELECT id, WEIGHT() ${from} ORDER BY ${newest ? 'id ASC' : 'WEIGHT() DESC, id ASC'} ` +
    `LIMIT ${offset}, ${limit} OPTION ${pageOptions.join(', ')}; SHOW META; ` +
    `SELECT id, state, category ${from} ORDER BY id ASC LIMIT 0, ${sample} ` +
    `OPTION ranker=none, max_matches=${Math.max(1_000, sample)}, cutoff=${sample + 1}, ${timing}; SHOW META`;
  return { sql, values: [...filters, ...filters] };
}

/** An index name as SphinxQL accepts it (letters, digits, underscore). */
export function isIndexName(name: string): boolean {
  return /^[A-Za-z_][A-Za-z0-9_]{0,63}$/.test(name);
}
