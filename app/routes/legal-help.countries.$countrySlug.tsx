import type { Route } from './+types/legal-help.countries.$countrySlug';
import { LocationDetail, LocationNotFound } from '#app/components/browse/location-detail.tsx';
import { locationMeta } from '#app/components/browse/location-meta.ts';
import { loadLocationPage } from '#app/data/location-page.server.ts';

export function loader({ params, request }: Route.LoaderArgs) {
  return loadLocationPage('country', params.countrySlug, request);
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  return locationMeta(matches, loaderData);
}

export default function CountryPage({ loaderData }: Route.ComponentProps) {
  if (!loaderData.found) return <LocationNotFound />;
  return <LocationDetail {...loaderData} />;
}
