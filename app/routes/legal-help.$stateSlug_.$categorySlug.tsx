import type { Route } from './+types/legal-help.$stateSlug_.$categorySlug';
import { PlaceAreaDetail, PlaceAreaNotFound } from '#app/components/browse/place-area-detail.tsx';
import { placeAreaMeta } from '#app/components/browse/place-area-meta.ts';
import { loadPlaceAreaPage } from '#app/data/place-areas.server.ts';

/** /legal-help/{state}/{category}: one practice area's questions from one state. */
export function loader({ params, request }: Route.LoaderArgs) {
  return loadPlaceAreaPage('state', params.stateSlug, params.categorySlug, request);
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  return placeAreaMeta(matches, loaderData);
}

export default function StateAreaPage({ loaderData }: Route.ComponentProps) {
  if (!loaderData.found) return <PlaceAreaNotFound />;
  return <PlaceAreaDetail {...loaderData} />;
}
