import type { ImportProgress } from './types.ts';

const PLAIN_EVERY_MS = 5_000;
const BAR_WIDTH = 24;

/**
 * Progress on stderr: on a terminal one line redrawn in place; otherwise (CI, logs) a
 * plain line at the start of each kind and every 5 s, so logs stay short but show life.
 */
export function createProgressReporter(stream: NodeJS.WriteStream): {
  onProgress: (p: ImportProgress) => void;
  clear: () => void;
} {
  let lastPlainAt = 0;
  let lastKind = '';
  let drawn = false;
  const onProgress = (p: ImportProgress) => {
    if (stream.isTTY) {
      const line = formatProgress(p, true).slice(0, Math.max(20, (stream.columns || 100) - 1));
      stream.write(`\r${line}\x1b[K`);
      drawn = true;
      return;
    }
    const now = Date.now();
    if (p.kind !== lastKind || now - lastPlainAt >= PLAIN_EVERY_MS) {
      lastKind = p.kind;
      lastPlainAt = now;
      stream.write(`${formatProgress(p, false)}\n`);
    }
  };
  const clear = () => {
    if (drawn) stream.write('\r\x1b[K');
    drawn = false;
  };
  return { onProgress, clear };
}

export function formatProgress(p: ImportProgress, withBar: boolean): string {
  if (p.kind === 'derive') return 'deriving counts and the search index...';
  const share = p.bytesTotal > 0 ? p.bytesRead / p.bytesTotal : 0;
  const filled = Math.round(share * BAR_WIDTH);
  const bar = withBar ? `[${'#'.repeat(filled)}${'-'.repeat(BAR_WIDTH - filled)}] ` : '';
  const eta = p.etaSec === null ? '?' : formatDuration(p.etaSec);
  return `${bar}${Math.floor(share * 100)}% ${p.kind}: ${p.lines.toLocaleString('en-US')} lines, ${p.ratePerSec.toLocaleString('en-US')}/s, ETA ${eta}`;
}

export function formatDuration(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  if (s < 60) return `${s}s`;
  const m = Math.floor(s / 60);
  if (m < 60) return `${m}m${String(s % 60).padStart(2, '0')}s`;
  return `${Math.floor(m / 60)}h${String(m % 60).padStart(2, '0')}m`;
}
