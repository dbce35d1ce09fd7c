import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { searchdConfig, type IndexDefinition } from '#app/search/index/searchd-config.ts';
import { freePort } from '#scripts/lib/free-port.ts';

/**
 * A searchd this process starts and stops itself (tests, bench:engines): its own temporary
 * folder, a free loopback port, its own pid file, run in the foreground (--nodetach) as
 * our child, so stopping it signals that child only and never a searchd we did not start.
 */
export interface SearchdInstance {
  readonly host: string;
  readonly port: number;
  /** The native-protocol port agents connect to (null when not listening on one). */
  readonly apiPort: number | null;
  readonly dir: string;
  readonly configPath: string;
  /** SPHINXQL_URL for an index of this instance. */
  url(index: string): string;
  /** The running child's pid (null while stopped). */
  pid(): number | null;
  /** Starts it again on the same port and files (after stop()). */
  start(): Promise<void>;
  /** SIGTERM to our child and wait for it to exit (searchd saves RT indexes first). */
  stop(): Promise<void>;
  /** stop() and remove the folder. */
  destroy(): Promise<void>;
}

/** Why searchd cannot run here (null: it can). Tests skip with this reason. */
export function searchdMissing(): string | null {
  try {
    import.meta.resolve('mysql2/promise');
  } catch {
    return 'the mysql2 package is not installed (npm install)';
  }
  for (const tool of ['searchd', 'indexer']) {
    const probe = spawnSync(tool, ['--help'], { stdio: 'ignore' });
    if (probe.error) return `${tool} is not installed (Debian package sphinxsearch; .ci/run installs it)`;
  }
  return null;
}

/** `indexer` over the given plain indexes of a config (before searchd starts, or --rotate into a running one). */
export function runIndexer(
  configPath: string,
  indexes: readonly string[],
  options: { rotate?: boolean; quiet?: boolean } = {},
): void {
  const args = [
    '--config',
    configPath,
    ...indexes,
    ...(options.rotate ? ['--rotate'] : []),
    ...(options.quiet ? ['--quiet'] : []),
  ];
  const run = spawnSync('indexer', args, {
    stdio: options.quiet ? ['ignore', 'pipe', 'pipe'] : ['ignore', 'inherit', 'inherit'],
    encoding: 'utf8',
  });
  if (run.status !== 0)
    throw new Error(
      `indexer ${args.join(' ')} failed (${run.status ?? run.signal}): ${run.stderr ?? ''}${run.stdout ?? ''}`,
    );
}

