/**
 * Practice areas attorneys list on their profiles. They are a separate vocabulary from
 * question categories (the spec's directory has its own list, where "Criminal Defense"
 * resolves to the area named "Federal Crime"); each maps to the closest category.
 */
export interface PracticeAreaReference {
  readonly name: string;
  readonly categoryId: number;
}

export const PRACTICE_AREAS: readonly PracticeAreaReference[] = [
  { name: 'Personal Injury', categoryId: 1 },
  { name: "Workers' Compensation", categoryId: 2 },
  { name: 'Sexual Harassment', categoryId: 3 },
  { name: 'Disability Discrimination', categoryId: 4 },
  { name: 'Employment Discrimination', categoryId: 5 },
  { name: 'Legal Malpractice', categoryId: 6 },
  { name: 'Medical Malpractice', categoryId: 7 },
  { name: 'Bankruptcy', categoryId: 8 },
  { name: 'Family Law', categoryId: 10 },
  { name: 'Divorce', categoryId: 10 },
  { name: 'Child Custody', categoryId: 10 },
  { name: 'Federal Crime', categoryId: 11 },
  { name: 'Business Law', categoryId: 12 },
  { name: 'Internet Law', categoryId: 13 },
  { name: 'Immigration', categoryId: 14 },
  { name: 'Products Liability', categoryId: 15 },
  { name: 'Intellectual Property', categoryId: 16 },
  { name: 'Real Estate', categoryId: 17 },
  { name: 'Estate Planning', categoryId: 18 },
  { name: 'Insurance', categoryId: 19 },
  { name: 'Tax Law', categoryId: 52 },
  { name: 'Employment Law', categoryId: 59 },
  { name: 'Civil Litigation', categoryId: 61 },
  { name: 'Appeals', categoryId: 63 },
  { name: 'Social Security Disability', categoryId: 66 },
  { name: 'Debt Collection', categoryId: 67 },
  { name: 'DUI & DWI', categoryId: 69 },
  { name: 'Consumer Protection', categoryId: 70 },
  { name: 'Traffic Tickets', categoryId: 71 },
  { name: 'Elder Law', categoryId: 73 },
  { name: 'Civil Rights', categoryId: 74 },
  { name: 'Construction Law', categoryId: 78 },
  { name: 'Securities', categoryId: 81 },
  { name: 'Mediation', categoryId: 83 },
  { name: 'Veterans Benefits', categoryId: 84 },
  { name: 'Landlord & Tenant', categoryId: 85 },
];

/** The spec's shortcut label "Criminal Defense" resolves to this practice area. */
export const CRIMINAL_DEFENSE_PRACTICE_AREA = 'Federal Crime';
