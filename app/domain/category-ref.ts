/**
 * How a /categories/{slugOrId} segment names a category: digits are an id, anything else a
 * slug. Only the canonical slug URL renders; every other form answers 301 to it.
 */
export type CategoryRef = { kind: 'id'; id: number } | { kind: 'slug'; slug: string };

export function parseCategoryRef(segment: string): CategoryRef | null {
  const text = segment.trim();
  if (/^\d{1,9}$/.test(text)) return { kind: 'id', id: Number(text) };
  const slug = text.toLowerCase();
  return /^[a-z0-9-]{1,200}$/.test(slug) ? { kind: 'slug', slug } : null;
}
