import { DEFAULT_INDEX } from '#app/search/engines/sphinxql/schema.ts';
import { isIndexName } from '#app/search/engines/sphinxql/statement.ts';
import { parseShard, WHOLE } from './documents.ts';
import type { SearchSetup } from './build-index.ts';

export const USAGE = `usage: npm run search:config|search:index -- [options]
  --archive <file>   the archive (default: $DATABASE_PATH or data/archive.db)
  --dir <folder>     searchd.conf, index files, logs, pid file (default data/searchd)
  --host <address>   searchd's SphinxQL listener (default 127.0.0.1)
  --port <n>         (default 9306)
  --index <name>     the index (default questions)
  --method plain|rt  plain: built by indexer from a TSV export (default, faster);
                     rt: INSERTs over SphinxQL into a running searchd
  --shard i/n        only the documents whose id modulo n is i (one node of a cluster)
  --rt-mem-limit <MB> RT index RAM chunk (default 512)`;

export class UsageError extends Error {}

export function parseSearchSetupArgs(argv: readonly string[], env: NodeJS.ProcessEnv): SearchSetup {
  const values = new Map<string, string>();
  for (let i = 0; i < argv.length; i++) {
    const name = argv[i]!;
    if (!/^--(archive|dir|host|port|index|method|shard|rt-mem-limit)$/.test(name))
      throw new UsageError(`unknown argument ${name}`);
    const value = argv[++i];
    if (value === undefined) throw new UsageError(`${name} needs a value`);
    values.set(name.slice(2), value);
  }
  const port = Number(values.get('port') ?? 9306);
  if (!Number.isInteger(port) || port < 1 || port > 65535)
    throw new UsageError('--port must be a whole number from 1 to 65535');
  const method = values.get('method') ?? 'plain';
  if (method !== 'plain' && method !== 'rt') throw new UsageError('--method must be plain or rt');
  const index = values.get('index') ?? DEFAULT_INDEX;
  if (!isIndexName(index)) throw new UsageError('--index must be letters, digits and underscores');
  const memLimit = Number(values.get('rt-mem-limit') ?? 512);
  if (!Number.isInteger(memLimit) || memLimit < 32 || memLimit > 65536)
    throw new UsageError('--rt-mem-limit must be a whole number of MB from 32 to 65536');
  let shard = WHOLE;
  try {
    if (values.has('shard')) shard = parseShard(values.get('shard')!);
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  return {
    archive: values.get('archive') ?? env.DATABASE_PATH ?? 'data/archive.db',
    dir: values.get('dir') ?? 'data/searchd',
    host: values.get('host') ?? '127.0.0.1',
    port,
    index,
    method,
    shard,
    rtMemLimitMb: memLimit,
  };
}
