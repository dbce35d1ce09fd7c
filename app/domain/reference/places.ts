/**
 * Places of the archive: US states, DC and territories (kind "state", keyed by USPS code)
 * and countries (kind "country", keyed by ISO 3166-1 alpha-2). The two code spaces overlap
 * ("CA" is California and Canada), so a place is always identified by kind + code.
 */
export type PlaceKind = 'state' | 'country';

export interface PlaceReference {
  readonly kind: PlaceKind;
  readonly code: string;
  readonly name: string;
}

/** The 50 states of the spec's reference table. */
const STATE_ROWS: ReadonlyArray<readonly [string, string]> = [
  ['AL', 'Alabama'], ['AK', 'Alaska'], ['AZ', 'Arizona'], ['AR', 'Arkansas'],
  ['CA', 'California'], ['CO', 'Colorado'], ['CT', 'Connecticut'], ['DE', 'Delaware'],
  ['FL', 'Florida'], ['GA', 'Georgia'], ['HI', 'Hawaii'], ['ID', 'Idaho'],
  ['IL', 'Illinois'], ['IN', 'Indiana'], ['IA', 'Iowa'], ['KS', 'Kansas'],
  ['KY', 'Kentucky'], ['LA', 'Louisiana'], ['ME', 'Maine'], ['MD', 'Maryland'],
  ['MA', 'Massachusetts'], ['MI', 'Michigan'], ['MN', 'Minnesota'], ['MS', 'Mississippi'],
  ['MO', 'Missouri'], ['MT', 'Montana'], ['NE', 'Nebraska'], ['NV', 'Nevada'],
  ['NH', 'New Hampshire'], ['NJ', 'New Jersey'], ['NM', 'New Mexico'], ['NY', 'New York'],
  ['NC', 'North Carolina'], ['ND', 'North Dakota'], ['OH', 'Ohio'], ['OK', 'Oklahoma'],
  ['OR', 'Oregon'], ['PA', 'Pennsylvania'], ['RI', 'Rhode Island'], ['SC', 'South Carolina'],
  ['SD', 'South Dakota'], ['TN', 'Tennessee'], ['TX', 'Texas'], ['UT', 'Utah'],
  ['VT', 'Vermont'], ['VA', 'Virginia'], ['WA', 'Washington'], ['WV', 'West Virginia'],
  ['WI', 'Wisconsin'], ['WY', 'Wyoming'],
];

/** DC and the inhabited territories, which the archive's place tables also carry. */
const DISTRICT_AND_TERRITORY_ROWS: ReadonlyArray<readonly [string, string]> = [
  ['DC', 'District of Columbia'], ['PR', 'Puerto Rico'], ['VI', 'U.S. Virgin Islands'],
  ['GU', 'Guam'], ['AS', 'American Samoa'], ['MP', 'Northern Mariana Islands'],
];

const COUNTRY_ROWS: ReadonlyArray<readonly [string, string]> = [
  ['US', 'United States'], ['CA', 'Canada'], ['MX', 'Mexico'], ['GB', 'United Kingdom'],
  ['IE', 'Ireland'], ['AU', 'Australia'], ['NZ', 'New Zealand'], ['IN', 'India'],
  ['PK', 'Pakistan'], ['BD', 'Bangladesh'], ['PH', 'Philippines'], ['CN', 'China'],
  ['HK', 'Hong Kong'], ['TW', 'Taiwan'], ['JP', 'Japan'], ['KR', 'South Korea'],
  ['SG', 'Singapore'], ['MY', 'Malaysia'], ['TH', 'Thailand'], ['VN', 'Vietnam'],
  ['ID', 'Indonesia'], ['AE', 'United Arab Emirates'], ['SA', 'Saudi Arabia'], ['IL', 'Israel'],
  ['TR', 'Turkey'], ['EG', 'Egypt'], ['NG', 'Nigeria'], ['KE', 'Kenya'],
  ['ZA', 'South Africa'], ['GH', 'Ghana'], ['DE', 'Germany'], ['FR', 'France'],
  ['ES', 'Spain'], ['IT', 'Italy'], ['PT', 'Portugal'], ['NL', 'Netherlands'],
  ['BE', 'Belgium'], ['CH', 'Switzerland'], ['AT', 'Austria'], ['SE', 'Sweden'],
  ['NO', 'Norway'], ['DK', 'Denmark'], ['FI', 'Finland'], ['PL', 'Poland'],
  ['RU', 'Russia'], ['UA', 'Ukraine'], ['GR', 'Greece'], ['BR', 'Brazil'],
  ['AR', 'Argentina'], ['CO', 'Colombia'], ['JM', 'Jamaica'],
];

const toPlaces = (kind: PlaceKind, rows: ReadonlyArray<readonly [string, string]>) =>
  rows.map(([code, name]) => ({ kind, code, name }) satisfies PlaceReference);

export const US_STATES: readonly PlaceReference[] = toPlaces('state', STATE_ROWS);
export const US_STATES_AND_TERRITORIES: readonly PlaceReference[] = [
  ...US_STATES,
  ...toPlaces('state', DISTRICT_AND_TERRITORY_ROWS),
];
export const COUNTRIES: readonly PlaceReference[] = toPlaces('country', COUNTRY_ROWS);

const stateByCode = new Map(US_STATES_AND_TERRITORIES.map((p) => [p.code, p]));
const countryByCode = new Map(COUNTRIES.map((p) => [p.code, p]));

export function findState(code: string): PlaceReference | undefined {
  return stateByCode.get(code.toUpperCase());
}

export function findCountry(code: string): PlaceReference | undefined {
  return countryByCode.get(code.toUpperCase());
}

/** Spec lookup rule: an empty code gives empty text; an unknown code shows the code itself. */
export function stateName(code: string | null | undefined): string {
  if (!code) return '';
  return stateByCode.get(code.toUpperCase())?.name ?? code;
}

export function countryName(code: string | null | undefined): string {
  if (!code) return '';
  return countryByCode.get(code.toUpperCase())?.name ?? code;
}
