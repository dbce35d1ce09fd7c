/**
 * Search-engine files: robots.txt and sitemaps (sitemaps.org protocol 0.9). Pure text
 * building; the rows come from app/data/sitemap.server.ts.
 */

/** The protocol's limit of URLs per sitemap file (and of files per index). */
export const SITEMAP_MAX_URLS = 50_000;

/** Kinds served as one file each; the big kinds are split by id range into numbered files. */
export const SINGLE_FILE_KINDS = ['pages', 'categories', 'locations', 'place-areas', 'article-categories'] as const;
export const CHUNKED_KINDS = ['questions', 'attorneys', 'articles'] as const;
export type SingleFileKind = (typeof SINGLE_FILE_KINDS)[number];
export type ChunkedKind = (typeof CHUNKED_KINDS)[number];

export type SitemapFile = { kind: SingleFileKind } | { kind: ChunkedKind; seq: number };

/**
 * Public pages that are not archive rows, with the guides. Search result pages are left
 * out on purpose (infinite, thin); robots.txt keeps crawlers off them.
 */
export const STATIC_PAGES: readonly string[] = [
  '/',
  '/search',
  '/categories',
  '/legal-help',
  '/find-attorney',
  '/articles',
  '/guides',
  '/guides/criminal-law',
  '/guides/personal-injury',
  '/faq',
  '/about',
  '/contact',
  '/terms',
  '/privacy',
  '/disclaimer',
  '/accessibility',
];

export function sitemapFileName(file: SitemapFile): string {
  return 'seq' in file ? `${file.kind}-${file.seq}.xml` : `${file.kind}.xml`;
}

/** `questions-3.xml` -> {kind: 'questions', seq: 3}; anything else -> null. */
export function parseSitemapFileName(name: string): SitemapFile | null {
  const single = SINGLE_FILE_KINDS.find((kind) => name === `${kind}.xml`);
  if (single) return { kind: single };
  const match = /^([a-z-]+)-([1-9]\d{0,5})\.xml$/.exec(name);
  const kind = CHUNKED_KINDS.find((k) => k === match?.[1]);
  return kind ? { kind, seq: Number(match![2]) } : null;
}

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/** XML text escaping; characters XML 1.0 forbids (most C0 controls) are dropped. */
export function escapeXml(text: string): string {
  // eslint-disable-next-line no-control-regex
  return text.replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, '').replace(/[&<>"']/g, (c) => XML_ESCAPES[c]!);
}

/** W3C date (YYYY-MM-DD) of a time in seconds since the epoch; null for a missing time. */
export function w3cDate(epochSeconds: number | null | undefined): string | null {
  if (!epochSeconds || !Number.isFinite(epochSeconds) || epochSeconds <= 0) return null;
  return new Date(epochSeconds * 1000).toISOString().slice(0, 10);
}

export interface SitemapEntry {
  /** A site path (`/legal-questions/...`) or an absolute URL. */
  readonly path: string;
  readonly lastmod?: number | null;
}

function absolute(siteUrl: string, path: string): string {
  if (/^https?:\/\//.test(path)) return path;
  // Paths come from urls.ts; percent-encode anything outside the URL-safe set just in case.
  return siteUrl + encodeURI(path).replace(/%25([0-9A-F]{2})/gi, '%$1');
}

function entryXml(tag: 'url' | 'sitemap', siteUrl: string, entry: SitemapEntry): string {
  const lastmod = w3cDate(entry.lastmod);
  return `<${tag}><loc>${escapeXml(absolute(siteUrl, entry.path))}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</${tag}>`;
}

export function urlsetXml(siteUrl: string, entries: Iterable<SitemapEntry>): string {
  const parts = ['<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n'];
  let count = 0;
  for (const entry of entries) {
    if (++count > SITEMAP_MAX_URLS) throw new Error(`a sitemap file may hold at most ${SITEMAP_MAX_URLS} URLs`);
    parts.push(entryXml('url', siteUrl, entry), '\n');
  }
  parts.push('</urlset>\n');
  return parts.join('');
}

export function sitemapIndexXml(siteUrl: string, files: Iterable<SitemapEntry>): string {
  const parts = ['<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n'];
  for (const file of files) parts.push(entryXml('sitemap', siteUrl, file), '\n');
  parts.push('</sitemapindex>\n');
  return parts.join('');
}

/**
 * robots.txt: everything public may be crawled except the machine endpoints, React Router
 * data requests and search result pages (endless combinations of the same questions).
 */
export function robotsTxt(siteUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    'Disallow: /json/',
    'Disallow: /search?',
    'Disallow: /*.data$',
    'Disallow: /*.data?',
    'Disallow: /healthz',
    'Disallow: /readyz',
    'Disallow: /metrics',
    '',
    `Sitemap: ${siteUrl}/sitemap.xml`,
    '',
  ].join('\n');
}
