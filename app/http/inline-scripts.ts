import { createHash } from 'node:crypto';

/**
 * A rendered page's own inline scripts and their CSP hashes. The render gives every script
 * React and React Router write a one-off marker as its nonce; the scripts carrying it are
 * hashed and the marker is taken out, so the page is the same bytes for every visitor. Only
 * marked scripts are hashed: a <script> that came from archive text (say, through a sanitizer
 * gap in an article's HTML) carries no marker, gets no hash, and the policy blocks it.
 */
export interface PageScripts {
  /** The page without the marker. */
  readonly html: Buffer<ArrayBuffer>;
  /** `sha256-<base64>` of each marked inline script, in order of first appearance, each once. */
  readonly hashes: readonly string[];
}

export function hashMarkedScripts(page: Buffer<ArrayBuffer>, marker: string): PageScripts {
  const attribute = Buffer.from(` nonce="${marker}"`, 'latin1');
  const pieces: Buffer<ArrayBuffer>[] = [];
  const hashes = new Set<string>();
  let copied = 0;
  for (let at = page.indexOf(attribute); at !== -1; at = page.indexOf(attribute, at + attribute.length)) {
    pieces.push(page.subarray(copied, at));
    copied = at + attribute.length;
    const tagStart = page.lastIndexOf('<', at);
    const tagEnd = page.indexOf('>', at);
    if (tagStart === -1 || tagEnd === -1) continue;
    const tag = page.toString('latin1', tagStart, tagEnd + 1);
    // Module preloads and external scripts carry the nonce too: 'self' covers them.
    if (!/^<script\b/i.test(tag) || /\ssrc=/i.test(tag)) continue;
    const contentEnd = indexOfCloseTag(page, tagEnd + 1);
    if (contentEnd === -1) continue;
    hashes.add(scriptHash(page.subarray(tagEnd + 1, contentEnd)));
  }
  pieces.push(page.subarray(copied));
  const html = pieces.length === 1 ? page : Buffer.concat(pieces);
  // The marker anywhere else (inside a script's text, say) would make the page differ per render.
  if (html.includes(marker)) throw new Error('the script marker appears outside a nonce attribute');
  return { html, hashes: [...hashes] };
}

/** The CSP source of one inline script's text, hashed as the browser hashes it. */
export function scriptHash(text: Buffer): string {
  const digest = createHash('sha256');
  // HTML parsing turns CR and CR LF into LF and NUL into U+FFFD before a script's text is hashed.
  if (text.includes(0x0d) || text.includes(0x00))
    digest.update(text.toString('utf8').replace(/\r\n?/g, '\n').replace(/\0/g, '\uFFFD'), 'utf8');
  else digest.update(text);
  return `sha256-${digest.digest('base64')}`;
}

function indexOfCloseTag(page: Buffer, from: number): number {
  const lower = page.indexOf('</script', from, 'latin1');
  const upper = page.indexOf('</SCRIPT', from, 'latin1');
  if (lower === -1) return upper;
  return upper === -1 ? lower : Math.min(lower, upper);
}
