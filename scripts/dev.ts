import { createServer } from 'vite';
import type { ServerBuild } from 'react-router';
import { getConfig } from '#app/config/get-config.server.ts';
import { createApp } from '#server/app.ts';

/** `npm run dev`: the same Express app with Vite's dev middleware and live reload. */
process.env.NODE_ENV ??= 'development';
const config = getConfig();
const vite = await createServer({ server: { middlewareMode: true } });
const app = createApp({
  build: () => vite.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>,
  extraMiddleware: [vite.middlewares],
});
app.listen(config.PORT, () => console.log(`Dev server on http://localhost:${config.PORT}`));
