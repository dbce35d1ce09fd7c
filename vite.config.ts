import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  resolve: {
    alias: { '#app': new URL('./app', import.meta.url).pathname },
  },
  // Kept inside the project so parallel checkouts never share a cache.
  cacheDir: '.vite-cache',
  build: { assetsInlineLimit: 0 },
  ssr: { noExternal: [] },
});
