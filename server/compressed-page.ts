import zlib from 'node:zlib';
import type { Request, Response } from 'express';

/**
 * Pages and JSON answers are gzip-compressed whole, once: by the render thread that rendered
 * them, or on libuv's thread pool for those rendered on the request thread, and the page
 * cache keeps that copy. Level 4 rather than zlib's default 6: on the site's pages it is
 * markedly faster for a few more bytes, and every page rendered is compressed once.
 */
const GZIP = { level: 4 };

export function gzipPage(body: Buffer): Buffer {
  return ownMemory(zlib.gzipSync(body, GZIP));
}

export function gzipPageAsync(body: Buffer): Promise<Buffer> {
  return new Promise((resolve, reject) => zlib.gzip(body, GZIP, (error, result) => (error ? reject(error) : resolve(ownMemory(result)))));
}

/**
 * zlib may hand back a slice of a larger buffer: a kept page would pin all of it, and a
 * render thread would hand it all over. A copy of exactly its size (not from Buffer's shared
 * pool) holds only the page.
 */
function ownMemory(buffer: Buffer): Buffer {
  if (buffer.byteOffset === 0 && buffer.byteLength === buffer.buffer.byteLength) return buffer;
  const copy = Buffer.allocUnsafeSlow(buffer.length);
  buffer.copy(copy);
  return copy;
}

/**
 * Ends a response from its compressed copy: as it is when the client takes gzip (compression()
 * leaves an encoded body alone), else plain (`plain` when the caller has it, or inflated).
 * Page cache hits and render threads' answers are sent this way, so a page's first answer and
 * its hits are the same bytes.
 */
export function endCompressed(req: Request, res: Response, gzip: Buffer, plain?: Buffer): void {
  res.setHeader('Vary', 'Accept-Encoding');
  let body: Buffer;
  if (req.acceptsEncodings('gzip', 'identity') === 'gzip') {
    body = gzip;
    res.setHeader('Content-Encoding', 'gzip');
  } else {
    body = plain ?? zlib.gunzipSync(gzip);
  }
  res.setHeader('Content-Length', String(body.length));
  res.end(body);
}
