import { FIELD_WEIGHTS, stateAttribute } from './schema.ts';

/**
 * SphinxQL statements for a search (Sphinx 2.2.11 / Manticore dialect; docs/search.md,
 * "The SphinxQL engine"). Pure: the engine sends them with the values mysql2 escapes.
 */

type Phrase = readonly string[];

/** How the query's phrases must match: every one, any one, or at least a share of them (Sphinx's quorum). */
export type MatchMode =
  { readonly kind: 'all' } | { readonly kind: 'any' } | { readonly kind: 'quorum'; readonly share: number };

export interface EngineQuery {
  readonly include: readonly Phrase[];
  readonly exclude: readonly Phrase[];
  readonly match: MatchMode;
  readonly state: string | null;
  readonly category: number | null;
  /** Inclusive bounds on the posted time, seconds. */
  readonly from: number | null;
  readonly to: number | null;
  readonly sort: 'relevance' | 'newest';
  readonly offset: number;
  readonly limit: number;
  /** Facet results for states and categories. */
  readonly facets: boolean;
  /** searchd stops a query after this many milliseconds (max_query_time). */
  readonly maxQueryMs: number;
}

/**
 * The tokens come from the query parser (letters, digits and marks only), so inside double
 * quotes they are words, never operators; the SQL string itself is escaped by mysql2.
 */
const quoted = (phrase: Phrase) => `"${phrase.join(' ')}"`;

/** The MATCH() text of a query; null when nothing positive is left (no results). */
export function matchText(include: readonly Phrase[], exclude: readonly Phrase[], match: MatchMode): string | null {
  const positive = include.filter((p) => p.length > 0);
  if (positive.length === 0) return null;
  let text: string;
  if (match.kind === 'all' || positive.length === 1) text = positive.map(quoted).join(' ');
  else if (match.kind === 'any') text = positive.map(quoted).join(' | ');
  else {
    // Quorum counts words, so a phrase of several words must stay whole: the quorum applies
    // to the one-word phrases and every longer phrase is required beside it.
    const words = positive.filter((p) => p.length === 1).map((p) => p[0]!);
    const phrases = positive.filter((p) => p.length > 1).map(quoted);
    const needed = Math.max(1, Math.ceil(words.length * match.share));
    const quorum = words.length > 1 ? `"${words.join(' ')}"/${needed}` : words.map((w) => `"${w}"`).join('');
    text = [...phrases, quorum].filter(Boolean).join(' ');
  }
  const negative = exclude.filter((p) => p.length > 0).map((p) => `-${quoted(p)}`);
  return negative.length ? `(${text}) ${negative.join(' ')}` : text;
}

/**
 * FTS5's bm25 with the embedded engine's column weights, as near as Sphinx 2.2 has it:
 * BM25F with k1 1.2 and b 0.75 over the three fields, scaled to an integer weight.
 * Differences (IDF formula, phrase hits) are explained in docs/search.md.
 */
export const RANKER = `expr('10000*bm25f(1.2,0.75,{${Object.entries(FIELD_WEIGHTS)
  .map(([f, w]) => `${f}=${w}`)
  .join(',')}})')`;
/** WEIGHT() divided by this is the score the site reports. */
export const WEIGHT_SCALE = 10_000;

/** Facet lists long enough for every state and category an archive has. */
const FACET_LIMIT = 1_000;

export interface Statement {
  readonly sql: string;
  readonly values: readonly unknown[];
}

/**
 * One SELECT with its facets (FACET clauses: extra result sets after the page) followed by
 * SHOW META (total_found) on the same connection, as one multi-statement round trip.
 */
export function searchStatement(index: string, query: EngineQuery): Statement | null {
  const text = matchText(query.include, query.exclude, query.match);
  if (text === null) return null;
  const where = ['MATCH(?)'];
  const values: unknown[] = [text];
  if (query.state) {
    where.push('state = ?');
    values.push(stateAttribute(query.state));
  }
  if (query.category !== null) {
    where.push('category = ?');
    values.push(query.category);
  }
  if (query.from !== null || query.to !== null) {
    where.push('posted BETWEEN ? AND ?');
    values.push(Math.max(0, query.from ?? 0), Math.min(0xffffffff, query.to ?? 0xffffffff));
  }
  const order = query.sort === 'newest' ? 'id DESC' : 'WEIGHT() DESC, id DESC';
  const maxMatches = Math.max(1_000, query.offset + query.limit);
  const options = [
    `ranker=${query.sort === 'newest' ? 'none' : RANKER}`,
    // IDF from the index's global_idf file (search:index writes it; a cluster's is built from
    // every shard's dictionary), so one node and a cluster rank with the same frequencies.
    "idf='normalized,tfidf_unnormalized'",
    'global_idf=1',
    `max_matches=${maxMatches}`,
    `max_query_time=${Math.max(1, Math.round(query.maxQueryMs))}`,
  ];
  const facets = query.facets
    ? ` FACET state ORDER BY COUNT(*) DESC LIMIT ${FACET_LIMIT} FACET category ORDER BY COUNT(*) DESC LIMIT ${FACET_LIMIT}`
    : '';
  const sql =
    `SELECT id, WEIGHT() FROM ${index} WHERE ${where.join(' AND ')} ORDER BY ${order} ` +
    `LIMIT ${Math.max(0, Math.floor(query.offset))}, ${Math.max(0, Math.floor(query.limit))} OPTION ${options.join(', ')}${facets}; SHOW META`;
  return { sql, values };
}

/** An index name as SphinxQL accepts it (letters, digits, underscore). */
export function isIndexName(name: string): boolean {
  return /^[A-Za-z_][A-Za-z0-9_]{0,63}$/.test(name);
}
