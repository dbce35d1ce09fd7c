import { attorneyFtsQuery, type AttorneySearchParams, type AttorneySortKey } from '#app/domain/attorney-search-params.ts';
import type { AttorneySearchItem } from '#app/domain/attorney-view.ts';
import { statement } from './archive.server.ts';

export type { AttorneySearchItem } from '#app/domain/attorney-view.ts';

export interface AttorneySearchResult {
  attorneys: AttorneySearchItem[];
  total: number;
  limit: number;
  offset: number;
}

/**
 * Sort columns; unknown values (experience, success rate) always come last. Ties are
 * broken by id so pages never overlap. Each order has an index (migration 0601).
 */
const ORDER: Record<AttorneySortKey, { asc: string; desc: string }> = {
  answers: { asc: 'a.total_answers ASC, a.id DESC', desc: 'a.total_answers DESC, a.id ASC' },
  experience: {
    asc: 'a.experience_years IS NULL, a.experience_years ASC, a.id DESC',
    desc: 'a.experience_years DESC, a.id ASC',
  },
  name: { asc: 'a.name COLLATE NOCASE ASC, a.id ASC', desc: 'a.name COLLATE NOCASE DESC, a.id DESC' },
  success_rate: {
    asc: 'a.success_rate IS NULL, a.success_rate ASC, a.id DESC',
    desc: 'a.success_rate DESC, a.id ASC',
  },
};

const COLUMNS = `a.id, a.slug, a.name, a.firm, a.city, a.state, a.country, a.photo_url AS photoUrl,
  a.photo_fallback_url AS photoFallbackUrl, a.total_answers AS totalAnswers,
  a.experience_years AS experienceYears, a.free_consultation AS freeConsultation, a.success_rate AS successRate,
  a.contact_available AS contactAvailable`;

/** Directory search: text over name, city and firm (FTS5) plus filters, sorted and paged. */
export function searchAttorneys(params: AttorneySearchParams): AttorneySearchResult {
  const where: string[] = [];
  const args: unknown[] = [];
  if (params.query !== undefined) {
    const match = attorneyFtsQuery(params.query);
    if (match === null) return { attorneys: [], total: 0, limit: params.limit, offset: params.offset };
    where.push('a.id IN (SELECT rowid FROM attorney_search WHERE attorney_search MATCH ?)');
    args.push(match);
  }
  if (params.state) {
    where.push("a.country = 'US' AND a.state = ?");
    args.push(params.state);
  }
  if (params.city) {
    where.push('a.city = ? COLLATE NOCASE');
    args.push(params.city);
  }
  if (params.practiceAreas.length) {
    where.push('a.id IN (SELECT attorney_id FROM attorney_practice_areas WHERE practice_area_id IN (SELECT value FROM json_each(?)))');
    args.push(JSON.stringify(params.practiceAreas));
  }
  if (params.minExperience) {
    where.push('a.experience_years >= ?');
    args.push(params.minExperience);
  }
  if (params.freeConsultation) where.push('a.free_consultation = 1');

  const filter = where.length ? `WHERE ${where.join(' AND ')}` : '';
  const total = where.length
    ? (statement(`SELECT count(*) FROM attorneys a ${filter}`).pluck().get(...args) as number)
    : (statement('SELECT count(*) FROM attorneys').pluck().get() as number);
  const rows =
    params.offset >= total
      ? []
      : (statement(`SELECT ${COLUMNS} FROM attorneys a ${filter} ORDER BY ${ORDER[params.sortBy][params.sortOrder]} LIMIT ? OFFSET ?`).all(
          ...args,
          params.limit,
          params.offset,
        ) as Array<
          Omit<AttorneySearchItem, 'practiceAreas' | 'freeConsultation' | 'contactAvailable'> & {
            freeConsultation: number;
            contactAvailable: number;
          }
        >);
  const areas = practiceAreaNames(rows.map((r) => r.id));
  return {
    attorneys: rows.map((row) => ({
      ...row,
      freeConsultation: row.freeConsultation === 1,
      contactAvailable: row.contactAvailable === 1,
      practiceAreas: areas.get(row.id) ?? [],
    })),
    total,
    limit: params.limit,
    offset: params.offset,
  };
}

/** Practice area names of some attorneys, primary first. */
export function practiceAreaNames(ids: readonly number[]): Map<number, string[]> {
  const byAttorney = new Map<number, string[]>();
  if (ids.length === 0) return byAttorney;
  const rows = statement(
    `SELECT p.attorney_id AS id, pa.name FROM attorney_practice_areas p JOIN practice_areas pa ON pa.id = p.practice_area_id
     WHERE p.attorney_id IN (SELECT value FROM json_each(?)) ORDER BY p.attorney_id, p.position`,
  ).all(JSON.stringify(ids)) as Array<{ id: number; name: string }>;
  for (const row of rows) {
    const list = byAttorney.get(row.id);
    if (list) list.push(row.name);
    else byAttorney.set(row.id, [row.name]);
  }
  return byAttorney;
}
