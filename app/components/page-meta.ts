import { pageTitle } from '#app/domain/format.ts';
import { seoTags, type MetaTag, type PageSeo, type SiteIdentity } from '#app/domain/seo.ts';

export interface MatchLike {
  readonly id: string;
  readonly loaderData?: unknown;
  readonly data?: unknown;
}

const FALLBACK_SITE: SiteIdentity = { siteName: 'OpenCounsel', siteUrl: 'http://localhost:3000' };

/** The site name and origin, from the root loader (present on every page). */
export function siteFromMatches(matches: readonly (MatchLike | undefined)[]): SiteIdentity {
  const root = matches.find((m) => m?.id === 'root');
  const data = (root?.loaderData ?? root?.data) as { site?: SiteIdentity } | undefined;
  return data?.site ?? FALLBACK_SITE;
}

/** Builds a route's `meta` array: `export const meta = ({ matches }) => pageMeta(matches, {...})`. */
export function pageMeta(matches: readonly (MatchLike | undefined)[], page: PageSeo): MetaTag[] {
  return seoTags(page, siteFromMatches(matches));
}

/**
 * Head tags of an error or not-found state: its title with the brand suffix like every
 * other page ("Question Not Found | OpenCounsel"), and no indexing.
 */
export function errorMeta(matches: readonly (MatchLike | undefined)[], title: string): MetaTag[] {
  return [{ title: pageTitle(title, siteFromMatches(matches).siteName) }, { name: 'robots', content: 'noindex' }];
}
