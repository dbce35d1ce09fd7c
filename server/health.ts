import type { EngineHealth } from '#app/search/index.server.ts';
import express, { type Request, type RequestHandler, type Response, type Router } from 'express';
import { archiveDamage, archiveInfo, probeArchive } from '#app/data/archive.server.ts';
import { ARCHIVE_DAMAGED_LOG } from '#app/domain/archive-errors.ts';
import { bearerMatches } from '#app/http/bearer.ts';
import { metricsText } from '#app/data/metrics.server.ts';
import { cspViolations, LogBudget } from './csp-report.ts';
import { logger } from './logger.ts';

/**
 * The server's shutdown state. Once draining (SIGTERM), /readyz fails so load balancers stop
 * sending traffic, and every answer (those in flight included) carries `Connection: close`:
 * a client on a kept-alive connection is told to open a new one (to another instance)
 * instead of finding its connection reset under its next request.
 */
export class Lifecycle {
  draining = false;
  private readonly inFlight = new Set<Response>();

  /** Express middleware: answers close their connection while draining; the others are tracked until then. */
  closeConnectionsWhenDraining(): RequestHandler {
    return (_req, res, next) => {
      if (this.draining) res.setHeader('Connection', 'close');
      else {
        this.inFlight.add(res);
        res.once('close', () => this.inFlight.delete(res));
      }
      next();
    };
  }

  drain(): void {
    this.draining = true;
    for (const res of this.inFlight) if (!res.headersSent) res.setHeader('Connection', 'close');
  }
}

/**
 * Operational endpoints answered by Express itself, before React Router:
 * - /readyz: ready to serve (archive open and answering a query, not shutting down);
 * - /metrics: Prometheus text format;
 * - /csp-report: Content-Security-Policy violation reports from browsers, logged and counted.
 * (/healthz, liveness, is a route of the app.)
 */
/** A search server the site depends on (SEARCH_ENGINE=sphinxql), reported by /readyz. */
export interface SearchEngineStatus {
  readonly engine: string;
  /** Asks the engine now: a health kept from the last search says `up` for an engine never tried. */
  probe(): Promise<EngineHealth>;
}

export function operationsRouter(
  lifecycle: Lifecycle,
  { metricsToken, metricsOpen = false, searchEngine }: { metricsToken?: string; metricsOpen?: boolean; searchEngine?: SearchEngineStatus } = {},
): Router {
  const router = express.Router();
  const cspLogBudget = new LogBudget();
  // METRICS_TOKEN: the figures and the archive's details only for who presents it.
  const authorized = (req: Request) => metricsToken === undefined || bearerMatches(req.get('authorization'), metricsToken);
  // The figures (and the versions they name) are nobody's business by default.
  const mayReadMetrics = (req: Request) => (metricsToken === undefined ? metricsOpen : bearerMatches(req.get('authorization'), metricsToken));
  // Probes arriving together (several load balancers) share one question to the engine.
  let probing: Promise<EngineHealth> | undefined;
  const probeOnce = (status: SearchEngineStatus) => (probing ??= status.probe().finally(() => (probing = undefined)));

  router.use(['/readyz', '/metrics', '/csp-report'], (req, res, next) => {
    res.locals.route = req.baseUrl;
    next();
  });

  router.get('/readyz', async (req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    // The status code is for load balancers (no token); the details for operators.
    const answer = (status: number, body: Record<string, unknown>) => {
      res.status(status).json(authorized(req) ? body : { status: body.status });
    };
    if (lifecycle.draining) return answer(503, { status: 'draining' });
    // Ready means every page and search can be answered: a node whose archive fails the probe
    // or whose search server does not answer is taken out of rotation until both recover.
    const known = archiveDamage();
    const damage = probeArchive();
    if (damage !== null) {
      if (known === null) logger.error({ reason: damage }, ARCHIVE_DAMAGED_LOG); // found by this probe
      return answer(503, { status: 'unavailable', reason: 'The archive cannot be read.' });
    }
    const info = archiveInfo();
    const search = searchEngine ? await probeOnce(searchEngine) : null;
    const engine = searchEngine && search ? { search: { engine: searchEngine.engine, up: search.up, since: new Date(search.since).toISOString(), ...(search.error ? { error: search.error } : {}) } } : {};
    if (search && !search.up) return answer(503, { status: 'unavailable', reason: 'The search engine does not answer.', archiveVersion: info.archiveVersion, ...engine });
    answer(200, { status: 'ok', archiveVersion: info.archiveVersion, schemaVersion: info.schemaVersion, ...engine });
  });

  router.get('/metrics', async (req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    if (metricsToken === undefined && !metricsOpen) {
      res.status(403).type('text/plain').send('The metrics are closed: set METRICS_TOKEN (or METRICS_OPEN=1 on a private port) to read them.');
      return;
    }
    if (!mayReadMetrics(req)) {
      res.setHeader('WWW-Authenticate', 'Bearer realm="metrics"');
      res.status(401).type('text/plain').send('The metrics need the operations token (Authorization: Bearer <METRICS_TOKEN>).');
      return;
    }
    const { contentType, body } = await metricsText();
    res.type(contentType).send(body);
  });

  router.post(
    '/csp-report',
    express.json({ type: ['application/csp-report', 'application/reports+json', 'application/json'], limit: '16kb' }),
    (req, res) => {
      // Bounded whatever is posted: a few trimmed fields per report, a few reports per post,
      // so many lines a minute (server/csp-report.ts); the route's own rate limit is per client.
      for (const violation of cspViolations(req.body)) {
        const { allowed, droppedBefore } = cspLogBudget.take(Date.now());
        if (allowed) logger.warn({ cspReport: violation, ...(droppedBefore ? { reportsNotLogged: droppedBefore } : {}) }, 'content security policy violation');
      }
      res.status(204).end();
    },
  );

  return router;
}

