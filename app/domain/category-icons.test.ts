import { describe, expect, it } from 'vitest';
import { categoryIcon, type CategoryIconName } from './category-icons.ts';
import { CATEGORIES } from './reference/categories.ts';

/** What every practice area of the reference list shows: a fitting drawing, never the fallback by accident. */
const PRACTICE_AREAS: Record<string, CategoryIconName> = {
  'General/Other': 'general',
  'Personal Injury Law and Tort Law': 'injury',
  "Workers' Compensation Law": 'employment',
  'Sexual Harassment Law': 'employment',
  'Disability Discrimination Law (ADA)': 'justice',
  'Other Discrimination Law (Age, Race, Sex, Gender)': 'justice',
  'Legal Malpractice Law': 'justice',
  'Medical Malpractice Law': 'injury',
  'Bankruptcy Law': 'money',
  'Family Medical Leave Act': 'employment',
  'Family Law, Divorce, Child Custody and Adoption': 'family',
  'Criminal Law': 'criminal',
  'Business Law': 'business',
  'Computer & Technology Law': 'idea',
  'Immigration Law': 'globe',
  'Products Liability': 'injury',
  'Intellectual Property': 'idea',
  'Real Estate and Real Property': 'property',
  'Probate, Trusts, Wills & Estates': 'estate',
  'Insurance Law': 'money',
  'Tax and Taxation Law': 'money',
  'Administrative Law': 'justice',
  'Admiralty Law': 'anchor',
  'Entertainment & Sport Law': 'idea',
  'Environmental Law': 'nature',
  'Legal Ethics & Professional Responsibility': 'justice',
  'Labor and Employment Law': 'employment',
  'Military Law': 'military',
  'General Civil Litigation': 'justice',
  'Native American Law': 'justice',
  'Appeals and Writs': 'justice',
  'Federal Tort Claims Act Litigation': 'injury',
  'Aviation Law': 'globe',
  'Social Security Law': 'health',
  'Credit, Debt and Collections Law': 'money',
  'Education Law': 'school',
  'Drunk Driving & DUI Law': 'criminal',
  'Consumer Law': 'money',
  'Traffic Law': 'criminal',
  'Constitutional Law': 'justice',
  'Elder Law': 'health',
  'Civil Rights Law': 'justice',
  'Banking Law': 'money',
  'Health Care Law': 'health',
  'Investment Law': 'money',
  'Construction Law': 'property',
  'Juvenile Dependency': 'family',
  'International Law': 'globe',
  'Securities Law': 'money',
  'Telecommunications Law': 'idea',
  'Mediation': 'justice',
  'Veterans Law': 'military',
  'Landlord & Tenants': 'property',
};

describe('categoryIcon (one drawn set for practice areas and article categories)', () => {
  it('gives every practice area of the reference list the icon of what it is about', () => {
    const names = CATEGORIES.map((category) => category.name);
    expect(Object.keys(PRACTICE_AREAS).sort()).toEqual([...names].sort());
    for (const name of names) expect(categoryIcon(name), name).toBe(PRACTICE_AREAS[name]);
  });

  it.each([
    ['Personal Injury', 'injury'],
    ['Car Accidents', 'injury'],
    ['Family Law &amp; Divorce', 'family'],
    ['Child Custody', 'family'],
    ['Criminal Law & DUI', 'criminal'],
    ['Business Law', 'business'],
    ['Employment Law', 'employment'],
    ['Workplace Rights', 'employment'],
    ['Real Estate', 'property'],
    ['Landlord and Tenant', 'property'],
    ['Estate Planning', 'estate'],
    ['Wills & Trusts', 'estate'],
    ['Debt &amp; Bankruptcy', 'money'],
    ['Miscellaneous', 'general'],
    ['', 'general'],
  ] as const)('article category %s -> %s', (name, icon) => expect(categoryIcon(name)).toBe(icon));
});
