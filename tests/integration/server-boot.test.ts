import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { startServer } from '../helpers/server.ts';

describe('server boot checks', () => {
  it('refuses to start on a missing archive with a clear message', async () => {
    const missing = path.join(os.tmpdir(), `no-archive-${process.pid}.db`);
    await expect(startServer(missing)).rejects.toThrow(/exited with 66[\s\S]*Archive not found at/);
  });

  it('refuses to start on a file that is not an archive', async () => {
    const bogus = path.join(os.tmpdir(), `bogus-archive-${process.pid}.db`);
    fs.writeFileSync(bogus, 'this is not a database'.repeat(100));
    await expect(startServer(bogus)).rejects.toThrow(/exited with 66[\s\S]*cannot be read as an archive/);
    fs.rmSync(bogus);
  });

  it('names each bad configuration value', async () => {
    const failure = startServer('/nonexistent.db', { LOG_LEVEL: 'loud', SITE_URL: 'nope' });
    await expect(failure).rejects.toThrow(/exited with 78[\s\S]*invalid configuration/);
    await expect(failure).rejects.toThrow(/LOG_LEVEL="loud": Invalid option/);
    await expect(failure).rejects.toThrow(/SITE_URL="nope": must be an origin/);
  });
});
