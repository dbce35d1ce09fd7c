import { parseCategoryRef } from '#app/domain/category-ref.ts';
import { getCategoryById, getCategoryBySlug, type CategoryRow } from './categories.server.ts';

/** A /categories/{slugOrId} segment -> the category, and whether the segment is its canonical slug. */
export function resolveCategory(segment: string): { category: CategoryRow; canonical: boolean } | null {
  const ref = parseCategoryRef(segment);
  if (!ref) return null;
  const category = ref.kind === 'id' ? getCategoryById(ref.id) : getCategoryBySlug(ref.slug);
  if (!category) return null;
  return { category, canonical: segment === category.slug };
}
