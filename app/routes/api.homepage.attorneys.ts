import { getHomepageAttorneys } from '#app/data/homepage.server.ts';

/** GET /api/homepage/attorneys (spec A§7): the home page's 3 featured attorneys. */
export function loader() {
  return Response.json(getHomepageAttorneys(), { headers: { 'Cache-Control': 'public, max-age=300' } });
}
