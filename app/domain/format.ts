/** Display formats from the spec's lookup rules and business constants. */

const usNumber = new Intl.NumberFormat('en-US');
const usDate = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

/** Numbers are shown in US thousands-separated format: 1234567 -> "1,234,567". */
export function formatNumber(value: number): string {
  return usNumber.format(value);
}

/**
 * Count format (document 2, section 9): millions with M, thousands with K, smaller numbers
 * as they are. Always rounded down, never up, so "4.8K+" may follow it and stay true: one
 * decimal below 10 (4,876 -> "4.8K", 1,180,000 -> "1.1M"), whole units from 10 on
 * (14,999 -> "14K"). Integer steps, so no float rounding can push a figure up.
 */
export function formatCount(value: number): string {
  const whole = Math.max(0, Math.floor(value));
  const scaled = (unit: number, suffix: string) =>
    whole < 10 * unit ? `${Math.floor(whole / (unit / 10)) / 10}${suffix}` : `${Math.floor(whole / unit)}${suffix}`;
  if (whole >= 1_000_000) return scaled(1_000_000, 'M');
  if (whole >= 1_000) return scaled(1_000, 'K');
  return String(whole);
}

/** Seconds since epoch -> "Jan 5, 2025" (US locale, short month). */
export function formatDate(epochSeconds: number): string {
  return usDate.format(new Date(epochSeconds * 1000));
}

/** ISO date or date-time -> "Jan 5, 2025", or the spec's fallback when unparseable. */
export function formatIsoDate(iso: string | null | undefined): string {
  const time = iso ? Date.parse(iso) : NaN;
  return Number.isNaN(time) ? 'Date unavailable' : usDate.format(new Date(time));
}

/** Words a reader reads in a minute (reading times of articles and question pages). */
export const WORDS_PER_MINUTE = 200;

/**
 * Reading time in minutes of the texts' words, rounded up, at least 1. The spec's
 * length / 150 with a 5-minute floor made every question "5-minute read"
 * (docs/spec-deviations.md).
 */
export function readingTimeMinutes(...texts: readonly string[]): number {
  let words = 0;
  for (const text of texts) words += text.split(/\s+/).filter(Boolean).length;
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE));
}

export type LengthLabel = 'Short' | 'Medium' | 'Long';

/** Question length label: up to 150 characters Short, up to 300 Medium, above Long. */
export function lengthLabel(textLength: number): LengthLabel {
  if (textLength <= 150) return 'Short';
  if (textLength <= 300) return 'Medium';
  return 'Long';
}

export const TITLE_MAX = 60;
export const DESCRIPTION_MAX = 160;
export const KEYWORDS_MAX = 6;

/**
 * Page title of at most 60 characters ending with the brand suffix " | {site}". The page's
 * own part is cut on a word boundary when the whole would be too long.
 */
export function pageTitle(title: string, siteName: string): string {
  const suffix = ` | ${siteName}`;
  const clean = title.replace(/\s+/g, ' ').trim();
  if (!clean) return siteName.slice(0, TITLE_MAX);
  if (clean === siteName) return clean.slice(0, TITLE_MAX);
  const room = TITLE_MAX - suffix.length;
  if (room < 10) return clean.slice(0, TITLE_MAX);
  return `${truncateWords(clean, room)}${suffix}`;
}

/**
 * The search page's own title part, "{query} – Search": the query cut on a word boundary
 * with an ellipsis so that the whole title, brand suffix included, stays within 60
 * characters and " – Search" is never lost.
 */
export function searchPageTitle(query: string, siteName: string): string {
  const clean = query.replace(/\s+/g, ' ').trim();
  if (!clean) return 'Search Legal Questions';
  const tail = ' – Search';
  const room = TITLE_MAX - tail.length - ` | ${siteName}`.length;
  return `${truncateWords(clean, Math.max(room, 10))}${tail}`;
}

/** Meta description cut at 160 characters (on a word boundary, with an ellipsis). */
export function metaDescription(text: string): string {
  return truncateWords(text.replace(/\s+/g, ' ').trim(), DESCRIPTION_MAX);
}

/**
 * At most 6 distinct, non-empty keywords. The list is joined with commas, so a comma inside
 * a name ("Family Law, Divorce, Child Custody and Adoption") would make one keyword several:
 * commas and semicolons within a keyword become spaces, and 6 stays 6 after joining.
 */
export function keywordList(words: readonly string[]): string[] {
  const byLowerCase = new Map<string, string>();
  for (const word of words) {
    const clean = word.replace(/\s*[,;]\s*/g, ' ').replace(/\s+/g, ' ').trim();
    if (clean && !byLowerCase.has(clean.toLowerCase())) byLowerCase.set(clean.toLowerCase(), clean);
    if (byLowerCase.size === KEYWORDS_MAX) break;
  }
  return [...byLowerCase.values()];
}

function truncateWords(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(' ');
  const base = lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut;
  return `${base.replace(/[\s,;:.|-]+$/, '')}…`;
}
