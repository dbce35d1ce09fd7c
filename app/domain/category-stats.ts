/**
 * The category figures of spec document 2, section 9: Response Rate, Activity Level and the
 * volume filter of the categories index. Inputs are the archive's real counts.
 */

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
