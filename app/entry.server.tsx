import { randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import { createContext, ServerRouter, type EntryContext, type RouterContextProvider } from 'react-router';
import { noteArchiveError } from '#app/data/archive.server.ts';
import { ARCHIVE_DAMAGED_LOG, isArchiveReadError } from '#app/domain/archive-errors.ts';
import { contentSecurityPolicy } from '#app/http/csp.ts';
import { hashMarkedScripts } from '#app/http/inline-scripts.ts';
import { ScriptMarkerContext } from './components/script-marker.ts';
import { logAppError, requestLog } from './log.server.ts';

/**
 * React Router's default Node entry plus the page's Content-Security-Policy: when the server
 * sends one (server/app.ts and the render threads set this key, read from this module of the
 * built bundle so both sides share it; off in development, where Vite injects its own
 * scripts), a page's policy lists the hashes of its own inline scripts (decision 0038).
 */
export const cspContext = createContext<boolean>(false);

/** The search context key, for server/app.ts and the render threads (the routes import it from its own module). */
export { searchContext } from '#app/search/index.server.ts';

/** For a render thread (server/render-worker.ts): open this bundle's archive and tell which one it is. */
export { archiveInfo } from '#app/data/archive.server.ts';

export const streamTimeout = 5_000;

/**
 * Errors thrown by loaders, actions and rendering: one JSON log line with the request id and
 * the stack (never in the page); requests refused on purpose are one warn line (app/log.server.ts).
 * An unreadable archive is logged once and answers 503 (the root route's middleware).
 */
export function handleError(error: unknown, { request }: { request: Request }): void {
  if (request.signal.aborted) return; // the client went away: not an error of ours
  if (isArchiveReadError(error)) {
    if (noteArchiveError(error)) requestLog(request).error({ err: error, method: request.method, path: new URL(request.url).pathname }, ARCHIVE_DAMAGED_LOG);
    return;
  }
  logAppError(error, request);
}

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  // https://httpwg.org/specs/rfc9110.html#HEAD
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  // A one-off marker on the page's own scripts, taken out once they are hashed.
  const marker = randomBytes(18).toString('base64url');

  // No page defers data, so the whole page is ready moments after its shell: it is rendered
  // complete into one buffer and sent whole, which saves a stream per page and the handling
  // of every React chunk by the streams in between (the render threads and the page cache
  // keep whole pages anyway).
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const timeoutId = setTimeout(() => abort(), streamTimeout + 1000);
    const { pipe, abort } = renderToPipeableStream(
      <ScriptMarkerContext.Provider value={marker}>
        <ServerRouter context={routerContext} url={request.url} nonce={marker} />
      </ScriptMarkerContext.Provider>,
      {
        nonce: marker,
        onShellReady() {
          shellRendered = true;
        },
        onAllReady() {
          const chunks: Uint8Array[] = [];
          const sink = new Writable({
            write(chunk: Uint8Array, _encoding, callback) {
              chunks.push(chunk);
              callback();
            },
            final(callback) {
              clearTimeout(timeoutId);
              try {
                const page = hashMarkedScripts(Buffer.concat(chunks), marker);
                responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
                if (loadContext.get(cspContext))
                  responseHeaders.set('Content-Security-Policy', contentSecurityPolicy(page.hashes, new URL(request.url).protocol === 'https:'));
                resolve(new Response(page.html, { headers: responseHeaders, status: responseStatusCode }));
              } catch (error) {
                reject(error);
              }
              callback();
            },
          });
          pipe(sink);
        },
        onShellError(error: unknown) {
          clearTimeout(timeoutId);
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors inside the shell reach handleError through React Router.
          if (shellRendered) requestLog(request).error({ err: error, path: new URL(request.url).pathname }, 'render failed after its shell');
        },
      },
    );
  });
}
