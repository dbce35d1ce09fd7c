import { LRUCache } from 'lru-cache';
import { matchRoutes, type RouteObject, type ServerBuild } from 'react-router';
import { servedPath } from './served-path.ts';

interface RouteNode {
  id: string;
  path?: string;
  index?: boolean;
  children: RouteNode[];
}

/**
 * Turns a request path into the route pattern that answers it (`/legal-questions/:slug`,
 * `/api/*`), from the app's own route table: a bounded set of labels for logs and metrics,
 * whatever paths clients invent. The path is first made the one React Router serves
 * (server/served-path.ts: `/./x`, `/x/`, `/x.data` and `/x/_.data` all count as `/x`).
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
  const buckets = bucketsByFirstSegment(roots);
  // Bounded: hostile clients can invent any number of paths. An LRU, not a map that stops
  // filling: a busy archive's paths outnumber any fixed first 10,000.
  const cache = new LRUCache<string, string>({ max: 50_000 });
  return (pathname) => {
    const path = servedPath(pathname);
    const cached = cache.get(path);
    if (cached) return cached;
    let label = 'unmatched';
    try {
      const first = firstSegment(path);
      const matches = matchRoutes((buckets.byFirst.get(first) ?? buckets.others) as RouteObject[], path);
      if (matches) {
        label = `/${matches[matches.length - 1]!.route.path}`.replace(/\/+/g, '/');
        if (label === '/*') label = 'not-found';
      }
    } catch {
      label = 'unmatched';
    }
    cache.set(path, label);
    return label;
  };
}

/**
 * The labels (as createRouteLabeler() gives them) of the routes that take a POST: those whose
 * module exports an action. Other routes answer GET and HEAD only.
 */
export function actionRouteLabels(build: ServerBuild): Set<string> {
  const labels = new Set<string>();
  for (const route of Object.values(build.routes)) {
    if (!route || !(route.module as { action?: unknown } | undefined)?.action) continue;
    const segments: string[] = [];
    for (let at: typeof route | undefined = route; at; at = at.parentId ? build.routes[at.parentId] : undefined) if (at.path) segments.unshift(at.path);
    const label = `/${segments.join('/')}`.replace(/\/+/g, '/');
    labels.add(label === '/*' ? 'not-found' : label);
  }
  return labels;
}

/**
 * The route table flattened the way React Router ranks it (every route with a path, or an
 * index, is a branch whose pattern joins its ancestors' paths), then split by the pattern's
 * first segment: matchRoutes() flattens and ranks the routes it is given on every call
 * (2.4-9% of the request thread under bench:load with the whole table), so a path is
 * matched only against the branches that start with its first segment plus those that
 * start with a parameter or a splat, the same candidates React Router would rank first.
 */
function bucketsByFirstSegment(roots: readonly RouteNode[]): { byFirst: Map<string, FlatRoute[]>; others: FlatRoute[] } {
  const branches: FlatRoute[] = [];
  const walk = (nodes: readonly RouteNode[], parentPath: string) => {
    for (const node of nodes) {
      const path = [parentPath, node.path ?? ''].filter(Boolean).join('/');
      if (node.path !== undefined || node.index) branches.push({ path: `/${path}`.replace(/\/+/g, '/') });
      walk(node.children, path);
    }
  };
  walk(roots, '');
  const firstOf = (branch: FlatRoute) => branch.path.split('/', 2)[1] ?? '';
  const isStatic = (segment: string) => segment !== '' && !segment.startsWith(':') && !segment.includes('*');
  const others = branches.filter((b) => !isStatic(firstOf(b)));
  const byFirst = new Map<string, FlatRoute[]>();
  for (const branch of branches) {
    const first = firstOf(branch);
    if (!isStatic(first)) continue;
    const key = first.toLowerCase();
    byFirst.set(key, [...(byFirst.get(key) ?? others), branch]);
  }
  return { byFirst, others };
}

/** A path's first segment as React Router compares it: percent-decoded (when it decodes), any case. */
function firstSegment(path: string): string {
  const raw = path.split('/', 2)[1] ?? '';
  try {
    return decodeURIComponent(raw).toLowerCase();
  } catch {
    return raw.toLowerCase();
  }
}

interface FlatRoute {
  path: string;
}
