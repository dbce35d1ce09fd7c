/** Parsed `npm run seed` arguments, or a usage error the CLI reports with exit code 2. */
export interface SeedArgs {
  questions: number;
  seed: number;
  outDir: string;
  quiet: boolean;
  /** Undefined: the generator decides from the archive size. */
  workers?: number;
}

export const USAGE =
  'usage: npm run seed -- --out DIR [--questions N] [--seed S] [--workers W] [--quiet]\n' +
  '  --out DIR      directory to write the four .jsonl files into (created if missing)\n' +
  '  --questions N  questions to generate, 1 to 10,000,000 (default 3000)\n' +
  '  --seed S       integer seed, 0 to 4294967295 (default 1); same N and seed give identical files\n' +
  '  --workers W    worker threads, 0 to 16 (default: 0 below 20,000 questions, else one per core up to 4)\n' +
  '  --quiet        no progress output';

export class UsageError extends Error {}

const MAX_QUESTIONS = 10_000_000;

function integerOption(name: string, raw: string | undefined, min: number, max: number): number {
  if (raw === undefined || raw.startsWith('--')) throw new UsageError(`${name} needs a value`);
  if (!/^\d+$/.test(raw.replace(/_/g, ''))) throw new UsageError(`${name} must be a whole number, got "${raw}"`);
  const value = Number(raw.replace(/_/g, ''));
  if (value < min || value > max) throw new UsageError(`${name} must be between ${min} and ${max}, got ${value}`);
  return value;
}

export function parseSeedArgs(argv: readonly string[]): SeedArgs {
  const args: SeedArgs = { questions: 3000, seed: 1, outDir: '', quiet: false };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string;
    const [flag, inline] = arg.includes('=')
      ? [arg.slice(0, arg.indexOf('=')), arg.slice(arg.indexOf('=') + 1)]
      : [arg, undefined];
    const value = () => inline ?? argv[++i];
    switch (flag) {
      case '--questions':
        args.questions = integerOption('--questions', value(), 1, MAX_QUESTIONS);
        break;
      case '--seed':
        args.seed = integerOption('--seed', value(), 0, 0xffffffff);
        break;
      case '--out': {
        const dir = value();
        if (!dir || dir.startsWith('--')) throw new UsageError('--out needs a directory');
        args.outDir = dir;
        break;
      }
      case '--workers':
        args.workers = integerOption('--workers', value(), 0, 16);
        break;
      case '--quiet':
        args.quiet = true;
        break;
      default:
        throw new UsageError(`unknown argument "${arg}"`);
    }
  }
  // No default: writing four large files into a guessed directory is a bad surprise.
  if (!args.outDir) throw new UsageError('--out DIR is required');
  return args;
}
