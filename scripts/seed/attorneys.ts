import type { AttorneyRecord } from '#scripts/import/records.ts';
import { PRACTICE_AREAS } from '#app/domain/reference/practice-areas.ts';
import { categorySlug } from '#app/domain/slug.ts';
import { CATEGORY_BANKS } from './banks/index.ts';
import { BIO_OPENERS, BIO_SENTENCES, LAW_SCHOOLS } from './banks/attorney-bios.ts';
import { drawAttorneyLocation } from './locations.ts';
import { FIRM_PATTERNS, FIRST_NAMES, LAST_NAMES, MIDDLE_INITIALS, usualGender } from './names.ts';
import { AVATAR_COUNT, avatarPath, avatarsWithLook } from './avatars.ts';
import { WeightedPicker, zipfPicker, type Rng } from './random.ts';

/**
 * One attorney per this many questions (15,000 at 1.2M), never fewer than MIN_ATTORNEYS.
 * A real sample meets more attorneys (the 3,175-question corpus names 1,986); the test
 * fixtures are built on these counts (docs/demo-archive.md).
 */
export const QUESTIONS_PER_ATTORNEY = 80;
export const MIN_ATTORNEYS = 30;

export function attorneyCountFor(questions: number): number {
  return Math.max(MIN_ATTORNEYS, Math.round(questions / QUESTIONS_PER_ATTORNEY));
}

const firstNames = zipfPicker(FIRST_NAMES, 0.5);
const lastNames = zipfPicker(LAST_NAMES, 0.5);

// A primary practice area is as common as its category is among questions: the archive
// has far more family lawyers than admiralty lawyers.
const categoryWeight = new Map(CATEGORY_BANKS.map((b) => [b.categoryId, b.weight]));
const areasPerCategory = new Map<number, number>();
for (const area of PRACTICE_AREAS)
  areasPerCategory.set(area.categoryId, (areasPerCategory.get(area.categoryId) ?? 0) + 1);
const primaryAreas = new WeightedPicker(
  PRACTICE_AREAS.map(
    (a) =>
      [a, Math.max(0.15, categoryWeight.get(a.categoryId) ?? 0.2) / (areasPerCategory.get(a.categoryId) ?? 1)] as const,
  ),
);

/**
 * One practice area of each category that has any, commonest category first. The first
 * attorneys take them as their main area (the rest, in a small archive, as further areas),
 * so every question finds someone who practises its field.
 */
const COVERAGE: readonly string[] = [...new Map(PRACTICE_AREAS.map((a) => [a.categoryId, a.name])).entries()]
  .sort(([a], [b]) => (categoryWeight.get(b) ?? 0) - (categoryWeight.get(a) ?? 0) || a - b)
  .map(([, name]) => name);

/** Attorneys of each field at least, where the archive has that many area listings to give. */
const COVERAGE_DEPTH = 3;
/** No profile lists more practice areas than this. */
const MAX_AREAS = 5;

function fill(template: string, values: Readonly<Record<string, string>>): string {
  return template.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '');
}

/** "Family Law" -> "Family", "DUI & DWI" -> "DUI": fits "{last} {area} Law" patterns. */
function firmArea(area: string): string {
  return area.replace(/ &.*/, '').replace(/ Law$/, '');
}

function usernameCandidates(first: string, last: string, rng: Rng): string[] {
  const f = first.toLowerCase().replace(/[^a-z]/g, '');
  const l = last.toLowerCase().replace(/[^a-z]/g, '');
  const styles = [`${f[0]}${l}`, `${f}.${l}`, `${l}law`, `${f}${l}esq`, `attorney_${l}`, `${f}_${l}`];
  const start = rng.int(0, styles.length - 1);
  return [...styles.slice(start), ...styles.slice(0, start)];
}

/** Picks the first free candidate, else numbers the first one (smith2, smith3...). */
function claimUnique(candidates: readonly string[], taken: Map<string, number>, separator = ''): string {
  for (const candidate of candidates) {
    if (!taken.has(candidate)) {
      taken.set(candidate, 1);
      return candidate;
    }
  }
  const base = candidates[0] as string;
  let n = (taken.get(base) ?? 1) + 1;
  while (taken.has(`${base}${separator}${n}`)) n++;
  taken.set(base, n);
  taken.set(`${base}${separator}${n}`, 1);
  return `${base}${separator}${n}`;
}

function practiceAreasFor(rng: Rng): string[] {
  const areas = [primaryAreas.pick(rng).name];
  const extra = rng.skewedInt(0, 4, 1.6);
  for (let i = 0; i < extra * 3 && areas.length < extra + 1; i++) {
    const area = primaryAreas.pick(rng).name;
    if (!areas.includes(area)) areas.push(area);
  }
  return areas;
}

/** Reserved for examples (RFC 2606) and 555-0100..0199 (fiction numbers): nobody real is reached. */
const EXAMPLE_DOMAINS = ['example.com', 'example.org', 'example.net'] as const;

/**
 * Ways to reach an attorney who has some: a phone number mostly, often a website, sometimes
 * an email; never a bar profile URL, so "Verify license" leads to the state's real lookup.
 */
