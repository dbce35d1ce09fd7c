import { Writable } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import { createContext, ServerRouter, type EntryContext, type RouterContextProvider } from 'react-router';
import { noteArchiveError } from '#app/data/archive.server.ts';
import { ARCHIVE_DAMAGED_LOG, isArchiveReadError } from '#app/domain/archive-errors.ts';
import { NonceContext } from './components/nonce.ts';
import { logAppError, requestLog } from './log.server.ts';

/**
 * React Router's default Node entry plus the Content-Security-Policy nonce: server/app.ts
 * puts the response's nonce in the router context under this key (read from this module
 * of the built bundle, so both sides share one key), and every inline script React and
 * React Router write carries it.
 */
export const cspNonceContext = createContext<string>('');

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
  const nonce = loadContext.get(cspNonceContext);

  // No page defers data, so the whole page is ready moments after its shell: it is rendered
  // complete into one buffer and sent whole, which saves a stream per page and the handling
  // of every React chunk by the streams in between (the render threads and the page cache
  // keep whole pages anyway).
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const timeoutId = setTimeout(() => abort(), streamTimeout + 1000);
    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceContext.Provider>,
      {
        nonce,
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
              responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
              resolve(new Response(Buffer.concat(chunks), { headers: responseHeaders, status: responseStatusCode }));
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
