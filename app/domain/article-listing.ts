import { parsePage, totalPages } from './pagination.ts';
import { articleCategoryPath } from './urls.ts';
import { withoutControlCharacters } from './text.ts';

/**
 * Paging and the search box of an article category (document B, sections 2.14, 7 and 9):
 * 12 a page, `page` and `limit` checked (400 when bad), `q` filtering the category's
 * articles through a full-text index built at import.
 */
export const ARTICLES_PAGE_SIZE = 12;
export const ARTICLES_MAX_LIMIT = 50;
export const ARTICLE_QUERY_MAX = 100;
const MAX_TERMS = 8;

export interface ArticleListParams {
  readonly page: number;
  readonly limit: number;
  readonly q: string;
}

export type ParsedListParams = { ok: true; params: ArticleListParams } | { ok: false; error: string };

/** `page` (>= 1), `limit` (1-50, default 12) and `q` from a query string. */
export function parseArticleListParams(search: URLSearchParams): ParsedListParams {
  const page = parsePage(search.get('page'));
  if (page === null) return { ok: false, error: 'page must be a whole number of 1 or more' };
  const rawLimit = search.get('limit');
  let limit = ARTICLES_PAGE_SIZE;
  if (rawLimit !== null && rawLimit !== '') {
    limit = /^\d{1,3}$/.test(rawLimit) ? Number(rawLimit) : NaN;
    if (!(limit >= 1 && limit <= ARTICLES_MAX_LIMIT)) {
      return { ok: false, error: `limit must be a whole number from 1 to ${ARTICLES_MAX_LIMIT}` };
    }
  }
  return { ok: true, params: { page, limit, q: normalizeArticleQuery(search.get('q')) } };
}

/** The search box text as kept: trimmed, spaces collapsed, at most 100 characters. */
export function normalizeArticleQuery(raw: string | null | undefined): string {
  return withoutControlCharacters(raw ?? '').replace(/\s+/g, ' ').trim().slice(0, ARTICLE_QUERY_MAX).trim();
}

/**
 * A safe FTS5 expression: each word (letters and digits only) becomes a quoted prefix
 * term, all required. Operators, quotes and column filters in the input are just
 * punctuation here, so no input can make MATCH fail or change its meaning.
 */
export function articleSearchExpression(query: string): string | null {
  const terms = (query.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, MAX_TERMS);
  if (terms.length === 0) return null;
  return [...new Set(terms)].map((term) => `"${term}"*`).join(' ');
}

export interface ArticlePagination {
  readonly page: number;
  readonly total: number;
  readonly totalPages: number;
  readonly hasPrev: boolean;
  readonly hasNext: boolean;
}

export function articlePagination(page: number, total: number, limit: number): ArticlePagination {
  const pages = totalPages(total, limit);
  return { page, total, totalPages: pages, hasPrev: page > 1, hasNext: page < pages };
}

/** /articles/category/{slug}, with q when set and page when above 1. */
export function categoryArticlesHref(slug: string, options: { page?: number; q?: string } = {}): string {
  const query = new URLSearchParams();
  if (options.q) query.set('q', options.q);
  if (options.page && options.page > 1) query.set('page', String(options.page));
  const text = query.toString();
  return `${articleCategoryPath({ slug })}${text ? `?${text}` : ''}`;
}
