import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { buildWorkers } from '#scripts/lib/bundle.ts';
import { compiledWorker, WORKER_ENTRIES, WORKERS_DIR } from './worker-threads.ts';

const root = fileURLToPath(new URL('../', import.meta.url));

describe('compiled worker threads', () => {
  it('names an existing source for every entry', () => {
    for (const source of Object.values(WORKER_ENTRIES)) expect(fs.existsSync(path.join(root, source)), source).toBe(true);
  });

  it('compiles each entry into one file that loads without tsx, and maps the source to it', async () => {
    buildWorkers(root);
    for (const [name, source] of Object.entries(WORKER_ENTRIES)) {
      const file = path.join(WORKERS_DIR, `${name}.mjs`);
      expect(compiledWorker(new URL(source, `file://${root}`))).toBe(file);
      // Imports of the repository's own modules are inside the file; only packages stay imports.
      const text = fs.readFileSync(file, 'utf8');
      expect(text).not.toMatch(/from ["'](#app|#server|\.{1,2}\/)/);
    }
    // A plain worker (no tsx) loads the compiled search thread; it waits for its role before answering.
    const worker = new Worker(path.join(WORKERS_DIR, 'search-thread.mjs'), { workerData: { role: 'none' } });
    const code = await new Promise<number>((resolve, reject) => (worker.once('error', reject), worker.once('exit', resolve)));
    expect(code).toBe(0);
  });

  it('has no compiled file for a module that is not an entry', () => {
    expect(compiledWorker(new URL('server/index.ts', `file://${root}`))).toBeNull();
  });
});
