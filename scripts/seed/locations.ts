import { countryName, stateName } from '#app/domain/reference/places.ts';
import { WeightedPicker, type Rng } from './random.ts';
import { FOREIGN_GEOGRAPHY, STATE_GEOGRAPHY, type CountryGeography, type StateGeography } from './geography.ts';
import type { TextContext } from './template.ts';

/** A drawn location: state for the US, country code otherwise, both absent when unknown. */
export interface DrawnLocation {
  readonly state?: string;
  readonly country?: string;
  readonly city?: string;
  readonly text: TextContext;
}

const UNKNOWN_PLACE: DrawnLocation = { text: { placeName: 'my state', cityName: 'my county', inUs: true } };

/**
 * Attorney directories over-represent a few large legal markets (the spec's attorney
 * count table puts FL and NY well above their population share, TX below).
 */
const ATTORNEY_MARKET_BOOST: Readonly<Record<string, number>> = { CA: 1.5, FL: 1.4, NY: 1.3, TX: 0.8, DC: 3, IL: 1.1 };

const questionStates = new WeightedPicker(STATE_GEOGRAPHY.map((s) => [s, s.population] as const));
const attorneyStates = new WeightedPicker(
  STATE_GEOGRAPHY.map((s) => [s, s.population * (ATTORNEY_MARKET_BOOST[s.code] ?? 1)] as const),
);
const foreignCountries = new WeightedPicker(FOREIGN_GEOGRAPHY.map((c) => [c, c.weight] as const));

function usLocation(rng: Rng, geo: StateGeography): DrawnLocation {
  const city = rng.pick(geo.cities);
  return { state: geo.code, country: 'US', city, text: { placeName: stateName(geo.code), cityName: city, inUs: true } };
}

function foreignLocation(rng: Rng, geo: CountryGeography): DrawnLocation {
  const city = rng.pick(geo.cities);
  return { country: geo.code, city, text: { placeName: countryName(geo.code), cityName: city, inUs: false } };
}

/** Questions: ~88% a US state by population, ~7% no place at all, ~5% another country. */
export function drawQuestionLocation(rng: Rng): DrawnLocation {
  const roll = rng.next();
  if (roll < 0.88) return usLocation(rng, questionStates.pick(rng));
  if (roll < 0.95) return UNKNOWN_PLACE;
  return foreignLocation(rng, foreignCountries.pick(rng));
}

/** Attorneys: nearly all in a US state, a few abroad (country set, no state). */
export function drawAttorneyLocation(rng: Rng): DrawnLocation {
  if (rng.chance(0.975)) return usLocation(rng, attorneyStates.pick(rng));
  return foreignLocation(rng, foreignCountries.pick(rng));
}
