import { CRIMINAL_SUBJECTS, FAMILY_SUBJECTS } from './family-criminal-subjects.ts';
import { INJURY_SUBJECTS } from './injury-subjects.ts';
import {
  BUSINESS_SUBJECTS,
  EMPLOYMENT_SUBJECTS,
  ESTATE_SUBJECTS,
  MISC_SUBJECTS,
  REAL_ESTATE_SUBJECTS,
} from './other-subjects.ts';
import type { ArticleCategoryPlan } from './types.ts';

/**
 * The eight article categories of the spec (section 9) with their fixed article counts:
 * one large category, several under ten, 60 articles in all whatever the archive size.
 * The family slug keeps the spec's misspelling ("divorse"); names carry HTML entities.
 */
export const ARTICLE_PLAN: readonly ArticleCategoryPlan[] = [
  {
    slug: 'personal-injury',
    name: 'Personal Injury',
    legalArea: 'Personal Injury',
    articleCount: 21,
    subjects: INJURY_SUBJECTS,
  },
  {
    slug: 'family-law-and-divorse',
    name: 'Family Law &amp; Divorce',
    legalArea: 'Family Law',
    articleCount: 11,
    subjects: FAMILY_SUBJECTS,
  },
  {
    slug: 'criminal-law-and-dui',
    name: 'Criminal Law &amp; DUI',
    legalArea: 'Criminal Law',
    articleCount: 9,
    subjects: CRIMINAL_SUBJECTS,
  },
  {
    slug: 'employment-law',
    name: 'Employment Law',
    legalArea: 'Employment Law',
    articleCount: 6,
    subjects: EMPLOYMENT_SUBJECTS,
  },
  {
    slug: 'real-estate',
    name: 'Real Estate',
    legalArea: 'Real Estate',
    articleCount: 5,
    subjects: REAL_ESTATE_SUBJECTS,
  },
  {
    slug: 'business-law',
    name: 'Business Law',
    legalArea: 'Business Law',
    articleCount: 4,
    subjects: BUSINESS_SUBJECTS,
  },
  {
    slug: 'estate-planning',
    name: 'Estate Planning',
    legalArea: 'Estate Planning',
    articleCount: 3,
    subjects: ESTATE_SUBJECTS,
  },
  {
    slug: 'miscellaneous',
    name: 'Miscellaneous',
    legalArea: 'General Practice',
    articleCount: 1,
    subjects: MISC_SUBJECTS,
  },
];

export const ARTICLE_AUTHORS: readonly string[] = [
  'Rebecca Lin, Esq.',
  'Marcus Bell',
  'Dana Whitfield',
  'Jorge Alvarado, J.D.',
  'Priya Raman',
  'Thomas Okafor',
];

/** Author names the spec shows as "the editorial team". */
export const EDITORIAL_AUTHOR_NAMES: readonly string[] = ['admin', '', 'Administrator'];
