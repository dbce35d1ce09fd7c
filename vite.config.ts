import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, type DepOptimizationOptions, type Plugin, type Rollup } from 'vite';

/**
 * What every page loads (the client entry and the root route's static imports) goes into three
 * shared chunks instead of a dozen small ones: `react` (React DOM, which changes least, so a
 * deploy rarely invalidates it), `router` (React Router) and `layout` (the app's own modules
 * the header, footer and root use). Code only some pages or some actions need (the drawer,
 * toasts, the desktop menus, the profile's tooltips) is imported on use and keeps its own
 * chunks, so no page downloads code it does not run. scripts/bundle/ checks the result.
 */
const ROUTE_ENTRY = /\/app\/root\.tsx($|\?)|entry\.client\.tsx($|\?)/;

/**
 * Tiny app modules several routes import (a pager step, a date format, a URL rule) would each
 * become a chunk of a few hundred bytes, and a listing page would preload a dozen of them; they
 * go together into one `shared` chunk, small enough that pages which use few of them lose little.
 */
const TINY_MODULE_CHARS = 800;

function tinyShared(info: Rollup.ModuleInfo | null): boolean {
  if (!info || info.importers.length < 2 || (info.code?.length ?? Infinity) >= TINY_MODULE_CHARS) return false;
  return /\/app\/(components|domain)\//.test(info.id) && !/\/reference\//.test(info.id);
}

function sharedChunks(): Rollup.GetManualChunk {
  let everyPage: Set<string> | undefined;
  let clientBuild = false;
  return (id, { getModuleIds, getModuleInfo }) => {
    if (!everyPage) {
      everyPage = new Set();
      clientBuild = [...getModuleIds()].some((m) => /entry\.client\.tsx($|\?)/.test(m));
      const stack = [...getModuleIds()].filter((m) => ROUTE_ENTRY.test(m));
      while (stack.length) {
        const next = stack.pop()!;
        if (everyPage.has(next)) continue;
        everyPage.add(next);
        stack.push(...(getModuleInfo(next)?.importedIds ?? []));
      }
    }
    // The root route and the client entry stay themselves (React Router's manifest names them).
    // (The server build, which has no client entry, stays one file.)
    if (!clientBuild || ROUTE_ENTRY.test(id)) return undefined;
    if (!everyPage.has(id)) return tinyShared(getModuleInfo(id)) ? 'shared' : undefined;
    // Rollup's CommonJS helpers go with React, their only user: a helper in `layout` would make
    // `react` import `layout` and the two chunks a cycle that runs `layout` before React exists.
    if (/\/node_modules\/(react|react-dom|scheduler|preact)\/|^\0/.test(id)) return 'react';
    if (/\/node_modules\//.test(id)) return 'router';
    return 'layout';
  };
}

/** React's entry points and the parts of Preact that stand in for them in the browser. */
const PREACT: Record<string, string> = {
  react: 'preact/compat',
  'react-dom': 'preact/compat',
  'react-dom/client': 'preact/compat/client',
  'react/jsx-runtime': 'preact/compat/jsx-runtime',
  'react/jsx-dev-runtime': 'preact/compat/jsx-dev-runtime',
};

/**
 * The browser runs Preact's React-compatible runtime, a fraction of React DOM's size; the
 * server keeps rendering with React, so the HTML is React's (see docs/decisions/0040).
 */
function clientPreact(): Plugin {
  return {
    name: 'client-preact',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (this.environment.name !== 'client' || !Object.hasOwn(PREACT, source)) return null;
      return this.resolve(PREACT[source]!, importer, { ...options, skipSelf: true });
    },
  };
}

type EsbuildPlugin = NonNullable<NonNullable<DepOptimizationOptions['esbuildOptions']>['plugins']>[number];

/**
 * The same for the dev server's pre-bundled dependencies, which esbuild resolves without
 * Vite's plugins: React Router would otherwise bundle a React of its own beside Preact.
 */
const preactInDeps: EsbuildPlugin = {
  name: 'client-preact-deps',
  setup(build) {
    const filter = new RegExp(`^(${Object.keys(PREACT).join('|').replaceAll('/', '\\/')})$`);
    build.onResolve({ filter }, ({ path, importer, kind, resolveDir }) =>
      build.resolve(PREACT[path]!, { importer, kind, resolveDir }),
    );
  },
};

export default defineConfig({
  plugins: [clientPreact(), tailwindcss(), reactRouter()],
  resolve: {
    alias: { '#app': new URL('./app', import.meta.url).pathname },
  },
  // Kept inside the project so parallel checkouts never share a cache.
  cacheDir: '.vite-cache',
  build: {
    assetsInlineLimit: 0,
    rollupOptions: { output: { manualChunks: sharedChunks() } },
  },
  ssr: { noExternal: [] },
  environments: { client: { optimizeDeps: { esbuildOptions: { plugins: [preactInDeps] } } } },
});
