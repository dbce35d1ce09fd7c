/**
 * Practice-area categories of the archive, exactly as the specification lists them
 * (id -> name). `shortName` is the shorter label the spec's fixed 52-row table uses.
 */
export interface CategoryReference {
  readonly id: number;
  readonly name: string;
  readonly shortName: string;
}

const rows: ReadonlyArray<readonly [number, string, string?]> = [
  [0, 'General/Other'],
  [1, 'Personal Injury Law and Tort Law', 'Personal Injury'],
  [2, "Workers' Compensation Law", "Workers' Compensation"],
  [3, 'Sexual Harassment Law', 'Sexual Harassment'],
  [4, 'Disability Discrimination Law (ADA)', 'Disability Discrimination'],
  [5, 'Other Discrimination Law (Age, Race, Sex, Gender)', 'Discrimination'],
  [6, 'Legal Malpractice Law', 'Legal Malpractice'],
  [7, 'Medical Malpractice Law', 'Medical Malpractice'],
  [8, 'Bankruptcy Law', 'Bankruptcy'],
  [9, 'Family Medical Leave Act', 'Family Medical Leave'],
  [10, 'Family Law, Divorce, Child Custody and Adoption', 'Family Law'],
  [11, 'Criminal Law', 'Criminal Law'],
  [12, 'Business Law', 'Business Law'],
  [13, 'Computer & Technology Law', 'Computer & Technology'],
  [14, 'Immigration Law', 'Immigration'],
  [15, 'Products Liability', 'Products Liability'],
  [16, 'Intellectual Property', 'Intellectual Property'],
  [17, 'Real Estate and Real Property', 'Real Estate'],
  [18, 'Probate, Trusts, Wills & Estates', 'Wills & Estates'],
  [19, 'Insurance Law', 'Insurance'],
  [52, 'Tax and Taxation Law', 'Tax Law'],
  [54, 'Administrative Law', 'Administrative Law'],
  [55, 'Admiralty Law', 'Admiralty Law'],
  [56, 'Entertainment & Sport Law', 'Entertainment & Sport'],
  [57, 'Environmental Law', 'Environmental Law'],
  [58, 'Legal Ethics & Professional Responsibility', 'Legal Ethics'],
  [59, 'Labor and Employment Law', 'Employment Law'],
  [60, 'Military Law', 'Military Law'],
  [61, 'General Civil Litigation', 'Civil Litigation'],
  [62, 'Native American Law', 'Native American Law'],
  [63, 'Appeals and Writs', 'Appeals'],
  [64, 'Federal Tort Claims Act Litigation', 'Federal Tort Claims'],
  [65, 'Aviation Law', 'Aviation Law'],
  [66, 'Social Security Law', 'Social Security'],
  [67, 'Credit, Debt and Collections Law', 'Debt & Collections'],
  [68, 'Education Law', 'Education Law'],
  [69, 'Drunk Driving & DUI Law', 'DUI'],
  [70, 'Consumer Law', 'Consumer Law'],
  [71, 'Traffic Law', 'Traffic Law'],
  [72, 'Constitutional Law', 'Constitutional Law'],
  [73, 'Elder Law', 'Elder Law'],
  [74, 'Civil Rights Law', 'Civil Rights'],
  [75, 'Banking Law', 'Banking Law'],
  [76, 'Health Care Law', 'Health Care Law'],
  [77, 'Investment Law', 'Investment Law'],
  [78, 'Construction Law', 'Construction Law'],
  [79, 'Juvenile Dependency', 'Juvenile Dependency'],
  [80, 'International Law', 'International Law'],
  [81, 'Securities Law', 'Securities Law'],
  [82, 'Telecommunications Law', 'Telecommunications'],
  [83, 'Mediation', 'Mediation'],
  [84, 'Veterans Law', 'Veterans Law'],
  [85, 'Landlord & Tenants', 'Landlord & Tenants'],
];

export const CATEGORIES: readonly CategoryReference[] = rows.map(([id, name, shortName]) => ({
  id,
  name,
  shortName: shortName ?? name,
}));

const byId = new Map(CATEGORIES.map((c) => [c.id, c]));

export function findCategory(id: number): CategoryReference | undefined {
  return byId.get(id);
}

/** A filter's label for a category: id 0 too has a name there ("General/Other"), as in the category list. */
export function categoryFilterName(id: number): string {
  return byId.get(id)?.name ?? categoryName(id);
}

/** Spec lookup rule: id 0 gives an empty name; an unknown id gives "Category {id}". */
export function categoryName(id: number): string {
  if (id === 0) return '';
  return byId.get(id)?.name ?? `Category ${id}`;
}
