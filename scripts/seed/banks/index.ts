import { CATEGORIES } from '#app/domain/reference/categories.ts';
import { BENEFITS_AND_SERVICE_BANKS } from './benefits-and-service.ts';
import { BUSINESS_BANKS } from './business.ts';
import { CONSTITUTION_HEALTH_MEDIATION_BANKS } from './constitution-health-mediation.ts';
import { CONSTRUCTION_BANKS } from './construction.ts';
import { CRIMINAL_BANKS } from './criminal.ts';
import { DEBT_BANKS } from './debt.ts';
import { DISCRIMINATION_BANKS } from './discrimination.ts';
import { DRIVING_BANKS } from './driving.ts';
import { EMPLOYMENT_BANKS } from './employment.ts';
import { ENTERTAINMENT_AND_TELECOM_BANKS } from './entertainment-telecom.ts';
import { ESTATE_BANKS } from './estates.ts';
import { FAMILY_BANKS } from './family.ts';
import { FINANCE_BANKS } from './finance.ts';
import { GENERAL_BANKS } from './general.ts';
import { IMMIGRATION_BANKS } from './immigration.ts';
import { INJURY_BANKS } from './injury.ts';
import { INSURANCE_AND_INVESTMENT_BANKS } from './insurance-and-investment.ts';
import { PRODUCTS_LAWYERS_GOVERNMENT_BANKS } from './products-lawyers-government.ts';
import { MARITIME_ENVIRONMENT_ETHICS_BANKS } from './maritime-environment-ethics.ts';
import { JUVENILE_BANKS } from './juvenile.ts';
import { PROPERTY_BANKS } from './property.ts';
import { PUBLIC_BANKS } from './public.ts';
import { RIGHTS_AND_SERVICES_BANKS } from './rights-and-services.ts';
import type { TermField } from './rare-terms.ts';
import type { CategoryBank } from './types.ts';

export const CATEGORY_BANKS: readonly CategoryBank[] = [
  ...FAMILY_BANKS,
  ...CRIMINAL_BANKS,
  ...JUVENILE_BANKS,
  ...DRIVING_BANKS,
  ...INJURY_BANKS,
  ...PRODUCTS_LAWYERS_GOVERNMENT_BANKS,
  ...PROPERTY_BANKS,
  ...CONSTRUCTION_BANKS,
  ...EMPLOYMENT_BANKS,
  ...DISCRIMINATION_BANKS,
  ...DEBT_BANKS,
  ...FINANCE_BANKS,
  ...INSURANCE_AND_INVESTMENT_BANKS,
  ...IMMIGRATION_BANKS,
  ...ESTATE_BANKS,
  ...BENEFITS_AND_SERVICE_BANKS,
  ...BUSINESS_BANKS,
  ...ENTERTAINMENT_AND_TELECOM_BANKS,
  ...PUBLIC_BANKS,
  ...MARITIME_ENVIRONMENT_ETHICS_BANKS,
  ...RIGHTS_AND_SERVICES_BANKS,
  ...CONSTITUTION_HEALTH_MEDIATION_BANKS,
  ...GENERAL_BANKS,
];

/** The field of terms of art each category's answers draw from (banks/rare-terms.ts). */
export const TERM_FIELD_OF_CATEGORY: ReadonlyMap<number, TermField> = new Map(
  (
    [
      [FAMILY_BANKS, 'family'],
      [CRIMINAL_BANKS, 'criminal'],
      [JUVENILE_BANKS, 'criminal'],
      [DRIVING_BANKS, 'criminal'],
      [INJURY_BANKS, 'injury'],
      [PRODUCTS_LAWYERS_GOVERNMENT_BANKS, 'injury'],
      [PROPERTY_BANKS, 'property'],
      [CONSTRUCTION_BANKS, 'property'],
      [EMPLOYMENT_BANKS, 'employment'],
      [DISCRIMINATION_BANKS, 'employment'],
      [DEBT_BANKS, 'debt'],
      [FINANCE_BANKS, 'debt'],
      [INSURANCE_AND_INVESTMENT_BANKS, 'debt'],
      [IMMIGRATION_BANKS, 'immigration'],
      [ESTATE_BANKS, 'estates'],
      [BENEFITS_AND_SERVICE_BANKS, 'estates'],
      [BUSINESS_BANKS, 'business'],
      [ENTERTAINMENT_AND_TELECOM_BANKS, 'business'],
      [PUBLIC_BANKS, 'business'],
      [MARITIME_ENVIRONMENT_ETHICS_BANKS, 'business'],
      [RIGHTS_AND_SERVICES_BANKS, 'business'],
      [CONSTITUTION_HEALTH_MEDIATION_BANKS, 'business'],
      [GENERAL_BANKS, 'business'],
    ] as const
  ).flatMap(([banks, field]) => banks.map((bank) => [bank.categoryId, field] as const)),
);

// Every category of the spec must be generated, exactly once: check at load time so a
// new category in the reference table cannot be silently missing from the demo archive.
const covered = new Map(CATEGORY_BANKS.map((bank) => [bank.categoryId, bank]));
if (covered.size !== CATEGORY_BANKS.length) throw new Error('Two phrase banks share a category id');
const missing = CATEGORIES.filter((c) => !covered.has(c.id)).map((c) => c.id);
if (missing.length) throw new Error(`No phrase bank for categories ${missing.join(', ')}`);
