import { getConfig } from '#app/config/get-config.server.ts';
import { archiveInfo } from '#app/data/archive.server.ts';
import { sitemapFiles } from '#app/data/sitemap.server.ts';
import { archiveTextResponse } from '#app/http/http-cache.ts';
import { sitemapFileName, sitemapIndexXml } from '#app/domain/sitemap.ts';
import type { Route } from './+types/sitemap[.]xml';

/** The sitemap index: one entry per file of /sitemaps/, each at most 50,000 URLs. */
export function loader({ request }: Route.LoaderArgs) {
  return archiveTextResponse(request, archiveInfo().archiveVersion, 'application/xml; charset=utf-8', () =>
    sitemapIndexXml(
      getConfig().SITE_URL,
      sitemapFiles().map(({ file, lastmod }) => ({ path: `/sitemaps/${sitemapFileName(file)}`, lastmod })),
    ),
  );
}
