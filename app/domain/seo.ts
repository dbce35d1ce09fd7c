import { keywordList, metaDescription, pageTitle } from './format.ts';

/**
 * Head tags of a page: title (<= 60 with brand suffix), description (<= 160), keywords
 * (<= 6), canonical link and Open Graph. Returned as plain objects in the shape React
 * Router's `meta` export expects.
 */
export interface PageSeo {
  readonly title: string;
  readonly description?: string;
  readonly path: string;
  readonly keywords?: readonly string[];
  readonly type?: 'website' | 'article' | 'profile';
  readonly noindex?: boolean;
  readonly jsonLd?: readonly object[];
}

export interface SiteIdentity {
  readonly siteName: string;
  readonly siteUrl: string;
}

export type MetaTag = Record<string, unknown>;

export function seoTags(page: PageSeo, site: SiteIdentity): MetaTag[] {
  const title = pageTitle(page.title, site.siteName);
  const url = `${site.siteUrl}${page.path}`;
  const tags: MetaTag[] = [
    { title },
    { property: 'og:title', content: title },
    { property: 'og:type', content: page.type ?? 'website' },
    { property: 'og:url', content: url },
    { property: 'og:site_name', content: site.siteName },
    { tagName: 'link', rel: 'canonical', href: url },
  ];
  if (page.description) {
    const description = metaDescription(page.description);
    tags.push({ name: 'description', content: description }, { property: 'og:description', content: description });
  }
  const keywords = keywordList(page.keywords ?? []);
  if (keywords.length) tags.push({ name: 'keywords', content: keywords.join(', ') });
  if (page.noindex) tags.push({ name: 'robots', content: 'noindex' });
  for (const data of page.jsonLd ?? []) tags.push({ 'script:ld+json': data });
  return tags;
}
