import type { RouteConfig } from '@react-router/dev/routes';
import { flatRoutes } from '@react-router/fs-routes';

/**
 * File-based routes (app/routes/*): each screen and API call is one file, so features
 * are added without editing a shared table. See docs/decisions/0002-file-routes.md.
 */
export default flatRoutes() satisfies RouteConfig;
