import type { RequestHandler } from 'express';
import { contentSecurityPolicy } from '#app/http/csp.ts';

export interface SecurityOptions {
  /** Off in development, where Vite injects inline scripts and a WebSocket client. */
  contentSecurityPolicy?: boolean;
}

/**
 * Security headers on every response (static files, pages, API answers and errors). A
 * rendered page brings its own Content-Security-Policy, naming its inline scripts' hashes
 * (app/entry.server.tsx); every other answer gets the policy without any, added as its
 * headers are written. A 304 gets none: the browser keeps the policy stored with its copy,
 * and a policy without the copy's hashes would stop its scripts.
 */
export function securityHeaders({ contentSecurityPolicy: withCsp = true }: SecurityOptions = {}): RequestHandler {
  return (req, res, next) => {
    if (withCsp) {
      const writeHead = res.writeHead;
      res.writeHead = function (this: typeof res, ...args: Parameters<typeof res.writeHead>) {
        const status = typeof args[0] === 'number' ? args[0] : res.statusCode;
        if (status !== 304 && !res.hasHeader('content-security-policy'))
          res.setHeader('Content-Security-Policy', contentSecurityPolicy([], req.secure));
        return writeHead.apply(this, args);
      } as typeof res.writeHead;
    }
    // Only over HTTPS (req.secure honours X-Forwarded-Proto when TRUST_PROXY is on): a
    // plain-HTTP answer cannot vouch for HTTPS, and browsers ignore it there anyway.
    if (req.secure) res.setHeader('Strict-Transport-Security', 'max-age=63072000; includeSubDomains');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
    res.setHeader('X-Frame-Options', 'DENY');
    res.setHeader('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()');
    res.setHeader('Cross-Origin-Opener-Policy', 'same-origin');
    res.setHeader('Cross-Origin-Resource-Policy', 'same-origin');
    next();
  };
}
