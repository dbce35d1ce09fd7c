import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/** Sources whose change makes the production bundle (build/) stale. */
const SOURCES = ['app', 'public', 'vite.config.ts', 'react-router.config.ts', 'package.json'];

export function bundleIsStale(root = process.cwd()): boolean {
  const built = path.join(root, 'build/server/index.js');
  if (!fs.existsSync(built)) return true;
  const builtAt = fs.statSync(built).mtimeMs;
  return SOURCES.some((source) => newestMtime(path.join(root, source)) > builtAt);
}

/** Builds build/ with React Router's Vite build when it is missing or older than the sources. */
export function ensureBundle(root = process.cwd()): void {
  if (!bundleIsStale(root)) return;
  const result = spawnSync('npx', ['react-router', 'build'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
  if (result.status !== 0) throw new Error(`react-router build failed (exit ${result.status})`);
}

function newestMtime(file: string): number {
  if (!fs.existsSync(file)) return 0;
  const stat = fs.statSync(file);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return fs.readdirSync(file).reduce((newest, name) => Math.max(newest, newestMtime(path.join(file, name))), stat.mtimeMs);
}
