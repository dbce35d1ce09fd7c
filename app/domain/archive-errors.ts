/**
 * A served archive that can no longer be read (damaged in place, truncated, unreadable
 * disk) is a state of the whole server, not of one request: pages and calls answer 503 with
 * this message until a good archive is put at DATABASE_PATH (docs/operations.md, "The
 * archive: import, swap, damage").
 */
export const ARCHIVE_UNAVAILABLE_MESSAGE = 'The archive is temporarily unavailable. Please try again in a few minutes.';

/** What a 503 for an unreadable archive asks clients to wait (the archive watcher polls every few seconds). */
export const ARCHIVE_RETRY_AFTER_SECONDS = 60;

/** The log line saying the site answers 503 from now on (written once per thread, when it finds out). */
export const ARCHIVE_DAMAGED_LOG =
  'the archive being served cannot be read: pages and calls answer 503 until a good archive is put at DATABASE_PATH (import again, or rename a good archive over it)';

/** The 503 of a page or call while the archive cannot be read: JSON for the calls, plain text otherwise. */
export function archiveUnavailableResponse(pathname: string): Response {
  const headers = { 'Cache-Control': 'no-store', 'Retry-After': String(ARCHIVE_RETRY_AFTER_SECONDS) };
  if (pathname.startsWith('/api/') || pathname.startsWith('/json/')) return Response.json({ error: ARCHIVE_UNAVAILABLE_MESSAGE }, { status: 503, headers });
  return new Response(ARCHIVE_UNAVAILABLE_MESSAGE, { status: 503, headers: { ...headers, 'Content-Type': 'text/plain; charset=utf-8' } });
}

/** SQLite's codes for a file that is not (or no longer) a readable database; an ArchiveError says the same at open. */
const DAMAGE_CODES = /^SQLITE_(CORRUPT|NOTADB|IOERR|CANTOPEN)/;

/** Whether `error` says the archive file itself cannot be read (not a query's own mistake). */
export function isArchiveReadError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, name } = error as { code?: unknown; name?: unknown };
  return (typeof code === 'string' && DAMAGE_CODES.test(code)) || name === 'ArchiveError';
}
