import type { Route } from './+types/api.locations.$type.$code';
import { getPopularTopics, getTopQuestions } from '#app/data/listings.server.ts';
import { getPlaceByCode } from '#app/data/locations.server.ts';
import { badRequest, INFO_CACHE, listingResultJson, notFound } from '#app/domain/listing-api.ts';
import { LIST_KIND } from '#app/domain/listing-options.ts';
import { parsePlaceParams, placeDescription } from '#app/domain/location-index.ts';
import { countryPath, statePath } from '#app/domain/urls.ts';

/** GET /api/locations/{state|country}/{code}: the place with its real counts, topics and top questions. */
export function loader({ params }: Route.LoaderArgs) {
  const parsed = parsePlaceParams(params.type, params.code);
  if (!parsed.ok) return badRequest(parsed.error);
  const place = getPlaceByCode(parsed.value.kind, parsed.value.code);
  if (!place) return notFound(`No ${parsed.value.kind} with code ${parsed.value.code}`);
  return Response.json(
    {
      type: place.kind,
      code: place.code,
      name: place.name,
      slug: place.slug,
      url: place.kind === 'state' ? statePath(place) : countryPath(place),
      description: placeDescription(place),
      question_count: place.questionCount,
      attorney_count: place.attorneyCount,
      popular_topics: getPopularTopics(LIST_KIND.place, place.id),
      trending_questions: getTopQuestions(LIST_KIND.place, place.id, 5).map(listingResultJson),
    },
    { headers: { 'Cache-Control': INFO_CACHE } },
  );
}
