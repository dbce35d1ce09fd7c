import fs from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import zlib from 'node:zlib';

/** The part of React Router's browser manifest (build/client/assets/manifest-*.js) this reads. */
export interface ClientManifest {
  readonly url: string;
  readonly entry: { readonly module: string; readonly imports?: readonly string[] };
  readonly routes: Record<string, ManifestRoute>;
}

export interface ManifestRoute {
  readonly id: string;
  readonly parentId?: string;
  readonly path?: string;
  readonly index?: boolean;
  readonly hasDefaultExport?: boolean;
  readonly module: string;
  readonly imports?: readonly string[];
  readonly clientActionModule?: string;
  readonly clientLoaderModule?: string;
  readonly clientMiddlewareModule?: string;
  readonly hydrateFallbackModule?: string;
}

/** The pages the JavaScript budget names, by route id (one listing page of each kind). */
export const PAGE_TYPES: ReadonlyArray<{ readonly page: string; readonly route: string }> = [
  { page: 'home', route: 'routes/_index' },
  { page: 'search', route: 'routes/search' },
  { page: 'question', route: 'routes/legal-questions.$slug' },
  { page: 'profile', route: 'routes/attorneys.$identifier' },
  { page: 'listing (practice area)', route: 'routes/categories.$slugOrId' },
  { page: 'listing (state)', route: 'routes/legal-help.$stateSlug' },
  { page: 'listing (state and area)', route: 'routes/legal-help.$stateSlug_.$categorySlug' },
];

/** Reads the manifest React Router writes as `window.__reactRouterManifest = {...}`. */
export function parseManifest(source: string): ClientManifest {
  const sandbox: { window: { __reactRouterManifest?: ClientManifest } } = { window: {} };
  vm.runInNewContext(source, sandbox, { timeout: 1000 });
  const manifest = sandbox.window.__reactRouterManifest;
  if (!manifest?.entry || !manifest.routes) throw new Error('not a React Router browser manifest');
  return manifest;
}

/**
 * The scripts a first visit to a page of `routeId` downloads before it is interactive: the
 * manifest itself, the client entry and its imports, then each route from the root down to
 * this one with its imports (React Router modulepreloads exactly these). Dynamic imports
 * (code loaded on use) are not in the manifest and so not counted.
 */
export function firstLoadFiles(manifest: ClientManifest, routeId: string): string[] {
  const files = new Set<string>([manifest.url, manifest.entry.module, ...(manifest.entry.imports ?? [])]);
  const chain: ManifestRoute[] = [];
  for (let route = manifest.routes[routeId]; route; route = route.parentId ? manifest.routes[route.parentId] : undefined!) {
    chain.unshift(route);
    if (!route.parentId) break;
  }
  if (chain.length === 0 || chain[chain.length - 1]!.id !== routeId) throw new Error(`no route ${routeId} in the manifest`);
  for (const route of chain) {
    const split = [route.clientActionModule, route.clientLoaderModule, route.clientMiddlewareModule, route.hydrateFallbackModule];
    for (const file of [route.module, ...(route.imports ?? []), ...split]) if (file) files.add(file);
  }
  return [...files].sort();
}

/** Routes that render a page (a default export), as opposed to resource routes. */
export function pageRoutes(manifest: ClientManifest): string[] {
  return Object.values(manifest.routes)
    .filter((route) => route.hasDefaultExport && route.id !== 'root')
    .map((route) => route.id)
    .sort();
}

/** Gzip at zlib's default level, as the server's compression middleware sends the assets. */
export function gzipSize(bytes: Buffer): number {
  return zlib.gzipSync(bytes).length;
}

export interface BuiltClient {
  readonly manifest: ClientManifest;
  /** Bytes of a `/assets/...` URL in the build. */
  read(url: string): Buffer;
}

/** The client build in `clientDir` (build/client): its manifest and its files. */
export function readBuiltClient(clientDir: string): BuiltClient {
  const assets = path.join(clientDir, 'assets');
  const manifests = fs.existsSync(assets) ? fs.readdirSync(assets).filter((name) => /^manifest-[\w-]+\.js$/.test(name)) : [];
  if (manifests.length !== 1) throw new Error(`expected one manifest-*.js in ${assets}, found ${manifests.length}: run npm run build`);
  const manifest = parseManifest(fs.readFileSync(path.join(assets, manifests[0]!), 'utf8'));
  return { manifest, read: (url) => fs.readFileSync(path.join(clientDir, url)) };
}

export interface FirstLoad {
  readonly route: string;
  readonly files: ReadonlyArray<{ readonly url: string; readonly bytes: number; readonly gzip: number }>;
  readonly bytes: number;
  readonly gzip: number;
}

/** First-load JavaScript of a route: each file and the total, raw and gzipped (each file gzipped on its own, as sent). */
export function firstLoad(client: BuiltClient, routeId: string): FirstLoad {
  const files = firstLoadFiles(client.manifest, routeId).map((url) => {
    const bytes = client.read(url);
    return { url, bytes: bytes.length, gzip: gzipSize(bytes) };
  });
  return {
    route: routeId,
    files,
    bytes: files.reduce((sum, file) => sum + file.bytes, 0),
    gzip: files.reduce((sum, file) => sum + file.gzip, 0),
  };
}

/**
 * Most first-load JavaScript a page may download, gzipped (KiB = 1024 bytes). The target is
 * 90; with Preact in the browser every page is under it, so the budget is a ratchet at the
 * largest page, rounded up, and stops growth before it eats the margin
 * (docs/benchmarks/2026-12-06-bundle-preact.md).
 */
export const FIRST_LOAD_BUDGET_KIB = 76;

/** The loads over `limitKib`, largest first. */
export function overBudget(loads: readonly FirstLoad[], limitKib: number): FirstLoad[] {
  return loads.filter((load) => load.gzip > limitKib * 1024).sort((a, b) => b.gzip - a.gzip);
}
