import { reloadArchive } from '#app/data/archive.server.ts';
import { recordArchiveSwap } from '#app/data/metrics.server.ts';
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
      logger.info({ trigger, from: result.from, to: result.to }, `archive swapped: now serving ${result.to}`);
    } else if (result.status === 'rejected') {
      recordArchiveSwap('rejected');
      logger.error({ trigger, reason: result.reason }, 'new archive refused; still serving the previous one');
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
