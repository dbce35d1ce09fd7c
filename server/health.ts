import express, { type Router } from 'express';
import { archiveDamage, archiveInfo, noteArchiveError, statement } from '#app/data/archive.server.ts';
import { ARCHIVE_DAMAGED_LOG } from '#app/domain/archive-errors.ts';
import { metricsText } from '#app/data/metrics.server.ts';
import { logger } from './logger.ts';

export interface Lifecycle {
  /** True once SIGTERM arrived: /readyz fails so load balancers stop sending traffic. */
  draining: boolean;
}

/**
 * Operational endpoints answered by Express itself, before React Router:
 * - /readyz: ready to serve (archive open and answering a query, not shutting down);
 * - /metrics: Prometheus text format;
 * - /csp-report: Content-Security-Policy violation reports from browsers, logged and counted.
 * (/healthz, liveness, is a route of the app.)
 */
export function operationsRouter(lifecycle: Lifecycle): Router {
  const router = express.Router();

  router.use(['/readyz', '/metrics', '/csp-report'], (req, res, next) => {
    res.locals.route = req.baseUrl;
    next();
  });

  router.get('/readyz', (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    if (lifecycle.draining) {
      res.status(503).json({ status: 'draining' });
      return;
    }
    if (archiveDamage() !== null) {
      res.status(503).json({ status: 'unavailable', reason: 'The archive cannot be read.' });
      return;
    }
    try {
      const info = archiveInfo();
      const row = statement("SELECT value FROM meta WHERE key = 'archive_version'").get() as { value: string } | undefined;
      res.json({ status: 'ok', archiveVersion: row?.value ?? info.archiveVersion, schemaVersion: info.schemaVersion });
    } catch (error) {
      if (noteArchiveError(error)) logger.error({ err: error }, ARCHIVE_DAMAGED_LOG);
      else logger.error({ err: error }, 'readiness check failed');
      res.status(503).json({ status: 'unavailable', reason: 'The archive cannot be queried.' });
    }
  });

  router.get('/metrics', async (_req, res) => {
    const { contentType, body } = await metricsText();
    res.setHeader('Cache-Control', 'no-store');
    res.type(contentType).send(body);
  });

  router.post(
    '/csp-report',
    express.json({ type: ['application/csp-report', 'application/reports+json', 'application/json'], limit: '16kb' }),
    (req, res) => {
      const report = (req.body as Record<string, unknown> | undefined)?.['csp-report'] ?? req.body;
      logger.warn({ cspReport: report }, 'content security policy violation');
      res.status(204).end();
    },
  );

  return router;
}
