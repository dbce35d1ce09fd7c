import { decodeEntities } from './text.ts';
import { countOf } from './grammar.ts';

/**
 * Rules of the article categories (document B, sections 2.13, 2.14 and 9): friendly names
 * by slug, count wording, the descriptive line chosen by count and the index filter (the
 * icon chosen by keywords in the name is category-icons.ts, shared with practice areas).
 */

/** The spec's slug -> friendly name list; the family slug really is spelled "divorse". */
export const ARTICLE_CATEGORY_NAMES: Readonly<Record<string, string>> = {
  'personal-injury': 'Personal Injury',
  'family-law-and-divorse': 'Family Law & Divorce',
  'criminal-law-and-dui': 'Criminal Law & DUI',
  'business-law': 'Business Law',
  'employment-law': 'Employment Law',
  'real-estate': 'Real Estate',
  'estate-planning': 'Estate Planning',
  miscellaneous: 'Miscellaneous',
};

/**
 * Spellings people type for a category whose archive slug differs: answered with a
 * redirect to the archive's slug, so both addresses work and only one is canonical.
 */
export const ARTICLE_CATEGORY_SLUG_ALIASES: Readonly<Record<string, string>> = {
  'family-law-and-divorce': 'family-law-and-divorse',
};

/** Friendly title: the spec's mapping, else the archive's name (entities decoded), else the slug title-cased. */
export function articleCategoryTitle(slug: string, storedName?: string | null): string {
  // Own keys only: a slug such as __proto__ must not reach Object.prototype.
  const mapped = Object.hasOwn(ARTICLE_CATEGORY_NAMES, slug) ? ARTICLE_CATEGORY_NAMES[slug] : undefined;
  if (mapped) return mapped;
  const decoded = storedName ? decodeEntities(storedName).replace(/\s+/g, ' ').trim() : '';
  if (decoded) return decoded;
  return slug
    .split('-')
    .filter(Boolean)
    .map((word) => word[0]!.toUpperCase() + word.slice(1))
    .join(' ');
}

/** "1 article", "12 articles", "1,204 articles". */
export function articleCountLabel(count: number): string {
  return countOf(count, 'article');
}

/**
 * What each of the spec's categories covers, so that cards of the same size do not all
 * read alike; a category outside the list gets the generic wording.
 */
const ARTICLE_CATEGORY_SUBJECTS: Readonly<Record<string, string>> = {
  'personal-injury': 'car crashes, falls, insurance adjusters and what an injury claim is worth',
  'family-law-and-divorse': 'divorce, custody, child support and dividing a household',
  'criminal-law-and-dui': 'arrests, DUI charges, court dates and clearing a record',
  'business-law': 'forming a company, contracts, partners who fall out and unpaid invoices',
  'employment-law': 'wages, overtime, firing, discrimination and what a worker can prove',
  'real-estate': 'buying and selling homes, leases, deposits and boundary disputes',
  'estate-planning': 'wills, trusts, powers of attorney and settling a parent’s estate',
  miscellaneous: 'consumer disputes, small claims, debts and the questions that fit nowhere else',
};

/**
 * The descriptive line under a category card: the spec's opening words by article count,
 * finished with what the category covers.
 */
export function articleCategoryBlurb(count: number, slug = ''): string {
  const subject = Object.hasOwn(ARTICLE_CATEGORY_SUBJECTS, slug) ? ARTICLE_CATEGORY_SUBJECTS[slug] : undefined;
  if (count >= 50)
    return subject
      ? `Comprehensive coverage of ${subject}, with in-depth guides and practical checklists.`
      : 'Comprehensive coverage with in-depth guides, explainers and practical checklists.';
  if (count >= 20)
    return subject ? `In-depth articles on ${subject}.` : 'In-depth articles on the questions people ask most in this area.';
  if (count >= 10) return subject ? `Essential guides to ${subject}.` : 'Essential guides to the key rules, steps and deadlines.';
  return subject ? `Focused coverage of ${subject}.` : 'Focused coverage of specific topics in this area of law.';
}

/** The index filter: every word of the query must appear in the title or the slug (case-insensitive). */
export function filterArticleCategories<T extends { readonly title: string; readonly slug: string }>(
  categories: readonly T[],
  query: string,
): T[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...categories];
  return categories.filter((category) => {
    const haystack = `${category.title} ${category.slug.replace(/-/g, ' ')}`.toLowerCase();
    return words.every((word) => haystack.includes(word));
  });
}
