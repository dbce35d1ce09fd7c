import net from 'node:net';
import type { Request, RequestHandler } from 'express';
import { declaresBody, sendError } from './limits.ts';
import { logger } from './logger.ts';

/**
 * Requests are answered from an absolute URL built from their Host (or, behind a trusted
 * proxy, X-Forwarded-Host and X-Forwarded-Proto) and their request-target, the way the React
 * Router adapter builds it. Whatever cannot make such a URL is refused here with a 400,
 * before any cache, limit or render sees it: a Host that is no host name (`a%b`, `[::1`),
 * a port beyond 65535, no Host at all (HTTP/1.0 allows it) or more than one, a target that is not a path
 * (`*`, `http://other.example/`).
 */

const REG_NAME = /^[A-Za-z0-9._-]+$/;
const IP_LITERAL = /^\[([0-9A-Fa-f:.]+)\]$/;

/** Why `value` is not a usable `host[:port]` (Host or X-Forwarded-Host), or null when it is. */
export function hostProblem(value: string | undefined): string | null {
  if (value === undefined || value.trim() === '') return 'no Host header';
  const host = value.trim();
  if (host.startsWith('[') && !host.includes(']')) return 'the host is not a host name or an address';
  const portAt = host.startsWith('[') ? host.indexOf(':', host.indexOf(']')) : host.lastIndexOf(':');
  const name = portAt < 0 ? host : host.slice(0, portAt);
  const port = portAt < 0 ? '' : host.slice(portAt + 1);
  if (!/^\d{0,5}$/.test(port) || (port !== '' && Number(port) > 65535)) return 'the port is not a number from 0 to 65535';
  const literal = IP_LITERAL.exec(name);
  if (literal ? !net.isIPv6(literal[1]!) : !REG_NAME.test(name)) return 'the host is not a host name or an address';
  // What WHATWG URL refuses beyond the characters (e.g. 1.2.3.999, read as an IPv4 address).
  if (!URL.canParse(`http://${host}/`)) return 'the host is not a host name or an address';
  return null;
}

/** Why the request cannot be answered as a page or call of this site (a 400), or null. */
export function requestProblem(req: Request): string | null {
  if (!req.originalUrl.startsWith('/')) return 'the request-target is not a path';
  // Node keeps the first of several Host headers; RFC 9112 says such a request is a 400.
  let hosts = 0;
  for (let i = 0; i < req.rawHeaders.length; i += 2) if (req.rawHeaders[i]!.toLowerCase() === 'host') hosts++;
  if (hosts > 1) return 'more than one Host header';
  const host = hostProblem(req.headers.host);
  if (host) return `Host: ${host}`;
  // The headers Express reads only from a trusted proxy (TRUST_PROXY), so only then checked.
  if ((req.app.get('trust proxy fn') as (address: string | undefined, hop: number) => boolean)(req.socket.remoteAddress, 0)) {
    // Express reads the first of several X-Forwarded-Host values; the adapter reads the port of the whole header.
    const forwardedHost = req.get('x-forwarded-host');
    if (forwardedHost !== undefined) {
      const first = forwardedHost.split(',')[0]!;
      const problem = hostProblem(first) ?? (forwardedHost.includes(',') ? hostProblem(forwardedHost) : null);
      if (problem) return `X-Forwarded-Host: ${problem}`;
    }
    const proto = req.get('x-forwarded-proto');
    if (proto !== undefined && proto.trim() !== '' && !/^https?$/i.test(proto.split(',')[0]!.trim())) return 'X-Forwarded-Proto: not http or https';
  }
  return null;
}

/** Refuses (400, logged as one warn line) what requestProblem() finds. */
export function rejectMalformedRequests(): RequestHandler {
  return (req, res, next) => {
    if (req.method === 'OPTIONS' && req.originalUrl === '*' && !hostProblem(req.headers.host)) {
      // The one use of `*`: which methods the server as a whole answers.
      res.setHeader('Allow', 'GET, HEAD, POST');
      res.status(204).end();
      return;
    }
    // Nothing reads the body of a GET, HEAD or OPTIONS: close the connection after the answer
    // rather than have Node wait for the body to arrive (a declared 100 GB one held it until
    // the request timeout; the raw fuzzer found it).
    if ((req.method === 'GET' || req.method === 'HEAD' || req.method === 'OPTIONS') && declaresBody(req)) res.setHeader('Connection', 'close');
    const problem = requestProblem(req);
    if (!problem) return next();
    logger.warn({ reqId: res.locals.requestId, method: req.method, target: req.originalUrl.slice(0, 200), problem }, 'malformed request refused');
    res.setHeader('Cache-Control', 'no-store');
    res.locals.route = 'malformed';
    sendError(req, res, 400, `Bad Request: ${problem}.`);
  };
}

const DEFAULT_PORTS: Record<string, string> = { http: '80', https: '443' };

/**
 * Behind a trusted proxy, the host and port the visitor used, as `host[:port]`: the first
 * X-Forwarded-Host, with the port it carries, else X-Forwarded-Port's (unless it is the
 * scheme's default), else none. Never the port of the Host header, which names the proxy's
 * upstream (nginx sends `Host: 127.0.0.1:3000` unless told otherwise). Null when the
 * proxy sent no X-Forwarded-Host.
 */
export function visitorHost(forwardedHost: string | undefined, forwardedPort: string | undefined, protocol: string): string | null {
  const host = forwardedHost?.split(',')[0]?.trim();
  if (!host) return null;
  const hasPort = host.startsWith('[') ? /\]:\d+$/.test(host) : host.includes(':');
  if (hasPort) return host;
  const port = forwardedPort?.split(',')[0]?.trim();
  return port && /^\d{1,5}$/.test(port) && Number(port) <= 65535 && port !== DEFAULT_PORTS[protocol] ? `${host}:${port}` : host;
}

/**
 * Makes the Host header the visitor's (visitorHost()) when a trusted proxy forwarded it, so
 * the URL React Router builds, and the Origin check of form posts against it, are the site's
 * as the visitor's browser sees it, not `https://site.example:<upstream port>`.
 */
export function useVisitorsHost(): RequestHandler {
  return (req, _res, next) => {
    if (!(req.app.get('trust proxy fn') as (address: string | undefined, hop: number) => boolean)(req.socket.remoteAddress, 0)) return next();
    const host = visitorHost(req.get('x-forwarded-host'), req.get('x-forwarded-port'), req.protocol);
    if (host) {
      req.headers.host = host;
      req.headers['x-forwarded-host'] = host;
    }
    next();
  };
}

/**
 * Methods: GET and HEAD everywhere, POST where a route takes a form or a call, OPTIONS
 * telling which; anything else (PUT, DELETE, TRACE, WebDAV's...) is a 405 with `Allow`,
 * answered here rather than by React Router, whose Fetch requests cannot even carry TRACE.
 */
export function methodGate(postAllowed: (req: Request) => boolean): RequestHandler {
  return (req, res, next) => {
    if (req.method === 'GET' || req.method === 'HEAD') return next();
    const post = postAllowed(req);
    if (req.method === 'POST' && post) return next();
    const allow = post ? 'GET, HEAD, POST' : 'GET, HEAD';
    res.setHeader('Allow', allow);
    res.setHeader('Cache-Control', 'no-store');
    if (req.method === 'OPTIONS') {
      res.status(204).end();
      return;
    }
    logger.warn({ reqId: res.locals.requestId, method: req.method, path: req.path.slice(0, 200) }, 'method not allowed');
    sendError(req, res, 405, `Method Not Allowed: use ${allow}.`);
  };
}
