import type { Route } from './+types/api.categories.$id';
import { getCategoryById } from '#app/data/categories.server.ts';
import { getPopularTopics, getTopQuestions } from '#app/data/listings.server.ts';
import { activityLevel, responseRate } from '#app/domain/category-stats.ts';
import { badRequest, INFO_CACHE, listingResultJson, notFound } from '#app/domain/listing-api.ts';
import { LIST_KIND } from '#app/domain/listing-options.ts';
import { categoryPath } from '#app/domain/urls.ts';

/** GET /api/categories/{id}: the category with its real counts, popular topics and top questions. */
export function loader({ params }: Route.LoaderArgs) {
  if (!/^\d{1,9}$/.test(params.id)) return badRequest('id must be a whole number');
  const category = getCategoryById(Number(params.id));
  if (!category) return notFound(`No category with id ${params.id}`);
  return Response.json(
    {
      id: category.id,
      name: category.name,
      slug: category.slug,
      url: categoryPath(category),
      description: category.description,
      question_count: category.questionCount,
      answered_count: category.answeredCount,
      answer_count: category.answerCount,
      attorney_count: category.attorneyCount,
      response_rate: responseRate(category.attorneyCount, category.questionCount),
      activity_level: activityLevel(category.questionCount),
      popular_topics: getPopularTopics(LIST_KIND.category, category.id),
      trending_questions: getTopQuestions(LIST_KIND.category, category.id, 5).map(listingResultJson),
    },
    { headers: { 'Cache-Control': INFO_CACHE } },
  );
}
