/**
 * The category figures of spec document 2, section 9: Response Rate, Activity Level and the
 * volume filter of the categories index. Inputs are the archive's real counts.
 */
import { CATEGORIES } from './reference/categories.ts';

export const RESPONSE_RATE_DEFAULT = 90;
export const RESPONSE_RATE_MIN = 75;
export const RESPONSE_RATE_MAX = 95;

/** attorneys / questions * 100 * 50, rounded, clamped to 75..95; 90 when it cannot be computed. */
export function responseRate(attorneys: number | null | undefined, questions: number | null | undefined): number {
  if (!questions || !Number.isFinite(questions) || questions <= 0 || attorneys === null || attorneys === undefined || !Number.isFinite(attorneys))
    return RESPONSE_RATE_DEFAULT;
  const rate = Math.round((attorneys / questions) * 100 * 50);
  return Math.min(RESPONSE_RATE_MAX, Math.max(RESPONSE_RATE_MIN, rate));
}

export type ActivityLevel = 'Very High' | 'High' | 'Active' | 'Moderate';

/** Above 10,000 questions Very High, above 5,000 High, above 1,000 Active, else Moderate; Active if unknown. */
export function activityLevel(questions: number | null | undefined): ActivityLevel {
  if (questions === null || questions === undefined || !Number.isFinite(questions)) return 'Active';
  if (questions > 10_000) return 'Very High';
  if (questions > 5_000) return 'High';
  if (questions > 1_000) return 'Active';
  return 'Moderate';
}

export const VOLUME_FILTERS = ['all', 'high', 'medium', 'attorneys'] as const;
export type VolumeFilter = (typeof VOLUME_FILTERS)[number];

export const VOLUME_FILTER_LABELS: Record<VolumeFilter, string> = {
  all: 'All Categories',
  high: 'High Volume (10K+ Questions)',
  medium: 'Medium Volume (1K-10K Questions)',
  attorneys: 'Many Attorneys (1K+)',
};

export function parseVolumeFilter(raw: string | null | undefined): VolumeFilter {
  return (VOLUME_FILTERS as readonly string[]).includes(raw ?? '') ? (raw as VolumeFilter) : 'all';
}

/** High: more than 10,000 questions; medium: 1,000 to 10,000 inclusive; many attorneys: more than 1,000. */
export function matchesVolume(filter: VolumeFilter, category: { questionCount: number; attorneyCount: number }): boolean {
  switch (filter) {
    case 'high':
      return category.questionCount > 10_000;
    case 'medium':
      return category.questionCount >= 1_000 && category.questionCount <= 10_000;
    case 'attorneys':
      return category.attorneyCount > 1_000;
    default:
      return true;
  }
}

export interface CategoryCardData {
  readonly id: number;
  readonly name: string;
  readonly slug: string;
  readonly questionCount: number;
  readonly attorneyCount: number;
}

/**
 * The one rule for which practice areas the site lists and counts (spec B§2.5): those with
 * questions or attorneys. The home page's Legal Specialties (meta categories_with_questions,
 * db/derive/0010_counts.sql) counts the same set, so it always equals the cards on /categories.
 */
export function listedCategory(category: { questionCount: number; attorneyCount: number }): boolean {
  return category.questionCount > 0 || category.attorneyCount > 0;
}

/**
 * The categories index: the listed categories, matching the search text (name,
 * case-insensitive, trimmed) and the volume filter, sorted by name.
 */
export function categoriesForIndex<T extends CategoryCardData>(categories: readonly T[], search: string, filter: VolumeFilter): T[] {
  const needle = search.trim().toLowerCase();
  return categories
    .filter(listedCategory)
    .filter((c) => !needle || c.name.toLowerCase().includes(needle))
    .filter((c) => matchesVolume(filter, c))
    .sort((a, b) => a.name.localeCompare(b.name, 'en'));
}

/**
 * The icon of every practice area of the reference list, chosen for what the area is about
 * (Admiralty Law an anchor, Intellectual Property a light bulb, Aviation Law a plane).
 * Keyed by category id; category-stats.test.ts checks that no area is left out.
 */
export const PRACTICE_AREA_ICONS: Readonly<Record<number, string>> = {
  0: '⚖️', // General/Other
  1: '🩹', // Personal Injury Law and Tort Law
  2: '👷', // Workers' Compensation Law
  3: '🚫', // Sexual Harassment Law
  4: '♿', // Disability Discrimination Law (ADA)
  5: '🤝', // Other Discrimination Law
  6: '📂', // Legal Malpractice Law
  7: '🩺', // Medical Malpractice Law
  8: '💸', // Bankruptcy Law
  9: '🍼', // Family Medical Leave Act
  10: '👪', // Family Law, Divorce, Child Custody and Adoption
  11: '🚔', // Criminal Law
  12: '💼', // Business Law
  13: '💻', // Computer & Technology Law
  14: '🛂', // Immigration Law
  15: '📦', // Products Liability
  16: '💡', // Intellectual Property
  17: '🏠', // Real Estate and Real Property
  18: '📜', // Probate, Trusts, Wills & Estates
  19: '☂️', // Insurance Law
  52: '🧾', // Tax and Taxation Law
  54: '🏛️', // Administrative Law
  55: '⚓', // Admiralty Law
  56: '🎭', // Entertainment & Sport Law
  57: '🌳', // Environmental Law
  58: '🧭', // Legal Ethics & Professional Responsibility
  59: '🏭', // Labor and Employment Law
  60: '🎖️', // Military Law
  61: '📑', // General Civil Litigation
  62: '🪶', // Native American Law
  63: '📤', // Appeals and Writs
  64: '🏢', // Federal Tort Claims Act Litigation
  65: '✈️', // Aviation Law
  66: '👵', // Social Security Law
  67: '💳', // Credit, Debt and Collections Law
  68: '🎓', // Education Law
  69: '🚗', // Drunk Driving & DUI Law
  70: '🛒', // Consumer Law
  71: '🚦', // Traffic Law
  72: '🗽', // Constitutional Law
  73: '🧓', // Elder Law
  74: '✊', // Civil Rights Law
  75: '🏦', // Banking Law
  76: '🏥', // Health Care Law
  77: '📈', // Investment Law
  78: '🏗️', // Construction Law
  79: '🧒', // Juvenile Dependency
  80: '🌐', // International Law
  81: '📊', // Securities Law
  82: '📡', // Telecommunications Law
  83: '🕊️', // Mediation
  84: '🎗️', // Veterans Law
  85: '🔑', // Landlord & Tenants
};

/** The icon of a practice area by its name (spec 2.5); a scale of justice for a name not in the reference list. */
export function categoryIcon(name: string): string {
  const id = CATEGORIES.find((category) => category.name === name)?.id;
  return (id !== undefined && PRACTICE_AREA_ICONS[id]) || '⚖️';
}
