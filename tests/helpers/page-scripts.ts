import { createHash } from 'node:crypto';

/**
 * The executable inline scripts of a page as served (JSON-LD blocks are data: CSP does not
 * apply to them) and the hashes its Content-Security-Policy lists, to check that a page's
 * policy names exactly its own scripts.
 */
export function inlineScripts(html: string): { tag: string; hash: string }[] {
  return [...html.matchAll(/(<script\b[^>]*>)([\s\S]*?)<\/script>/g)]
    .filter(([, tag]) => !/\ssrc=/.test(tag!) && !tag!.includes('application/ld+json'))
    .map(([, tag, text]) => ({ tag: tag!, hash: `sha256-${createHash('sha256').update(text!, 'utf8').digest('base64')}` }));
}

export function policyScriptHashes(policy: string | null): string[] {
  const scriptSrc = (policy ?? '').split(';').find((directive) => directive.trim().startsWith('script-src')) ?? '';
  return [...scriptSrc.matchAll(/'(sha256-[A-Za-z0-9+/=]+)'/g)].map((m) => m[1]!);
}
