import { useRouteLoaderData } from 'react-router';
import type { ArchiveSize } from '#app/domain/home.ts';

/** The configured brand (SITE_NAME) from the root loader, for copy that names the site. */
export function useSiteName(): string {
  const root = useRouteLoaderData('root') as { site?: { siteName?: string } } | undefined;
  return root?.site?.siteName ?? 'OpenCounsel';
}

/** The archive's counted size from the root loader, for copy that says how big it is. */
export function useArchiveSize(): ArchiveSize {
  const root = useRouteLoaderData('root') as { archive?: ArchiveSize } | undefined;
  return root?.archive ?? { answeredQuestions: 0, answeringAttorneys: 0 };
}
