import { useRouteLoaderData } from 'react-router';

/** The configured brand (SITE_NAME) from the root loader, for copy that names the site. */
export function useSiteName(): string {
  const root = useRouteLoaderData('root') as { site?: { siteName?: string } } | undefined;
  return root?.site?.siteName ?? 'OpenCounsel';
}
