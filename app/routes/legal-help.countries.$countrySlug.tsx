import { data, redirect } from 'react-router';
import type { Route } from './+types/legal-help.countries.$countrySlug';
import { LocationDetail, LocationNotFound } from '#app/components/browse/location-detail.tsx';
import { placePath } from '#app/components/browse/place-card.tsx';
import { locationMeta } from '#app/components/browse/location-meta.ts';
import { locationPageData, resolvePlace } from '#app/data/location-page.server.ts';

export function loader({ params, request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const resolved = resolvePlace('country', params.countrySlug);
  if (!resolved) return data({ found: false as const }, { status: 404 });
  if (!resolved.canonical) throw redirect(`${placePath(resolved.place)}${url.search}`, 301);
  const page = locationPageData(resolved.place, url.searchParams);
  return data({ found: true as const, ...page }, { status: page.query.page > 1 && page.results.length === 0 ? 404 : 200 });
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  return locationMeta(matches, loaderData);
}

export default function CountryPage({ loaderData }: Route.ComponentProps) {
  if (!loaderData.found) return <LocationNotFound />;
  return <LocationDetail {...loaderData} />;
}
