import { getConfig } from '#app/config/get-config.server.ts';
import { archiveInfo } from '#app/data/archive.server.ts';
import { archiveTextResponse } from '#app/http/http-cache.ts';
import { robotsTxt } from '#app/domain/sitemap.ts';
import type { Route } from './+types/robots[.]txt';

export function loader({ request }: Route.LoaderArgs) {
  return archiveTextResponse(request, archiveInfo().archiveVersion, 'text/plain; charset=utf-8', () => robotsTxt(getConfig().SITE_URL));
}
