import type { RequestHandler } from 'express';

/**
 * How a request's path becomes the path React Router serves, written once for everything that
 * decides by route (rate limits, the method gate, the page cache, logs and metrics). The
 * Express adapter builds a WHATWG URL from the request-target, which resolves dot segments
 * (`/./search`, `/x/../search`, `/%2e/search`, `/search/.`) and reads `\` as `/`; React
 * Router then drops the `.data` suffix of data requests (`/search/_.data` is `/search/`'s) and
 * matches the rest in any case, percent-decoded, with or without a trailing slash.
 */

/** The request-target as the adapter's URL reads it (dot segments resolved); a target that is not a path is left as sent. */
export function canonicalTarget(target: string): string {
  if (!target.startsWith('/')) return target;
  try {
    const url = new URL(`http://host${target}`);
    return `${url.pathname}${url.search}`;
  } catch {
    return target;
  }
}

/**
 * The path React Router matches routes against for `pathname` (dot segments resolved,
 * `.data` / `_.data` and a trailing slash removed), still percent-encoded: React Router's own
 * matchRoutes() decodes it and ignores case, so the labeler hands it exactly this.
 * (Data requests are trailing-slash aware: react-router.config.ts.)
 */
export function servedPath(pathname: string): string {
  let path = canonicalTarget(pathname);
  const query = path.indexOf('?');
  if (query >= 0) path = path.slice(0, query);
  path = path.endsWith('/_.data') ? path.slice(0, -'_.data'.length) : path.replace(/\.data$/, '');
  return path.replace(/\/+$/, '') || '/';
}

/** servedPath() percent-decoded and in lower case, for comparing with a fixed path where there is no route table (development). */
export function comparablePath(pathname: string): string {
  const path = servedPath(pathname);
  try {
    return decodeURIComponent(path).toLowerCase();
  } catch {
    return path.toLowerCase(); // left as sent: React Router answers it as not found
  }
}

/**
 * First of all middleware: the request's URL becomes canonicalTarget()'s, so the limits, the
 * caches, the logs and React Router all see one path, whatever dot segments it was sent with.
 */
export function canonicalUrl(): RequestHandler {
  return (req, _res, next) => {
    const canonical = canonicalTarget(req.url);
    if (canonical !== req.url) {
      req.url = canonical;
      req.originalUrl = canonical;
    }
    next();
  };
}
