import type { Route } from './+types/api.categories.$id.questions';
import { getCategoryById } from '#app/data/categories.server.ts';
import { getListingPage } from '#app/data/listings.server.ts';
import { badRequest, listingResultJson, notFound, QUESTIONS_CACHE } from '#app/domain/listing-api.ts';
import { CATEGORY_FILTER_CODES, LIST_KIND, parseCategoryQuery, SORT_CODES } from '#app/domain/listing-options.ts';
import { totalPages } from '#app/domain/pagination.ts';

/** GET /api/categories/{id}/questions?sort&filter&page&limit: one page of the category's questions. */
export function loader({ params, request }: Route.LoaderArgs) {
  if (!/^\d{1,9}$/.test(params.id)) return badRequest('id must be a whole number');
  const parsed = parseCategoryQuery(new URL(request.url).searchParams);
  if (!parsed.ok) return badRequest(parsed.error);
  const category = getCategoryById(Number(params.id));
  if (!category) return notFound(`No category with id ${params.id}`);
  const { sort, filter, page, limit } = parsed.value;
  const { results, total } = getListingPage(LIST_KIND.category, category.id, SORT_CODES[sort], CATEGORY_FILTER_CODES[filter], page, limit);
  return Response.json(
    { results: results.map(listingResultJson), total, page, limit, totalPages: totalPages(total, limit), sort, filter },
    { headers: { 'Cache-Control': QUESTIONS_CACHE } },
  );
}
