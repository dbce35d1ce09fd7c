import type { RequestHandler } from 'express';
import { archiveDamage, reloadArchive } from '#app/data/archive.server.ts';
import { ARCHIVE_DAMAGED_LOG, ARCHIVE_RETRY_AFTER_SECONDS, ARCHIVE_UNAVAILABLE_MESSAGE } from '#app/domain/archive-errors.ts';
import { recordArchiveSwap } from '#app/data/metrics.server.ts';
import { sendError } from './limits.ts';
import { logger } from './logger.ts';

/**
 * Picks up an archive replaced by a new import (`npm run import -- dump --out <DATABASE_PATH>`
 * renames the finished file over the old one): polls the file's identity every
 * `intervalSeconds` and checks at once on SIGHUP. The old connection is closed once the
 * requests that started on it are done (archive.server.ts).
 */
export function watchArchive(intervalSeconds: number): () => void {
  const check = (trigger: string) => {
    const result = reloadArchive();
    if (result.status === 'swapped') {
      recordArchiveSwap('swapped');
      if (result.recovered) logger.warn({ trigger, from: result.from, to: result.to }, `archive swapped: serving ${result.to} again after the damaged one`);
      else logger.info({ trigger, from: result.from, to: result.to }, `archive swapped: now serving ${result.to}`);
    } else if (result.status === 'rejected') {
      recordArchiveSwap('rejected');
      logger.error({ trigger, reason: result.reason }, 'new archive refused; still serving the previous one');
    } else if (result.status === 'damaged') {
      recordArchiveSwap('damaged');
      logger.error({ trigger, reason: result.reason }, ARCHIVE_DAMAGED_LOG);
    } else if (trigger === 'SIGHUP') {
      logger.info('SIGHUP: archive unchanged');
    }
  };
  const onHangup = () => check('SIGHUP');
  process.on('SIGHUP', onHangup);
  const timer = intervalSeconds > 0 ? setInterval(() => check('poll'), intervalSeconds * 1000) : undefined;
  timer?.unref();
  return () => {
    process.off('SIGHUP', onHangup);
    if (timer) clearInterval(timer);
  };
}

/** Liveness (/healthz) says the process is alive, whatever the archive's state. */
const LIVENESS = /^\/healthz\/?$/i;

/**
 * While the archive being served is known to be unreadable (the watcher found it changed in
 * place, or a read here failed with SQLITE_CORRUPT...), pages and calls answer 503 with
 * Retry-After instead of each failing with a 500; cached pages too, as /readyz says 503.
 */
export function answerWhileArchiveDamaged(): RequestHandler {
  return (req, res, next) => {
    if (archiveDamage() === null || LIVENESS.test(req.path)) return next();
    res.setHeader('Retry-After', String(ARCHIVE_RETRY_AFTER_SECONDS));
    res.setHeader('Cache-Control', 'no-store');
    sendError(req, res, 503, ARCHIVE_UNAVAILABLE_MESSAGE);
  };
}
