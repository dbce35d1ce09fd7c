import { getConfig } from '#app/config/get-config.server.ts';
import { archiveInfo } from '#app/data/archive.server.ts';
import { sitemapEntries } from '#app/data/sitemap.server.ts';
import { archiveTextResponse } from '#app/http/http-cache.ts';
import { parseSitemapFileName, urlsetXml } from '#app/domain/sitemap.ts';
import type { Route } from './+types/sitemaps.$file';

/** /sitemaps/{kind}.xml and /sitemaps/{kind}-{n}.xml, listed by /sitemap.xml. */
export function loader({ request, params }: Route.LoaderArgs) {
  const file = parseSitemapFileName(params.file);
  if (!file) return new Response('Not found\n', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
  return archiveTextResponse(request, archiveInfo().archiveVersion, 'application/xml; charset=utf-8', () => {
    const entries = sitemapEntries(file);
    return entries && urlsetXml(getConfig().SITE_URL, entries);
  });
}
