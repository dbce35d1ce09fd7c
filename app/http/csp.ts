/**
 * The Content-Security-Policy of an answer. Scripts run only from our origin or, for the
 * inline scripts of a rendered page (React Router's hydration data and module entry), when
 * their SHA-256 hash is listed: a page's policy names exactly its own scripts, so a page and
 * its headers are the same bytes for every visitor and a shared cache can keep them
 * (decision 0038). Inline styles stay allowed: Radix's scroll lock writes a <style> element
 * at run time, and styles cannot run script.
 */
export function contentSecurityPolicy(scriptHashes: readonly string[], secure: boolean): string {
  const directives = [
    "default-src 'self'",
    ["script-src 'self'", ...scriptHashes.map((hash) => `'${hash}'`)].join(' '),
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
