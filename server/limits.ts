import type { Request, RequestHandler, Response } from 'express';
import { recordRateLimited } from '#app/data/metrics.server.ts';
import { clientKey, RateLimiter } from '#app/http/rate-limit.ts';

export interface RateLimits {
  search: number;
  api: number;
  contact: number;
  windowSeconds: number;
}

export type LimitBucket = 'search' | 'suggest' | 'api' | 'contact' | 'report';

/** Suggestions come a few per typed query (debounced), so their limit is this many times search's. */
export const SUGGEST_PER_SEARCH = 5;

/**
 * Which limit a request counts against, if any, from the route it reaches (`route`: its
 * pattern as server/route-label.ts gives it), not from how its path is spelled: React Router
 * matches paths in any case and percent-decoded, so `/SEARCH`, `/%73earch` and `/search.data`
 * all reach `/search` and share its bucket. `isCspReport`: the path reaches the CSP report
 * endpoint (Express matches it in any case too).
 */
export function rateLimitBucket(method: string, route: string, isCspReport = false): LimitBucket | null {
  if (isCspReport) return 'report';
  if (route === '/search' || route === '/api/search' || route === '/json/search') return 'search';
  if (route === '/api/suggest') return 'suggest';
  if (route.startsWith('/api/')) return 'api';
  if (route === '/contact' && method === 'POST') return 'contact';
  return null;
}

/** CSP reports per client per window: a browser sends a few per page with a violation, never hundreds. */
export const CSP_REPORTS_PER_WINDOW = 10;

/**
 * Per-client (IP address as req.ip gives it: the socket's, or the one TRUST_PROXY's proxies
 * report; an IPv6 client by its /64) fixed-window limits on search, the JSON calls, CSP reports and the contact form:
 * 429 with Retry-After.
 */
export function rateLimits(limits: RateLimits, routeOf: (pathname: string) => string, isCspReport: (pathname: string) => boolean): RequestHandler {
  const windowMs = limits.windowSeconds * 1000;
  const limiters = {
    search: new RateLimiter(limits.search, windowMs),
    suggest: new RateLimiter(limits.search * SUGGEST_PER_SEARCH, windowMs),
    api: new RateLimiter(limits.api, windowMs),
    report: new RateLimiter(Math.min(limits.api, CSP_REPORTS_PER_WINDOW), windowMs),
    // A per-hour backstop before the body is read; the contact route itself answers the
    // friendly "Too Many Messages" page at RATE_LIMIT_CONTACT per 10 minutes, so this
    // allows the six windows of an hour and only stops floods that ignore that page.
    contact: new RateLimiter(limits.contact * 6, 3_600_000),
  };
  return (req, res, next) => {
    const bucket = rateLimitBucket(req.method, routeOf(req.path), isCspReport(req.path));
    if (!bucket) return next();
    const decision = limiters[bucket].hit(clientKey(req.ip ?? 'unknown'), Date.now());
    res.setHeader('RateLimit-Limit', String(limiters[bucket].limit));
    // What is left is this client's alone: not on an answer a shared cache may give others.
    if (decision.allowed) return next();
    res.setHeader('RateLimit-Remaining', String(decision.remaining));
    recordRateLimited(bucket);
    res.setHeader('Retry-After', String(decision.retryAfterSeconds));
    res.setHeader('Cache-Control', 'no-store');
    const message = `Too many requests: please wait ${decision.retryAfterSeconds} seconds and try again.`;
    sendError(req, res, 429, message);
  };
}

export interface BodyLimits {
  json: number;
  form: number;
}

/**
 * Bodies are bounded before any handler reads them: the declared Content-Length is checked
 * (Node's parser never reads past it), and a body without one (chunked) is refused, since
 * browsers and API clients always send the length for the small bodies this site accepts.
 */
export function bodyLimits({ json, form }: BodyLimits): RequestHandler {
  return (req, res, next) => {
    if (req.method === 'GET' || req.method === 'HEAD' || req.method === 'OPTIONS') return next();
    const declared = req.get('content-length');
    if (req.get('transfer-encoding')) {
      res.setHeader('Connection', 'close');
      return sendError(req, res, 411, 'A request body must be sent with a Content-Length header.');
    }
    if (declared === undefined) return next();
    const type = (req.get('content-type') ?? '').toLowerCase();
    const max = type.includes('json') ? json : form;
    const length = Number(declared);
    if (!Number.isSafeInteger(length) || length < 0) return sendError(req, res, 400, 'The Content-Length header is not a number.');
    if (length > max) {
      // Answer without reading the body, then close: reading megabytes to discard them is the attack.
      res.setHeader('Connection', 'close');
      return sendError(req, res, 413, `The request body is too large: the limit is ${Math.floor(max / 1024)} KB.`);
    }
    next();
  };
}

/** Whether the request says a body follows its headers (a length other than 0, or chunks). */
export function declaresBody(req: Request): boolean {
  return req.headers['transfer-encoding'] !== undefined || (req.headers['content-length'] ?? '0') !== '0';
}

/** A short error in the form the client asked for: JSON for the calls, plain text otherwise. */
export function sendError(req: Request, res: Response, status: number, message: string): void {
  // Refused before its body arrived (a 400, 405, 429 or 413 answered on the headers): close
  // the connection after the answer, or Node keeps it open waiting for a body it will only
  // throw away (a declared 100 GB one, say), and whatever the client pipelined behind it waits too.
  if (declaresBody(req) && !req.complete) res.setHeader('Connection', 'close');
  const wantsJson = req.path.startsWith('/api/') || req.path.startsWith('/json/') || (req.get('accept') ?? '').includes('application/json');
  res.status(status);
  if (wantsJson) res.json({ error: message });
  else res.type('text/plain').send(message);
}
