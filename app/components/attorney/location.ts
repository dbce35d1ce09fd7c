import { countryName } from '#app/domain/reference/places.ts';

/** "City, ST", the state or country alone, or the spec's 'Location not specified'. */
export function attorneyLocation(a: { city: string | null; state: string | null; country: string }): string {
  const region = a.country === 'US' ? a.state : (a.state ?? countryName(a.country));
  const parts = [a.city?.trim(), region].filter(Boolean);
  return parts.length ? parts.join(', ') : 'Location not specified';
}
