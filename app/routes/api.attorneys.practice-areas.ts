import { listPracticeAreas } from '#app/data/attorney-directory.server.ts';

/** GET /api/attorneys/practice-areas: [{id, name, count}], most common first. */
export function loader() {
  try {
    return Response.json(listPracticeAreas());
  } catch (error) {
    console.error('practice areas failed', error);
    return Response.json({ error: 'Failed to get practice areas' }, { status: 500 });
  }
}
