import { afterAll, describe, expect, it } from 'vitest';
import { buildFixtureArchive } from '../helpers/fixture-archive.ts';

/** How each thread's archive connection is opened (decision 0008): read, not mapped, with a bounded cache. */
describe('an archive connection', () => {
  let close: (() => void) | undefined;
  afterAll(() => close?.());

  it('reads the archive rather than mapping it, through a bounded page cache, and writes nothing', async () => {
    process.env.DATABASE_PATH = await buildFixtureArchive('tests/fixtures/demo-small');
    const { getArchive, closeArchive } = await import('#app/data/archive.server.ts');
    close = closeArchive;
    const db = getArchive();
    expect(db.pragma('mmap_size', { simple: true })).toBe(0);
    expect(db.pragma('cache_size', { simple: true })).toBe(-64 * 1024);
    expect(db.pragma('query_only', { simple: true })).toBe(1);
  });
});
