import { searchStats } from '#app/search/index.server.ts';

/** GET /api/search/stats: archive totals (spec section 7; 15-minute freshness). */
export function loader() {
  const stats = searchStats();
  return Response.json(
    {
      questions: stats.questions,
      answers: stats.answers,
      attorneys: stats.attorneys,
      states: stats.states,
      categories: stats.categories,
      oldest_posted_ts: stats.oldestPostedTs,
      newest_posted_ts: stats.newestPostedTs,
    },
    { headers: { 'Cache-Control': 'public, max-age=900' } },
  );
}
