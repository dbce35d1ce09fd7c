import type { Request, RequestHandler, Response } from 'express';
import { LRUCache } from 'lru-cache';
import { recordCacheLookup, setPageCacheSizeSource } from '#app/data/metrics.server.ts';
import { isCacheableContentType, isCacheablePageRequest } from '#app/http/page-cache.ts';
import { endCompressed, gzipPageAsync } from './compressed-page.ts';
import { toBuffer, type Chunk } from './http-cache.ts';
import { logger } from './logger.ts';

/**
 * Rendered pages kept in memory, in front of React Router: a repeat visit to a question,
 * listing or profile page costs a lookup and a write instead of a request conversion, a
 * route match and a render. A CDN in front keeps them too (docs/deployment.md); this cache
 * serves the visits that reach the server.
 *
 * A page is the same bytes for every visitor (its CSP names its scripts' hashes, decision
 * 0038), so it is kept whole, gzip-compressed once, with its headers and the ETag
 * httpCache() computed for it: a kept and a fresh answer of the same page are identical.
 * Keys include the archive version: a newly imported archive is never answered from the old
 * one's pages.
 */
interface CachedPage {
  readonly gzip: Buffer;
  readonly headers: readonly [string, string][];
  readonly etag: string;
}

/** The response headers a page keeps; the rest (request id, HSTS...) belong to each response. */
const KEPT_HEADERS = ['content-type', 'cache-control', 'content-security-policy', 'vary', 'link', 'content-language', 'x-robots-tag'];

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
    sizeCalculation: (page) => page.gzip.length + 512,
    ttl: ttlMs,
  });
  setPageCacheSizeSource(() => ({ bytes: cache.calculatedSize, maxBytes }));
  // Pages being compressed: a visit meanwhile waits for it (well under a millisecond) and is a hit.
  const compressing = new Map<string, Promise<CachedPage | undefined>>();

  return (req, res, next) => {
    const url = req.originalUrl;
    if (!isCacheablePageRequest({ method: req.method, url, accept: req.get('accept'), route: routeOf(req.path) }))
      return next();
    const key = `${archiveVersion()} ${url}`;

    const page = cache.get(key);
    if (page) {
      recordCacheLookup('page', true);
      serve(req, res, page);
      return;
    }
    const soon = compressing.get(key);
    if (soon) {
      soon
        .then((kept) => {
          recordCacheLookup('page', kept !== undefined);
          if (kept) serve(req, res, kept);
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
      // A render thread sends its page already compressed (server/render-pool.ts).
      const ready = res.locals.gzipPage as Buffer | undefined;
      if (!ready && chunk !== undefined && chunk !== null && typeof chunk !== 'function')
        chunks.push(toBuffer(chunk as Chunk, encoding));
      // Read before httpCache() answers (it may turn the answer into a bodiless 304)...
      const candidate = keepable(res);
      const result = end(...args);
      // ...and the ETag it computed for this body after.
      const etag = res.getHeader('etag');
      if (candidate && typeof etag === 'string' && (ready || chunks.length > 0)) {
        const kept = (ready ? Promise.resolve(ready) : gzipPageAsync(Buffer.concat(chunks))).then(
          (gzip): CachedPage => {
            const page = { gzip, headers: candidate, etag };
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

function serve(req: Request, res: Response, page: CachedPage): void {
  for (const [name, value] of page.headers) res.setHeader(name, value);
  res.setHeader('ETag', page.etag);
  res.setHeader('X-Page-Cache', 'hit');
  res.statusCode = 200;
  endCompressed(req, res, page.gzip);
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
