/**
 * Prints the archive's search documents as TSV on stdout: the tsvpipe source `indexer`
 * runs (app/search/index/searchd-config.ts). Progress on stderr.
 *   node --import tsx scripts/search/export.ts --archive data/archive.db [--shard i/n] [--quiet]
 */
import { once } from 'node:events';
import { countDocuments, openArchive, parseShard, readDocuments, tsvLine, WHOLE } from './documents.ts';
import { documentProgress } from './progress.ts';

async function main(argv: string[]): Promise<void> {
  const archive = argv[argv.indexOf('--archive') + 1];
  if (!argv.includes('--archive') || !archive)
    throw new Error('usage: export.ts --archive <file> [--shard i/n] [--quiet]');
  const shard = argv.includes('--shard') ? parseShard(argv[argv.indexOf('--shard') + 1] ?? '') : WHOLE;
  const db = openArchive(archive);
  const total = countDocuments(db, shard);
  const progress = argv.includes('--quiet') ? null : documentProgress('exported', total);
  let chunk = '';
  let done = 0;
  for (const doc of readDocuments(db, shard)) {
    chunk += tsvLine(doc);
    done++;
    if (chunk.length >= 1 << 20) {
      if (!process.stdout.write(chunk)) await once(process.stdout, 'drain');
      chunk = '';
      progress?.update(done);
    }
  }
  if (chunk) process.stdout.write(chunk);
  progress?.done(done);
  db.close();
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(`export: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
