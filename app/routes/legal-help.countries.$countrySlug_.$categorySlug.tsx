import type { Route } from './+types/legal-help.countries.$countrySlug_.$categorySlug';
import { PlaceAreaDetail, PlaceAreaNotFound } from '#app/components/browse/place-area-detail.tsx';
import { placeAreaMeta } from '#app/components/browse/place-area-meta.ts';
import { loadPlaceAreaPage } from '#app/data/place-areas.server.ts';

/** /legal-help/countries/{country}/{category}: one practice area's questions from one country. */
export function loader({ params, request }: Route.LoaderArgs) {
  return loadPlaceAreaPage('country', params.countrySlug, params.categorySlug, request);
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  return placeAreaMeta(matches, loaderData);
}

export default function CountryAreaPage({ loaderData }: Route.ComponentProps) {
  if (!loaderData.found) return <PlaceAreaNotFound />;
  return <PlaceAreaDetail {...loaderData} />;
}