function demoContacts(
  first: string,
  last: string,
  country: string,
  rng: Rng,
): Pick<AttorneyRecord, 'website' | 'phone' | 'email'> {
  const f = first.toLowerCase().replace(/[^a-z]/g, '');
  const l = last.toLowerCase().replace(/[^a-z]/g, '');
  const domain = rng.pick(EXAMPLE_DOMAINS);
  const contacts: Pick<AttorneyRecord, 'website' | 'phone' | 'email'> = {};
  // Outside the US a 555 number is no fiction number, so those attorneys give no phone.
  if (country === 'US' && rng.chance(0.85)) {
    const area = `${rng.int(2, 9)}${rng.int(0, 8)}${rng.int(1, 9)}`;
    contacts.phone = `(${area}) 555-01${String(rng.int(0, 99)).padStart(2, '0')}`;
  }
  if (rng.chance(0.6)) contacts.website = `https://${rng.pick([`${l}law`, `${f}${l}`, `${l}legal`])}.${domain}/`;
  if (rng.chance(0.5) || !contacts.phone)
    contacts.email = `${rng.pick([`${f}.${l}`, `${f[0]}${l}`, 'office'])}@${domain}`;
  return contacts;
}

/** A portrait that looks like the name: a woman's for Susan, a man's for Russell. */
function portraitFor(first: string, rng: Rng): number {
  const gender = usualGender(first);
  if (!gender) return rng.int(1, AVATAR_COUNT);
  const portraits = avatarsWithLook(gender);
  return portraits[rng.int(0, portraits.length - 1)] as number;
}

/**
 * The demo's attorneys. Success rates, case counts and hourly rates are not made up: a demo
 * that invents them would show figures no one supplied. contacts draws the contact details.
 */
export function generateAttorneys(count: number, rng: Rng, contacts: Rng = rng): AttorneyRecord[] {
  const usernames = new Map<string, number>();
  const slugs = new Map<string, number>();
  const attorneys: AttorneyRecord[] = [];
  for (let id = 1; id <= count; id++) {
    const first = firstNames.pick(rng);
    const last = lastNames.pick(rng);
    const name = rng.chance(0.25) ? `${first} ${rng.pick(MIDDLE_INITIALS)}. ${last}` : `${first} ${last}`;
    const place = drawAttorneyLocation(rng);
    const areas = practiceAreasFor(rng);
    const covering = COVERAGE[id - 1];
    if (covering && !areas.includes(covering)) areas[0] = covering;
    const experienceYears = Math.min(45, 1 + Math.round(rng.skewedInt(0, 44, 1.5) * 0.9 + rng.next() * 4));
    const values = {
      name,
      first,
      last,
      last2: lastNames.pick(rng),
      city: place.city ?? '',
      place: place.text.placeName,
      area: areas[0] as string,
      area2: (areas[1] ?? areas[0]) as string,
      years: String(experienceYears),
      school: rng.pick(LAW_SCHOOLS),
    };
    const hasPhoto = rng.chance(0.85);
    // The draws of the invented figures this generator no longer makes are still spent, in
    // their old places, so that every other value of the demo archive stays as it was.
    rng.int(8, 40);
    const record: AttorneyRecord = {
      id,
      username: claimUnique(usernameCandidates(first, last, rng), usernames),
      slug: claimUnique([categorySlug(name)], slugs, '-'),
      name,
      firm: rng.chance(0.7) ? fill(rng.pick(FIRM_PATTERNS), { ...values, area: firmArea(values.area) }) : null,
      city: place.city ?? null,
      state: place.state ?? null,
      country: place.country ?? 'US',
      photoUrl: hasPhoto ? avatarPath(portraitFor(first, rng)) : null,
      photoFallbackUrl: null,
      experienceYears,
      freeConsultation: rng.chance(0.4),
      ...(rng.chance(0.6) ? demoContacts(first, last, place.country ?? 'US', contacts) : {}),
      practiceAreas: areas,
      barNumber: `${place.state ?? place.country ?? 'US'}-${rng.int(10_000, 999_999)}`,
      ...spendDroppedDraws(rng),
      bio: [
        fill(rng.pick(BIO_OPENERS), values),
        ...rng.sample(BIO_SENTENCES, rng.int(1, 3)).map((s) => fill(s, values)),
      ].join(' '),
    };
    attorneys.push(record);
  }
  // A small archive's attorneys take more areas, so that each field has a few to answer
  // its questions (answers come only from attorneys of the field).
  let next = 0;
  for (let k = count; k < COVERAGE.length * COVERAGE_DEPTH; k++) {
    const area = COVERAGE[k % COVERAGE.length] as string;
    for (let tries = 0; tries < count; tries++) {
      const areas = (attorneys[next++ % count] as AttorneyRecord).practiceAreas as string[];
      if (areas.length >= MAX_AREAS || areas.includes(area)) continue;
      areas.push(area);
      break;
    }
  }
  return attorneys;
}

/** Spends the draws the hourly rate (a chance, then an amount) and cases won made; adds no field. */
function spendDroppedDraws(rng: Rng): Record<string, never> {
  if (rng.chance(0.5)) rng.int(0, 300);
  rng.next();
  return {};
}
