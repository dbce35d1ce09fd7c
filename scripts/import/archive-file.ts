import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * The archive is built in a temporary file beside its destination and renamed over it at
 * the end: rename(2) within one directory is atomic, so readers see the old archive or the
 * new one, never a half-written file, whatever happens to the import (error, kill -9).
 */

// Build files and the lane files of a parallel derive (derive-parallel.ts); a journal matches once "-journal" is cut.
const BUILDING = /\.building-(\d+)(?:-[0-9a-f]+)?(?:\.part-[a-z-]+)?$/;
/** Temp files of builds still running in this process, removed on an interrupt. */
export const activeBuildFiles = new Set<string>();

/** `${outPath}.building-${pid}-${random}`: the pid says whose it is; the suffix keeps two builds in one process apart. */
export function buildingPathFor(outPath: string): string {
  return `${outPath}.building-${process.pid}-${randomBytes(3).toString('hex')}`;
}

/** Deletes temp files left beside outPath by imports whose process is gone (killed, crashed). */
export function removeStaleBuilds(outPath: string, log: (line: string) => void): void {
  const dir = path.dirname(outPath);
  const prefix = `${path.basename(outPath)}.building-`;
  let names: string[];
  try {
    names = fs.readdirSync(dir);
  } catch {
    return;
  }
  for (const name of names) {
    if (!name.startsWith(prefix)) continue;
    const match = BUILDING.exec(name.replace(/-journal$/, ''));
    if (!match || isProcessAlive(Number(match[1]))) continue;
    fs.rmSync(path.join(dir, name), { force: true });
    log(`removed ${name}, left by an interrupted import`);
  }
}

export function removeBuild(buildPath: string): void {
  const parts = `${path.basename(buildPath)}.part-`;
  let lanes: string[] = [];
  try {
    lanes = fs.readdirSync(path.dirname(buildPath)).filter((name) => name.startsWith(parts));
  } catch {
    // The directory is gone: nothing to remove.
  }
  for (const file of [buildPath, `${buildPath}-journal`, ...lanes.map((name) => path.join(path.dirname(buildPath), name))])
    fs.rmSync(file, { force: true });
  activeBuildFiles.delete(buildPath);
}

/** Flushes the finished build to disk, then swaps it in place of outPath. */
export function publishBuild(buildPath: string, outPath: string): void {
  fsyncPath(buildPath);
  fs.renameSync(buildPath, outPath);
  activeBuildFiles.delete(buildPath);
  // The rename itself is only durable once the directory entry is flushed.
  fsyncPath(path.dirname(outPath));
}

function fsyncPath(file: string): void {
  const fd = fs.openSync(file, 'r');
  try {
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
}

function isProcessAlive(pid: number): boolean {
  if (pid === process.pid) return true;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
