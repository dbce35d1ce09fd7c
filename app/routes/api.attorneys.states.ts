import { listAttorneyStates } from '#app/data/attorney-directory.server.ts';

/** GET /api/attorneys/states: [{state, count}] for the states that have attorneys. */
export function loader() {
  try {
    return Response.json(listAttorneyStates());
  } catch (error) {
    console.error('attorney states failed', error);
    return Response.json({ error: 'Failed to get attorney states' }, { status: 500 });
  }
}
