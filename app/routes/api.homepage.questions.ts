import { getHomepageQuestions } from '#app/data/homepage.server.ts';

/** GET /api/homepage/questions (spec A§7): the home page's 6 recent, well-answered questions. */
export function loader() {
  return Response.json(getHomepageQuestions(), { headers: { 'Cache-Control': 'public, max-age=300' } });
}
