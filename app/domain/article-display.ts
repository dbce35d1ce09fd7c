import { formatNumber, readingTimeMinutes } from './format.ts';
import { cleanText, decodeEntities } from './text.ts';

/**
 * Display rules of an article (document B, sections 2.15 and 9): the author shown, the
 * reading time, key topics, and the head tags (title, description, Article JSON-LD).
 */

/** Placeholder author names that mean "nobody in particular" (spec section 9). */
const PLACEHOLDER_AUTHORS = new Set(['admin', 'administrator', 'system', 'test', 'demo']);

/** The author shown: the stored name, or "{site} Editorial Team" for a placeholder or empty name. */
export function articleAuthor(name: string | null | undefined, siteName: string): string {
  const clean = decodeEntities(name ?? '')
    .replace(/\s+/g, ' ')
    .trim();
  if (!clean || PLACEHOLDER_AUTHORS.has(clean.toLowerCase())) return editorialTeam(siteName);
  return clean;
}

export function editorialTeam(siteName: string): string {
  return `${siteName} Editorial Team`;
}

/** Minutes to read: the stored figure when the archive has one, else words / 200 rounded up (at least 1). */
export function articleReadingTime(stored: number | null | undefined, bodyText: string): number {
  if (typeof stored === 'number' && Number.isInteger(stored) && stored >= 1) return stored;
  return readingTimeMinutes(bodyText);
}

export function readingTimeLabel(minutes: number): string {
  return `${formatNumber(minutes)}-minute read`;
}

/** key_topics is stored as a JSON array of strings; anything else reads as no topics. */
export function parseKeyTopics(json: string | null | undefined): string[] {
  if (!json) return [];
  try {
    const value: unknown = JSON.parse(json);
    if (!Array.isArray(value)) return [];
    return value
      .filter((topic): topic is string => typeof topic === 'string')
      .map((topic) => cleanText(topic))
      .filter(Boolean);
  } catch {
    return [];
  }
}

/**
 * The page's own title part: the stored meta title without a trailing " | Brand" (the
 * layout adds ours), else the article title; both already cleaned text. Cut to 60 by pageTitle().
 */
export function articleMetaTitle(metaTitle: string | null | undefined, title: string): string {
  const meta = (metaTitle ?? '').replace(/\s+\|\s+[^|]*$/, '').trim();
  return meta || title;
}

/**
 * Description source: SEO description, then meta description, then excerpt, then full
 * summary (cut to 160 by the head tags). Inputs are already cleaned text.
 */
export function articleMetaDescription(fields: {
  seoMetaDescription?: string | null;
  metaDescription?: string | null;
  excerpt?: string | null;
  fullSummary?: string | null;
}): string {
  for (const candidate of [fields.seoMetaDescription, fields.metaDescription, fields.excerpt, fields.fullSummary]) {
    const text = candidate?.trim();
    if (text) return text;
  }
  return '';
}

export interface ArticleJsonLdInput {
  readonly url: string;
  readonly title: string;
  readonly description: string;
  readonly publishedAt: number;
  readonly author: string;
  readonly isEditorialTeam: boolean;
  readonly section: string;
  readonly keywords: readonly string[];
  readonly siteName: string;
  readonly siteUrl: string;
}

/**
 * schema.org Article. The object is serialized by React Router's <Meta>, which escapes
 * `<`, `>` and `&` inside the script (tested with a hostile title in tests/integration).
 */
export function articleJsonLd(input: ArticleJsonLdInput): object {
  const publisher = { '@type': 'Organization', name: input.siteName, url: input.siteUrl };
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: input.title.length > 110 ? `${input.title.slice(0, 109)}…` : input.title,
    description: input.description,
    datePublished: new Date(input.publishedAt * 1000).toISOString(),
    author: input.isEditorialTeam ? publisher : { '@type': 'Person', name: input.author },
    publisher,
    mainEntityOfPage: { '@type': 'WebPage', '@id': input.url },
    url: input.url,
    articleSection: input.section,
    ...(input.keywords.length ? { keywords: input.keywords.join(', ') } : {}),
  };
}
