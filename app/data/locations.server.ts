import type { PlaceKind } from '#app/domain/reference/places.ts';
import { statement } from './archive.server.ts';

export interface PlaceRow {
  readonly id: number;
  readonly kind: PlaceKind;
  readonly code: string;
  readonly name: string;
  readonly slug: string;
  readonly questionCount: number;
  readonly attorneyCount: number;
}

const COLUMNS = 'id, kind, code, name, slug, question_count AS questionCount, attorney_count AS attorneyCount';

/** Every state and country with its real counts (computed at import). */
export function getPlaces(): PlaceRow[] {
  return statement(`SELECT ${COLUMNS} FROM places ORDER BY kind DESC, name`).all() as PlaceRow[];
}

export function getPlaceBySlug(kind: PlaceKind, slug: string): PlaceRow | undefined {
  return statement(`SELECT ${COLUMNS} FROM places WHERE kind = ? AND slug = ?`).get(kind, slug) as PlaceRow | undefined;
}

export function getPlaceByCode(kind: PlaceKind, code: string): PlaceRow | undefined {
  return statement(`SELECT ${COLUMNS} FROM places WHERE kind = ? AND code = ?`).get(kind, code.toUpperCase()) as PlaceRow | undefined;
}
