import { statement } from './archive.server.ts';

export interface CategoryRow {
  readonly id: number;
  readonly name: string;
  readonly shortName: string;
  readonly slug: string;
  readonly description: string;
  readonly questionCount: number;
  readonly answeredCount: number;
  readonly answerCount: number;
  readonly attorneyCount: number;
}

const COLUMNS = `id, name, short_name AS shortName, slug, description, question_count AS questionCount,
  answered_count AS answeredCount, answer_count AS answerCount, attorney_count AS attorneyCount`;

/** Every category of the archive with its real counts (computed at import). */
export function getCategories(): CategoryRow[] {
  return statement(`SELECT ${COLUMNS} FROM categories ORDER BY name`).all() as CategoryRow[];
}

/** The practice areas with the most questions (the 404 page's ways back in). */
export function getBusiestCategories(limit: number): CategoryRow[] {
  return statement(`SELECT ${COLUMNS} FROM categories WHERE question_count > 0 ORDER BY question_count DESC, name LIMIT ?`).all(
    limit,
  ) as CategoryRow[];
}

export function getCategoryById(id: number): CategoryRow | undefined {
  return statement(`SELECT ${COLUMNS} FROM categories WHERE id = ?`).get(id) as CategoryRow | undefined;
}

export function getCategoryBySlug(slug: string): CategoryRow | undefined {
  return statement(`SELECT ${COLUMNS} FROM categories WHERE slug = ?`).get(slug) as CategoryRow | undefined;
}
