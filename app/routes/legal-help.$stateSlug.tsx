import { redirect } from 'react-router';
import type { Route } from './+types/legal-help.$stateSlug';
import { LocationDetail, LocationNotFound } from '#app/components/browse/location-detail.tsx';
import { COUNTRIES_ANCHOR } from '#app/domain/location-index.ts';
import { locationMeta } from '#app/components/browse/location-meta.ts';
import { loadLocationPage } from '#app/data/location-page.server.ts';

export function loader({ params, request }: Route.LoaderArgs) {
  if (params.stateSlug === 'countries') throw redirect(COUNTRIES_ANCHOR, 301);
  return loadLocationPage('state', params.stateSlug, request);
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  return locationMeta(matches, loaderData);
}

export default function StatePage({ loaderData }: Route.ComponentProps) {
  if (!loaderData.found) return <LocationNotFound />;
  return <LocationDetail {...loaderData} />;
}
