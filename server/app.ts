import fs from 'node:fs';
import path from 'node:path';
import { createRequestHandler } from '@react-router/express';
import compression from 'compression';
import express, { type ErrorRequestHandler, type RequestHandler } from 'express';
import { RouterContextProvider, type RouterContext, type ServerBuild } from 'react-router';
import { archiveInfo, noteArchiveError, retainArchive } from '#app/data/archive.server.ts';
import { ARCHIVE_DAMAGED_LOG, ARCHIVE_RETRY_AFTER_SECONDS, ARCHIVE_UNAVAILABLE_MESSAGE, isArchiveReadError } from '#app/domain/archive-errors.ts';
import { CLIENT_IP_HEADER } from '#app/domain/contact.ts';
import { recordRender, recordRequest } from '#app/data/metrics.server.ts';
import type { SearchContext, Searcher } from '#app/search/index.server.ts';
import { getConfig } from '#app/config/get-config.server.ts';
import type { Config, TrustProxy } from '#app/config/schema.ts';
import { answerWhileArchiveDamaged } from './archive-watch.ts';
import { Lifecycle, operationsRouter, type SearchEngineStatus } from './health.ts';
import { httpCache } from './http-cache.ts';
import { bodyLimits, rateLimits, sendError } from './limits.ts';
import { logger, requestId } from './logger.ts';
import { pageCache } from './page-cache.ts';
import { methodGate, rejectMalformedRequests, useVisitorsHost } from './request-checks.ts';
import { actionRouteLabels, createRouteLabeler } from './route-label.ts';
import { canonicalUrl, comparablePath } from './served-path.ts';
import { securityHeaders } from './security-headers.ts';

export interface AppOptions {
  /** The React Router server build, or a function giving it (dev: Vite's live module). */
  build: ServerBuild | (() => Promise<ServerBuild>);
  /** build/client, served as static files; absent in dev where Vite serves assets. */
  clientDir?: string;
  /** Express's "trust proxy" (TRUST_PROXY): which proxies' X-Forwarded-* headers to believe. */
  trustProxy?: TrustProxy;
  extraMiddleware?: express.RequestHandler[];
  /** Rate limits (requests per client per window); the configuration's when absent. */
  limits?: Pick<Config, 'RATE_LIMIT_SEARCH' | 'RATE_LIMIT_API' | 'RATE_LIMIT_CONTACT'>;
  lifecycle?: Lifecycle;
  /** METRICS_TOKEN: when set, /metrics and /readyz's details need it (server/health.ts). */
  metricsToken?: string;
  /** METRICS_OPEN: /metrics answers without a token when none is set (closed otherwise). */
  metricsOpen?: boolean;
  /** Bytes of rendered pages kept in memory (server/page-cache.ts); 0 turns the page cache off. */
  pageCacheBytes?: number;
  /** The process's one searcher (its cache in front of the search threads or a search server); absent: each route's own thread searches. */
  searcher?: Searcher;
  /** The search server searches go to (SEARCH_ENGINE=sphinxql), for /readyz. */
  searchEngine?: SearchEngineStatus;
  /** Renders GET answers on worker threads (server/render-pool.ts); absent: on the request thread. */
  renderOnThreads?: RequestHandler;
}

/** Request bodies: the JSON search call and CSP reports; forms (the contact form). */
export const BODY_LIMITS = { json: 64 * 1024, form: 32 * 1024 };

/** The POST endpoint answered by Express itself (server/health.ts), matched as Express routes match. */
const CSP_REPORT_PATH = /^\/csp-report\/?$/i;

/** How long a kept page is served before it is rendered again (the spec's question cache time). */
const PAGE_CACHE_TTL_MS = 5 * 60_000;

