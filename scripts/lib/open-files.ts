import { execFileSync } from 'node:child_process';
import fs from 'node:fs';

/** This process's open-file limits (soft, hard), from /proc; undefined where there is no /proc. */
function openFileLimits(): { soft: number; hard: number } | undefined {
  const line = fs.existsSync('/proc/self/limits')
    ? fs
        .readFileSync('/proc/self/limits', 'utf8')
        .split('\n')
        .find((l) => l.startsWith('Max open files'))
    : undefined;
  const [soft, hard] = (line?.match(/(\d+|unlimited)\s+(\d+|unlimited)/)?.slice(1) ?? []).map((v) =>
    v === 'unlimited' ? Infinity : Number(v),
  );
  return soft === undefined || hard === undefined ? undefined : { soft, hard };
}

/**
 * Raises this process's open-file limit to at least `needed` (processes it starts inherit
 * it), with util-linux prlimit: Node has no setrlimit. Past the hard limit that takes root;
 * otherwise exits 64 saying what to run.
 */
export function raiseOpenFileLimit(needed: number): void {
  const before = openFileLimits();
  if (!before || before.soft >= needed) return;
  try {
    execFileSync('prlimit', ['--pid', String(process.pid), `--nofile=${needed}:${Math.max(needed, before.hard)}`], {
      stdio: 'ignore',
    });
  } catch {
    // Not permitted past the hard limit, or no prlimit: said below.
  }
  if ((openFileLimits()?.soft ?? 0) >= needed) return;
  console.error(
    `this run needs ${needed} open files per process (the limit is ${openFileLimits()?.soft}): run \`ulimit -n ${needed}\` first (past the hard limit, as root)`,
  );
  process.exit(64);
}
