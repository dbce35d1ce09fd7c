import { questionSlug } from './slug.ts';

/**
 * The one place URLs are built: links, redirects, canonical tags and sitemaps all call
 * these, so a URL shape changes in one line.
 */
export interface QuestionUrlParts {
  readonly id: number;
  readonly title: string;
  readonly state?: string | null;
}

/** Canonical question URL: /legal-questions/{state-}{slug}-{id} (state lower-cased). */
export function questionPath({ id, title, state }: QuestionUrlParts): string {
  const prefix = state && /^[A-Za-z]{2}$/.test(state) ? `${state.toLowerCase()}-` : '';
  const slug = questionSlug(title);
  return `/legal-questions/${prefix}${slug ? `${slug}-` : ''}${id}`;
}

/** The id of a /legal-questions/{...}-{id} segment: its trailing digits, or null. */
export function questionIdFromSlug(segment: string): number | null {
  const match = /(?:^|-)(\d+)$/.exec(segment);
  return match ? parsePositiveId(match[1]!) : null;
}

/** Question ids are positive integers (spec section 5); anything else is invalid. */
export function parsePositiveId(raw: string | undefined): number | null {
  if (!raw || !/^\d{1,15}$/.test(raw)) return null;
  const id = Number(raw);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

export function attorneyPath(attorney: { readonly id: number; readonly slug?: string | null }): string {
  return `/attorneys/${attorney.slug || attorney.id}`;
}

export function categoryPath(category: { readonly slug: string }): string {
  return `/categories/${category.slug}`;
}

export function statePath(place: { readonly slug: string }): string {
  return `/legal-help/${place.slug}`;
}

export function countryPath(place: { readonly slug: string }): string {
  return `/legal-help/countries/${place.slug}`;
}

/** A state's or a country's page. */
export function placePath(place: { readonly kind: 'state' | 'country'; readonly slug: string }): string {
  return place.kind === 'state' ? statePath(place) : countryPath(place);
}

/** A practice area's page within a state or a country: /legal-help/texas/landlord-tenants. */
export function placeAreaPath(place: { readonly kind: 'state' | 'country'; readonly slug: string }, category: { readonly slug: string }): string {
  return `${placePath(place)}/${category.slug}`;
}

export function articlePath(article: { readonly slug: string }): string {
  return `/articles/${article.slug}`;
}

export function articleCategoryPath(category: { readonly slug: string }): string {
  return `/articles/category/${category.slug}`;
}

/** What a search address holds: a search request's fields, or any of them (a filter of `all` or '' is none). */
export interface SearchPathParams {
  readonly q?: string;
  readonly state?: string | null;
  /** A country code: only that country's questions. */
  readonly country?: string | null;
  readonly category?: string | number | null;
  /** Dates as given (YYYY-MM-DD). */
  readonly fromDate?: string | null;
  readonly toDate?: string | null;
  readonly sort?: string;
  readonly page?: number;
  /** Search exactly what was typed (no spelling correction). */
  readonly exact?: boolean;
  /** Read no state from the words (the page's "Search all states" link). */
  readonly noPlace?: boolean;
}

/** The address of a search: /search with only the non-empty parameters, page only when above 1 (spec). */
export function searchPath(params: SearchPathParams): string {
  const query = new URLSearchParams();
  const set = (name: string, value: string | number | null | undefined) => {
    if (value !== null && value !== undefined && value !== '') query.set(name, String(value));
  };
  const filter = (value: string | number | null | undefined) => (value === 'all' ? null : value);
  set('q', params.q?.trim());
  set('state', filter(params.state));
  set('country', filter(params.country));
  set('category', filter(params.category));
  set('from', params.fromDate);
  set('to', params.toDate);
  if (params.sort !== 'relevance') set('sort', params.sort);
  if (params.page && params.page > 1) set('page', params.page);
  if (params.exact) set('exact', 1);
  if (params.noPlace) set('noplace', 1);
  const text = query.toString();
  return text ? `/search?${text}` : '/search';
}
