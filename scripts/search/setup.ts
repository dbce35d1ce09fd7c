import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { shellQuote, type IndexDefinition } from '#app/search/index/searchd-config.ts';
import type { Shard } from './documents.ts';
import { startSearchd, type SearchdInstance } from './searchd.ts';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

/** The shell command `indexer` runs for a plain index's tsvpipe source: this repo's exporter over the archive. */
export function exportCommand(archivePath: string, options: { shard?: Shard; quiet?: boolean } = {}): string {
  const words = [
    process.execPath,
    '--import',
    'tsx',
    path.join(repoRoot, 'scripts/search/export.ts'),
    '--archive',
    path.resolve(archivePath),
    ...(options.shard ? ['--shard', `${options.shard.index}/${options.shard.of}`] : []),
    ...(options.quiet ? ['--quiet'] : []),
  ];
  return `cd ${shellQuote(repoRoot)} && ${words.map(shellQuote).join(' ')}`;
}

/** The archive's index as `indexer` builds it (plain) or as INSERTs fill it (rt). */
export function archiveIndex(
  name: string,
  method: 'plain' | 'rt',
  archivePath: string,
  options: { shard?: Shard; quiet?: boolean; globalIdf?: string } = {},
): IndexDefinition {
  if (method === 'rt') return { kind: 'rt', name };
  return {
    kind: 'plain',
    name,
    command: exportCommand(archivePath, options),
    ...(options.globalIdf ? { globalIdf: options.globalIdf } : {}),
  };
}

/** A searchd (own temporary folder, free port) with the archive, or one shard of it, in an index named `questions`. */
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
