import { createHash } from 'node:crypto';
import type { RequestHandler, Response } from 'express';
import { CACHE_CONTROL, cacheKindOf, etagMatches, strongEtag, withSharedCaching } from '#app/http/http-cache.ts';

/** Bodies above this are streamed as they come, without a computed ETag. */
const MAX_BUFFERED = 4 * 1024 * 1024;

export type Chunk = string | Uint8Array;

/**
 * Cache-Control, strong ETags and 304s for GET answers (pages, data requests, API calls).
 *
 * The body is collected (pages are rendered in one go from synchronous reads, so this costs
 * no latency worth measuring), hashed, and either sent with an ETag or replaced by a 304 when
 * the client (or a CDN revalidating) already has it. A page is the same bytes for every
 * visitor, so the ETag names the page itself; it starts with the archive version, so a newly
 * imported archive changes it. A 304 carries no Content-Security-Policy (security-headers.ts).
 * A route that sets its own ETag (the sitemaps) is answered 304 before its body is produced.
 * Answers to other methods (forms, the JSON search call) are never stored by any cache.
 */
export function httpCache(archiveVersion: () => string): RequestHandler {
  return (req, res, next) => {
    if (req.method !== 'GET') {
      beforeHeaders(res, () => (req.method === 'HEAD' ? applyCacheControl(res, req.path) : noStoreUnlessSet(res)));
      return next();
    }
    const write = res.write.bind(res) as (chunk: Chunk, ...rest: unknown[]) => boolean;
    const end = res.end.bind(res) as (...args: unknown[]) => Response;
    const chunks: Buffer[] = [];
    let size = 0;
    let mode: 'undecided' | 'buffer' | 'pass' | 'done' = 'undecided';

    const decide = (): void => {
      if (mode !== 'undecided') return;
      applyCacheControl(res, req.path);
      const ownTag = res.getHeader('etag');
      if (typeof ownTag === 'string') {
        if (res.statusCode === 200 && etagMatches(req.get('if-none-match'), ownTag)) {
          notModified(res);
          mode = 'done';
          end();
          return;
        }
        mode = 'pass';
        return;
      }
      // Every answer is collected, not only the 200s that get an ETag: React Router writes a
      // page in many small chunks, and each chunk written to a compressing response is a
      // separate task on libuv's small thread pool, where under load they queue behind one
      // another. One body, one compression task.
      mode = 'buffer';
    };

    const flushBuffered = (): void => {
      mode = 'pass';
      for (const chunk of chunks.splice(0)) write(chunk);
    };

    res.write = ((chunk: Chunk, ...rest: unknown[]) => {
      decide();
      if (mode === 'done') return true;
      if (mode === 'pass') return write(chunk, ...rest);
      const buffer = toBuffer(chunk, rest[0]);
      chunks.push(buffer);
      size += buffer.length;
      if (size > MAX_BUFFERED) flushBuffered();
      return true;
    }) as Response['write'];

    res.end = ((...args: unknown[]) => {
      decide();
      if (mode === 'done') return res;
      const [first, second] = args;
      if (mode === 'pass') return end(...args);
      if (first !== undefined && first !== null && typeof first !== 'function')
        chunks.push(toBuffer(first as Chunk, second));
      const body = Buffer.concat(chunks);
      mode = 'done';
      if (res.statusCode === 200 && !res.getHeader('set-cookie')) {
        const etag = bodyEtag(archiveVersion(), req.path, body);
        res.setHeader('ETag', etag);
        if (etagMatches(req.get('if-none-match'), etag)) {
          notModified(res);
          return end();
        }
      }
      res.setHeader('Content-Length', String(body.length));
      return end(body);
    }) as Response['end'];

    next();
  };
}

/**
 * The strong ETag of a page or API body: the archive version plus a hash of the path and of
 * the body. server/page-cache.ts keeps it with the pages it keeps; render threads compute it
 * for the pages they render (server/render-worker.ts).
 */
export function bodyEtag(archiveVersion: string, pathname: string, body: Buffer): string {
  const hash = createHash('sha256').update(pathname).update('\0').update(body);
  return strongEtag(archiveVersion, hash.digest('base64url').slice(0, 27));
}

/**
 * The route's own Cache-Control, or the kind's; on a 200, shared caches get their time. An
 * answer that sets a cookie is for one visitor: no cache keeps it.
 */
function applyCacheControl(res: Response, pathname: string): void {
  if (res.getHeader('set-cookie')) {
    res.setHeader('Cache-Control', 'private, no-store');
    return;
  }
  const own = res.getHeader('cache-control');
  const value = own ? String(own) : CACHE_CONTROL[cacheKindOf(res.statusCode, String(res.getHeader('content-type') ?? ''), pathname)];
  res.setHeader('Cache-Control', res.statusCode === 200 ? withSharedCaching(value) : value);
}

function noStoreUnlessSet(res: Response): void {
  if (!res.getHeader('cache-control')) res.setHeader('Cache-Control', 'no-store');
}

/** Runs `fn` just before the response's headers are written. */
function beforeHeaders(res: Response, fn: () => void): void {
  const writeHead = res.writeHead;
  res.writeHead = function (this: Response, ...args: Parameters<Response['writeHead']>) {
    if (typeof args[0] === 'number') res.statusCode = args[0];
    fn();
    return writeHead.apply(this, args);
  } as Response['writeHead'];
}

function notModified(res: Response): void {
  res.statusCode = 304;
  for (const header of ['content-type', 'content-length', 'content-encoding', 'content-security-policy', 'transfer-encoding'])
    res.removeHeader(header);
}

/** A copy of a chunk written to a response (also used by server/page-cache.ts). */
export function toBuffer(chunk: Chunk, encoding: unknown): Buffer {
  if (typeof chunk === 'string')
    return Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8');
  return Buffer.from(chunk); // a copy: the producer may reuse its buffer
}
