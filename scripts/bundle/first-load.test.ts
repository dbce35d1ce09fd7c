import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { firstLoad, firstLoadFiles, overBudget, pageRoutes, parseManifest, type ClientManifest } from './first-load.ts';

const manifest: ClientManifest = {
  url: '/assets/manifest-1.js',
  entry: { module: '/assets/entry.client-1.js', imports: ['/assets/react-1.js', '/assets/router-1.js'] },
  routes: {
    root: { id: 'root', module: '/assets/root-1.js', imports: ['/assets/react-1.js', '/assets/layout-1.js'], hasDefaultExport: true },
    'routes/_index': { id: 'routes/_index', parentId: 'root', module: '/assets/_index-1.js', imports: ['/assets/card-1.js'], hasDefaultExport: true },
    'routes/search': {
      id: 'routes/search',
      parentId: 'root',
      module: '/assets/search-1.js',
      imports: ['/assets/card-1.js', '/assets/pager-1.js'],
      clientLoaderModule: '/assets/search-client-loader-1.js',
      hasDefaultExport: true,
    },
    'routes/api.search': { id: 'routes/api.search', parentId: 'root', module: '/assets/api.search-1.js', hasDefaultExport: false },
  },
};

describe('first-load JavaScript from the React Router manifest', () => {
  it('counts the manifest, the entry, the root and the route, each with its imports, once', () => {
    expect(firstLoadFiles(manifest, 'routes/_index')).toEqual([
      '/assets/_index-1.js',
      '/assets/card-1.js',
      '/assets/entry.client-1.js',
      '/assets/layout-1.js',
      '/assets/manifest-1.js',
      '/assets/react-1.js',
      '/assets/root-1.js',
      '/assets/router-1.js',
    ]);
  });

  it("includes a route's split client modules and leaves out other routes' files", () => {
    const files = firstLoadFiles(manifest, 'routes/search');
    expect(files).toContain('/assets/search-client-loader-1.js');
    expect(files).toContain('/assets/pager-1.js');
    expect(files).not.toContain('/assets/_index-1.js');
  });

  it('refuses a route the manifest does not have', () => {
    expect(() => firstLoadFiles(manifest, 'routes/nowhere')).toThrow(/no route/);
  });

  it('lists page routes only: not the root, not resource routes', () => {
    expect(pageRoutes(manifest)).toEqual(['routes/_index', 'routes/search']);
  });

  it('reads the manifest file React Router writes, and refuses anything else', () => {
    const source = `window.__reactRouterManifest=${JSON.stringify(manifest)};`;
    expect(parseManifest(source).routes['routes/search']!.module).toBe('/assets/search-1.js');
    expect(() => parseManifest('window.somethingElse={};')).toThrow(/not a React Router/);
  });

  it('sums gzipped sizes per file and reports pages over the budget, largest first', () => {
    const sizes: Record<string, number> = { '/assets/react-1.js': 60_000, '/assets/search-1.js': 30_000 };
    // Hash output does not compress, so a file's gzipped size is about its raw size.
    const read = (url: string) => {
      const blocks = Array.from({ length: Math.ceil((sizes[url] ?? 100) / 32) }, (_, i) => createHash('sha256').update(`${url}${i}`).digest());
      return Buffer.concat(blocks).subarray(0, sizes[url] ?? 100);
    };
    const client = { manifest, read };
    const home = firstLoad(client, 'routes/_index');
    const search = firstLoad(client, 'routes/search');
    expect(home.files).toHaveLength(8);
    expect(home.bytes).toBe(60_000 + 7 * 100);
    expect(search.gzip).toBeGreaterThan(home.gzip + 29_000);
    expect(overBudget([home, search], 70).map((l) => l.route)).toEqual(['routes/search']);
    expect(overBudget([home, search], 50).map((l) => l.route)).toEqual(['routes/search', 'routes/_index']);
    expect(overBudget([home, search], 100)).toEqual([]);
  });
});
