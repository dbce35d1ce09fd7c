export interface CliArgs {
  inputs: string[];
  outPath: string;
  skipInvalid: boolean;
  help: boolean;
}

export const USAGE = `Usage: npm run import -- <dir|file>... [--out path] [--skip-invalid]

Builds a new archive from JSON Lines files (docs/data-format.md) and swaps it in atomically.
  <dir|file>      directories holding article-categories, articles, attorneys and questions
                  .jsonl / .jsonl.gz files, or such files themselves
  --out path      the archive to write (default: $DATABASE_PATH or data/archive.db)
  --skip-invalid  import the good lines; write bad ones to <input>.rejects.jsonl
  --help          show this help`;

export class UsageError extends Error {
  override name = 'UsageError';
}

/** `archivePath`: where the archive goes without --out (the configuration's DATABASE_PATH). */
export function parseCliArgs(argv: string[], archivePath: string): CliArgs {
  const args: CliArgs = {
    inputs: [],
    outPath: archivePath,
    skipInvalid: false,
    help: false,
  };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--help' || arg === '-h') args.help = true;
    else if (arg === '--skip-invalid') args.skipInvalid = true;
    else if (arg === '--out' || arg === '-o') {
      const value = argv[++i];
      if (!value || value.startsWith('--')) throw new UsageError(`${arg} needs a file path`);
      args.outPath = value;
    } else if (arg.startsWith('--out=')) {
      args.outPath = arg.slice('--out='.length);
      if (!args.outPath) throw new UsageError('--out needs a file path');
    } else if (arg.startsWith('-') && arg !== '-') throw new UsageError(`unknown option ${arg}`);
    else args.inputs.push(arg);
  }
  if (!args.help && args.inputs.length === 0)
    throw new UsageError('no input given: pass one or more directories or .jsonl files');
  return args;
}
