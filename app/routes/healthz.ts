/** Liveness: the process is up and answering. (Readiness, /readyz, also checks the archive.) */
export function loader() {
  return Response.json({ status: 'ok' }, { headers: { 'Cache-Control': 'no-store' } });
}
