import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '#scripts/lib/free-port.ts';

/** Debian's nginx (`apt-get install nginx`; .ci/run installs it). */
export const NGINX = '/usr/sbin/nginx';

export interface Nginx {
  readonly url: string;
  readonly port: number;
  stop(): Promise<void>;
}

/**
 * A ```nginx block of docs/deployment.md (the first, or the first containing `containing`):
 * the configuration the tests run is the one the docs give.
 */
export function documentedServerBlock(containing = ''): string {
  const docs = fs.readFileSync(path.resolve(import.meta.dirname, '../../docs/deployment.md'), 'utf8');
  const block = [...docs.matchAll(/```nginx\n([\s\S]*?)```/g)].map((m) => m[1]!).find((text) => text.includes(containing));
  if (!block) throw new Error(`docs/deployment.md has no \`\`\`nginx block${containing ? ` with ${containing}` : ''}`);
  return block;
}

/**
 * Starts nginx in the foreground on a free loopback port with `serverBlock`, whose
 * `listen 80;` and upstream port 3000 become the test's ports, in a temporary prefix (which
 * also holds a cache under /var/cache/nginx/, if the block has one).
 */
export async function startNginx(serverBlock: string, upstreamPort: number): Promise<Nginx> {
  const port = await freePort();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nginx-'));
  fs.chmodSync(dir, 0o777); // worker processes may run as another user
  fs.mkdirSync(path.join(dir, 'cache'), { mode: 0o777 });
  fs.chmodSync(path.join(dir, 'cache'), 0o777);
  const block = serverBlock
    .replace('listen 80;', `listen 127.0.0.1:${port};`)
    .replace('http://127.0.0.1:3000', `http://127.0.0.1:${upstreamPort}`)
    .replace('/var/cache/nginx/', `${path.join(dir, 'cache')}/`);
  const temp = (name: string) => `${name}_temp_path ${path.join(dir, name)};`;
  const conf = `daemon off;\nworker_processes 1;\npid ${path.join(dir, 'nginx.pid')};\nerror_log ${path.join(dir, 'error.log')} warn;\n` +
    `events { worker_connections 256; }\nhttp {\n  access_log off;\n  ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp).join('\n  ')}\n${block}\n}\n`;
  const confPath = path.join(dir, 'nginx.conf');
  fs.writeFileSync(confPath, conf);
  const child: ChildProcess = spawn(NGINX, ['-p', dir, '-c', confPath], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const deadline = Date.now() + 20_000;
  while (!(await accepts(port))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`nginx did not start:\n${output}\n${readIfAny(path.join(dir, 'error.log'))}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    url: `http://localhost:${port}`,
    port,
    async stop() {
      if (child.exitCode === null) child.kill('SIGQUIT');
      await exited;
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });
}

function readIfAny(file: string): string {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    return '';
  }
}
