import pino, { type Logger } from 'pino';
import { isRouteErrorResponse } from 'react-router';
import { configuredLogLevel } from './config/get-config.server.ts';

/**
 * The one logger: JSON lines on stdout, LOG_LEVEL choosing how much. The server
 * (server/logger.ts), the render threads and the app's routes and data modules all log
 * through it.
 */
export const logger: Logger = pino({
  level: configuredLogLevel(),
  base: { pid: process.pid },
  timestamp: pino.stdTimeFunctions.isoTime,
});

export type Log = Logger;

/**
 * The request id the server gives each request (server/logger.ts's requestId()): echoed to
 * the client in this response header and handed to the app in this request header, which
 * the server always overwrites.
 */
export const REQUEST_ID_HEADER = 'x-request-id';

/** The log of one request in a loader or action: every line carries its request id. */
export function requestLog(request: Request): Log {
  return logger.child({ reqId: request.headers.get(REQUEST_ID_HEADER) ?? undefined });
}

/**
 * Whether React Router's CSRF check refused this request: a post whose Origin is not the
 * request's own. It throws a plain Error for a page post and a bare "Bad Request" for a data
 * request (`/contact.data`), so the request, not the error, tells.
 */
function isCrossOriginPost(request: Request): boolean {
  const origin = request.headers.get('origin');
  if (request.method !== 'POST' || origin === null) return false;
  try {
    return origin === 'null' || new URL(origin).origin !== new URL(request.url).origin;
  } catch {
    return true; // not a URL: refused as well
  }
}

/**
 * Errors React Router hands to app/entry.server.tsx's handleError. A request we refused on
 * purpose (a 4xx it answers itself, such as 405 for a method a route does not take, or a form
 * post from another site) is one warn line without a stack; anything else is an error of
 * ours, logged with its stack.
 */
export function logAppError(error: unknown, request: Request): void {
  const log = requestLog(request);
  const line = { method: request.method, path: new URL(request.url).pathname };
  if (isRouteErrorResponse(error) && error.status < 500) {
    log.warn({ ...line, status: error.status }, `request refused: ${error.status} ${error.statusText}`);
  } else if (isCrossOriginPost(request)) {
    log.warn({ ...line, status: 400, origin: request.headers.get('origin')?.slice(0, 200) }, 'form post refused: its Origin is another site');
  } else {
    log.error({ ...line, err: error }, 'request failed in the app');
  }
}
