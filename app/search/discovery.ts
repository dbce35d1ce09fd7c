/** The discovery panel's fixed content (spec: Search page, with no query). */
export const POPULAR_TOPICS: readonly string[] = [
  'Divorce',
  'Child Custody',
  'Personal Injury',
  'Landlord Tenant',
  'Bankruptcy',
  'DUI',
];

export const SEARCH_TIPS: readonly string[] = [
  'car accident compensation',
  'divorce child custody rights',
  'workplace injury claim',
  'rental deposit refund',
  'medical malpractice lawsuit',
  'employment discrimination',
];
