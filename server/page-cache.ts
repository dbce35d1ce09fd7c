import type { RequestHandler, Response } from 'express';
import { LRUCache } from 'lru-cache';
import { recordCacheLookup } from '#app/data/metrics.server.ts';
import { isCacheablePageRequest } from '#app/domain/page-cache.ts';
import { bodyEtag } from './http-cache.ts';
import { cspNonce } from './security-headers.ts';

/**
 * Rendered pages kept in memory, in front of React Router: a repeat visit to a question,
 * listing or profile page costs a lookup and a write instead of a request conversion, a
 * route match and a render (bench:pages: about 4x less CPU per page).
 *
 * Each response has its own CSP nonce, so a page is stored cut at its nonce and served
 * with the nonce of the response at hand; its ETag is computed once, the way httpCache()
 * computes it for every page (archive version plus a hash of the body without its nonce),
 * so a cached and a fresh answer of the same page carry the same validator. Keys include
 * the archive version: a newly imported archive is never answered from the old one's pages.
 */
interface CachedPage {
  /** The body cut at each occurrence of the nonce it was rendered with. */
  readonly parts: readonly Buffer[];
  readonly headers: readonly [string, string][];
  readonly etag: string;
  readonly bytes: number;
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
  const cache = new LRUCache<string, CachedPage>({ maxSize: maxBytes, sizeCalculation: (page) => page.bytes + 512, ttl: ttlMs });

  return (req, res, next) => {
    const url = req.originalUrl;
    if (!isCacheablePageRequest({ method: req.method, url, accept: req.get('accept'), route: routeOf(req.path) })) return next();
    const nonce = cspNonce(res);
    if (!nonce) return next(); // nothing to cut the page at: render it every time
    const key = `${archiveVersion()} ${url}`;

    const page = cache.get(key);
    recordCacheLookup('page', page !== undefined);
    if (page) {
      serve(res, page, nonce);
      return;
    }

    res.setHeader('X-Page-Cache', 'miss');
    const chunks: Buffer[] = [];
    const write = res.write.bind(res) as (chunk: unknown, ...rest: unknown[]) => boolean;
    const end = res.end.bind(res) as (...args: unknown[]) => Response;
    res.write = ((chunk: unknown, ...rest: unknown[]) => {
      chunks.push(copyOf(chunk, rest[0]));
      return write(chunk, ...rest);
    }) as Response['write'];
    res.end = ((...args: unknown[]) => {
      const [chunk, encoding] = args;
      if (chunk !== undefined && chunk !== null && typeof chunk !== 'function') chunks.push(copyOf(chunk, encoding));
      const stored = toCachedPage(res, req.path, Buffer.concat(chunks), nonce, archiveVersion());
      if (stored) cache.set(key, stored);
      return end(...args);
    }) as Response['end'];
    next();
  };
}

function serve(res: Response, page: CachedPage, nonce: string): void {
  for (const [name, value] of page.headers) res.setHeader(name, value);
  res.setHeader('ETag', page.etag);
  res.setHeader('X-Page-Cache', 'hit');
  const nonceBytes = Buffer.from(nonce, 'latin1');
  const pieces: Buffer[] = [];
  page.parts.forEach((part, index) => {
    if (index > 0) pieces.push(nonceBytes);
    pieces.push(part);
  });
  const body = Buffer.concat(pieces);
  res.statusCode = 200;
  res.setHeader('Content-Length', String(body.length));
  res.end(body);
}

/** A complete 200 HTML page without cookies, ready to keep; anything else is not kept. */
function toCachedPage(res: Response, pathname: string, body: Buffer, nonce: string, version: string): CachedPage | null {
  if (res.statusCode !== 200 || res.getHeader('set-cookie') !== undefined) return null;
  if (!String(res.getHeader('content-type') ?? '').startsWith('text/html') || body.length === 0) return null;
  const text = body.toString('latin1');
  const headers: [string, string][] = [];
  for (const name of KEPT_HEADERS) {
    const value = res.getHeader(name);
    if (value !== undefined) headers.push([name, String(value)]);
  }
  return {
    parts: text.split(nonce).map((part) => Buffer.from(part, 'latin1')),
    headers,
    etag: bodyEtag(version, pathname, body, nonce),
    bytes: body.length,
  };
}

function copyOf(chunk: unknown, encoding: unknown): Buffer {
  if (typeof chunk === 'string') return Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8');
  return Buffer.from(chunk as Uint8Array); // a copy: the producer may reuse its buffer
}
