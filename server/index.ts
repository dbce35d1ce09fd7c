import type { Server } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ServerBuild } from 'react-router';
import { configResult, getConfig } from '#app/config/get-config.server.ts';
import { ArchiveError, archiveInfo, closeArchive, getArchive } from '#app/data/archive.server.ts';
import { createSearcher, createSearchServerRunner, runOnThisThread, sphinxqlSettings } from '#app/search/index.server.ts';
import { createApp } from './app.ts';
import { guardConnections } from './connections.ts';
import { watchArchive } from './archive-watch.ts';
import { Lifecycle } from './health.ts';
import { logger } from './logger.ts';
import { createRenderPool } from './render-pool.ts';
import { createSearchPool } from './search-pool.ts';

/** Longer than React's stream timeout (app/entry.server.tsx, 5 s): a render still going then is stuck. */
const RENDER_TIMEOUT_MS = 15_000;

/** Start-up and shutdown events are logged even when LOG_LEVEL hides info lines (unless silent). */
const lifecycleLog = logger.level === 'silent' ? logger : logger.child({}, { level: logger.levelVal > 30 ? 'info' : logger.level });

/**
 * Production entry: validate configuration and the archive before listening, so a bad
 * setting or a missing archive fails fast with a message instead of on the first request.
 */
export async function startServer(): Promise<Server> {
  const parsed = configResult();
  if (!parsed.ok) {
    console.error(`OpenCounsel cannot start: invalid configuration\n  ${parsed.errors.join('\n  ')}`);
    process.exit(78); // EX_CONFIG
  }
  const config = getConfig();
  try {
    getArchive();
  } catch (error) {
    if (error instanceof ArchiveError) {
      console.error(`OpenCounsel cannot start: ${error.message}`);
      process.exit(error.exitCode);
    }
    throw error;
  }

  const buildDir = path.resolve('build');
  const buildEntry = pathToFileURL(path.join(buildDir, 'server/index.js'));
  const build = (await import(buildEntry.href)) as ServerBuild;
  const lifecycle = new Lifecycle();
  const searchThreads = config.SEARCH_THREADS ?? Math.max(2, Math.min(4, os.availableParallelism()));
  // SEARCH_ENGINE=sphinxql: searches go to the search server from the request thread (the
  // work is searchd's); otherwise the embedded engine runs on search threads.
  const searchServer = config.SEARCH_ENGINE === 'sphinxql' ? createSearchServerRunner(sphinxqlSettings(config)) : undefined;
  const searchPool = !searchServer && searchThreads > 0 ? createSearchPool(searchThreads) : undefined;
  // The one searcher: the result cache in front of whichever runs the searches (SEARCH_THREADS=0: this thread).
  const searcher = createSearcher(searchServer?.run ?? searchPool?.run ?? runOnThisThread, {
    timeoutMs: config.SEARCH_TIMEOUT_MS,
    archive: () => archiveInfo().generation,
  });
  // Two per CPU (decision 0008): more renders than cores share the CPU by time slices
  // instead of queueing behind one another on a thread.
  const renderThreads = config.RENDER_THREADS ?? Math.max(2, Math.min(8, 2 * os.availableParallelism()));
  const renderPool =
    renderThreads > 0
      ? createRenderPool({ size: renderThreads, build: buildEntry, timeoutMs: RENDER_TIMEOUT_MS, searcher })
      : undefined;
  const app = createApp({
    build,
    clientDir: path.join(buildDir, 'client'),
    trustProxy: config.TRUST_PROXY,
    limits: config,
    lifecycle,
    metricsToken: config.METRICS_TOKEN,
    metricsOpen: config.METRICS_OPEN,
    pageCacheBytes: config.PAGE_CACHE_MB * 1024 * 1024,
    searcher,
    ...(searchServer ? { searchEngine: searchServer } : {}),
    renderOnThreads: renderPool?.handler,
  });

  // Listen once the render threads have started (a second or so), so the first visitors'
  // pages do not all render on this thread; one that cannot start does not hold it up.
  // (The timer also keeps the process alive meanwhile: the threads themselves are unref'd.)
  if (renderPool) {
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([renderPool.started, new Promise((resolve) => (timer = setTimeout(resolve, 30_000)))]);
    clearTimeout(timer);
  }

  const server = app.listen(config.PORT, config.HOST, () => {
    const { archiveVersion, schemaVersion } = archiveInfo();
    lifecycleLog.info(
      { port: config.PORT, archive: config.DATABASE_PATH, archiveVersion, schemaVersion },
      `OpenCounsel listening on http://localhost:${config.PORT} (archive ${config.DATABASE_PATH})`,
    );
  });
  server.keepAliveTimeout = 65_000; // longer than common load balancers' idle timeout (60 s)
  server.headersTimeout = 66_000;
  server.requestTimeout = 30_000;
  const trusted = app.get('trust proxy fn') as (address: string, hop: number) => boolean;
  const connections = guardConnections(server, { total: config.MAX_CONNECTIONS, isTrustedProxy: (address) => trusted(address, 0) });
  const stopWatching = watchArchive(config.ARCHIVE_WATCH_SECONDS);

  // SIGTERM: fail /readyz and answer with `Connection: close` (server/health.ts), wait
  // SHUTDOWN_DELAY_SECONDS for load balancers to notice, stop accepting connections, answer
  // what is on its way on the open ones and close each once idle (server/connections.ts),
  // then close the archive and exit.
  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    lifecycle.drain();
    stopWatching();
    lifecycleLog.info({ signal }, `${signal} received: draining connections`);
    const force = setTimeout(() => {
      lifecycleLog.error('shutdown timed out with requests still in flight; exiting');
      process.exit(1);
    }, (config.SHUTDOWN_DELAY_SECONDS + config.SHUTDOWN_TIMEOUT_SECONDS) * 1000);
    force.unref();
    setTimeout(() => {
      server.once('close', () => {
        void Promise.all([searchPool?.close(), searchServer?.close(), renderPool?.close()]).finally(() => {
          closeArchive();
          lifecycleLog.info('all requests finished; exiting');
          process.exit(0);
        });
      });
      connections.drain();
    }, config.SHUTDOWN_DELAY_SECONDS * 1000);
  };
  // Every request-scoped promise has a handler (tests/integration/fuzz-raw.test.ts looks for
  // this line): one that slipped through is a defect to log loudly, not a reason to drop
  // every other visitor's request with the process.
  process.on('unhandledRejection', (reason) => logger.error({ err: reason }, 'unhandled promise rejection'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
  return server;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  void startServer();
}
