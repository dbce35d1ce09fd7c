/** The location index (spec 2.7): search over names and codes, the three sorts, flags. */
import { countOf, nounFor } from './grammar.ts';
import { placePath } from './urls.ts';

export interface PlaceCardData {
  readonly kind: 'state' | 'country';
  readonly code: string;
  readonly name: string;
  readonly slug: string;
  readonly questionCount: number;
  readonly attorneyCount: number;
}

/** Where /legal-help lists the countries. */
export const COUNTRIES_ANCHOR = '/legal-help#international-countries';

/** Home › Legal Help › (Countries ›) the place (spec 2.8): the page's breadcrumb and its BreadcrumbList. */
export function placeTrail(place: Pick<PlaceCardData, 'kind' | 'name' | 'slug'>): { name: string; path: string }[] {
  return [
    { name: 'Home', path: '/' },
    { name: 'Legal Help', path: '/legal-help' },
    ...(place.kind === 'country' ? [{ name: 'Countries', path: COUNTRIES_ANCHOR }] : []),
    { name: place.name, path: placePath(place) },
  ];
}

export const LOCATION_INDEX_SORTS = ['questions', 'attorneys', 'name'] as const;
export type LocationIndexSort = (typeof LOCATION_INDEX_SORTS)[number];

export const LOCATION_INDEX_SORT_LABELS: Record<LocationIndexSort, string> = {
  questions: 'Most Questions',
  attorneys: 'Most Attorneys',
  name: 'Alphabetical',
};

export function parseLocationIndexSort(raw: string | null | undefined): LocationIndexSort {
  return (LOCATION_INDEX_SORTS as readonly string[]).includes(raw ?? '') ? (raw as LocationIndexSort) : 'questions';
}

/** Places with questions whose name or code contains the trimmed search text, in the chosen order. */
export function placesForIndex<T extends PlaceCardData>(places: readonly T[], search: string, sort: LocationIndexSort): T[] {
  const needle = search.trim().toLowerCase();
  const byName = (a: T, b: T) => a.name.localeCompare(b.name, 'en');
  const order: Record<LocationIndexSort, (a: T, b: T) => number> = {
    questions: (a, b) => b.questionCount - a.questionCount || byName(a, b),
    attorneys: (a, b) => b.attorneyCount - a.attorneyCount || byName(a, b),
    name: byName,
  };
  return places
    .filter((p) => p.questionCount > 0)
    .filter((p) => !needle || p.name.toLowerCase().includes(needle) || p.code.toLowerCase().includes(needle))
    .sort(order[sort]);
}

/** The header line of a place page, from the real counts. */
export function placeDescription(place: { name: string; questionCount: number; attorneyCount: number }): string {
  const attorneys = place.attorneyCount
    ? ` ${countOf(place.attorneyCount, 'listed attorney')} ${nounFor(place.attorneyCount, 'practices', 'practice')} there.`
    : '';
  const questions = countOf(place.questionCount, 'legal question');
  return `Browse ${questions} from ${place.name} answered by attorneys, by practice area and by date.${attorneys}`;
}

/** The {type}/{code} of the location API: type state or country, a two-letter code. */
export function parsePlaceParams(
  type: string,
  code: string,
): { ok: true; value: { kind: 'state' | 'country'; code: string } } | { ok: false; error: string } {
  if (type !== 'state' && type !== 'country') return { ok: false, error: 'type must be state or country' };
  if (!/^[A-Za-z]{2}$/.test(code)) return { ok: false, error: 'code must be a two-letter code' };
  return { ok: true, value: { kind: type, code: code.toUpperCase() } };
}
