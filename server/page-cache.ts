import zlib from 'node:zlib';
import type { Request, RequestHandler, Response } from 'express';
import { LRUCache } from 'lru-cache';
import { recordCacheLookup } from '#app/data/metrics.server.ts';
import { isCacheableContentType, isCacheablePageRequest } from '#app/domain/page-cache.ts';
import { toBuffer, type Chunk } from './http-cache.ts';
import { logger } from './logger.ts';
import { cspNonce } from './security-headers.ts';

/**
 * Rendered pages kept in memory, in front of React Router: a repeat visit to a question,
 * listing or profile page costs a lookup and a write instead of a request conversion, a
 * route match and a render (bench:pages: about 4x less CPU per page).
 *
 * Each response has its own CSP nonce, so a page is stored cut at its nonce and served
 * with the nonce of the response at hand; it keeps the ETag httpCache() computed when it was
 * rendered (archive version plus a hash of the body without its nonce), so a cached and a
 * fresh answer of the same page carry the same validator. Keys include
 * the archive version: a newly imported archive is never answered from the old one's pages.
 *
 * Compressing a 40 KB page costs more than everything else a cache hit does, so each part
 * is compressed once, on the first hit that wants it; a hit that accepts gzip gets those parts
 * chained with the deflated nonce between them (a valid gzip member: byte-aligned non-final
 * deflate blocks, a final empty block, then the CRC-32 and length of the whole body).
 */
interface CachedPage {
  /** The body cut at each occurrence of the nonce it was rendered with. */
  readonly parts: readonly Buffer[];
  /**
   * Each part compressed once, as byte-aligned raw deflate blocks that can be chained (see
   * gzipBody): on the first hit that accepts gzip, not when kept, so a page seen only once
   * costs no compression of ours (the compression middleware already compressed its answer).
   */
  deflatedParts?: readonly Buffer[];
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
  const cache = new LRUCache<string, CachedPage>({
    maxSize: maxBytes,
    sizeCalculation: (page) => page.bytes + 512,
    ttl: ttlMs,
  });
  // Kept pages carry the ETag httpCache() (mounted before this) computed for their body.

  return (req, res, next) => {
    const url = req.originalUrl;
    if (!isCacheablePageRequest({ method: req.method, url, accept: req.get('accept'), route: routeOf(req.path) }))
      return next();
    const nonce = cspNonce(res);
    if (!nonce) return next(); // nothing to cut the page at: render it every time
    const key = `${archiveVersion()} ${url}`;

    const page = cache.get(key);
    recordCacheLookup('page', page !== undefined);
    if (page) {
      serve(req, res, page, nonce);
      return;
    }

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
      if (chunk !== undefined && chunk !== null && typeof chunk !== 'function')
        chunks.push(toBuffer(chunk as Chunk, encoding));
      // Read before httpCache() answers (it may turn the answer into a bodiless 304)...
      const candidate = keepable(res);
      const result = end(...args);
      // ...and the ETag it computed for this body after.
      const etag = res.getHeader('etag');
      try {
        if (candidate && typeof etag === 'string' && chunks.length > 0)
          cache.set(key, toCachedPage(candidate, Buffer.concat(chunks), nonce, etag));
      } catch (error) {
        // Keeping the page is an optimisation: the visitor still gets the page just rendered.
        logger.warn({ err: error, path: req.path }, 'page cache could not keep a page');
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
  res.setHeader('Vary', 'Accept-Encoding');
  const nonceBytes = Buffer.from(nonce, 'latin1');
  let body: Buffer;
  if (req.acceptsEncodings('gzip', 'identity') === 'gzip') {
    body = gzipBody(page, nonceBytes);
    res.setHeader('Content-Encoding', 'gzip'); // the compression middleware leaves encoded bodies alone
  } else {
    body = Buffer.concat(interleave(page.parts, nonceBytes));
  }
  res.statusCode = 200;
  res.setHeader('Content-Length', String(body.length));
  res.end(body);
}

const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x03]);
/** The last deflate block: final, fixed Huffman, empty. */
const DEFLATE_END = zlib.deflateRawSync(Buffer.alloc(0));
const chainable = { finishFlush: zlib.constants.Z_SYNC_FLUSH };

/** The page with this response's nonce, gzip-compressed from its parts (each deflated once, on the first gzip hit). */
function gzipBody(page: CachedPage, nonce: Buffer): Buffer {
  page.deflatedParts ??= page.parts.map((part) => zlib.deflateRawSync(part, chainable));
  const deflatedNonce = zlib.deflateRawSync(nonce, chainable);
  let crc = 0;
  let length = 0;
  for (const piece of interleave(page.parts, nonce)) {
    crc = zlib.crc32(piece, crc);
    length += piece.length;
  }
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(length % 2 ** 32, 4);
  return Buffer.concat([GZIP_HEADER, ...interleave(page.deflatedParts, deflatedNonce), DEFLATE_END, trailer]);
}

function interleave(parts: readonly Buffer[], separator: Buffer): Buffer[] {
  const pieces: Buffer[] = [];
  parts.forEach((part, index) => {
    if (index > 0) pieces.push(separator);
    pieces.push(part);
  });
  return pieces;
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

function toCachedPage(headers: [string, string][], body: Buffer, nonce: string, etag: string): CachedPage {
  return {
    parts: body
      .toString('latin1')
      .split(nonce)
      .map((part) => Buffer.from(part, 'latin1')),
    headers,
    etag,
    bytes: Math.ceil(body.length * 1.3), // the plain parts and, once a gzip hit asked for them, the compressed ones
  };
}
