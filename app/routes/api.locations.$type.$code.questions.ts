import type { Route } from './+types/api.locations.$type.$code.questions';
import { getListingPage } from '#app/data/listings.server.ts';
import { getPlaceByCode } from '#app/data/locations.server.ts';
import { badRequest, listingResultJson, notFound, QUESTIONS_CACHE } from '#app/domain/listing-api.ts';
import { LIST_KIND, LOCATION_SORT_CODES, parseLocationQuery, practiceAreaFilterCode } from '#app/domain/listing-options.ts';
import { parsePlaceParams } from '#app/domain/location-index.ts';
import { totalPages } from '#app/domain/pagination.ts';

/** GET /api/locations/{type}/{code}/questions?sort&filter&page&limit (filter = practice area). */
export function loader({ params, request }: Route.LoaderArgs) {
  const parsedPlace = parsePlaceParams(params.type, params.code);
  if (!parsedPlace.ok) return badRequest(parsedPlace.error);
  const parsed = parseLocationQuery(new URL(request.url).searchParams);
  if (!parsed.ok) return badRequest(parsed.error);
  const place = getPlaceByCode(parsedPlace.value.kind, parsedPlace.value.code);
  if (!place) return notFound(`No ${parsedPlace.value.kind} with code ${parsedPlace.value.code}`);
  const { sort, filter, page, limit } = parsed.value;
  const { results, total } = getListingPage(LIST_KIND.place, place.id, LOCATION_SORT_CODES[sort], practiceAreaFilterCode(filter), page, limit);
  return Response.json(
    { results: results.map(listingResultJson), total, page, limit, totalPages: totalPages(total, limit), sort, filter },
    { headers: { 'Cache-Control': QUESTIONS_CACHE } },
  );
}
