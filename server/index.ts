import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ServerBuild } from 'react-router';
import { getConfig } from '#app/config.server.ts';
import { ArchiveError, closeArchive, getArchive } from '#app/data/archive.server.ts';
import { parseConfig } from '#app/domain/config.ts';
import { createApp } from './app.ts';

/**
 * Production entry: validate configuration and the archive before listening, so a bad
 * setting or a missing archive fails fast with a message instead of on the first request.
 */
export async function startServer(): Promise<void> {
  const parsed = parseConfig(process.env);
  if (!parsed.ok) {
    console.error(`OpenCounsel cannot start: invalid configuration\n  ${parsed.errors.join('\n  ')}`);
    process.exit(78);
  }
  const config = getConfig();
  try {
    getArchive();
  } catch (error) {
    if (error instanceof ArchiveError) {
      console.error(`OpenCounsel cannot start: ${error.message}`);
      process.exit(66);
    }
    throw error;
  }

  const buildDir = path.resolve('build');
  const build = (await import(pathToFileURL(path.join(buildDir, 'server/index.js')).href)) as ServerBuild;
  const app = createApp({ build, clientDir: path.join(buildDir, 'client'), trustProxy: config.TRUST_PROXY });

  const server = app.listen(config.PORT, config.HOST, () => {
    console.log(`OpenCounsel listening on http://localhost:${config.PORT} (archive ${config.DATABASE_PATH})`);
  });
  server.keepAliveTimeout = 65_000;

  // Finish what is in flight, then close the archive and exit.
  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal} received: draining connections`);
    server.close(() => {
      closeArchive();
      process.exit(0);
    });
    server.closeIdleConnections();
    setTimeout(() => process.exit(1), 10_000).unref();
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  void startServer();
}
