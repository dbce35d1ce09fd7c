import { matchRoutes, type RouteObject, type ServerBuild } from 'react-router';

interface RouteNode {
  id: string;
  path?: string;
  index?: boolean;
  children: RouteNode[];
}

/**
 * Turns a request path into the route pattern that answers it (`/legal-questions/:slug`,
 * `/api/*`), from the app's own route table: a bounded set of labels for logs and metrics,
 * whatever paths clients invent. React Router data requests (`/x.data`) count as `/x`.
 */
export function createRouteLabeler(build: ServerBuild): (pathname: string) => string {
  const nodes = new Map<string, RouteNode>();
  for (const route of Object.values(build.routes)) {
    if (route) nodes.set(route.id, { id: route.id, path: route.path, index: route.index, children: [] });
  }
  const roots: RouteNode[] = [];
  for (const route of Object.values(build.routes)) {
    if (!route) continue;
    const node = nodes.get(route.id)!;
    const parent = route.parentId ? nodes.get(route.parentId) : undefined;
    (parent ? parent.children : roots).push(node);
  }
  const cache = new Map<string, string>();
  return (pathname) => {
    const path = pathname === '/_root.data' || pathname === '/_.data' ? '/' : pathname.replace(/\.data$/, '');
    const cached = cache.get(path);
    if (cached) return cached;
    let label = 'unmatched';
    try {
      const matches = matchRoutes(roots as RouteObject[], path);
      if (matches) {
        const pattern = matches
          .map((m) => m.route.path)
          .filter((p): p is string => Boolean(p))
          .join('/');
        label = `/${pattern}`.replace(/\/+/g, '/');
        if (label === '/*') label = 'not-found';
      }
    } catch {
      label = 'unmatched';
    }
    // Bounded: hostile clients can invent any number of paths.
    if (cache.size < 10_000) cache.set(path, label);
    return label;
  };
}
