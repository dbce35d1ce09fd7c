import { z } from 'zod';
import { findCountry, findState } from '#app/domain/reference/places.ts';
import { MAX_Q_LENGTH, MAX_SEARCH_PAGE, SEARCH_PAGE_SIZE, type SearchRequest } from '#app/search/request.ts';

/**
 * The original search service's call (spec section 7): POST /json/search with
 * `{ index, query: { bool: { should: [ { match: { question_short: text } },
 * { match: { answer_short: text } } ] } }, limit, offset, filter: [...] }`, where a filter
 * is `{ equals: { state } }`, `{ equals: { category } }` (and this site's `{ equals: { country } }`) or
 * `{ range: { posted_ts: { gte, lte } } }` (Manticore's JSON query shape; `term` is
 * accepted for `equals`, and the filters may also sit in `query.bool.filter`/`must`).
 */
export const MAX_JSON_LIMIT = 100;
export const MAX_JSON_WINDOW = MAX_SEARCH_PAGE * SEARCH_PAGE_SIZE;

const text = z.string().max(MAX_Q_LENGTH);
const match = z.strictObject({
  match: z.partialRecord(
    z.enum(['question_short', 'answer_short', 'title', '*']),
    z.union([text, z.strictObject({ query: text })]),
  ),
});
const equalsBody = z
  .partialRecord(z.enum(['state', 'country', 'category']), z.union([z.string().max(10), z.number().int()]))
  .refine((r) => Object.keys(r).length === 1, 'an equals filter names exactly one field');
const rangeBody = z.strictObject({
  posted_ts: z
    .strictObject({
      gte: z.number().int().optional(),
      gt: z.number().int().optional(),
      lte: z.number().int().optional(),
      lt: z.number().int().optional(),
    })
    .refine((r) => Object.keys(r).length > 0, 'a posted_ts range needs gte/gt and/or lte/lt'),
});
const filter = z.union([
  z.strictObject({ equals: equalsBody }),
  z.strictObject({ term: equalsBody }),
  z.strictObject({ range: rangeBody }),
]);

export const jsonSearchBody = z.strictObject({
  index: z.string().min(1).max(100),
  query: z.strictObject({
    bool: z.strictObject({
      should: z.array(match).min(1).max(10),
      must: z.array(filter).max(10).optional(),
      filter: z.array(filter).max(10).optional(),
    }),
  }),
  limit: z.number().int().min(1).max(MAX_JSON_LIMIT).optional(),
  offset: z.number().int().min(0).optional(),
  filter: z.array(filter).max(10).optional(),
  highlight: z.unknown().optional(),
  sort: z.unknown().optional(),
});

export type JsonSearchBody = z.infer<typeof jsonSearchBody>;

export type JsonSearchParse =
  { ok: true; request: SearchRequest & { limit: number; offset: number } } | { ok: false; error: string };

/** Validates the body and turns it into a search request; errors name the offending path. */
export function parseJsonSearchBody(body: unknown): JsonSearchParse {
  const parsed = jsonSearchBody.safeParse(body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    return { ok: false, error: `${issue.path.length ? issue.path.join('.') : 'body'}: ${issue.message}` };
  }
  const value = parsed.data;
  const words = new Set<string>();
  for (const clause of value.query.bool.should) {
    for (const v of Object.values(clause.match)) {
      const s = (typeof v === 'string' ? v : v.query).trim();
      if (s) words.add(s);
    }
  }
  let state: string | null = null;
  let country: string | null = null;
  let category: number | null = null;
  let from: number | null = null;
  let to: number | null = null;
  const filters = [...(value.filter ?? []), ...(value.query.bool.filter ?? []), ...(value.query.bool.must ?? [])];
  for (const f of filters) {
    if ('range' in f) {
      const r = f.range.posted_ts;
      const lo = r.gte ?? (r.gt !== undefined ? r.gt + 1 : undefined);
      const hi = r.lte ?? (r.lt !== undefined ? r.lt - 1 : undefined);
      if (lo !== undefined) from = Math.max(from ?? lo, lo);
      if (hi !== undefined) to = Math.min(to ?? hi, hi);
      continue;
    }
    const eq = 'equals' in f ? f.equals : f.term;
    if (eq.state !== undefined) {
      const code = String(eq.state).toUpperCase();
      if (!findState(code)) return { ok: false, error: 'filter.equals.state: must be a two-letter US state code' };
      state = code;
    }
    if (eq.country !== undefined) {
      const code = String(eq.country).toUpperCase();
      if (!findCountry(code)) return { ok: false, error: 'filter.equals.country: must be a two-letter country code (ISO 3166-1)' };
      country = code;
    }
    if (eq.category !== undefined) {
      const id = Number(eq.category);
      if (!Number.isInteger(id) || id < 0) return { ok: false, error: 'filter.equals.category: must be a category id' };
      category = id;
    }
  }
  if (from !== null && to !== null && from > to)
    return { ok: false, error: 'filter.range.posted_ts: the range is empty (from after to)' };
  const limit = value.limit ?? SEARCH_PAGE_SIZE;
  const offset = value.offset ?? 0;
  if (offset + limit > MAX_JSON_WINDOW)
    return { ok: false, error: `offset: offset + limit must be at most ${MAX_JSON_WINDOW}` };
  return {
    ok: true,
    request: {
      q: [...words].join(' ').slice(0, MAX_Q_LENGTH),
      state,
      country,
      category,
      from,
      to,
      fromDate: null,
      toDate: null,
      sort: 'relevance',
      page: Math.floor(offset / SEARCH_PAGE_SIZE) + 1,
      limit,
      offset,
    },
  };
}
