import fs from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { buildNode } from '#scripts/lib/bundle.ts';
import { compiledEntry, NODE_BUILD_DIR, NODE_ENTRIES } from './worker-threads.ts';

describe('the server and its threads, compiled', () => {
  it('names an existing source for every entry', () => {
    for (const source of Object.values(NODE_ENTRIES)) expect(fs.existsSync(source), source).toBe(true);
  });

  it('compiles each entry into one file holding the repository modules it imports', async () => {
    buildNode();
    for (const name of Object.keys(NODE_ENTRIES)) {
      const file = path.resolve(NODE_BUILD_DIR, `${name}.mjs`);
      expect(compiledEntry(name)).toBe(file);
      expect(fs.readFileSync(file, 'utf8')).not.toMatch(/from ["'](#app|#server|\.{1,2}\/)/);
    }
    // A plain worker (no tsx) loads the compiled search thread, which only answers in its role.
    const worker = new Worker(compiledEntry('search-thread')!, { workerData: { role: 'none' } });
    const code = await new Promise<number>((resolve, reject) => (worker.once('error', reject), worker.once('exit', resolve)));
    expect(code).toBe(0);
  });

  it('has no compiled file for a name that is not an entry', () => {
    expect(compiledEntry('index')).toBeNull();
  });
});
