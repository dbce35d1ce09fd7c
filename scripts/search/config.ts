/** npm run search:config -- [options]: writes searchd.conf for the archive (docs/search.md). */
import fs from 'node:fs';
import { writeSearchdConfig } from './build-index.ts';
import { parseSearchSetupArgs, UsageError, USAGE } from './cli-args.ts';

try {
  const setup = parseSearchSetupArgs(process.argv.slice(2), process.env);
  if (!fs.existsSync(setup.archive)) throw new UsageError(`no archive at ${setup.archive}`);
  const configPath = writeSearchdConfig(setup);
  console.log(
    `search:config: wrote ${configPath} (index ${setup.index}, ${setup.method}, SphinxQL on ${setup.host}:${setup.port})`,
  );
  console.log(`next: npm run search:index -- ${process.argv.slice(2).join(' ')}`.trimEnd());
  console.log(
    `then: searchd --config ${configPath}   and   SEARCH_ENGINE=sphinxql SPHINXQL_URL=mysql://${setup.host}:${setup.port}/${setup.index} npm start`,
  );
} catch (error) {
  if (!(error instanceof UsageError)) throw error;
  console.error(`search:config: ${error.message}\n\n${USAGE}`);
  process.exit(2);
}
