import { attorneyRecord, type AttorneyRecord } from '#scripts/import/records.ts';
import { hasContact } from '#app/domain/attorney-contact.ts';
import { categorySlug } from '#app/domain/slug.ts';
import { cleanTextFast } from '../fast-text.ts';
import { parseWith, toFlag, type LineWriter, type WriterContext } from './context.ts';

/**
 * Attorneys and their practice areas. Uniqueness is checked against Sets (attorneys are
 * few next to questions) so that each duplicate gets a precise reason.
 */
export function attorneyWriter(context: WriterContext): LineWriter {
  const { db } = context;
  const usernames = new Set<string>();
  const slugs = new Set<string>();
  const practiceAreas = practiceAreaIds(context);
  const insertAttorney = db.prepare(
    `INSERT INTO attorneys (id, username, slug, name, firm, city, state, country, photo_url, photo_fallback_url, photo_id,
       experience_years, free_consultation, contact_available, bar_number, hourly_rate, cases_completed, cases_won, bio,
       website, phone, email, bar_profile_url)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const insertArea = db.prepare(
    'INSERT INTO attorney_practice_areas (attorney_id, position, practice_area_id) VALUES (?, ?, ?)',
  );

  return (value) => {
    const parsed = parseWith(attorneyRecord, value);
    if (!parsed.ok) return parsed.reason;
    const a = parsed.record;
    if (context.attorneyIds.has(a.id)) return `duplicate attorney id ${a.id}`;
    if (usernames.has(a.username)) return `duplicate attorney username ${a.username}`;
    const slug = attorneySlug(a, slugs);
    const contacts = {
      website: a.website ?? null,
      phone: a.phone?.trim() ?? null,
      email: a.email ?? null,
      barProfileUrl: a.barProfileUrl ?? null,
    };
    if (slug === null) return `duplicate attorney slug ${a.slug}`;

    insertAttorney.run(
      a.id,
      a.username,
      slug,
      a.name,
      a.firm ?? null,
      a.city ?? null,
      a.state ?? null,
      a.country,
      a.photoUrl ?? null,
      a.photoFallbackUrl ?? null,
      a.photoId ?? null,
      a.experienceYears ?? null,
      toFlag(a.freeConsultation),
      // Derived, never taken from the record's own flag.
      toFlag(hasContact(contacts)),
      a.barNumber ?? null,
      a.hourlyRate ?? null,
      a.casesCompleted ?? null,
      a.casesWon ?? null,
      a.bio == null ? null : cleanTextFast(a.bio),
      contacts.website,
      contacts.phone,
      contacts.email,
      contacts.barProfileUrl,
    );
    // The first area listed is the primary one; a name listed twice keeps its first place.
    const areaIds = new Set(
      a.practiceAreas
        .map((name) => name.trim())
        .filter(Boolean)
        .map(practiceAreas),
    );
    let position = 0;
    for (const areaId of areaIds) insertArea.run(a.id, position++, areaId);

    context.attorneyIds.add(a.id);
    usernames.add(a.username);
    slugs.add(slug);
    return null;
  };
}

/**
 * The record's slug, else one made from the name. A made-up slug that is taken gets
 * "-{id}"; a given slug that is taken makes the line bad (null). Slugs of digits only get
 * "-attorney" so they cannot be mistaken for an id in a URL.
 */
function attorneySlug(a: AttorneyRecord, taken: Set<string>): string | null {
  const undigit = (slug: string) => (/^\d+$/.test(slug) ? `${slug}-attorney` : slug);
  if (a.slug) {
    const slug = undigit(a.slug);
    return taken.has(slug) ? null : slug;
  }
  const base = undigit(categorySlug(a.name) || 'attorney');
  if (!taken.has(base)) return base;
  let slug = `${base}-${a.id}`;
  for (let n = 2; taken.has(slug); n++) slug = `${base}-${a.id}-${n}`;
  return slug;
}

/** Practice area name -> id; names not in the reference list are added with no category. */
function practiceAreaIds(context: WriterContext): (name: string) => number {
  // The reference areas are already in the table (reference-rows.ts runs first).
  const idBySlug = new Map<string, number>();
  const rows = context.db.prepare('SELECT id, slug FROM practice_areas').all() as Array<{ id: number; slug: string }>;
  for (const row of rows) idBySlug.set(row.slug, row.id);
  const insertArea = context.db.prepare('INSERT INTO practice_areas (name, slug, category_id) VALUES (?, ?, NULL)');

  // Names that differ only in case or punctuation ("Real estate", "Real-Estate") share one area.
  return (name) => {
    const slug = categorySlug(name) || `area-${idBySlug.size + 1}`;
    let id = idBySlug.get(slug);
    if (id === undefined) {
      id = Number(insertArea.run(name, slug).lastInsertRowid);
      idBySlug.set(slug, id);
    }
    return id;
  };
}
