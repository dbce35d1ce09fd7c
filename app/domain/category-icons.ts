import { decodeEntities } from './text.ts';

/**
 * One set of drawn icons for every kind of category (practice areas and article
 * categories), chosen by keywords in the name, so a new category gets a fitting icon
 * without a table to keep up to date. The shapes are in app/components/ui/category-icon.tsx.
 */
export type CategoryIconName =
  | 'injury'
  | 'family'
  | 'criminal'
  | 'business'
  | 'employment'
  | 'property'
  | 'estate'
  | 'money'
  | 'globe'
  | 'justice'
  | 'idea'
  | 'health'
  | 'nature'
  | 'anchor'
  | 'school'
  | 'military'
  | 'general';

/**
 * First match wins, so the specific comes before the general: "intellectual property"
 * before "property", "medical leave" (employment) before "medical", "real estate" before "estate".
 */
const ICON_KEYWORDS: ReadonlyArray<readonly [CategoryIconName, RegExp]> = [
  ['employment', /\b(medical leave|fmla)\b/],
  ['justice', /\b(legal malpractice|ethics|professional responsibility)\b/],
  ['idea', /\b(intellectual property|patents?|trademarks?|copyrights?|technology|computers?|internet|telecommunications?|entertainment)\b/],
  ['property', /\b(real estate|property|landlords?|tenants?|housing|rent(al)?|mortgages?|foreclosures?|construction)\b/],
  ['injury', /\b(injur(y|ies)|accidents?|malpractice|wrongful death|negligence|torts?|products liability)\b/],
  ['family', /\b(family|divorc[es]e?|custody|child support|marriage|adoption|juvenile)\b|\bdivorse\b/],
  ['criminal', /\b(criminal|crimes?|dui|dwi|drunk driving|traffic|defen[cs]e)\b/],
  ['employment', /\b(employment|employee|workplace|labou?r|jobs?|wages?|work|workers|harassment)\b/],
  ['money', /\b(bankruptcy|debts?|credit|collections?|tax(es|ation)?|bank(s|ing)?|consumer|investments?|securities|insurance|finance)\b/],
  ['business', /\b(business|corporate|compan(y|ies)|contracts?|commercial|startup|llc)\b/],
  ['estate', /\b(estates?|wills?|trusts?|probate|inheritance)\b/],
  ['globe', /\b(immigration|international|citizenship|visas?|aviation)\b/],
  ['health', /\b(health|medical|elder|social security|medicare|medicaid)\b/],
  ['justice', /\b(civil rights|discrimination|disability|constitutional|litigation|appeals?|writs?|mediation|arbitration|administrative|native american)\b/],
  ['nature', /\b(environment(al)?|energy|animals?)\b/],
  ['anchor', /\b(admiralty|maritime)\b/],
  ['school', /\b(education|schools?|students?)\b/],
  ['military', /\b(military|veterans?|armed forces)\b/],
];

/** The icon of a category, chosen by keywords in its (decoded) name; a book when none fits. */
export function categoryIcon(name: string): CategoryIconName {
  const text = decodeEntities(name).toLowerCase().replace(/&/g, ' and ');
  for (const [icon, pattern] of ICON_KEYWORDS) if (pattern.test(text)) return icon;
  return 'general';
}
