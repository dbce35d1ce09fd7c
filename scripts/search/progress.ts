import { formatDuration } from '#scripts/import/cli-progress.ts';

const BAR_WIDTH = 24;
const PLAIN_EVERY_MS = 5_000;

/**
 * A progress bar on stderr for a known number of documents: redrawn in place on a
 * terminal, a plain line every 5 s otherwise (CI logs), as the importer's.
 */
export function documentProgress(label: string, total: number, stream: NodeJS.WriteStream = process.stderr) {
  const started = Date.now();
  let lastPlain = 0;
  const line = (done: number, bar: boolean) => {
    const share = total > 0 ? Math.min(1, done / total) : 1;
    const elapsed = (Date.now() - started) / 1000;
    const rate = elapsed > 0 ? Math.round(done / elapsed) : 0;
    const eta = rate > 0 ? formatDuration((total - done) / rate) : '?';
    const filled = Math.round(share * BAR_WIDTH);
    const drawn = bar ? `[${'#'.repeat(filled)}${'-'.repeat(BAR_WIDTH - filled)}] ` : '';
    return `${drawn}${Math.floor(share * 100)}% ${label}: ${done.toLocaleString('en-US')} of ${total.toLocaleString('en-US')} documents, ${rate.toLocaleString('en-US')}/s, ETA ${eta}`;
  };
  return {
    update(done: number) {
      if (stream.isTTY) stream.write(`\r${line(done, true)}\x1b[K`);
      else if (Date.now() - lastPlain >= PLAIN_EVERY_MS) {
        lastPlain = Date.now();
        stream.write(`${line(done, false)}\n`);
      }
    },
    done(done: number) {
      stream.write(
        `${stream.isTTY ? '\r' : ''}${line(done, false)} in ${formatDuration((Date.now() - started) / 1000)}${stream.isTTY ? '\x1b[K' : ''}\n`,
      );
    },
  };
}
