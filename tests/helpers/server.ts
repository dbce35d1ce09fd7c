import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { freePort } from '#scripts/lib/free-port.ts';

export interface TestServer {
  readonly url: string;
  readonly process: ChildProcess;
  /** Everything the server printed, for assertions on logs and errors. */
  output(): string;
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

const ROOT = path.resolve(import.meta.dirname, '../..');

export { freePort };

/**
 * Starts the real production server (server/index.ts as the build compiled it, on build/) on
 * an archive, in its own process, and resolves once it is listening.
 */
export async function startServer(archivePath: string, env: Record<string, string> = {}): Promise<TestServer> {
  const port = await freePort();
  // SERVER_NODE_FLAGS: extra node flags for the server process (e.g. `--cpu-prof` when profiling a bench).
  const flags = (process.env.SERVER_NODE_FLAGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...flags, 'build/node/server.mjs'], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE_PATH: archivePath,
      SITE_URL: `http://localhost:${port}`,
      LOG_LEVEL: 'warn',
      // Tests make many requests from one address: limits high unless a test sets its own.
      RATE_LIMIT_SEARCH: '1000000',
      RATE_LIMIT_API: '1000000',
      RATE_LIMIT_CONTACT: '1000000',
      // Tests read the figures; the default (closed) is tested with METRICS_OPEN set empty.
      METRICS_OPEN: '1',
      // Each render thread loads the whole server bundle before the server listens: two are
      // enough for tests (the thread tests set their own); benchmarks keep the default.
      ...(process.env.VITEST ? { RENDER_THREADS: '2' } : {}),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

  await new Promise<void>((resolve, reject) => {
    // Generous: on a loaded shared machine the first start (tsx compiling the server) can take a minute.
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 120_000);
    const poll = setInterval(() => {
      if (output.includes('listening on')) {
        clearInterval(poll);
        clearTimeout(timer);
        resolve();
      }
    }, 25);
    void exited.then((code) => {
      clearInterval(poll);
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${output}`));
    });
  });

  return {
    url: `http://127.0.0.1:${port}`,
    process: child,
    output: () => output,
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null) child.kill(signal);
      return exited;
    },
  };
}
