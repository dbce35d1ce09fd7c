/**
 * npm run search:index -- [options]: fills the search server's index from the archive
 * (docs/search.md). plain (default): writes searchd.conf, runs indexer over the TSV export
 * (rotated into searchd when it runs); rt: INSERTs into the running searchd's RT index.
 */
import fs from 'node:fs';
import path from 'node:path';
import { formatDuration } from '#scripts/import/cli-progress.ts';
import {
  buildPlainIndex,
  fillRtIndex,
  idfPath,
  indexBytes,
  searchdRunning,
  writeSearchdConfig,
} from './build-index.ts';
import { parseSearchSetupArgs, UsageError, USAGE } from './cli-args.ts';
import { documentProgress } from './progress.ts';

async function main(): Promise<number> {
  let setup;
  try {
    setup = parseSearchSetupArgs(process.argv.slice(2), process.env);
    if (!fs.existsSync(setup.archive)) throw new UsageError(`no archive at ${setup.archive}`);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    console.error(`search:index: ${error.message}\n\n${USAGE}`);
    return 2;
  }
  const configPath = writeSearchdConfig(setup);
  const dir = path.resolve(setup.dir);
  const started = performance.now();
  if (setup.method === 'plain') {
    const rotate = searchdRunning(dir);
    buildPlainIndex(configPath, setup.index, idfPath(setup), { rotate });
    if (rotate) console.log('search:index: searchd rotates to the new index files');
  } else {
    if (!searchdRunning(dir)) {
      console.error(`search:index: --method rt needs searchd running: searchd --config ${configPath}`);
      return 1;
    }
    let progress: ReturnType<typeof documentProgress> | null = null;
    const done = await fillRtIndex({
      url: `mysql://${setup.host}:${setup.port}`,
      index: setup.index,
      archive: setup.archive,
      shard: setup.shard,
      onProgress: (count, total) => (progress ??= documentProgress('inserted', total)).update(count),
    });
    (progress ?? documentProgress('inserted', done)).done(done);
  }
  const took = (performance.now() - started) / 1000;
  console.log(
    `search:index: ${setup.index} (${setup.method}) built in ${formatDuration(took)} (${took.toFixed(1)} s), ${(indexBytes(dir, setup.index) / 1e6).toFixed(1)} MB in ${dir}`,
  );
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`search:index: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
