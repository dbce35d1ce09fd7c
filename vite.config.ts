import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, type Rollup } from 'vite';

/**
 * Every page loads React, React Router, the layout's packages and the app's shared modules (the
 * root route's imports): one `vendor` chunk instead of a dozen small ones. On a slow mobile connection each request
 * costs a round trip, and these modulepreloads compete with the first paint (Lighthouse counts
 * them as render-blocking). Packages only some routes use (the profile's tooltip) keep their
 * own chunks, so no page downloads code it does not run.
 */
const ROUTE_ENTRY = /\/app\/root\.tsx($|\?)|entry\.client\.tsx($|\?)/;

function vendorChunk(): Rollup.GetManualChunk {
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
    // The app's own modules every page imports (links, navigation, toasts...) go there too;
    // the root route and the client entry stay themselves (React Router's manifest names them).
    // (The server build, which has no client entry, stays one file.)
    return clientBuild && everyPage.has(id) && !ROUTE_ENTRY.test(id) ? 'vendor' : undefined;
  };
}

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  resolve: {
    alias: { '#app': new URL('./app', import.meta.url).pathname },
  },
  // Kept inside the project so parallel checkouts never share a cache.
  cacheDir: '.vite-cache',
  build: {
    assetsInlineLimit: 0,
    rollupOptions: { output: { manualChunks: vendorChunk() } },
  },
  ssr: { noExternal: [] },
});