export function createApp({
  build,
  clientDir,
  trustProxy = false,
  extraMiddleware = [],
  limits = getConfig(),
  lifecycle = new Lifecycle(),
  metricsToken,
  metricsOpen = false,
  pageCacheBytes = getConfig().PAGE_CACHE_MB * 1024 * 1024,
  searcher,
  searchEngine,
  renderOnThreads,
}: AppOptions) {
  const dev = typeof build === 'function';
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', trustProxy);
  app.set('etag', false); // ETags come from httpCache(), derived from the archive version

  const label = dev ? (pathname: string) => (pathname.startsWith('/api/') ? '/api/*' : 'dev') : createRouteLabeler(build);
  app.use(canonicalUrl()); // before anything decides by path
  app.use(lifecycle.closeConnectionsWhenDraining());
  app.use(requestId());
  app.use(observe(label));
  app.use(securityHeaders({ contentSecurityPolicy: !dev })); // on every answer, refusals too
  app.use(rejectMalformedRequests());
  app.use(useVisitorsHost());
  const actions = typeof build === 'function' ? undefined : actionRouteLabels(build);
  app.use(methodGate((req) => !actions || actions.has(label(req.path)) || CSP_REPORT_PATH.test(req.path)));
  app.use(
    rateLimits(
      {
        search: limits.RATE_LIMIT_SEARCH,
        api: limits.RATE_LIMIT_API,
        contact: limits.RATE_LIMIT_CONTACT,
        windowSeconds: 60, // the search and API limits count per minute
      },
      dev ? comparablePath : label,
      (pathname) => CSP_REPORT_PATH.test(pathname),
    ),
  );
  app.use(bodyLimits(BODY_LIMITS));
  app.use(compression());
  app.use(operationsRouter(lifecycle, { ...(metricsToken !== undefined ? { metricsToken } : {}), metricsOpen, ...(searchEngine ? { searchEngine } : {}) }));
  for (const middleware of extraMiddleware) app.use(middleware);

  if (clientDir) {
    const markStatic: RequestHandler = (_req, res, next) => {
      res.locals.route = 'static';
      next();
    };
    // Hashed file names never change content, so they can be cached for a year.
    app.use('/assets', markStatic, express.static(path.join(clientDir, 'assets'), { immutable: true, maxAge: '1y', index: false }));
    // The other files of build/client (favicon, manifest...) are known when the server
    // starts: only their paths go to the file system, not every page request.
    const serveFile = express.static(clientDir, { maxAge: '1h', index: false });
    const files = topLevelFiles(clientDir);
    app.use((req, res, next) => (files.has(req.path) ? markStatic(req, res, () => serveFile(req, res, next)) : next()));
  }

  app.use((_req, res, next) => {
    res.locals.route = undefined; // not a static file after all
    next();
  });
  app.use(answerWhileArchiveDamaged());
  app.use(httpCache(() => archiveInfo().archiveVersion));

  // Route actions get no socket: hand them the client's address (req.ip honours
  // TRUST_PROXY) in a header we always overwrite, so a client cannot choose its own.
  app.use((req, _res, next) => {
    req.headers[CLIENT_IP_HEADER] = req.ip ?? '';
    next();
  });

  if (!dev) app.use(pageCache({ maxBytes: pageCacheBytes, ttlMs: PAGE_CACHE_TTL_MS, archiveVersion: () => archiveInfo().archiveVersion, routeOf: label }));

  if (renderOnThreads) app.use(renderOnThreads);
  app.use((req, _res, next) => {
    if (req.method === 'GET' || req.method === 'HEAD') recordRender('request');
    next();
  });
  app.all(
    '/{*path}',
    createRequestHandler({
      build,
      mode: dev ? 'development' : getConfig().NODE_ENV,
      // Whether pages bring their Content-Security-Policy, under the key app/entry.server.tsx reads it from.
      getLoadContext: async () => {
        const built = typeof build === 'function' ? await build() : build;
        const entry = built.entry.module as { cspContext?: RouterContext<boolean>; searchContext?: RouterContext<SearchContext | null> };
        const context = new RouterContextProvider();
        if (entry.cspContext) context.set(entry.cspContext, !dev);
        if (entry.searchContext && searcher) context.set(entry.searchContext, { searcher });
        return context as never;
      },
    }),
  );

  // Last resort: a precise status, never a stack trace or a server path in the body.
  const onError: ErrorRequestHandler = (error, req, res, _next) => {
    const unreadable = isArchiveReadError(error);
    if (unreadable && noteArchiveError(error)) logger.error({ err: error, reqId: res.locals.requestId }, ARCHIVE_DAMAGED_LOG);
    const status = unreadable ? 503 : typeof error?.status === 'number' && error.status >= 400 && error.status < 600 ? error.status : 500;
    if (status >= 500 && !unreadable) logger.error({ err: error, reqId: res.locals.requestId }, 'request failed');
    if (res.headersSent) {
      res.end();
      return;
    }
    res.setHeader('Cache-Control', 'no-store');
    if (unreadable) res.setHeader('Retry-After', String(ARCHIVE_RETRY_AFTER_SECONDS));
    const message = unreadable
      ? ARCHIVE_UNAVAILABLE_MESSAGE
      : status === 413
        ? 'The request body is too large.'
        : status === 503
          ? 'The server is busy. Please try again in a moment.'
          : status >= 500
            ? 'Internal Server Error'
            : 'Bad Request';
    sendError(req, res, status, message);
  };
  app.use(onError);
  return app;
}

const SLOW_REQUEST_SECONDS = 1;

/** One log line and the metrics of each request, and the archive it started on kept open until it ends. */
function observe(label: (pathname: string) => string): RequestHandler {
  return (req, res, next) => {
    const started = process.hrtime.bigint();
    let release: () => void = () => {};
    try {
      release = retainArchive();
    } catch {
      // The archive is unavailable: /readyz reports it; the request goes on to fail politely.
    }
    res.once('close', () => {
      release();
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      const route = (res.locals.route as string | undefined) ?? label(req.path);
      const status = res.writableFinished ? res.statusCode : 499; // 499: the client went away first
      recordRequest(route, req.method, status, seconds);
      // Slow answers are worth a look even where routine request lines are not logged.
      const line = { reqId: res.locals.requestId, method: req.method, route, path: req.path, status, durationMs: Math.round(seconds * 10000) / 10 };
      if (seconds >= SLOW_REQUEST_SECONDS) logger.warn({ ...line, url: req.originalUrl.slice(0, 300) }, 'slow request');
      else logger.info(line, 'request');
    });
    next();
  };
}

/** `/name` of every file in build/client outside assets/ (served by path, not looked up per request). */
function topLevelFiles(clientDir: string): Set<string> {
  const files = new Set<string>();
  for (const entry of fs.readdirSync(clientDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const relative = path.relative(clientDir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/');
    if (!relative.startsWith('assets/')) files.add(`/${relative}`);
  }
  return files;
}
