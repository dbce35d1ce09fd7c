import { randomBytes } from 'node:crypto';
import type { RequestHandler, Response } from 'express';

export interface SecurityOptions {
  /** Off in development, where Vite injects inline scripts and a WebSocket client. */
  contentSecurityPolicy?: boolean;
}

/** The per-response script nonce, for the React Router entry and the ETag computation. */
export function cspNonce(res: Response): string {
  return (res.locals.cspNonce as string | undefined) ?? '';
}

/**
 * The Content-Security-Policy of one response. Scripts run only from our origin or with
 * this response's nonce (React Router's inline hydration scripts carry it); inline styles
 * stay allowed because Radix positions its popovers with style attributes.
 */
export function contentSecurityPolicy(nonce: string, secure: boolean): string {
  const directives = [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: https:",
    "font-src 'self'",
    "connect-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    'report-uri /csp-report',
  ];
  if (secure) directives.push('upgrade-insecure-requests');
  return directives.join('; ');
}

/**
 * A fresh CSP nonce: 16 bytes from the CSPRNG, drawn from a pool filled 256 nonces at a
 * time (a randomBytes() call per response showed up in the request thread's profile).
 * Each byte is used once.
 */
const NONCE_BYTES = 16;
let noncePool = Buffer.alloc(0);
let noncePoolOffset = 0;
export function nextNonce(): string {
  if (noncePoolOffset + NONCE_BYTES > noncePool.length) {
    noncePool = randomBytes(NONCE_BYTES * 256);
    noncePoolOffset = 0;
  }
  const nonce = noncePool.toString('base64', noncePoolOffset, noncePoolOffset + NONCE_BYTES);
  noncePoolOffset += NONCE_BYTES;
  return nonce;
}

/** Security headers on every response (static files, pages, API answers and errors). */
export function securityHeaders({ contentSecurityPolicy: withCsp = true }: SecurityOptions = {}): RequestHandler {
  return (req, res, next) => {
    const nonce = nextNonce();
    res.locals.cspNonce = nonce;
    if (withCsp) res.setHeader('Content-Security-Policy', contentSecurityPolicy(nonce, req.secure));
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