async function waitForSphinxQL(host: string, port: number, child: ChildProcess, log: string): Promise<void> {
  const { default: mysql } = await import('mysql2/promise');
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`searchd exited (${child.exitCode}) while starting:\n${readTail(log)}`);
    try {
      const connection = await mysql.createConnection({ host, port, connectTimeout: 5_000 });
      await connection.query('SHOW STATUS');
      await connection.end();
      return;
    } catch (error) {
      if (Date.now() > deadline)
        throw new Error(`searchd did not answer on ${host}:${port}: ${String(error)}\n${readTail(log)}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }
}

function readTail(file: string): string {
  try {
    return fs.readFileSync(file, 'utf8').split('\n').slice(-15).join('\n');
  } catch {
    return '';
  }
}

export interface StartSearchdOptions {
  /**
   * The indexes, given the instance's folder (plain indexes are built by `indexer` before
   * searchd starts; their tsvpipe commands may use the folder).
   */
  readonly indexes: (dir: string) => readonly IndexDefinition[];
  readonly dir?: string;
  readonly port?: number;
  /** Also listen on a native-protocol port (a distributed index's agents connect there). */
  readonly apiPort?: boolean;
  /** false: the plain indexes' files in `dir` are already built (a benchmark reusing them). */
  readonly build?: boolean;
}

/** A searchd's folder, ports and config, its plain indexes built: ready to launch. */
export interface PreparedSearchd {
  readonly host: string;
  readonly port: number;
  readonly apiPort: number | null;
  readonly dir: string;
  readonly configPath: string;
  /** True when this process made the folder (destroy() removes it). */
  readonly ownDir: boolean;
}

export async function prepareSearchd(options: StartSearchdOptions): Promise<PreparedSearchd> {
  const host = '127.0.0.1';
  const port = options.port ?? (await freePort());
  const apiPort = options.apiPort ? await freePort() : null;
  const dir = options.dir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'opencounsel-searchd-'));
  fs.mkdirSync(dir, { recursive: true });
  const indexes = options.indexes(dir);
  const configPath = path.join(dir, 'searchd.conf');
  fs.writeFileSync(configPath, searchdConfig({ dir, host, port, ...(apiPort ? { apiPort } : {}), indexes }));
  const plain = indexes.filter((i) => i.kind === 'plain').map((i) => i.name);
  if (options.build !== false) {
    if (plain.length > 0) runIndexer(configPath, plain, { quiet: true });
    for (const index of indexes)
      if (index.kind === 'plain' && index.globalIdf) writeOwnIdf(configPath, index.name, index.globalIdf);
  }
  return { host, port, apiPort, dir, configPath, ownDir: !options.dir };
}

export async function startSearchd(options: StartSearchdOptions): Promise<SearchdInstance> {
  return launchSearchd(await prepareSearchd(options));
}

/** Runs a prepared searchd as our child and resolves once it answers SphinxQL. */
export async function launchSearchd(prepared: PreparedSearchd): Promise<SearchdInstance> {
  const { host, port, dir, configPath } = prepared;
  let child: ChildProcess | null = null;
  const log = path.join(dir, 'searchd.out');
  const start = async () => {
    if (child) return;
    const out = fs.openSync(log, 'a');
    const started = spawn('searchd', ['--config', configPath, '--nodetach'], { stdio: ['ignore', out, out] });
    fs.closeSync(out);
    child = started;
    started.once('exit', () => {
      if (child === started) child = null;
    });
    await waitForSphinxQL(host, port, started, log);
  };
  const stop = async () => {
    const running = child;
    if (!running || running.exitCode !== null) return;
    const exited = new Promise((resolve) => running.once('exit', resolve));
    running.kill('SIGTERM');
    const timer = setTimeout(() => running.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(timer);
  };
  await start();
  return {
    host,
    port,
    apiPort: prepared.apiPort,
    dir,
    configPath,
    url: (index) => `mysql://${host}:${port}/${index}`,
    pid: () => (child as ChildProcess | null)?.pid ?? null,
    start,
    stop,
    async destroy() {
      await stop();
      if (prepared.ownDir) fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** indextool's dictionary dump with statistics of a built plain index (one shard's input to a global IDF). */
export function dumpDictionary(configPath: string, index: string, out: string): void {
  const run = spawnSync('indextool', ['--config', configPath, '--dumpdict', index, '--stats'], {
    encoding: 'utf8',
    maxBuffer: 1 << 30,
  });
  if (run.status !== 0) throw new Error(`indextool --dumpdict ${index} failed: ${run.stderr}${run.stdout}`);
  fs.writeFileSync(out, run.stdout);
}

/** A plain index's IDF file from its own dictionary (a cluster replaces it with every shard's). */
export function writeOwnIdf(configPath: string, index: string, out: string): void {
  const dictionary = `${out}.dict`;
  dumpDictionary(configPath, index, dictionary);
  buildGlobalIdf([dictionary], out);
  fs.rmSync(dictionary);
}

/** Joins shards' dictionary dumps into one IDF file (indextool --buildidf). */
export function buildGlobalIdf(dictionaries: readonly string[], out: string): void {
  const run = spawnSync('indextool', ['--buildidf', ...dictionaries, '--out', out], { encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`indextool --buildidf failed: ${run.stderr}${run.stdout}`);
}
