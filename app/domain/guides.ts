import { categoryName } from './reference/categories.ts';
import { categorySlug } from './slug.ts';
import { listingSearch } from './listing-options.ts';
import { categoryPath } from './urls.ts';
import { countOf } from './grammar.ts';

/** The legal guides (spec B§2.9-2.10): which exist, which are coming, and their categories. */
export interface GuideSummary {
  readonly slug: string;
  readonly title: string;
  readonly summary: string;
  /** The archive category the guide's cases come from; null for guides not written yet. */
  readonly categoryId: number | null;
  readonly available: boolean;
}

/** "Based on 50 real cases": the number of archive questions each guide lists. */
export const GUIDE_CASE_COUNT = 50;

export const GUIDES: readonly GuideSummary[] = [
  {
    slug: 'personal-injury',
    title: 'Personal Injury Guide',
    summary:
      'What to do after an accident, how fault and insurance work, deadlines for a claim, and how settlements and fees work.',
    categoryId: 1,
    available: true,
  },
  {
    slug: 'criminal-law',
    title: 'Criminal Defense Guide',
    summary:
      'Your rights with the police, what happens after an arrest, bail, plea bargains, trial, sentencing and clearing your record.',
    categoryId: 11,
    available: true,
  },
  {
    slug: 'family-law',
    title: 'Family Law Guide',
    summary: 'Divorce, custody, child support and adoption.',
    categoryId: null,
    available: false,
  },
  {
    slug: 'employment',
    title: 'Employment Law Guide',
    summary: 'Wages, wrongful termination, discrimination and leave.',
    categoryId: null,
    available: false,
  },
  {
    slug: 'real-estate',
    title: 'Real Estate Guide',
    summary: 'Buying and selling property, landlords and tenants, and title problems.',
    categoryId: null,
    available: false,
  },
  {
    slug: 'business',
    title: 'Business Law Guide',
    summary: 'Forming a business, contracts, partners and disputes.',
    categoryId: null,
    available: false,
  },
];

export function guidePath(guide: Pick<GuideSummary, 'slug'>): string {
  return `/guides/${guide.slug}`;
}

/** The line every available guide shows; honest when the archive holds fewer cases. */
export function basedOnCasesLabel(count: number): string {
  return `Based on ${countOf(count, 'real case')}`;
}

/**
 * The category links of a guide: its category page, and the same list newest first. (A link
 * to /search with only the category would open an empty search: the page searches words.)
 */
export function guideCategory(categoryId: number): { name: string; path: string; newestPath: string } {
  const name = categoryName(categoryId);
  const path = categoryPath({ slug: categorySlug(name) });
  return { name, path, newestPath: `${path}${listingSearch({ sort: 'date', filter: 'all', page: 1 })}` };
}
