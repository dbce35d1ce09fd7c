import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { buildSync } from 'esbuild';
import { NODE_BUILD_DIR, NODE_ENTRIES } from '#server/worker-threads.ts';

/** Sources whose change makes the production bundle (build/) stale. */
const SOURCES = ['app', 'public', 'vite.config.ts', 'react-router.config.ts', 'package.json'];
/** Sources whose change makes the compiled server and threads (build/node/) stale. */
const NODE_SOURCES = ['app', 'server', 'package.json'];

export function bundleIsStale(root = process.cwd()): boolean {
  return appBundleIsStale(root) || nodeBuildIsStale(root);
}

/** Builds what build/ lacks or holds older than its sources: the app (React Router's Vite build), the server and its threads. */
export function ensureBundle(root = process.cwd()): void {
  if (appBundleIsStale(root)) buildApp(root);
  if (nodeBuildIsStale(root)) buildNode(root);
}

/** React Router's Vite build of the app (build/client, build/server). */
export function buildApp(root = process.cwd()): void {
  const result = spawnSync('npx', ['react-router', 'build'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
  if (result.status !== 0) throw new Error(`react-router build failed (exit ${result.status})`);
}

/**
 * Compiles the server and each of its threads, with what they import from the repository,
 * into one JavaScript file each (packages stay imports): they start without tsx
 * (server/worker-threads.ts).
 */
export function buildNode(root = process.cwd()): void {
  buildSync({
    absWorkingDir: root,
    entryPoints: Object.fromEntries(Object.entries(NODE_ENTRIES).map(([name, source]) => [name, path.join(root, source)])),
    outdir: path.join(root, NODE_BUILD_DIR),
    outExtension: { '.js': '.mjs' },
    bundle: true,
    packages: 'external',
    platform: 'node',
    format: 'esm',
    target: 'node20',
    logLevel: 'error',
  });
}

function appBundleIsStale(root: string): boolean {
  return isStale(root, [path.join(root, 'build/server/index.js')], SOURCES);
}

function nodeBuildIsStale(root: string): boolean {
  return isStale(root, Object.keys(NODE_ENTRIES).map((name) => path.join(root, NODE_BUILD_DIR, `${name}.mjs`)), NODE_SOURCES);
}

/** True when a built file is missing or any source is newer than the oldest of them. */
function isStale(root: string, built: readonly string[], sources: readonly string[]): boolean {
  if (built.some((file) => !fs.existsSync(file))) return true;
  const builtAt = Math.min(...built.map((file) => fs.statSync(file).mtimeMs));
  return sources.some((source) => newestMtime(path.join(root, source)) > builtAt);
}

function newestMtime(file: string): number {
  if (!fs.existsSync(file)) return 0;
  const stat = fs.statSync(file);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return fs.readdirSync(file).reduce((newest, name) => Math.max(newest, newestMtime(path.join(file, name))), stat.mtimeMs);
}
