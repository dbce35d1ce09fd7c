import { searchdMissing, startSearchd, type SearchdInstance } from '#scripts/search/searchd.ts';
import { archiveIndex } from '#scripts/search/setup.ts';
import type { Shard } from '#scripts/search/documents.ts';

/**
 * Tests that need a search server start their own searchd (scripts/search/searchd.ts: a
 * temporary folder, a free port, its own pid file) and skip, saying why, only when
 * searchd is not installed (CI installs it: .ci/run).
 */
export const searchdSkipReason: string | null = searchdMissing();
if (searchdSkipReason) console.warn(`SphinxQL tests skipped: ${searchdSkipReason}`);

/** A searchd with the archive (or one shard of it) in a plain index named `questions`, built by indexer. */
export function startArchiveSearchd(
  archive: string,
  options: { shard?: Shard; method?: 'plain' | 'rt' } = {},
): Promise<SearchdInstance> {
  return startSearchd({
    indexes: (dir) => [
      archiveIndex('questions', options.method ?? 'plain', archive, {
        quiet: true,
        globalIdf: `${dir}/questions.idf`,
        ...(options.shard ? { shard: options.shard } : {}),
      }),
    ],
  });
}
