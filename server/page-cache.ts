import type { Request, RequestHandler, Response } from 'express';
import { LRUCache } from 'lru-cache';
import { recordCacheLookup, setPageCacheSizeSource } from '#app/data/metrics.server.ts';
import { isCacheableContentType, isCacheablePageRequest } from '#app/http/page-cache.ts';
import { cutAtNonce, deflatePartsAsync, gzipWith, plainWith, type DeflatedParts } from './gzip-parts.ts';
import { toBuffer, type Chunk } from './http-cache.ts';
import { logger } from './logger.ts';
import { cspNonce } from './security-headers.ts';

/**
 * Rendered pages kept in memory, in front of React Router: a repeat visit to a question,
 * listing or profile page costs a lookup and a write instead of a request conversion, a
 * route match and a render.
 *
 * Each response has its own CSP nonce, so a page is stored cut at its nonce and served
 * with the nonce of the response at hand; it keeps the ETag httpCache() computed when it was
 * rendered (archive version plus a hash of the body without its nonce), so a cached and a
 * fresh answer of the same page carry the same validator. Keys include
 * the archive version: a newly imported archive is never answered from the old one's pages.
 *
 * Pages are kept compressed only (server/gzip-parts.ts): each part deflated once, on libuv's
 * thread pool rather than the request thread, when the page is kept. A hit that accepts gzip
 * gets those parts chained with the deflated nonce between them, since compressing a whole
 * page would cost more than everything else a hit does. Deflated pages are several times
 * smaller, so the same memory holds several times as many.
 */
interface CachedPage {
  /** The body cut at each occurrence of the nonce it was rendered with, deflated. */
  readonly body: DeflatedParts;
  readonly headers: readonly [string, string][];
  readonly etag: string;
}

/** The response headers a page keeps; the rest (CSP, request id, HSTS...) belong to each response. */
const KEPT_HEADERS = ['content-type', 'cache-control', 'vary', 'link', 'content-language', 'x-robots-tag'];

export interface PageCacheOptions {
  maxBytes: number;
  ttlMs: number;
  archiveVersion: () => string;
  /** The route pattern answering a path (server/route-label.ts). */
  routeOf: (pathname: string) => string;
}

export function pageCache({ maxBytes, ttlMs, archiveVersion, routeOf }: PageCacheOptions): RequestHandler {
  if (maxBytes <= 0) return (_req, _res, next) => next();
  const cache = new LRUCache<string, CachedPage>({
    maxSize: maxBytes,
    sizeCalculation: (page) => page.body.bytes + 512,
    ttl: ttlMs,
  });
  setPageCacheSizeSource(() => ({ bytes: cache.calculatedSize, maxBytes }));
  // Kept pages carry the ETag httpCache() (mounted before this) computed for their body.
  // Pages being compressed: a visit meanwhile waits for it (well under a millisecond) and is a hit.
  const compressing = new Map<string, Promise<CachedPage | undefined>>();

  return (req, res, next) => {
    const url = req.originalUrl;
    if (!isCacheablePageRequest({ method: req.method, url, accept: req.get('accept'), route: routeOf(req.path) }))
      return next();
    const nonce = cspNonce(res);
    if (!nonce) return next(); // nothing to cut the page at: render it every time
    const key = `${archiveVersion()} ${url}`;

    const page = cache.get(key);
    if (page) {
      recordCacheLookup('page', true);
      serve(req, res, page, nonce);
      return;
    }
    const soon = compressing.get(key);
    if (soon) {
      soon
        .then((kept) => {
          recordCacheLookup('page', kept !== undefined);
          if (kept) serve(req, res, kept, nonce);
          else next();
        })
        .catch(next);
      return;
    }
    recordCacheLookup('page', false);

    res.setHeader('X-Page-Cache', 'miss');
    const chunks: Buffer[] = [];
    const write = res.write.bind(res) as (chunk: unknown, ...rest: unknown[]) => boolean;
    const end = res.end.bind(res) as (...args: unknown[]) => Response;
    res.write = ((chunk: unknown, ...rest: unknown[]) => {
      chunks.push(toBuffer(chunk as Chunk, rest[0]));
      return write(chunk, ...rest);
    }) as Response['write'];
    res.end = ((...args: unknown[]) => {
      const [chunk, encoding] = args;
      // A render thread sends its page already cut and deflated (server/render-pool.ts).
      const ready = res.locals.deflatedParts as DeflatedParts | undefined;
      if (!ready && chunk !== undefined && chunk !== null && typeof chunk !== 'function')
        chunks.push(toBuffer(chunk as Chunk, encoding));
      // Read before httpCache() answers (it may turn the answer into a bodiless 304)...
      const candidate = keepable(res);
      const result = end(...args);
      // ...and the ETag it computed for this body after.
      const etag = res.getHeader('etag');
      if (candidate && typeof etag === 'string' && (ready || chunks.length > 0)) {
        const kept = (ready ? Promise.resolve(ready) : deflatePartsAsync(cutAtNonce(Buffer.concat(chunks), nonce))).then(
          (body): CachedPage => {
            const page = { body, headers: candidate, etag };
            cache.set(key, page);
            return page;
          },
          // Keeping the page is an optimisation: the visitor already has the page just rendered.
          (error: unknown) => {
            logger.warn({ err: error, path: req.path }, 'page cache could not keep a page');
            return undefined;
          },
        );
        compressing.set(key, kept);
        void kept.finally(() => compressing.delete(key));
      }
      return result;
    }) as Response['end'];
    next();
  };
}

function serve(req: Request, res: Response, page: CachedPage, nonce: string): void {
  for (const [name, value] of page.headers) res.setHeader(name, value);
  res.setHeader('ETag', page.etag);
  res.setHeader('X-Page-Cache', 'hit');
  res.statusCode = 200;
  endWithParts(req, res, page.body, nonce);
}

/**
 * Ends a response whose body is kept as deflated parts (server/gzip-parts.ts) with `nonce`
 * between them: gzip-compressed from the parts when the client takes gzip (compression()
 * leaves an encoded body alone), else plain (`plain` when the caller has it, or inflated).
 * Page cache hits and render threads' answers (server/render-pool.ts) are sent this way, so a
 * page's first answer and its hits are the same bytes.
 */
export function endWithParts(req: Request, res: Response, parts: DeflatedParts, nonce: string, plain?: Buffer): void {
  res.setHeader('Vary', 'Accept-Encoding');
  const nonceBytes = Buffer.from(nonce, 'latin1');
  let body: Buffer;
  if (req.acceptsEncodings('gzip', 'identity') === 'gzip') {
    body = gzipWith(parts, nonceBytes);
    res.setHeader('Content-Encoding', 'gzip');
  } else {
    body = plain ?? plainWith(parts, nonceBytes);
  }
  res.setHeader('Content-Length', String(body.length));
  res.end(body);
}

/** The headers of a complete 200 page or JSON document without cookies, or null: anything else is not kept. */
function keepable(res: Response): [string, string][] | null {
  if (res.statusCode !== 200 || res.getHeader('set-cookie') !== undefined) return null;
  if (!isCacheableContentType(String(res.getHeader('content-type') ?? ''))) return null;
  const headers: [string, string][] = [];
  for (const name of KEPT_HEADERS) {
    const value = res.getHeader(name);
    if (value !== undefined) headers.push([name, String(value)]);
  }
  return headers;
}
