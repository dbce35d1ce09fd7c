/**
 * The US states (and DC) that share a border with each state, by postal code: the "same
 * area in neighbouring states" links of a state's practice-area page. Alaska and Hawaii
 * border no state; their nearest link is the whole area's page.
 */
const BORDERS: Record<string, string> = {
  AL: 'FL GA MS TN',
  AK: '',
  AZ: 'CA CO NM NV UT',
  AR: 'LA MO MS OK TN TX',
  CA: 'AZ NV OR',
  CO: 'AZ KS NE NM OK UT WY',
  CT: 'MA NY RI',
  DE: 'MD NJ PA',
  DC: 'MD VA',
  FL: 'AL GA',
  GA: 'AL FL NC SC TN',
  HI: '',
  ID: 'MT NV OR UT WA WY',
  IL: 'IA IN KY MO WI',
  IN: 'IL KY MI OH',
  IA: 'IL MN MO NE SD WI',
  KS: 'CO MO NE OK',
  KY: 'IL IN MO OH TN VA WV',
  LA: 'AR MS TX',
  ME: 'NH',
  MD: 'DC DE PA VA WV',
  MA: 'CT NH NY RI VT',
  MI: 'IN OH WI',
  MN: 'IA ND SD WI',
  MS: 'AL AR LA TN',
  MO: 'AR IA IL KS KY NE OK TN',
  MT: 'ID ND SD WY',
  NE: 'CO IA KS MO SD WY',
  NV: 'AZ CA ID OR UT',
  NH: 'MA ME VT',
  NJ: 'DE NY PA',
  NM: 'AZ CO OK TX UT',
  NY: 'CT MA NJ PA VT',
  NC: 'GA SC TN VA',
  ND: 'MN MT SD',
  OH: 'IN KY MI PA WV',
  OK: 'AR CO KS MO NM TX',
  OR: 'CA ID NV WA',
  PA: 'DE MD NJ NY OH WV',
  RI: 'CT MA',
  SC: 'GA NC',
  SD: 'IA MN MT ND NE WY',
  TN: 'AL AR GA KY MO MS NC VA',
  TX: 'AR LA NM OK',
  UT: 'AZ CO ID NM NV WY',
  VT: 'MA NH NY',
  VA: 'DC KY MD NC TN WV',
  WA: 'ID OR',
  WV: 'KY MD OH PA VA',
  WI: 'IA IL MI MN',
  WY: 'CO ID MT NE SD UT',
};

/** The postal codes of the states bordering `code` (none for an island, a territory or an unknown code). */
export function neighbouringStates(code: string): readonly string[] {
  const row = BORDERS[code.toUpperCase()];
  return row ? row.split(' ') : [];
}

/** Every state code the table knows (for its test: borders are mutual). */
export const BORDER_STATES: readonly string[] = Object.keys(BORDERS);
