import { searchdMissing } from '#scripts/search/searchd.ts';

/**
 * Tests that need a search server start their own searchd (scripts/search/searchd.ts: a
 * temporary folder, a free port, its own pid file) and skip, saying why, only when
 * searchd is not installed (CI installs it: .ci/run).
 */
export const searchdSkipReason: string | null = searchdMissing();
if (searchdSkipReason) console.warn(`SphinxQL tests skipped: ${searchdSkipReason}`);

/** A searchd with the archive (or one shard of it) in a plain index named `questions`, built by indexer. */
export { startArchiveSearchd } from '#scripts/search/setup.ts';
