import type { Database } from 'better-sqlite3';
import { CATEGORIES } from '#app/domain/reference/categories.ts';
import { COUNTRIES, US_STATES_AND_TERRITORIES } from '#app/domain/reference/places.ts';
import { PRACTICE_AREAS } from '#app/domain/reference/practice-areas.ts';
import { categorySlug } from '#app/domain/slug.ts';

/** Words kept capitalised when a category name becomes part of a sentence. */
const PROPER_WORDS = new Set(['American', 'Native']);

/** "Drunk Driving & DUI Law" -> "Questions and attorney answers about drunk driving & DUI law." */
export function categoryDescription(id: number, name: string): string {
  if (id === 0) return 'Legal questions that fit no single practice area, with answers from attorneys.';
  const phrase = name
    .split(' ')
    .map((word) =>
      PROPER_WORDS.has(word) || /^[A-Z]{2,}\W*$/.test(word.replace(/[()]/g, '')) ? word : word.toLowerCase(),
    )
    .join(' ');
  return `Questions and attorney answers about ${phrase}.`;
}

/** The spec's reference tables: categories, places and the known practice areas. */
export function insertReferenceRows(db: Database): void {
  const category = db.prepare(
    'INSERT INTO categories (id, name, short_name, slug, description) VALUES (?, ?, ?, ?, ?)',
  );
  for (const c of CATEGORIES)
    category.run(c.id, c.name, c.shortName, categorySlug(c.name), categoryDescription(c.id, c.name));

  const place = db.prepare('INSERT INTO places (kind, code, name, slug) VALUES (?, ?, ?, ?)');
  for (const p of [...US_STATES_AND_TERRITORIES, ...COUNTRIES]) place.run(p.kind, p.code, p.name, categorySlug(p.name));

  const area = db.prepare('INSERT INTO practice_areas (name, slug, category_id) VALUES (?, ?, ?)');
  for (const a of PRACTICE_AREAS) area.run(a.name, categorySlug(a.name), a.categoryId);
}
