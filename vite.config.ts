import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, type Rollup } from 'vite';

/**
 * Every page loads React, React Router and the layout's packages (the root route's imports):
 * one `vendor` chunk instead of a dozen small ones. On a slow mobile connection each request
 * costs a round trip, and these modulepreloads compete with the first paint (Lighthouse counts
 * them as render-blocking). Packages only some routes use (the profile's tooltip) keep their
 * own chunks, so no page downloads code it does not run.
 */
function vendorChunk(): Rollup.GetManualChunk {
  let everyPage: Set<string> | undefined;
  return (id, { getModuleIds, getModuleInfo }) => {
    if (!everyPage) {
      everyPage = new Set();
      const stack = [...getModuleIds()].filter((m) => /\/app\/root\.tsx($|\?)|entry\.client\.tsx($|\?)/.test(m));
      while (stack.length) {
        const next = stack.pop()!;
        if (everyPage.has(next)) continue;
        everyPage.add(next);
        stack.push(...(getModuleInfo(next)?.importedIds ?? []));
      }
    }
    return id.includes('/node_modules/') && everyPage.has(id) ? 'vendor' : undefined;
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
