import { createHash } from 'node:crypto';
import type { RequestHandler, Response } from 'express';
import { CACHE_CONTROL, cacheKindOf, etagMatches, strongEtag } from '#app/http/http-cache.ts';
import { cutAtNonce } from './gzip-parts.ts';
import { cspNonce } from './security-headers.ts';

/** Bodies above this are streamed as they come, without a computed ETag. */
const MAX_BUFFERED = 4 * 1024 * 1024;

export type Chunk = string | Uint8Array;

/**
 * Cache-Control, strong ETags and 304s for GET answers (pages, data requests, API calls).
 *
 * The body is collected (pages are rendered in one go from synchronous reads, so this costs
 * no latency worth measuring), hashed without its CSP nonce (which differs on every
 * response), and either sent with an ETag or replaced by a 304 when the client already has
 * it. A 304 carries no Content-Security-Policy: the browser keeps the policy stored with
 * its copy, whose nonce matches that copy's scripts. A route that sets its own ETag (the
 * sitemaps) is answered 304 before its body is produced.
 */
export function httpCache(archiveVersion: () => string): RequestHandler {
  return (req, res, next) => {
    if (req.method !== 'GET') return next();
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
        const etag = bodyEtag(archiveVersion(), req.path, cutAtNonce(body, cspNonce(res)));
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
 * The strong ETag of a page or API body, given as its parts between occurrences of its CSP
 * nonce (which differs on every response; cutAtNonce()): the archive version plus a hash of
 * the path and of the body without the nonce. server/page-cache.ts keeps it with the pages
 * it keeps; render threads compute it for the pages they render (server/render-worker.ts).
 */
export function bodyEtag(archiveVersion: string, pathname: string, parts: readonly Buffer[]): string {
  const hash = createHash('sha256').update(pathname).update('\0');
  for (const part of parts) hash.update(part);
  return strongEtag(archiveVersion, hash.digest('base64url').slice(0, 27));
}

function applyCacheControl(res: Response, pathname: string): void {
  if (res.getHeader('cache-control')) return;
  const kind = cacheKindOf(res.statusCode, String(res.getHeader('content-type') ?? ''), pathname);
  res.setHeader('Cache-Control', res.getHeader('set-cookie') ? 'private, no-store' : CACHE_CONTROL[kind]);
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
